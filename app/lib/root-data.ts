import { useRouteLoaderData } from "react-router";
import type { Language } from "#common/i18n-vi";
import type { PhoneLine, SiteInfo } from "#common/site-info";
import { navGroupsWith, PRIMARY_LINKS, type NavGroup, type NavLink } from "./site";
import { useMessages } from "./language";

/** Shape of the root loader's data (app/root.tsx), readable from any component of the frame. */
export interface RootData {
  env: { GA_MEASUREMENT_ID: string | null; siteUrl: string; bankTransfer: boolean; vnpay: boolean; vnpayInstalments: boolean; momo: boolean; mapTiles: { url: string; attribution: string } | null };
  /** The storefront's language for this visitor (common/i18n.ts). */
  language: Language;
  /** The header's product menu, from the catalogue. */
  productMenu: { id: number; label: string }[];
  /** The machines the trial forms offer: the catalogue's models (common/leads.ts modelOf). */
  models: string[];
  /** Brand, hotlines, offices and social links from the store settings. */
  site: SiteInfo;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The frame's menus, with the catalogue's products in the products group. */
export function useNavGroups(): NavGroup[] {
  const t = useMessages();
  return navGroupsWith(useRootData()?.productMenu).map((group) => ({
    ...group,
    label: t.navLabel(group.label),
    links: group.links.map((link) => ({ ...link, label: t.navLabel(link.label) })),
  }));
}

/** Home and About, in the page's language. */
export function usePrimaryLinks(): NavLink[] {
  const t = useMessages();
  return PRIMARY_LINKS.map((link) => ({ ...link, label: t.navLabel(link.label) }));
}

const NO_PHONE: PhoneLine = { display: "", tel: "", href: "" };

/**
 * The frame's contact data when the root loader failed (the error page of a database outage): empty rather than
 * the defaults, which may be out of date and would put the whole contact module into every page's JavaScript.
 */
const NO_SITE_INFO: SiteInfo = { brandName: "", hotline: NO_PHONE, supportHotline: NO_PHONE, contactEmail: "", offices: [], socialLinks: [], seller: null, registration: "", moitUrl: "" };

/** The brand's contact data for any component, from the store settings. */
export function useSiteInfo(): SiteInfo {
  return useRootData()?.site ?? NO_SITE_INFO;
}
