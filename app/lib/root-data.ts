import { useRouteLoaderData } from "react-router";
import type { CartItem } from "#common/cart";
import type { Language } from "#common/i18n-vi";
import { DEFAULT_SITE_INFO, type SiteInfo } from "#common/site-info";
import { navGroupsWith, type NavGroup } from "./site";

/** Shape of the root loader's data (app/root.tsx), readable from any component of the frame. */
export interface RootData {
  env: { GA_MEASUREMENT_ID: string | null; siteUrl: string; bankTransfer: boolean };
  /** The visitor's cart at first render; null when it could not be read (the browser fetches it). */
  cart: CartItem[] | null;
  /** The storefront's language for this visitor (common/i18n.ts). */
  language: Language;
  /** The header's product menu, from the catalogue. */
  productMenu: { id: number; label: string }[];
  /** Brand, hotlines, offices and social links from the store settings. */
  site: SiteInfo;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The frame's menus, with the catalogue's products in the products group. */
export function useNavGroups(): NavGroup[] {
  return navGroupsWith(useRootData()?.productMenu);
}

/** The brand's contact data for any component (the store settings; their defaults outside a page). */
export function useSiteInfo(): SiteInfo {
  return useRootData()?.site ?? DEFAULT_SITE_INFO;
}

/** The same for a route's `meta`, which gets the matched routes' data instead of hooks. */
export function siteInfoIn(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteInfo {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.site ?? DEFAULT_SITE_INFO;
}
