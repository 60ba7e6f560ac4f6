import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { MACHINE_SOURCE_LABELS, SERVICE_PROBLEM_LABELS } from "#common/after-sale";
import { auditTime } from "#common/audit";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { formatDay, ServiceStatusBadge, WarrantyBadge } from "~/components/after-sale/service-badges";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { importMachines } from "~/lib/after-sale.server";
import type { Route } from "./+types/machines";
export { adminClientAction as clientAction } from "~/lib/admin-action";

/** Machines by serial: the factory's import, a machine by hand, search, and one machine's record and history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const { machines } = context.services.afterSale;
  const serial = url.searchParams.get("serial");
  const [list, selected, products] = await Promise.all([
    machines.list({ q: url.searchParams.get("q") ?? undefined, page: url.searchParams.get("page") ?? undefined }).catch(() => machines.list({})),
    serial ? machines.get(serial).catch(() => null) : Promise.resolve(null),
    context.services.catalog.listProducts(),
  ]);
  return { list, selected, serial, products: products.map((product) => ({ id: product.id, name: product.name })) };
}

export const action = adminActions({
  import: ({ services, payload, actor }) => importMachines(services, payload.csv, actor),
  create: ({ services, payload, actor }) => services.afterSale.machines.create({ ...payload, productId: Number(payload.productId) }, actor),
});

export function meta() {
  return adminMeta("Máy & serial");
}

export default function Machines({ loaderData }: Route.ComponentProps) {
  const { list, selected, serial, products } = loaderData;
  const [params] = useSearchParams();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Máy & serial</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <ImportPanel />
        <AddPanel products={products} />
      </div>
      {serial && !selected && <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">Không tìm thấy máy serial {serial}.</p>}
      {selected && (
        <div className="rounded-lg border border-gray-200 bg-white p-5 text-sm" data-testid="machine-record">
          <h2 className="mb-3 text-base font-semibold">Máy {selected.serial}</h2>
          <dl className="grid gap-1 sm:grid-cols-2">
            <div><dt className="inline text-gray-500">Sản phẩm: </dt><dd className="inline">{selected.productName}</dd></div>
            <div><dt className="inline text-gray-500">Nguồn: </dt><dd className="inline">{MACHINE_SOURCE_LABELS[selected.source]}{selected.orderId ? <> · <Link className="text-brand-700" to={`/admin/orders/${selected.orderId}`}>Đơn #{selected.orderId}</Link></> : null}</dd></div>
            <div><dt className="inline text-gray-500">Bảo hành: </dt><dd className="inline"><WarrantyBadge status={selected.warrantyStatus} /> {selected.warrantyStart ? `${formatDay(selected.warrantyStart)} → ${formatDay(selected.warrantyUntil)}` : ""} ({selected.warrantyMonths} tháng)</dd></div>
            <div><dt className="inline text-gray-500">Ngày sản xuất: </dt><dd className="inline">{formatDay(selected.productionDate)}</dd></div>
            <div><dt className="inline text-gray-500">Chủ máy: </dt><dd className="inline">{selected.ownerName ?? "—"}{selected.ownerPhone ? ` · ${selected.ownerPhone}` : ""}{selected.shopName ? ` · ${selected.shopName}` : ""}</dd></div>
            <div><dt className="inline text-gray-500">Địa chỉ: </dt><dd className="inline">{[selected.street, selected.wardName, selected.provinceName].filter(Boolean).join(", ") || "—"}</dd></div>
            <div><dt className="inline text-gray-500">Giao / lắp đặt: </dt><dd className="inline">{formatDay(selected.deliveredOn)} / {formatDay(selected.installedOn)}</dd></div>
            <div><dt className="inline text-gray-500">Bảo dưỡng gần nhất: </dt><dd className="inline">{formatDay(selected.lastServiceOn)}{selected.remindersOff ? " · khách đã tắt nhắc bảo dưỡng" : ""}</dd></div>
          </dl>
          <h3 className="mt-4 font-semibold">Lịch sử sửa chữa</h3>
          {selected.requests.length === 0 ? <p className="text-gray-600">Chưa có yêu cầu nào.</p> : (
            <ul className="mt-1 space-y-1">
              {selected.requests.map((request) => (
                <li key={request.id}>
                  <Link className="text-brand-700" to={`/admin/service-requests/${request.id}`}>{request.reference}</Link> · {SERVICE_PROBLEM_LABELS[request.problem]} · <ServiceStatusBadge status={request.status} /> · {auditTime(request.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="grid gap-1">
          <span className="text-gray-600">Tìm theo serial hoặc số điện thoại</span>
          <input name="q" defaultValue={params.get("q") ?? ""} className="rounded-md border border-gray-300 px-3 py-2" />
        </label>
        <button type="submit" className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-50">Tìm</button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Danh sách máy</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">Serial</th>
              <th scope="col" className="px-4 py-3">Sản phẩm</th>
              <th scope="col" className="px-4 py-3">Nguồn</th>
              <th scope="col" className="px-4 py-3">Chủ máy</th>
              <th scope="col" className="px-4 py-3">Bảo hành</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.items.length === 0 && <tr><td colSpan={5} className="px-4 py-6 text-center text-gray-500">Chưa có máy nào.</td></tr>}
            {list.items.map((machine) => (
              <tr key={machine.id}>
                <td className="px-4 py-3 font-mono"><Link className="text-brand-700" to={`/admin/machines?serial=${machine.serial}`}>{machine.serial}</Link></td>
                <td className="px-4 py-3">{machine.productName}</td>
                <td className="px-4 py-3">{MACHINE_SOURCE_LABELS[machine.source]}{machine.orderId ? ` #${machine.orderId}` : ""}</td>
                <td className="px-4 py-3">{machine.ownerName ?? "—"}{machine.provinceName ? <div className="text-xs text-gray-500">{machine.provinceName}</div> : null}</td>
                <td className="px-4 py-3"><WarrantyBadge status={machine.warrantyStatus} />{machine.warrantyUntil ? <div className="text-xs text-gray-500">đến {formatDay(machine.warrantyUntil)}</div> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-gray-500">{list.total} máy</p>
    </section>
  );
}

function ImportPanel() {
  const { run, busy, fieldErrors } = useAdminAction<{ imported: number }>();
  const [csv, setCsv] = useState("");
  const rows = fieldErrors.file ?? [];
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5 text-sm">
      <h2 className="mb-1 text-base font-semibold">Nhập danh sách serial từ nhà máy</h2>
      <p className="text-gray-600">Tệp CSV với dòng tiêu đề <code>serial,product,production_date</code> (sản phẩm: mã hoặc đúng tên; ngày dạng YYYY-MM-DD). Có dòng lỗi thì không nhập dòng nào.</p>
      <label className="mt-3 block">
        <span className="text-gray-600">Chọn tệp CSV</span>
        <input type="file" accept=".csv,text/csv" className="mt-1 block" onChange={async (event) => setCsv((await event.target.files?.[0]?.text()) ?? "")} />
      </label>
      <label className="mt-3 block">
        <span className="text-gray-600">hoặc dán nội dung CSV</span>
        <textarea aria-label="Nội dung CSV" rows={5} value={csv} onChange={(event) => setCsv(event.target.value)} className={`${ADMIN_INPUT_CLASS} font-mono`} />
      </label>
      {rows.length > 0 && (
        <ul role="alert" className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-red-700">
          {rows.map((row) => <li key={row}>{row}</li>)}
        </ul>
      )}
      <button
        type="button"
        disabled={busy || csv.trim() === ""}
        onClick={async () => {
          const result = await run("import", { csv }, { success: (answer) => `Đã nhập ${answer.imported} serial`, failure: "Chưa nhập được tệp" });
          if (result) setCsv("");
        }}
        className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50"
      >
        Nhập serial
      </button>
    </div>
  );
}

function AddPanel({ products }: { products: Array<{ id: number; name: string }> }) {
  const { run, busy, fieldErrors } = useAdminAction();
  const [draft, setDraft] = useState({ serial: "", productId: String(products[0]?.id ?? ""), productionDate: "", source: "dealer" });
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5 text-sm">
      <h2 className="mb-3 text-base font-semibold">Thêm một máy</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1">
          <span className="text-gray-600">Serial</span>
          <input value={draft.serial} onChange={(event) => setDraft({ ...draft, serial: event.target.value })} className={ADMIN_INPUT_CLASS} />
          {fieldErrors.serial && <span className="text-red-700">{fieldErrors.serial[0]}</span>}
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Sản phẩm</span>
          <select value={draft.productId} onChange={(event) => setDraft({ ...draft, productId: event.target.value })} className={ADMIN_INPUT_CLASS}>
            {products.map((product) => <option key={product.id} value={product.id}>{product.name}</option>)}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Ngày sản xuất</span>
          <input type="date" value={draft.productionDate} onChange={(event) => setDraft({ ...draft, productionDate: event.target.value })} className={ADMIN_INPUT_CLASS} />
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Nguồn</span>
          <select value={draft.source} onChange={(event) => setDraft({ ...draft, source: event.target.value })} className={ADMIN_INPUT_CLASS}>
            <option value="dealer">{MACHINE_SOURCE_LABELS.dealer}</option>
            <option value="unknown">{MACHINE_SOURCE_LABELS.unknown}</option>
          </select>
        </label>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          if (await run("create", draft, { success: "Đã thêm máy", failure: "Không thêm được máy" })) setDraft({ ...draft, serial: "" });
        }}
        className="mt-3 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        Thêm máy
      </button>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
