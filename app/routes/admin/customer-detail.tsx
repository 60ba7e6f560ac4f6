import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formatVnd } from "#common/money";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { StatCard } from "~/components/admin/ui/stat-card";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { orNotFound } from "~/lib/loader-errors.server";
import type { Route } from "./+types/customer-detail";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return orNotFound(context.services.customers.get(params.id));
}

/** The same service as `POST /api/admin/customers/{id}/notes` and `/merge`. */
export const action = adminActions({
  note: ({ services, params, payload, actor }) => services.customers.addNote(params.id ?? "", payload, actor),
  merge: ({ services, params, payload, actor }) => services.customers.merge(params.id ?? "", payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.name ? `Khách hàng ${data.name}` : "Khách hàng");
}

const TIME = new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/** One customer: figures, everything they did in time order (newest first), notes and merging. */
export default function AdminCustomerDetail({ loaderData: customer }: Route.ComponentProps) {
  const note = useAdminAction();
  const merge = useAdminAction();
  const [noteText, setNoteText] = useState("");
  const [other, setOther] = useState("");

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (await note.run("note", { body: noteText }, { success: "Đã thêm ghi chú", failure: "Không thêm được ghi chú" })) setNoteText("");
  }
  async function mergeOther(event: FormEvent) {
    event.preventDefault();
    if (await merge.run("merge", { other }, { success: "Đã gộp hai hồ sơ", failure: "Không gộp được" })) setOther("");
  }

  return (
    <section className="space-y-6">
      <div>
        <Link to="/admin/customers" className="text-sm text-brand-700 hover:underline">
          ← Khách hàng
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">{customer.name || customer.id}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {customer.phones.join(", ")}
          {customer.email ? ` · ${customer.email}` : ""}
          {customer.province ? ` · ${customer.province}` : ""}
          {customer.shop ? ` · ${customer.shop}` : ""}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Đơn hàng" value={String(customer.orders)} />
        <StatCard label="Tổng chi tiêu" value={formatVnd(customer.totalSpent)} />
        <StatCard label="Yêu cầu đang mở" value={String(customer.openLeads)} />
      </dl>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="rounded-xl border border-gray-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-gray-900">Lịch sử</h2>
          <ol className="mt-4 space-y-3" aria-label="Lịch sử khách hàng">
            {customer.timeline.map((event, index) => (
              <li key={`${event.kind}-${event.at}-${index}`} className="border-l-2 border-brand-200 pl-3 text-sm">
                <p className="text-xs text-gray-500">
                  {TIME.format(new Date(event.at))} · {event.kindLabel}
                  {customer.phones.length > 1 ? ` · ${event.phone}` : ""}
                </p>
                {event.href ? (
                  <Link to={event.href} className="text-brand-700 hover:underline">
                    {event.title}
                  </Link>
                ) : (
                  <p className="text-gray-900">{event.title}</p>
                )}
              </li>
            ))}
          </ol>
        </div>
        <div className="space-y-6">
          <form onSubmit={(event) => void addNote(event)} className="rounded-xl border border-gray-200 bg-white p-5">
            <label htmlFor="customer-note" className="block text-sm font-medium text-gray-700">
              Ghi chú nội bộ
            </label>
            <textarea id="customer-note" rows={3} value={noteText} onChange={(event) => setNoteText(event.target.value)} className={ADMIN_INPUT_CLASS} />
            {note.fieldErrors.body?.[0] && <p className="mt-1 text-sm text-red-700">{note.fieldErrors.body[0]}</p>}
            <button type="submit" disabled={note.busy} className="mt-3 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
              Thêm ghi chú
            </button>
          </form>
          <form onSubmit={(event) => void mergeOther(event)} className="rounded-xl border border-gray-200 bg-white p-5">
            <LabeledInput id="customer-merge" label="Gộp với hồ sơ có số điện thoại" type="tel" value={other} onChange={(event) => setOther(event.target.value)} error={merge.fieldErrors.other?.[0]} />
            <p className="mt-1 text-xs text-gray-500">Dùng khi hai số điện thoại là cùng một người; đơn hàng và yêu cầu không bị sửa.</p>
            <button type="submit" disabled={merge.busy} className="mt-3 rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-60">
              Gộp hồ sơ
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
