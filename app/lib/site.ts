/** Static contact data and the navigation of the shared frame (spec section 2, "Shared frame"). */

export const BRAND_NAME = "TeaCoffee Pro";

export const HOTLINE = { display: "0909 300 150", href: "tel:+84909300150" } as const;

/** The separate cafe set-up service site, opened in a new tab from the services menu. */
export const CAFE_SETUP_SITE_URL = "https://setupquancafe.vn";

export interface NavLink {
  to: string;
  label: string;
  external?: boolean;
}

export interface NavGroup {
  id: "products" | "services" | "knowledge";
  label: string;
  /** Path prefixes that mark the group as the current section. */
  activePrefixes: string[];
  links: NavLink[];
}

export const PRIMARY_LINKS: NavLink[] = [
  { to: "/", label: "Trang chủ" },
  { to: "/about", label: "Giới thiệu" },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    id: "products",
    label: "Sản phẩm",
    activePrefixes: ["/products"],
    links: [
      { to: "/products/1", label: "Máy pha trà LT-150" },
      { to: "/products/2", label: "Máy pha trà LT-300" },
      { to: "/products/3", label: "Máy pha cà phê LS-200" },
      { to: "/products/4", label: "Máy pha cà phê LS-250" },
      { to: "/products", label: "Xem tất cả sản phẩm" },
    ],
  },
  {
    id: "services",
    label: "Dịch vụ",
    activePrefixes: ["/services"],
    links: [
      { to: "/services/delivery-installation", label: "Giao hàng & lắp đặt" },
      { to: "/services/repair-warranty", label: "Sửa chữa & bảo hành" },
      { to: CAFE_SETUP_SITE_URL, label: "Setup quán cà phê", external: true },
    ],
  },
  {
    id: "knowledge",
    label: "Kiến thức",
    // Spec: the Knowledge menu is highlighted when the path starts with /blog.
    activePrefixes: ["/blog", "/knowledge"],
    links: [
      { to: "/blog", label: "Giải pháp kinh doanh" },
      { to: "/knowledge/courses", label: "Khóa học & tài liệu" },
      { to: "/knowledge/recipes", label: "Công thức pha chế" },
    ],
  },
];

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const REGIONAL_OFFICES = [
  { region: "Miền Bắc", address: "Số 25 Nguyễn Văn Huyên, phường Nghĩa Đô, Cầu Giấy, Hà Nội" },
  { region: "Miền Trung", address: "Số 112 Nguyễn Văn Linh, phường Nam Dương, Hải Châu, Đà Nẵng" },
  { region: "Miền Nam", address: "Số 88 Cộng Hòa, Phường 4, Tân Bình, TP. Hồ Chí Minh" },
] as const;

export const SOCIAL_LINKS = [
  { id: "facebook", label: "Facebook", href: "https://www.facebook.com/teacoffeepro.vn" },
  { id: "youtube", label: "YouTube", href: "https://www.youtube.com/@teacoffeepro" },
  { id: "tiktok", label: "TikTok", href: "https://www.tiktok.com/@teacoffeepro" },
  { id: "zalo", label: "Zalo", href: "https://zalo.me/0909300150" },
] as const;
