/**
 * The navigation of the shared frame (spec section 2, "Shared frame"); contact data comes from the store settings
 * (useSiteInfo in app/lib/root-data.ts).
 */

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

/**
 * What a buyer on a phone looks for without opening a group: where to buy or get a machine fixed, the warranty
 * look-up and how to reach the brand. The desktop header shows them in its menus and its top bar.
 */
export const PHONE_MENU_SHORTCUTS: NavLink[] = [
  { to: "/dealers", label: "Đại lý & bảo hành" },
  { to: "/warranty", label: "Tra cứu bảo hành" },
  { to: "/contact", label: "Liên hệ" },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    id: "products",
    label: "Sản phẩm",
    activePrefixes: ["/products"],
    // The products themselves come from the catalogue (navGroupsWith); this is what follows them.
    links: [{ to: "/products", label: "Xem tất cả sản phẩm" }],
  },
  {
    id: "services",
    label: "Dịch vụ",
    activePrefixes: ["/services", "/dealers"],
    links: [
      { to: "/services/delivery-installation", label: "Giao hàng & lắp đặt" },
      { to: "/services/repair-warranty", label: "Sửa chữa & bảo hành" },
      { to: "/dealers", label: "Đại lý & bảo hành" },
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

/** The frame's menus with the catalogue's products (root loader data) at the head of the products group. */
export function navGroupsWith(productMenu: readonly { id: number; label: string }[] | undefined): NavGroup[] {
  if (!productMenu?.length) return NAV_GROUPS;
  return NAV_GROUPS.map((group) =>
    group.id === "products" ? { ...group, links: [...productMenu.map((entry) => ({ to: `/products/${entry.id}`, label: entry.label })), ...group.links] } : group,
  );
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
