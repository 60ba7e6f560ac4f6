import { useEffect, useState } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import { adminNavFor, ROLE_LABELS } from "#common/admin-access";
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
  // On a phone the menu is a drawer behind a button; from md up it is a sidebar, always shown.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);
  const groups = adminNavFor(loaderData.role);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <button
            type="button"
            className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen(true)}
          >
            Menu
          </button>
          <span className="font-bold text-brand-800">Quản trị</span>
          <div className="ml-auto flex items-center gap-3 text-sm">
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
      {menuOpen && <div className="fixed inset-0 z-40 bg-black/30 md:hidden" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
        <nav
          id="admin-menu"
          aria-label="Quản trị"
          className={`${
            menuOpen ? "fixed inset-y-0 left-0 z-50 block w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl" : "hidden"
          } md:static md:z-auto md:block md:w-52 md:max-w-none md:shrink-0 md:overflow-visible md:bg-transparent md:p-0 md:shadow-none`}
        >
          <div className="mb-3 flex items-center justify-between md:hidden">
            <span className="font-bold text-brand-800">Quản trị</span>
            <button
              type="button"
              className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
              onClick={() => setMenuOpen(false)}
            >
              Đóng menu
            </button>
          </div>
          {groups.map((group) => (
            <div key={group.section ?? "top"} className="mb-4">
              {group.section && <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">{group.section}</h2>}
              <ul className="flex flex-col gap-0.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/admin"}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100"}`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className="min-w-0 flex-1">
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
    </div>
  );
}
