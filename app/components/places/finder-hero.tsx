import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DealersTexts } from "#common/page-texts/dealers";
import { usePageTexts } from "~/lib/language";

/**
 * The finder's title band: the look of the content pages' hero, in the few lines the finder needs (its pages stay
 * within the JavaScript budget). `place`: a place's page, whose breadcrumb leads back to the finder.
 */
export function FinderHero({ title, lead, place = false }: { title: ReactNode; lead: ReactNode; place?: boolean }) {
  const t = usePageTexts<DealersTexts>();
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
          <Link to="/" className="underline">
            {t.home}
          </Link>
          {" / "}
          {place ? (
            <Link to="/dealers" className="underline">
              {t.breadcrumb}
            </Link>
          ) : (
            <span aria-current="page">{t.breadcrumb}</span>
          )}
        </nav>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p>
      </div>
    </section>
  );
}
