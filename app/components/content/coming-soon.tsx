import { brandedTitle, seoMeta } from "~/lib/seo";
import type { ComingSoonTexts } from "#common/page-texts/coming-soon";
import { NewsletterSignup, type NewsletterLabels } from "./newsletter-signup";

/** What a coming-soon page is: its address and search-engine texts, and what it announces. */
export interface ComingSoonPageInfo {
  path: string;
  /** `<title>` and og:title. */
  metaTitle: string;
  description: string;
  eyebrow: string;
  /** The h1 of the page. */
  title: string;
  lead: string;
  topics: string[];
  /** Recorded with each newsletter sign-up from the page. */
  source: React.ComponentProps<typeof NewsletterSignup>["source"];
  /** The frame's words, in the page's language. */
  labels: ComingSoonLabels;
}

export interface ComingSoonLabels {
  comingSoon: string;
  preparing: string;
  newsletterTitle: string;
  newsletterText: string;
  newsletter: NewsletterLabels;
}

/** A coming-soon page from its catalogue's half in the page's language (common/page-texts/coming-soon.ts). */
export function comingSoonPageOf(t: ComingSoonTexts, path: string, source: ComingSoonPageInfo["source"]): ComingSoonPageInfo {
  return {
    path,
    metaTitle: t.metaTitle,
    description: t.metaDescription,
    eyebrow: t.eyebrow,
    title: t.title,
    lead: t.lead,
    topics: [t.topic1, t.topic2, t.topic3, t.topic4],
    source,
    labels: {
      comingSoon: t.comingSoon,
      preparing: t.preparing,
      newsletterTitle: t.newsletterTitle,
      newsletterText: t.newsletterText,
      newsletter: { email: t.newsletterEmail, placeholder: t.newsletterPlaceholder, submit: t.newsletterSubmit, sending: t.newsletterSending },
    },
  };
}

/** `meta` of a coming-soon page: title, description, canonical and link previews. */
export function comingSoonMeta(page: ComingSoonPageInfo, siteUrl: string | undefined, brandName: string) {
  return seoMeta({ siteUrl: siteUrl ?? "", path: page.path, title: brandedTitle(page.metaTitle, brandName), description: page.description });
}

/** The coming-soon pages (business solutions, recipes, blog): what is coming, and an email box. */
export function ComingSoon({ page, children }: { page: ComingSoonPageInfo; children?: React.ReactNode }) {
  const { eyebrow, title, lead, topics, source, labels } = page;
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2 md:items-center">
          <div>
            <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">{labels.comingSoon}</p>
            <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
            <p className="mt-4 text-lg text-gray-700">{lead}</p>
            <h2 className="mt-8 font-semibold text-gray-900">{labels.preparing}</h2>
            <ul className="mt-3 space-y-2 text-gray-700">
              {topics.map((topic) => (
                <li key={topic} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-700">
                    ✓
                  </span>
                  {topic}
                </li>
              ))}
            </ul>
          </div>
          <NewsletterSignup source={source} title={labels.newsletterTitle} text={labels.newsletterText} labels={labels.newsletter} />
        </div>
      </section>
      {children}
    </main>
  );
}
