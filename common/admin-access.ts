/**
 * Who may open what in the administration: ONE declarative map for the REST API and one for the pages, read by
 * the server guards (server/http/require-admin.ts, app/lib/admin-guard.server.ts) and by the admin navigation.
 * A route with no entry is refused to everybody, the owner included (tests/api/admin-roles.test.ts builds its
 * table from the routes the API really registers, so a new admin route without an entry fails the suite).
 * Pure: the admin layout imports it in the browser.
 */

export const ROLES = ["owner", "sales", "editor", "service"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Chủ cửa hàng",
  sales: "Bán hàng",
  editor: "Biên tập",
  service: "Kỹ thuật / bảo hành",
};

/**
 * What a signed-in session still has to do before the administration opens: its second step (TOTP, recovery code
 * or passkey), choosing a new password after a reset, or enrolling a second step the owner requires.
 */
export type SignInStep = "second-factor" | "new-password" | "enrol";

/** Open without a session (they are how one gets one); each checks what it needs itself. */
export const PUBLIC = "public";
export type Access = readonly Role[] | typeof PUBLIC;

const OWNER: readonly Role[] = ["owner"];
/** Leads, orders and their payments. */
const SALES: readonly Role[] = ["owner", "sales"];
/** Blog, SEO analytics, product content. */
const EDITOR: readonly Role[] = ["owner", "editor"];
const STAFF: readonly Role[] = ROLES;
/** After the sale: the service desk, machines and warranty activations (technicians, with the owner and sales). */
const SERVICE: readonly Role[] = ["owner", "sales", "service"];

/**
 * `METHOD /api/path` (Express patterns) → the roles allowed. GET entries also cover HEAD. Paths outside
 * /api/admin are listed when they are admin routes (the spec puts the lead list there).
 */
