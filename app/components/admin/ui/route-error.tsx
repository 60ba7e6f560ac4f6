import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { FORBIDDEN_MESSAGE } from "#common/admin-access";
import { AdminLoadError } from "~/components/admin/ui/load-error";

/** The "no permission" page (403): the admin frame stays, so the staff member can go where the role allows. */
export function NoPermission() {
  return (
    <section role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
      <title>Không có quyền truy cập</title>
      <h1 className="text-xl font-semibold text-amber-900">Không có quyền truy cập</h1>
      <p className="mt-2 text-sm text-amber-800">{FORBIDDEN_MESSAGE}. Nếu bạn cần dùng trang này, hãy nhờ chủ cửa hàng cấp quyền.</p>
      <Link to="/admin" className="mt-4 inline-block rounded-md bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800">
        Về trang quản trị
      </Link>
    </section>
  );
}

/**
 * Every admin page's error boundary: 403 is the "no permission" page, 404 a short "not found" inside the admin
 * frame, anything else the page's own load-failure message (`fallback`).
 */
export function AdminRouteError({ fallback }: { fallback?: ReactNode }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <NoPermission />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section>
        <title>Không tìm thấy</title>
        <h1 className="text-xl font-semibold text-gray-900">Không tìm thấy</h1>
        <p className="mt-2 text-sm text-gray-600">Trang hoặc dữ liệu bạn tìm không tồn tại.</p>
      </section>
    );
  }
  return <>{fallback ?? <AdminLoadError />}</>;
}
