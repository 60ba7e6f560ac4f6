/**
 * The brand's public contact data (brand name, hotlines, offices, social links) as the owner keeps it in the store
 * settings (/admin/settings), and the shape the pages read: the header, the footer, the contact and service pages,
 * the structured data search engines read (JSON-LD Organization) and the e-mails. The values below are the
 * defaults of an empty database; the stored settings replace them (server/services/content/store-settings.ts).
 */

import type { LegalSettings } from "./legal";

type OfficeRegion = "north" | "central" | "south";

export const OFFICE_REGIONS: readonly OfficeRegion[] = ["north", "central", "south"];

export const REGION_LABELS: Record<OfficeRegion, string> = { north: "Miền Bắc", central: "Miền Trung", south: "Miền Nam" };

/** A regional office as the owner types it. */
export interface OfficeSettings {
  region: OfficeRegion;
  label: string;
  streetAddress: string;
  /** City or province, as shown after the street ("Hà Nội"). */
  locality: string;
  /** The province for search engines' structured data ("Hồ Chí Minh"). */
  addressRegion: string;
  /** As people read it, e.g. "0968 150 300". */
  phone: string;
}

export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook" },
  { id: "youtube", name: "YouTube" },
  { id: "tiktok", name: "TikTok" },
  { id: "zalo", name: "Zalo" },
] as const;

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["id"];

/**
 * The seller as the law names it (issue 42): the company's registered name, tax code and head-office address,
 * printed on quotes, delivery notes and the buyer's order documents. Null until the owner fills it in.
 */
export interface SellerDetails {
  legalName: string;
  /** `0123456789` or a branch's `0123456789-001`. */
  taxCode: string;
  address: string;
}

/** The seller's lines as every document prints them (none while the settings have no seller). */
export function sellerLines(seller: SellerDetails | null | undefined): string[] {
  if (!seller) return [];
  return [`Đơn vị bán hàng: ${seller.legalName}`, `Mã số thuế: ${seller.taxCode}`, `Địa chỉ: ${seller.address}`];
}

/** What the owner can change about the brand's public face; phones as people read them. */
export interface ContactSettings {
  brandName: string;
  /** Sales and consulting hotline (24/7). */
  salesHotline: string;
  /** Technical support, warranty and maintenance hotline (24/7). */
  supportHotline: string;
  contactEmail: string;
  offices: OfficeSettings[];
  /** An empty link hides that network. */
  social: Record<SocialNetwork, string>;
  /** The seller's legal details (absent in a row written before issue 42). */
  seller?: SellerDetails | null;
  /** Registration, the MoIT badge and the terms (absent in a row written before issue 45). */
  legal?: LegalSettings;
}

export const DEFAULT_CONTACT_SETTINGS: ContactSettings = {
  brandName: "TeaCoffee Pro",
  salesHotline: "0968 150 300",
  supportHotline: "1900 6750",
  contactEmail: "lienhe@teacoffeepro.vn",
  offices: [
    {
      region: "north",
      label: "Văn phòng miền Bắc",
      streetAddress: "Số 18 Duy Tân, phường Cầu Giấy",
      locality: "Hà Nội",
      addressRegion: "Hà Nội",
      phone: "0968 150 300",
    },
    {
      region: "central",
      label: "Văn phòng miền Trung",
      streetAddress: "Số 95 Nguyễn Văn Linh, phường Hải Châu",
      locality: "Đà Nẵng",
      addressRegion: "Đà Nẵng",
      phone: "0968 150 300",
    },
    {
      region: "south",
      label: "Văn phòng miền Nam",
      streetAddress: "Số 123 Cộng Hòa, phường Tân Bình",
      locality: "TP. Hồ Chí Minh",
      addressRegion: "Hồ Chí Minh",
      phone: "0968 150 300",
    },
  ],
  social: {
    facebook: "https://www.facebook.com/teacoffeepro.vn",
    youtube: "https://www.youtube.com/@teacoffeepro",
    tiktok: "https://www.tiktok.com/@teacoffeepro",
    zalo: "https://zalo.me/0968150300",
  },
};

/** A phone number as people read it, as dialled (JSON-LD), and as a link target. */
export interface PhoneLine {
  display: string;
  tel: string;
  href: string;
}

/**
 * The dialled form of a Vietnamese number: mobile and landline numbers (0…) in international form (+84…),
 * short service numbers (1900 …, 1800 …) as they are.
 */
function telOf(display: string): string {
  const digits = display.replace(/\D/g, "");
  if (display.trim().startsWith("+")) return `+${digits}`;
  if (digits.startsWith("0") && digits.length >= 10) return `+84${digits.slice(1)}`;
  return digits;
}

export function phoneLine(display: string): PhoneLine {
  const tel = telOf(display);
  return { display, tel, href: `tel:${tel}` };
}

interface Office extends OfficeSettings {
  phoneLine: PhoneLine;
}

/** The contact data as every page, e-mail and structured-data block reads it. */
export interface SiteInfo {
  brandName: string;
  hotline: PhoneLine;
  supportHotline: PhoneLine;
  contactEmail: string;
  offices: Office[];
  socialLinks: Array<{ id: SocialNetwork; name: string; href: string }>;
  seller: SellerDetails | null;
  /** The business registration line and the Ministry of Industry and Trade badge's link ("" = none). */
  registration: string;
  moitUrl: string;
}

export function siteInfoOf(settings: ContactSettings): SiteInfo {
  return {
    brandName: settings.brandName,
    hotline: phoneLine(settings.salesHotline),
    supportHotline: phoneLine(settings.supportHotline),
    contactEmail: settings.contactEmail,
    offices: settings.offices.map((office) => ({ ...office, phoneLine: phoneLine(office.phone) })),
    socialLinks: SOCIAL_NETWORKS.filter((network) => settings.social[network.id]).map((network) => ({
      id: network.id,
      name: network.name,
      href: settings.social[network.id],
    })),
    seller: settings.seller ?? null,
    registration: settings.legal?.registration ?? "",
    moitUrl: settings.legal?.moitUrl ?? "",
  };
}

/** The site's contact data before anything is stored (and for code outside a request, e.g. tests). */
export const DEFAULT_SITE_INFO: SiteInfo = siteInfoOf(DEFAULT_CONTACT_SETTINGS);

export function formatOfficeAddress(office: Pick<OfficeSettings, "streetAddress" | "locality">): string {
  return `${office.streetAddress}, ${office.locality}`;
}
