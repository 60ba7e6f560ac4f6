import { Form, Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditTime, type AuditAction, type AuditEntity } from "#common/audit";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/audit";

export function meta() {
  return adminMeta("Nhật ký thao tác");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const [list, staff] = await Promise.all([
    context.services.audit.list(query).catch((error: unknown) => {
      // A hand-edited address with a bad filter shows the whole list rather than an error page.
      if (!refusalOf(error)) throw error;
      return context.services.audit.list({});
    }),
    context.services.staff.list(),
  ]);
  return { list, staff: staff.map((user) => ({ id: user.id, username: user.username })) };
}

const ENTITY_LINKS: Partial<Record<AuditEntity, (id: string) => string>> = {
  order: (id) => `/admin/orders/${id}`,
  post: (id) => `/admin/blog-editor/${id}`,
  product: (id) => `/admin/products/${id}`,
  "service-request": (id) => `/admin/service-requests/${id}`,
  machine: (id) => `/admin/machines?serial=${encodeURIComponent(id)}`,
};

/** An ISO day of the address shown as staff type it ("2026-11-05" → "05/11/2026"); anything else as it is. */
function vietnameseDay(value: string | null): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? "");
}

const FIELD_CLASS = "mt-1 block rounded-md border border-gray-300 px-2 py-1.5 text-sm";

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list, staff } = loaderData;
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Nhật ký thao tác</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <label>
          <span className="text-gray-600">Nhân viên</span>
          <select name="userId" defaultValue={params.get("userId") ?? ""} className={FIELD_CLASS}>
            <option value="">Tất cả</option>
            {staff.map((user) => (
              <option key={user.id} value={user.id}>
                {user.username}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-gray-600">Thao tác</span>
          <select name="action" defaultValue={params.get("action") ?? ""} className={FIELD_CLASS}>
            <option value="">Tất cả</option>
            {(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTIONS[action]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-gray-600">Đối tượng</span>
          <select name="entityType" defaultValue={params.get("entityType") ?? ""} className={FIELD_CLASS}>
            <option value="">Tất cả</option>
            {(Object.keys(AUDIT_ENTITIES) as AuditEntity[]).map((entity) => (
              <option key={entity} value={entity}>
                {AUDIT_ENTITIES[entity]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-gray-600">Mã</span>
          <input name="entityId" defaultValue={params.get("entityId") ?? ""} className={`${FIELD_CLASS} w-24`} />
        </label>
        {/* Text boxes, day first: a date box follows the browser's language (mm/dd/yyyy on an English system). */}
        {(
          [
            ["from", "Từ ngày"],
            ["to", "Đến ngày"],
          ] as const
        ).map(([name, label]) => (
          <label key={name}>
            <span className="text-gray-600">{label}</span>
            <input
              name={name}
              defaultValue={vietnameseDay(params.get(name))}
              placeholder="dd/mm/yyyy"
              inputMode="numeric"
              pattern="\d{1,2}/\d{1,2}/\d{4}"
              title="Ngày/tháng/năm, ví dụ 05/11/2026"
              className={`${FIELD_CLASS} w-32`}
            />
          </label>
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          Lọc
        </button>
      </Form>

      <p className="text-sm text-gray-600">{list.total} thao tác</p>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Nhật ký thao tác</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">Thời gian</th>
              <th scope="col" className="px-4 py-3">Người làm</th>
              <th scope="col" className="px-4 py-3">Thao tác</th>
              <th scope="col" className="px-4 py-3">Đối tượng</th>
              <th scope="col" className="px-4 py-3">Chi tiết</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.items.map((row) => {
              const link = row.entityId ? ENTITY_LINKS[row.entityType]?.(row.entityId) : undefined;
              const entity = `${AUDIT_ENTITIES[row.entityType] ?? row.entityType}${row.entityId ? ` #${row.entityId}` : ""}`;
              return (
                <tr key={row.id}>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-gray-600">{auditTime(row.at)}</td>
                  <td className="px-4 py-3 font-medium text-gray-900">{row.username}</td>
                  <td className="px-4 py-3">{AUDIT_ACTIONS[row.action] ?? row.action}</td>
                  <td className="px-4 py-3">{link ? <Link to={link} className="text-brand-700 hover:underline">{entity}</Link> : entity}</td>
                  <td className="px-4 py-3 text-gray-700">{row.summary}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Phân trang" className="flex gap-2 text-sm">
          {list.page > 1 && <Link to={pageLink(list.page - 1)} className="rounded-md border px-3 py-1.5">Trang trước</Link>}
          <span className="px-3 py-1.5">
            Trang {list.page}/{pages}
          </span>
          {list.page < pages && <Link to={pageLink(list.page + 1)} className="rounded-md border px-3 py-1.5">Trang sau</Link>}
        </nav>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
