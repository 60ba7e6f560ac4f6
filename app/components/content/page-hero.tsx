import { Breadcrumb, type BreadcrumbItem } from "./breadcrumb";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: React.ReactNode;
  breadcrumb?: BreadcrumbItem[];
  children?: React.ReactNode;
}

/** Title band of service, knowledge and contact pages. */
export function PageHero({ eyebrow, title, lead, breadcrumb, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {breadcrumb && (
          <div className="mb-6 [&_a]:text-brand-100 [&_span]:text-brand-100">
            <Breadcrumb items={breadcrumb} />
          </div>
        )}
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-brand-50">{lead}</div>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

export function Section({ title, id, children, className = "" }: { title?: string; id?: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} className={`mx-auto max-w-6xl px-4 py-10 ${className}`} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold text-gray-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** Closing call to action band. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto my-12 max-w-6xl px-4">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-amber-50 p-8 ring-1 ring-amber-200 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-gray-900">{title}</h2>
          <p className="mt-2 max-w-2xl text-gray-700">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
