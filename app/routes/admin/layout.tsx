import { Form, NavLink, Outlet } from "react-router";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/layout";

/**
 * Frame of every admin page. Its loader turns away visitors without an administrator session; each child
 * route's loader AND action must still call `requireAdminPage` themselves (loaders run in parallel, and actions
 * run before any loader).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { userId } = await requireAdminPage(request, context);
  const user = await context.services.users.findById(userId);
  return { username: user?.username ?? "" };
}

export function meta() {
  return adminMeta("Trang quản trị");
}

const NAV = [
  { to: "/admin/contact-requests", label: "Yêu cầu liên hệ" },
  { to: "/admin/orders", label: "Đơn hàng" },
  { to: "/admin/payments", label: "Thanh toán" },
  { to: "/admin/analytics", label: "Bán hàng" },
  { to: "/admin/products", label: "Sản phẩm" },
  { to: "/admin/reviews", label: "Đánh giá" },
  { to: "/admin/blog-admin", label: "Blog" },
  { to: "/admin/seo-analytics", label: "Phân tích SEO" },
  { to: "/admin/settings", label: "Cài đặt" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <span className="font-bold text-brand-800">Quản trị</span>
          <nav aria-label="Quản trị" className="flex-1">
            <ul className="flex flex-wrap gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm">
            {loaderData.username && <span className="text-gray-500">{loaderData.username}</span>}
            <Form method="post" action="/admin/logout">
              <button type="submit" className="rounded-md border border-gray-300 px-3 py-2 font-medium text-gray-700 hover:bg-gray-100">
                Đăng xuất
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
