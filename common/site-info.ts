/**
 * The brand's public contact data, in one place for the footer, the contact page, the service pages and the
 * structured data search engines read (JSON-LD Organization).
 */
export const SITE_NAME = "TeaCoffee Pro";

export interface Office {
  region: "north" | "central" | "south";
  label: string;
  streetAddress: string;
  locality: string;
  addressRegion: string;
  phone: string;
}

/** A phone number as people read it, as dialled (JSON-LD), and as a link target. */
function phoneLine(display: string, tel: string) {
  return { display, tel, href: `tel:${tel}` } as const;
}

/** Sales and consulting hotline (24/7). */
export const HOTLINE = phoneLine("0968 150 300", "+84968150300");
/** Technical support, warranty and maintenance hotline (24/7). */
export const SUPPORT_HOTLINE = phoneLine("1900 6750", "19006750");
export const CONTACT_EMAIL = "lienhe@teacoffeepro.vn";

export const OFFICES: Office[] = [
  {
    region: "north",
    label: "Văn phòng miền Bắc",
    streetAddress: "Số 18 Duy Tân, phường Cầu Giấy",
    locality: "Hà Nội",
    addressRegion: "Hà Nội",
    phone: HOTLINE.tel,
  },
  {
    region: "central",
    label: "Văn phòng miền Trung",
    streetAddress: "Số 95 Nguyễn Văn Linh, phường Hải Châu",
    locality: "Đà Nẵng",
    addressRegion: "Đà Nẵng",
    phone: HOTLINE.tel,
  },
  {
    region: "south",
    label: "Văn phòng miền Nam",
    streetAddress: "Số 123 Cộng Hòa, phường Tân Bình",
    locality: "TP. Hồ Chí Minh",
    addressRegion: "Hồ Chí Minh",
    phone: HOTLINE.tel,
  },
];

export const SOCIAL_LINKS = [
  { id: "facebook", name: "Facebook", href: "https://www.facebook.com/teacoffeepro.vn" },
  { id: "youtube", name: "YouTube", href: "https://www.youtube.com/@teacoffeepro" },
  { id: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@teacoffeepro" },
  { id: "zalo", name: "Zalo", href: "https://zalo.me/0968150300" },
] as const;

export const REGION_LABELS: Record<Office["region"], string> = { north: "Miền Bắc", central: "Miền Trung", south: "Miền Nam" };

export function formatOfficeAddress(office: Office): string {
  return `${office.streetAddress}, ${office.locality}`;
}