export const ADMIN_API_ACCESS: Record<string, Access> = {
  // Sign-in.
  "POST /api/admin/login": PUBLIC,
  "POST /api/admin/logout": PUBLIC,
  // The steps after the password: each checks the session's owed step itself.
  "POST /api/admin/login/new-password": PUBLIC,
  "POST /api/admin/login/second-factor": PUBLIC,
  "POST /api/admin/login/passkey/options": PUBLIC,
  "POST /api/admin/login/passkey": PUBLIC,
  "POST /api/admin/login/enrol/totp": PUBLIC,
  "POST /api/admin/login/enrol/totp/confirm": PUBLIC,
  "POST /api/admin/login/enrol/passkey/options": PUBLIC,
  "POST /api/admin/login/enrol/passkey": PUBLIC,

  // My account: everybody, for themselves only.
  "GET /api/admin/me": STAFF,
  "PUT /api/admin/me/password": STAFF,
  "GET /api/admin/me/sessions": STAFF,
  "DELETE /api/admin/me/sessions/:id": STAFF,
  "GET /api/admin/me/two-factor": STAFF,
  "POST /api/admin/me/totp": STAFF,
  "POST /api/admin/me/totp/confirm": STAFF,
  "POST /api/admin/me/totp/disable": STAFF,
  "POST /api/admin/me/recovery-codes": STAFF,
  "POST /api/admin/me/passkeys/options": STAFF,
  "POST /api/admin/me/passkeys": STAFF,
  "DELETE /api/admin/me/passkeys/:id": STAFF,

  // Leads (spec section 7 paths).
  "GET /api/contact-requests": SALES,
  "GET /api/contact-requests/export.csv": SALES,
  "PUT /api/contact-requests/:id/status": SALES,
  "GET /api/admin/contact-requests/:id/history": SALES,

  // Orders and payments.
  "GET /api/admin/orders": SALES,
  "GET /api/admin/orders/:id": SALES,
  "PUT /api/admin/orders/:id/payment-status": SALES,
  "PUT /api/admin/orders/:id/status": SALES,
  "GET /api/admin/orders/:id/history": SALES,
  "GET /api/admin/orders/:id/bank-transfers": SALES,
  // The order desk (issue 36): everybody sees their part of the dashboard; refunds are owner and sales.
  "GET /api/admin/dashboard": STAFF,
  "POST /api/admin/orders": SALES,
  "PUT /api/admin/orders/:id": SALES,
  "POST /api/admin/orders/:id/notes": SALES,
  "POST /api/admin/orders/:id/refunds": SALES,
  "GET /api/admin/orders/:id/documents/:kind.pdf": SALES,
  "GET /api/admin/orders/documents/:kind.pdf": SALES,
  "GET /api/admin/bank-transfers": SALES,
  "GET /api/admin/payments/reconciliation": SALES,
  "POST /api/admin/bank-transfers/:id/assign": SALES,
  "POST /api/admin/bank-statements/preview": SALES,
  "POST /api/admin/bank-statements/import": SALES,

  // Customers and discount codes (issue 36): the sales desk's.
  "GET /api/admin/customers": SALES,
  "GET /api/admin/customers/:id": SALES,
  "POST /api/admin/customers/:id/notes": SALES,
  "POST /api/admin/customers/:id/merge": SALES,
  "GET /api/admin/discount-codes": SALES,
  "POST /api/admin/discount-codes": SALES,
  "PUT /api/admin/discount-codes/:id": SALES,
  // Business buyers: quotes and e-invoices (decisions 0042, 0043).
  "GET /api/admin/quotes": SALES,
  "POST /api/admin/quotes": SALES,
  "GET /api/admin/quotes/:id": SALES,
  "PUT /api/admin/quotes/:id": SALES,
  "POST /api/admin/quotes/:id/send": SALES,
  "GET /api/admin/quotes/:id/pdf": SALES,
  "POST /api/admin/orders/:id/invoice": SALES,

  // The sales funnel shows the shop's revenue: the owner's.
  "GET /api/admin/analytics/funnel": OWNER,

  // Blog and SEO analytics.
  "GET /api/admin/blog/posts": EDITOR,
  "GET /api/admin/blog/posts/:id": EDITOR,
  "POST /api/admin/blog/posts": EDITOR,
  "PUT /api/admin/blog/posts/:id": EDITOR,
  "DELETE /api/admin/blog/posts/:id": EDITOR,
  "GET /api/admin/blog/categories": EDITOR,
  "POST /api/admin/blog/categories": EDITOR,
  "PUT /api/admin/blog/categories/:id": EDITOR,
  "DELETE /api/admin/blog/categories/:id": EDITOR,
  "GET /api/admin/blog/analytics": EDITOR,
  "POST /api/admin/uploads": EDITOR,

  // Product content (prices included; every change is in the audit trail) and reviews.
  "GET /api/admin/products": EDITOR,
  "POST /api/admin/products": EDITOR,
  "GET /api/admin/products/:id": EDITOR,
  "PUT /api/admin/products/:id": EDITOR,
  "DELETE /api/admin/products/:id": EDITOR,
  "GET /api/admin/categories": EDITOR,
  "POST /api/admin/categories": EDITOR,
  "PUT /api/admin/categories/:id": EDITOR,
  "DELETE /api/admin/categories/:id": EDITOR,
  "GET /api/admin/reviews": EDITOR,
  "POST /api/admin/reviews": EDITOR,
  "PUT /api/admin/reviews/:id": EDITOR,
  "DELETE /api/admin/reviews/:id": EDITOR,

  // The shop's settings, staff and audit trail.
  "GET /api/admin/settings": OWNER,
  "PUT /api/admin/settings": OWNER,
  "GET /api/admin/staff": OWNER,
  "POST /api/admin/staff": OWNER,
  "PUT /api/admin/staff/:id": OWNER,
  "POST /api/admin/staff/:id/reset-password": OWNER,
  "POST /api/admin/staff/:id/reset-two-factor": OWNER,
  "PUT /api/admin/staff-policy": OWNER,
  "GET /api/admin/audit": OWNER,
  // Requests about personal data and retention (issue 45): the owner decides and sets the periods.
  "GET /api/admin/privacy-requests": OWNER,
  "GET /api/admin/privacy-requests/:id/messages": OWNER,
  "PUT /api/admin/privacy-requests/:id": OWNER,
  "GET /api/admin/privacy-settings": OWNER,
  "PUT /api/admin/privacy-settings": OWNER,

  // Dealers and service centres (issue 33), and routing a lead to one.
  "GET /api/admin/places": SALES,
  "POST /api/admin/places": SALES,
  "PUT /api/admin/places/:id": SALES,
  "DELETE /api/admin/places/:id": SALES,
  "POST /api/admin/places/import": SALES,
  "PUT /api/admin/contact-requests/:id/place": SALES,
  // The dealer network (issue 43): sales invite a place's people and record what dealers pay; the owner sets the
  // prices, the credit and lifts the limit for one order.
  "GET /api/admin/places/:id/accounts": SALES,
  "POST /api/admin/places/:id/accounts": SALES,
  "POST /api/admin/dealer-accounts/:id/reset-two-factor": SALES,
  "GET /api/admin/price-tiers": SALES,
  "POST /api/admin/price-tiers": OWNER,
  "GET /api/admin/dealers/:placeId": SALES,
  "PUT /api/admin/dealers/:placeId": OWNER,
  "POST /api/admin/dealers/:placeId/credit-override": OWNER,
  "POST /api/admin/dealers/:placeId/payments": SALES,
  "GET /api/admin/dealers/:placeId/statement": SALES,
  "GET /api/admin/dealers": SALES,
  // The Zalo channel of the outbox (decision 0040): its settings and secrets are the owner's; the staff who talk
  // to buyers mark a phone opted out, see a lead's messages and send a failed message again.
  "GET /api/admin/settings/zalo": OWNER,
  "PUT /api/admin/settings/zalo": OWNER,
  "POST /api/admin/settings/zalo/test": OWNER,
  "POST /api/admin/zalo/opt-outs": SALES,
  "DELETE /api/admin/zalo/opt-outs/:phone": OWNER,
  "GET /api/admin/contact-requests/:id/messages": SALES,
  "POST /api/admin/notifications/:id/resend": SALES,
  // After the sale: machines by serial, warranty activations, the service desk.
  "GET /api/admin/machines": SERVICE,
  "POST /api/admin/machines": SERVICE,
  "POST /api/admin/machines/import": SERVICE,
  "GET /api/admin/machines/:serial": SERVICE,
  // A dealer's wrong sale of a machine, undone so the dealer registers the right one (issue 43).
  "DELETE /api/admin/machines/:serial/dealer-sale": SERVICE,
  // Serials are recorded when an order ships: the order desk's (sales) work, as the order itself.
  "PUT /api/admin/orders/:id/machines": SALES,
  // Shipments (issue 42): the order desk's; the carriers' account is the owner's.
  "POST /api/admin/orders/:id/shipments": SALES,
  "PUT /api/admin/shipments/:id": SALES,
  "PUT /api/admin/shipments/:id/installation": SALES,
  "POST /api/admin/shipments/:id/cancel": SALES,
  "GET /api/admin/shipments/:id/label": SALES,
  "POST /api/admin/shipping/cod-reconciliation": SALES,
  "GET /api/admin/settings/shipping": OWNER,
  "PUT /api/admin/settings/shipping": OWNER,
  // The buyer's money and shipping mails' wording (issue 42): the owner's, like the Zalo templates.
  "GET /api/admin/settings/mail-templates": OWNER,
  "PUT /api/admin/settings/mail-templates/:key": OWNER,
  "DELETE /api/admin/settings/mail-templates/:key": OWNER,
  "GET /api/admin/settings/payments": OWNER,
  "PUT /api/admin/settings/payments": OWNER,
  "GET /api/admin/warranty-activations": SERVICE,
  "PUT /api/admin/warranty-activations/:id": SERVICE,
  "GET /api/admin/service-requests": SERVICE,
  "POST /api/admin/service-requests": SERVICE,
  "GET /api/admin/service-requests/:id": SERVICE,
  "PUT /api/admin/service-requests/:id": SERVICE,
};

