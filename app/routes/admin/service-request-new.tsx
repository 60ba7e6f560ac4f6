import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { vietnamDay } from "#common/after-sale";
import { ServiceModeChoice, ServiceProblemOptions, ServiceSlotOptions } from "~/components/after-sale/service-choices";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/service-request-new";

/** `/admin/service-requests/new`: a request opened for an owner who called, as `POST /api/admin/service-requests`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { today: vietnamDay(new Date()) };
}

export const action = adminActions({
  open: ({ services, payload, actor }) => services.afterSale.serviceRequests.openForCaller(payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Tạo yêu cầu sửa chữa");
}

export default function AdminServiceRequestNew({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { run, busy, fieldErrors } = useAdminAction<{ id: number; reference: string }>();
  const [draft, setDraft] = useState({
    serial: "",
    phone: "",
    email: "",
    problem: "",
    description: "",
    mode: "onsite",
    preferredDate: loaderData.today,
    slot: "morning",
  });
  const set = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const first = (field: string) => fieldErrors[field]?.[0];
  return (
    <section className="max-w-3xl space-y-6">
      <Link to="/admin/service-requests" className="text-sm text-brand-700 hover:underline">
        ← Bảo hành & sửa chữa
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">Tạo yêu cầu theo cuộc gọi</h1>
      <p className="text-sm text-gray-600">
        Chủ máy gọi hotline: ghi lại yêu cầu như họ tự gửi. Số điện thoại là số của người gọi; họ nhận đường dẫn theo dõi trên trang yêu cầu.
      </p>
      <form
        className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-2"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const opened = await run("open", { ...draft, email: draft.email || null }, { success: (result) => `Đã tạo yêu cầu ${result.reference}`, failure: "Không tạo được yêu cầu" });
          if (opened) navigate(`/admin/service-requests/${opened.id}`);
        }}
      >
        <LabeledInput id="service-new-serial" label="Số serial" value={draft.serial} onChange={(event) => set("serial", event.target.value)} error={first("serial")} />
        <LabeledInput id="service-new-phone" label="Số điện thoại người gọi" type="tel" value={draft.phone} onChange={(event) => set("phone", event.target.value)} error={first("phone")} />
        <LabeledInput id="service-new-email" label="E-mail nhận thông báo (không bắt buộc)" type="email" value={draft.email} onChange={(event) => set("email", event.target.value)} error={first("email")} />
        <div>
          <label htmlFor="service-new-problem" className="block text-sm font-medium text-gray-700">
            Tình trạng máy
          </label>
          <select id="service-new-problem" value={draft.problem} onChange={(event) => set("problem", event.target.value)} className={ADMIN_INPUT_CLASS} aria-invalid={first("problem") ? true : undefined}>
            <ServiceProblemOptions />
          </select>
          {first("problem") && <p className="mt-1 text-sm text-red-700">{first("problem")}</p>}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="service-new-description" className="block text-sm font-medium text-gray-700">
            Mô tả (mã lỗi, khi nào xảy ra…)
          </label>
          <textarea id="service-new-description" rows={3} value={draft.description} onChange={(event) => set("description", event.target.value)} className={ADMIN_INPUT_CLASS} />
          {first("description") && <p className="mt-1 text-sm text-red-700">{first("description")}</p>}
        </div>
        <ServiceModeChoice value={draft.mode} onChange={(mode) => set("mode", mode)} />
        <LabeledInput id="service-new-date" label="Ngày hẹn mong muốn" type="date" value={draft.preferredDate} onChange={(event) => set("preferredDate", event.target.value)} error={first("preferredDate")} />
        <div>
          <label htmlFor="service-new-slot" className="block text-sm font-medium text-gray-700">
            Khung giờ
          </label>
          <select id="service-new-slot" value={draft.slot} onChange={(event) => set("slot", event.target.value)} className={ADMIN_INPUT_CLASS}>
            <ServiceSlotOptions />
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            Tạo yêu cầu
          </button>
        </div>
      </form>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
