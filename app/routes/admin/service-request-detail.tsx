import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import {
  SERVICE_COVERAGE_LABELS,
  SERVICE_COVERAGES,
  SERVICE_MODE_LABELS,
  SERVICE_PROBLEM_LABELS,
  SERVICE_SLOT_LABELS,
  SERVICE_SLOTS,
  nextServiceStatuses,
  serviceStatusLabel,
  type ServiceRequestView,
} from "#common/after-sale";
import { auditTime, historyLine } from "#common/audit";
import { serviceCentreLine } from "#common/dealers";
import { ROLE_LABELS } from "#common/admin-access";
import { formatVnd } from "#common/money";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { formatDay, ServiceStatusBadge, WarrantyBadge } from "~/components/after-sale/service-badges";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import type { Route } from "./+types/service-request-detail";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const id = idParam(params.id);
  const detail = await orNotFound(context.services.afterSale.serviceRequests.get(id));
  const trail = await context.services.audit.forEntity("service-request", id);
  return { ...detail, trail };
}

/** The same service as `PUT /api/admin/service-requests/{id}`: it enforces the status moves and audits the change. */
export const action = adminActions({
  update: ({ services, params, payload, actor }) => services.afterSale.serviceRequests.update(idParam(params.id), payload, actor),
});

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Yêu cầu ${data.request.reference}` : "Yêu cầu sửa chữa");
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5 text-sm">
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export default function ServiceRequestDetail({ loaderData }: Route.ComponentProps) {
  const { request, machine, history, technicians, trail, ownerLink } = loaderData;
  // The hook lives here: the editor starts afresh from each saved state (its key), and the answer must still be told.
  const action = useAdminAction<ServiceRequestView>();
  return (
    <section className="space-y-6">
      <Link to="/admin/service-requests" className="text-sm text-brand-700 hover:underline">← Tất cả yêu cầu</Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Yêu cầu {request.reference}</h1>
        <ServiceStatusBadge status={request.status} />
        {request.overdue && <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">Quá hạn</span>}
        {request.eligibleForReplacement && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Trong 7 ngày đầu: có thể đổi máy mới</span>}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="Khách báo">
            <dl className="grid gap-1">
              <div><dt className="inline text-gray-500">Tình trạng: </dt><dd className="inline font-medium">{SERVICE_PROBLEM_LABELS[request.problem]}</dd></div>
              <div><dt className="inline text-gray-500">Mô tả: </dt><dd className="inline whitespace-pre-line">{request.description || "—"}</dd></div>
              <div><dt className="inline text-gray-500">Hình thức: </dt><dd className="inline">{SERVICE_MODE_LABELS[request.mode]}</dd></div>
              <div><dt className="inline text-gray-500">Khách mong muốn: </dt><dd className="inline">{formatDay(request.preferredDate)} · {SERVICE_SLOT_LABELS[request.slot]}</dd></div>
              <div><dt className="inline text-gray-500">Điện thoại: </dt><dd className="inline"><a className="text-brand-700" href={`tel:${request.phone}`}>{request.phone}</a>{request.email ? ` · ${request.email}` : ""}</dd></div>
              <div><dt className="inline text-gray-500">Gửi lúc: </dt><dd className="inline">{auditTime(request.createdAt)}</dd></div>
              <div>
                <dt className="inline text-gray-500">Trang theo dõi của chủ máy: </dt>
                <dd className="inline break-all"><a className="text-brand-700" href={ownerLink} target="_blank" rel="noreferrer" data-testid="owner-link">{ownerLink}</a></dd>
              </div>
            </dl>
            {request.photos.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {request.photos.map((photo) => (
                  <a key={photo} href={photo} target="_blank" rel="noreferrer">
                    <img src={photo} alt="Ảnh khách gửi" width={96} height={96} className="h-24 w-24 rounded border object-cover" />
                  </a>
                ))}
              </div>
            )}
          </Panel>
          {request.centre && (
            <Panel title="Trung tâm bảo hành">
              <p data-testid="centre-state">{serviceCentreLine(request.centre)}</p>
            </Panel>
          )}
          <Editor key={`${request.status}-${request.steps.length}-${trail.length}`} request={request} technicians={technicians} action={action} />
          <Panel title="Nhật ký thao tác">
            {trail.length === 0 ? <p className="text-gray-600">Chưa có thao tác nào của nhân viên.</p> : (
              <ol className="space-y-1" data-testid="service-history">
                {trail.map((row) => <li key={row.id}>{historyLine(row)}</li>)}
              </ol>
            )}
          </Panel>
        </div>
        <aside className="space-y-6">
          <Panel title="Máy">
            <dl className="grid gap-1">
              <div><dt className="inline text-gray-500">Sản phẩm: </dt><dd className="inline">{request.productName}</dd></div>
              <div><dt className="inline text-gray-500">Serial: </dt><dd className="inline font-mono"><Link className="text-brand-700" to={`/admin/machines?serial=${machine.serial}`}>{machine.serial}</Link></dd></div>
              <div><dt className="inline text-gray-500">Bảo hành: </dt><dd className="inline"><WarrantyBadge status={machine.warrantyStatus} /> {machine.warrantyUntil ? `đến ${formatDay(machine.warrantyUntil)}` : ""}</dd></div>
              <div><dt className="inline text-gray-500">Chủ máy: </dt><dd className="inline">{machine.ownerName ?? "—"}{machine.shopName ? ` · ${machine.shopName}` : ""}</dd></div>
              <div><dt className="inline text-gray-500">Địa chỉ: </dt><dd className="inline">{[machine.street, machine.wardName, machine.provinceName].filter(Boolean).join(", ") || "—"}</dd></div>
              <div><dt className="inline text-gray-500">Bảo dưỡng gần nhất: </dt><dd className="inline">{formatDay(machine.lastServiceOn)}</dd></div>
            </dl>
          </Panel>
          <Panel title="Các lần sửa trước của máy">
            {history.length === 0 ? <p className="text-gray-600">Chưa có yêu cầu nào khác.</p> : (
              <ul className="space-y-1">
                {history.map((other) => (
                  <li key={other.id}>
                    <Link className="text-brand-700" to={`/admin/service-requests/${other.id}`}>{other.reference}</Link> · {SERVICE_PROBLEM_LABELS[other.problem]} · {serviceStatusLabel(other.status)} · {auditTime(other.createdAt)}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Khách thấy">
            <ol className="space-y-1">
              {request.steps.map((step, index) => (
                <li key={index}>{auditTime(step.at)} · {serviceStatusLabel(step.status)}{step.note ? ` — ${step.note}` : ""}</li>
              ))}
            </ol>
          </Panel>
        </aside>
      </div>
    </section>
  );
}

function Editor({
  request,
  technicians,
  action,
}: {
  request: ServiceRequestView;
  technicians: Array<{ id: number; username: string; role: keyof typeof ROLE_LABELS }>;
  action: ReturnType<typeof useAdminAction<ServiceRequestView>>;
}) {
  const { run, busy, fieldErrors } = action;
  const [draft, setDraft] = useState({
    status: request.status,
    technicianId: request.technicianId ? String(request.technicianId) : "",
    visitDate: request.visitDate ?? "",
    visitSlot: request.visitSlot ?? "",
    coverage: request.coverage,
    quotedAmount: request.quotedAmount === null ? "" : String(request.quotedAmount),
    loanerLent: request.loanerLentOn !== null,
    loanerReturned: request.loanerReturnedOn !== null,
    internalNote: request.internalNote,
    ownerNote: request.ownerNote,
    awaitingOwner: request.awaitingOwner,
  });
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const error = (field: string) => fieldErrors[field]?.[0];
  const moves = [request.status, ...nextServiceStatuses(request.status)];
  const save = () =>
    run(
      "update",
      {
        status: draft.status,
        technicianId: draft.technicianId ? Number(draft.technicianId) : null,
        visitDate: draft.visitDate || null,
        visitSlot: draft.visitSlot || null,
        coverage: draft.coverage,
        quotedAmount: draft.quotedAmount === "" ? null : Number(draft.quotedAmount.replace(/\D/g, "")),
        loanerLent: draft.loanerLent,
        loanerReturned: draft.loanerReturned,
        internalNote: draft.internalNote,
        ownerNote: draft.ownerNote,
        awaitingOwner: draft.awaitingOwner,
      },
      { success: "Đã lưu yêu cầu", failure: "Không lưu được" },
    );
  const field = "grid gap-1";
  return (
    <Panel title="Xử lý">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={field}>
          <span className="text-gray-600">Trạng thái</span>
          <select aria-label="Trạng thái" value={draft.status} onChange={(event) => set("status", event.target.value as typeof draft.status)} className={ADMIN_INPUT_CLASS}>
            {moves.map((status) => <option key={status} value={status}>{serviceStatusLabel(status)}</option>)}
          </select>
          {error("status") && <span className="text-red-700">{error("status")}</span>}
        </label>
        <label className={field}>
          <span className="text-gray-600">Kỹ thuật viên</span>
          <select aria-label="Kỹ thuật viên" value={draft.technicianId} onChange={(event) => set("technicianId", event.target.value)} className={ADMIN_INPUT_CLASS}>
            <option value="">Chưa phân công</option>
            {technicians.map((technician) => <option key={technician.id} value={technician.id}>{technician.username} ({ROLE_LABELS[technician.role]})</option>)}
          </select>
        </label>
        <label className={field}>
          <span className="text-gray-600">Ngày hẹn</span>
          <input aria-label="Ngày hẹn" type="date" value={draft.visitDate} onChange={(event) => set("visitDate", event.target.value)} className={ADMIN_INPUT_CLASS} />
          {error("visitDate") && <span className="text-red-700">{error("visitDate")}</span>}
        </label>
        <label className={field}>
          <span className="text-gray-600">Khung giờ hẹn</span>
          <select aria-label="Khung giờ hẹn" value={draft.visitSlot} onChange={(event) => set("visitSlot", event.target.value)} className={ADMIN_INPUT_CLASS}>
            <option value="">—</option>
            {SERVICE_SLOTS.map((slot) => <option key={slot} value={slot}>{SERVICE_SLOT_LABELS[slot]}</option>)}
          </select>
        </label>
        <label className={field}>
          <span className="text-gray-600">Chi phí</span>
          <select aria-label="Chi phí" value={draft.coverage} onChange={(event) => set("coverage", event.target.value as typeof draft.coverage)} className={ADMIN_INPUT_CLASS}>
            {SERVICE_COVERAGES.map((coverage) => <option key={coverage} value={coverage}>{SERVICE_COVERAGE_LABELS[coverage]}</option>)}
          </select>
        </label>
        <label className={field}>
          <span className="text-gray-600">Báo giá (đồng){request.quotedAmount !== null ? ` · hiện ${formatVnd(request.quotedAmount)}` : ""}</span>
          <input aria-label="Báo giá" inputMode="numeric" value={draft.quotedAmount} onChange={(event) => set("quotedAmount", event.target.value)} className={ADMIN_INPUT_CLASS} />
          {error("quotedAmount") && <span className="text-red-700">{error("quotedAmount")}</span>}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.loanerLent} onChange={(event) => set("loanerLent", event.target.checked)} />
          <span>Đã cho mượn máy dùng tạm{request.loanerLentOn ? ` (${formatDay(request.loanerLentOn)})` : ""}</span>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.loanerReturned} onChange={(event) => set("loanerReturned", event.target.checked)} />
          <span>Khách đã trả máy mượn{request.loanerReturnedOn ? ` (${formatDay(request.loanerReturnedOn)})` : ""}</span>
        </label>
        <label className={`${field} sm:col-span-2`}>
          <span className="text-gray-600">Ghi chú nội bộ (khách không thấy)</span>
          <textarea aria-label="Ghi chú nội bộ" rows={3} value={draft.internalNote} onChange={(event) => set("internalNote", event.target.value)} className={ADMIN_INPUT_CLASS} />
        </label>
        <label className={`${field} sm:col-span-2`}>
          <span className="text-gray-600">Ghi chú cho khách (hiện trên trang theo dõi của khách)</span>
          <textarea aria-label="Ghi chú cho khách" rows={3} value={draft.ownerNote} onChange={(event) => set("ownerNote", event.target.value)} className={ADMIN_INPUT_CLASS} />
        </label>
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={draft.awaitingOwner} onChange={(event) => set("awaitingOwner", event.target.checked)} />
          <span>Cần khách phản hồi (gửi e-mail cho khách, ví dụ duyệt báo giá)</span>
        </label>
      </div>
      <button type="button" onClick={() => void save()} disabled={busy} className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
        Lưu thay đổi
      </button>
    </Panel>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