/**
 * Admin pages (the paths of app/routes.ts, React Router patterns) → the roles allowed. The login and its steps
 * are outside the guarded layout and not listed.
 */
export const ADMIN_PAGE_ACCESS: Record<string, readonly Role[]> = {
  "/admin": STAFF,
  "/admin/account": STAFF,
  "/admin/contact-requests": SALES,
  "/admin/orders": SALES,
  "/admin/orders/:id": SALES,
  "/admin/orders/new": SALES,
  "/admin/payments": SALES,
  "/admin/payments/reconciliation": SALES,
  "/admin/customers": SALES,
  "/admin/customers/:id": SALES,
  "/admin/discount-codes": SALES,
  "/admin/quotes": SALES,
  "/admin/quotes/:id": SALES,
  "/admin/analytics": OWNER,
  "/admin/products": EDITOR,
  "/admin/products/new": EDITOR,
  "/admin/products/:id": EDITOR,
  "/admin/categories": EDITOR,
  "/admin/reviews": EDITOR,
  "/admin/blog-admin": EDITOR,
  "/admin/blog-editor/:id?": EDITOR,
  "/admin/seo-analytics": EDITOR,
  // The image upload of the blog and product editors (an action, no page), as `POST /api/admin/uploads`.
  "/admin/uploads": EDITOR,
  "/admin/settings": OWNER,
  "/admin/settings/zalo": OWNER,
  "/admin/privacy-requests": OWNER,
  "/admin/settings/shipping": OWNER,
  "/admin/settings/mail-templates": OWNER,
  "/admin/settings/payments": OWNER,
  "/admin/staff": OWNER,
  "/admin/audit": OWNER,
  "/admin/places": SALES,
  "/admin/dealers": SALES,
  "/admin/dealers/:placeId": SALES,
  // After the sale.
  "/admin/service-requests": SERVICE,
  "/admin/service-requests/new": SERVICE,
  "/admin/service-requests/:id": SERVICE,
  "/admin/machines": SERVICE,
  "/admin/warranty-activations": SERVICE,
};

