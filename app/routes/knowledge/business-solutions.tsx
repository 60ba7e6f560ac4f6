import { ComingSoon, comingSoonMeta, comingSoonPageOf } from "~/components/content/coming-soon";
import { newsletterAction } from "~/lib/newsletter.server";
import type { Route } from "./+types/business-solutions";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";
import { englishPageHandle } from "#common/i18n-vi";
import { businessSolutionsTexts, type ComingSoonTexts } from "#common/page-texts/coming-soon";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

const pageOf = (t: ComingSoonTexts) => comingSoonPageOf(t, "/knowledge/business-solutions", "knowledge-business-solutions");

export function loader({ request, context }: Route.LoaderArgs) {
  const { texts } = pageTextsFor(request, businessSolutionsTexts);
  return { texts, siteUrl: context.env.siteUrl };
}

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return comingSoonMeta(pageOf(data.texts), data.siteUrl, siteInfoIn(matches).brandName);
}

export default function BusinessSolutions() {
  return <ComingSoon page={pageOf(usePageTexts<ComingSoonTexts>())} />;
}
