import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ACTIVATION_STATUS_LABELS, ACTIVATION_STATUSES, type ActivationView } from "#common/after-sale";
import { auditTime } from "#common/audit";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { formatDay } from "~/components/after-sale/service-badges";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/warranty-activations";
export { adminClientAction as clientAction } from "~/lib/admin-action";

/** Owners' activations of dealer-sold machines, waiting ones first: approve, or reject with a reason. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const status = new URL(request.url).searchParams.get("status") ?? "pending";
  return { activations: await context.services.afterSale.activations.list(status), status };
}

/** The same service as `PUT /api/admin/warranty-activations/{id}`. */
export const action = adminActions({
  decide: ({ services, id, payload, actor }) => services.afterSale.activations.decide(id("Mã yêu cầu kích hoạt"), payload, actor),
});

export function meta() {
  return adminMeta("Kích hoạt bảo hành");
}

export default function WarrantyActivations({ loaderData }: Route.ComponentProps) {
  const { activations, status } = loaderData;
  const [, setParams] = useSearchParams();
  // One hook for the page: a decided card leaves the "waiting" list, and its answer must still be told.
  const { run, busy, fieldErrors } = useAdminAction<ActivationView>();
  const [deciding, setDeciding] = useState<number | null>(null);
  const decide = (id: number, status: "approved" | "rejected", reason: string) => {
    setDeciding(id);
    return run("decide", { id, status, reason }, { success: status === "approved" ? "Đã duyệt kích hoạt" : "Đã từ chối", failure: "Không lưu được" });
  };
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Kích hoạt bảo hành</h1>
      <div className="flex gap-2 text-sm" role="tablist" aria-label="Lọc theo trạng thái">
        {[...ACTIVATION_STATUSES, "all" as const].map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => setParams({ status: value })}
            className={`rounded-full px-3 py-1 ${status === value ? "bg-brand-700 text-white" : "border border-gray-300"}`}
          >
            {value === "all" ? "Tất cả" : ACTIVATION_STATUS_LABELS[value]}
          </button>
        ))}
      </div>
      {activations.length === 0 && <p className="text-sm text-gray-600">Không có yêu cầu nào.</p>}
      <ul className="space-y-4">
        {activations.map((activation) => (
          <ActivationCard key={activation.id} activation={activation} busy={busy} reasonError={deciding === activation.id ? fieldErrors.reason?.[0] : undefined} decide={decide} />
        ))}
      </ul>
    </section>
  );
}

function ActivationCard({
  activation,
  busy,
  reasonError,
  decide: decideOn,
}: {
  activation: ActivationView;
  busy: boolean;
  reasonError?: string;
  decide(id: number, status: "approved" | "rejected", reason: string): Promise<unknown>;
}) {
  const [reason, setReason] = useState("");
  const decide = (status: "approved" | "rejected") => decideOn(activation.id, status, reason);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5 text-sm" data-testid="activation">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-mono text-base font-semibold"><Link className="text-brand-700" to={`/admin/machines?serial=${activation.serial}`}>{activation.serial}</Link></h2>
        <span>{activation.productName}</span>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold">{ACTIVATION_STATUS_LABELS[activation.status]}</span>
        <span className="text-gray-500">{auditTime(activation.createdAt)}</span>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_10rem]">
        <dl className="grid gap-1">
          <div><dt className="inline text-gray-500">Chủ máy: </dt><dd className="inline">{activation.name} · <a className="text-brand-700" href={`tel:${activation.phone}`}>{activation.phone}</a>{activation.email ? ` · ${activation.email}` : ""}</dd></div>
          <div><dt className="inline text-gray-500">Quán: </dt><dd className="inline">{activation.shopName ?? "—"}</dd></div>
          <div><dt className="inline text-gray-500">Địa chỉ: </dt><dd className="inline">{activation.street}, {activation.wardName}, {activation.provinceName}</dd></div>
          <div><dt className="inline text-gray-500">Đại lý: </dt><dd className="inline">{activation.dealer ?? "—"}</dd></div>
          <div><dt className="inline text-gray-500">Ngày mua: </dt><dd className="inline">{activation.purchaseDate ? formatDay(activation.purchaseDate) : "không ghi"}{!activation.purchaseDate || !activation.receiptUrl ? " — không có hóa đơn: bảo hành tính từ ngày gửi yêu cầu" : ""}</dd></div>
          {activation.reason && <div><dt className="inline text-gray-500">Lý do: </dt><dd className="inline">{activation.reason}</dd></div>}
          {activation.decidedBy && <div><dt className="inline text-gray-500">Người xử lý: </dt><dd className="inline">{activation.decidedBy}</dd></div>}
        </dl>
        {activation.receiptUrl ? (
          <a href={activation.receiptUrl} target="_blank" rel="noreferrer">
            <img src={activation.receiptUrl} alt={`Hóa đơn mua máy ${activation.serial}`} width={160} height={160} className="h-40 w-40 rounded border object-cover" />
          </a>
        ) : (
          <p className="text-gray-500">Không có ảnh hóa đơn</p>
        )}
      </div>
      {activation.status === "pending" && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <button type="button" disabled={busy} onClick={() => void decide("approved")} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            Duyệt kích hoạt
          </button>
          <label className="grid flex-1 gap-1">
            <span className="text-gray-600">Lý do từ chối</span>
            <input value={reason} onChange={(event) => setReason(event.target.value)} className={ADMIN_INPUT_CLASS} />
            {reasonError && <span className="text-red-700">{reasonError}</span>}
          </label>
          <button type="button" disabled={busy} onClick={() => void decide("rejected")} className="rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
            Từ chối
          </button>
        </div>
      )}
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