/** The admin navigation's sections (issue 47): the dashboard stands above them. */
export const ADMIN_NAV_SECTIONS = ["Bán hàng", "Sau bán hàng", "Mạng lưới", "Nội dung", "Cài đặt"] as const;
export type AdminNavSection = (typeof ADMIN_NAV_SECTIONS)[number];

export interface AdminNavItem {
  to: string;
  label: string;
  /** Null: above the sections (the dashboard). */
  section: AdminNavSection | null;
}

/** The admin navigation, in order and section by section; each link shows only to the roles its page allows. */
export const ADMIN_NAV: ReadonlyArray<AdminNavItem> = [
  // The dashboard: where every role lands (issue 36).
  { to: "/admin", label: "Tổng quan", section: null },
  { to: "/admin/contact-requests", label: "Yêu cầu liên hệ", section: "Bán hàng" },
  { to: "/admin/orders", label: "Đơn hàng", section: "Bán hàng" },
  { to: "/admin/payments", label: "Thanh toán", section: "Bán hàng" },
  { to: "/admin/quotes", label: "Báo giá", section: "Bán hàng" },
  { to: "/admin/customers", label: "Khách hàng", section: "Bán hàng" },
  { to: "/admin/discount-codes", label: "Mã giảm giá", section: "Bán hàng" },
  { to: "/admin/analytics", label: "Số liệu bán hàng", section: "Bán hàng" },
  { to: "/admin/service-requests", label: "Bảo hành & sửa chữa", section: "Sau bán hàng" },
  { to: "/admin/machines", label: "Máy & serial", section: "Sau bán hàng" },
  { to: "/admin/warranty-activations", label: "Kích hoạt bảo hành", section: "Sau bán hàng" },
  { to: "/admin/places", label: "Đại lý", section: "Mạng lưới" },
  { to: "/admin/dealers", label: "Mạng lưới đại lý", section: "Mạng lưới" },
  { to: "/admin/products", label: "Sản phẩm", section: "Nội dung" },
  { to: "/admin/reviews", label: "Đánh giá", section: "Nội dung" },
  { to: "/admin/blog-admin", label: "Blog", section: "Nội dung" },
  { to: "/admin/seo-analytics", label: "Phân tích SEO", section: "Nội dung" },
  { to: "/admin/settings", label: "Cài đặt", section: "Cài đặt" },
  { to: "/admin/staff", label: "Nhân viên", section: "Cài đặt" },
  { to: "/admin/audit", label: "Nhật ký", section: "Cài đặt" },
  { to: "/admin/privacy-requests", label: "Yêu cầu dữ liệu cá nhân", section: "Cài đặt" },
];

/** The navigation a role sees: its entries grouped by section, a section without any of them left out. */
export function adminNavFor(role: Role): Array<{ section: AdminNavSection | null; items: AdminNavItem[] }> {
  const visible = ADMIN_NAV.filter((item) => mayOpenPage(role, item.to));
  return [null, ...ADMIN_NAV_SECTIONS]
    .map((section) => ({ section, items: visible.filter((item) => item.section === section) }))
    .filter((group) => group.items.length > 0);
}

/** Whether `role` may open the page registered under `pattern` (a key of ADMIN_PAGE_ACCESS); false when unlisted. */
export function mayOpenPage(role: Role, pattern: string): boolean {
  return ADMIN_PAGE_ACCESS[pattern]?.includes(role) ?? false;
}

/** The first page of the navigation a role may open: where `/admin` and the sign-in send it. */
export function homeFor(role: Role): string {
  return ADMIN_NAV.find((item) => mayOpenPage(role, item.to))?.to ?? "/admin/account";
}

export const FORBIDDEN_MESSAGE = "Bạn không có quyền truy cập chức năng này";
