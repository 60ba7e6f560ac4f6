import { useEffect, useState } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import { ADMIN_NAV, mayOpenPage, ROLE_LABELS } from "#common/admin-access";
import { requireStaffPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/layout";

/**
 * Frame of every admin page. Its loader turns away visitors without a staff session and shows in the navigation
 * only the pages the role may open; each child route's loader AND action must still call `requireAdminPage`
 * themselves (loaders run in parallel, actions run before any loader, and only they check the role for the page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { username, role } = await requireStaffPage(request, context);
  // Zalo refusing the shop's configuration (decision 0040): the owner, who alone can mend it, sees it on every page.
  const zaloAlert = role === "owner" ? await context.services.zalo.alert() : null;
  return { username, role, zaloAlert };
}

export function meta() {
  return adminMeta("Trang quản trị");
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // On a phone the menu is behind a button (it took a third of the screen); from md up it is always shown.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <span className="font-bold text-brand-800">Quản trị</span>
          <button
            type="button"
            className="ml-auto rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? "Đóng menu" : "Menu"}
          </button>
          <nav id="admin-menu" aria-label="Quản trị" className={`${menuOpen ? "block" : "hidden"} w-full md:block md:w-auto md:flex-1`}>
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap">
              {ADMIN_NAV.filter((item) => mayOpenPage(loaderData.role, item.to)).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/admin"}
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
            {loaderData.username && (
              <NavLink to="/admin/account" className="text-gray-600 hover:text-brand-800 hover:underline">
                {loaderData.username} · {ROLE_LABELS[loaderData.role]}
              </NavLink>
            )}
            <Form method="post" action="/admin/logout">
              <button type="submit" className="rounded-md border border-gray-300 px-3 py-2 font-medium text-gray-700 hover:bg-gray-100">
                Đăng xuất
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        {loaderData.zaloAlert && (
          <p role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
            Tin nhắn Zalo đang bị lỗi cấu hình: {loaderData.zaloAlert}{" "}
            <Link to="/admin/settings/zalo" className="font-medium underline">
              Sửa cài đặt Zalo
            </Link>
          </p>
        )}
        <Outlet />
      </main>
    </div>
  );
}
