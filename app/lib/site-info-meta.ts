import { DEFAULT_SITE_INFO, type SiteInfo } from "#common/site-info";
import type { RootData } from "./root-data";

/**
 * The store settings' contact data for a route's `meta`, which gets the matched routes' data instead of hooks.
 * Its own module: the defaults it falls back to stay out of the JavaScript every page loads.
 */
export function siteInfoIn(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteInfo {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.site ?? DEFAULT_SITE_INFO;
}
