import { Link } from "react-router";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import { ConsultationButton } from "./consultation-button";
import { CtaBand, PageHero } from "./page-hero";

/** What a service page (/services/*) is: its address, names and search-engine texts. */
export interface ServicePageInfo {
  path: string;
  /** The h1 of the page. */
  title: string;
  /** The page's name in the breadcrumb (on the page and in its JSON-LD). */
  breadcrumbLabel: string;
  /** `<title>` and og:title. */
  metaTitle: string;
  description: string;
  /** The subject of every consultation request sent from the page. */
  consultationProduct: string;
  /** The frame's words on a page with an English variant (its catalogue); Vietnamese when left out. */
  home?: string;
  eyebrow?: string;
}

/** `meta` of a service page: title, description, canonical, link previews and the breadcrumb JSON-LD. */
export function servicePageMeta(page: ServicePageInfo, siteUrl: string | undefined, brandName: string) {
  siteUrl ??= "";
  return seoMeta({
    siteUrl,
    path: page.path,
    title: brandedTitle(page.metaTitle, brandName),
    description: page.description,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: page.home ?? "Trang chủ", path: "/" },
        { name: page.breadcrumbLabel, path: page.path },
      ]),
    ],
  });
}

interface ServicePageProps {
  page: ServicePageInfo;
  /** The paragraph under the h1. */
  lead: React.ReactNode;
  /** Label of the hero's consultation button. */
  heroAction: string;
  /** A phone link next to the hero's button. */
  heroPhone?: { href: string; label: string };
  /** The closing band: heading, text and the label of its consultation button. */
  cta: { title: string; text: string; action: string };
  /** The page's own sections, between the hero and the closing band. */
  children: React.ReactNode;
}

/** Layout shared by the service pages: hero with a consultation button, the page's sections, closing call to action. */
export function ServicePage({ page, lead, heroAction, heroPhone, cta, children }: ServicePageProps) {
  return (
    <main>
      <PageHero
        eyebrow={page.eyebrow ?? "Dịch vụ"}
        title={page.title}
        lead={lead}
        breadcrumb={[{ label: page.home ?? "Trang chủ", to: "/" }, { label: page.breadcrumbLabel }]}
      >
        <ConsultationButton product={page.consultationProduct} variant="light">
          {heroAction}
        </ConsultationButton>
        {heroPhone && (
          <a
            href={heroPhone.href}
            className="inline-flex items-center rounded-lg px-5 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
          >
            {heroPhone.label}
          </a>
        )}
      </PageHero>

      {children}

      <CtaBand title={cta.title} text={cta.text}>
        <ConsultationButton product={page.consultationProduct}>{cta.action}</ConsultationButton>
      </CtaBand>
    </main>
  );
}

/** Bordered cards with a heading and a paragraph; `gridClassName` sets the columns. */
export function InfoCards({ items, gridClassName }: { items: readonly { title: string; text: string }[]; gridClassName: string }) {
  return (
    <div className={`mt-6 grid gap-6 ${gridClassName}`}>
      {items.map((item) => (
        <article key={item.title} className="rounded-xl border border-gray-200 p-6">
          <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
          <p className="mt-2 text-gray-700">{item.text}</p>
        </article>
      ))}
    </div>
  );
}

/** Closing line of a section pointing to a related page: "{intro} <link>." */
export function SeeAlso({ intro, to, children }: { intro: string; to: string; children: React.ReactNode }) {
  return (
    <p className="mt-6 text-gray-700">
      {intro}{" "}
      <Link to={to} className="font-medium text-brand-700 underline">
        {children}
      </Link>
      .
    </p>
  );
}
