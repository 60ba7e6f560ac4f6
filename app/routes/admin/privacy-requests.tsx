import { useState } from "react";
import { auditTime } from "#common/audit";
import {
  PRIVACY_REQUEST_STATUS_LABELS,
  RETENTION_KIND_LABELS,
  RETENTION_KINDS,
  type PrivacyRequestView,
  type PrivacySettings,
} from "#common/privacy-requests";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/privacy-requests";
export { adminClientAction as clientAction } from "~/lib/admin-action";

/**
 * The owner's desk of requests about personal data (issue 45, decision 0058): each verified request with its legal
 * deadline, the overdue ones marked, and the decision (audited; an erasure runs with it). Below, the deadline and the
 * retention periods.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [requests, settings] = await Promise.all([context.services.privacyRequests.list(), context.services.privacySettings.get()]);
  return { requests, settings };
}

/** The same services as `PUT /api/admin/privacy-requests/{id}` and `PUT /api/admin/privacy-settings`. */
export const action = adminActions({
  decide: ({ services, id, payload, actor }) => services.privacyRequests.decide(id("Mã yêu cầu"), payload, actor),
  settings: ({ services, payload, actor }) => services.privacySettings.update(payload, actor),
});

export function meta() {
  return adminMeta("Yêu cầu dữ liệu cá nhân");
}

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { requests, settings } = loaderData;
  const verified = requests.filter((request) => request.status !== "awaiting-code");
  const waiting = requests.length - verified.length;
  return (
    <section className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Yêu cầu về dữ liệu cá nhân</h1>
        <p className="mt-1 text-sm text-gray-600">
          Hạn xử lý: {settings.responseDays} ngày kể từ khi người yêu cầu xác minh (Luật 91/2025/QH15, Nghị định 356/2025). {waiting} yêu cầu còn chờ
          người gửi nhập mã.
        </p>
      </div>
      {verified.length === 0 ? (
        <p className="text-sm text-gray-600">Chưa có yêu cầu nào đã xác minh.</p>
      ) : (
        <ul className="space-y-4">
          {verified.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
      <SettingsForm settings={settings} />
    </section>
  );
}

function RequestCard({ request }: { request: PrivacyRequestView }) {
  const { run, busy, fieldErrors } = useAdminAction<PrivacyRequestView>();
  const [note, setNote] = useState("");
  const decide = (status: "done" | "refused") =>
    run("decide", { id: request.id, status, note }, { success: status === "done" ? "Đã thực hiện yêu cầu" : "Đã từ chối yêu cầu", failure: "Không lưu được" });
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5 text-sm" data-testid="privacy-request" data-overdue={request.overdue ? "true" : "false"}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold">YC-{request.id}</h2>
        <span>{request.kindLabel}</span>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold">{PRIVACY_REQUEST_STATUS_LABELS[request.status]}</span>
        {request.overdue && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Quá hạn</span>}
      </div>
      <dl className="mt-3 grid gap-1">
        <div>
          <dt className="inline text-gray-500">Liên hệ: </dt>
          <dd className="inline">{request.contact}</dd>
        </div>
        <div>
          <dt className="inline text-gray-500">Gửi lúc: </dt>
          <dd className="inline">{auditTime(request.createdAt)}</dd>
        </div>
        {request.dueAt && (
          <div>
            <dt className="inline text-gray-500">Hạn xử lý: </dt>
            <dd className="inline" data-testid="due-at">
              {auditTime(request.dueAt)}
            </dd>
          </div>
        )}
        {request.details && (
          <div>
            <dt className="inline text-gray-500">Nội dung: </dt>
            <dd className="inline">{request.details}</dd>
          </div>
        )}
        {request.decidedBy && (
          <div>
            <dt className="inline text-gray-500">Người xử lý: </dt>
            <dd className="inline">
              {request.decidedBy}
              {request.decidedAt ? ` · ${auditTime(request.decidedAt)}` : ""}
              {request.note ? ` · ${request.note}` : ""}
            </dd>
          </div>
        )}
      </dl>
      {request.status === "open" && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="grid flex-1 gap-1">
            <span className="text-gray-600">Ghi chú gửi người yêu cầu</span>
            <input value={note} onChange={(event) => setNote(event.target.value)} className={ADMIN_INPUT_CLASS} />
            {fieldErrors.note && <span className="text-red-700">{fieldErrors.note[0]}</span>}
          </label>
          <button type="button" disabled={busy} onClick={() => void decide("done")} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            {request.kind === "erasure" ? "Xóa dữ liệu và báo người yêu cầu" : "Đã thực hiện"}
          </button>
          <button type="button" disabled={busy} onClick={() => void decide("refused")} className="rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
            Từ chối
          </button>
        </div>
      )}
    </li>
  );
}

function SettingsForm({ settings }: { settings: PrivacySettings }) {
  const { run, busy, fieldErrors } = useAdminAction<PrivacySettings>();
  const [draft, setDraft] = useState(settings);
  const number = (value: string) => Number(value.replace(/\D/g, "") || 0);
  return (
    <form
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void run("settings", { ...draft }, { success: "Đã lưu thời hạn", failure: "Không lưu được" });
      }}
    >
      <h2 className="text-base font-semibold">Thời hạn xử lý và lưu trữ</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1">
          <span className="text-gray-600">Hạn trả lời yêu cầu (ngày)</span>
          <input inputMode="numeric" value={draft.responseDays} onChange={(event) => setDraft({ ...draft, responseDays: number(event.target.value) })} className={ADMIN_INPUT_CLASS} />
          {fieldErrors.responseDays && <span className="text-red-700">{fieldErrors.responseDays[0]}</span>}
        </label>
        <label className="grid gap-1">
          <span className="text-gray-600">Mã xác minh có hiệu lực (phút)</span>
          <input inputMode="numeric" value={draft.codeMinutes} onChange={(event) => setDraft({ ...draft, codeMinutes: number(event.target.value) })} className={ADMIN_INPUT_CLASS} />
          {fieldErrors.codeMinutes && <span className="text-red-700">{fieldErrors.codeMinutes[0]}</span>}
        </label>
        {RETENTION_KINDS.map((kind) => (
          <label key={kind} className="grid gap-1">
            <span className="text-gray-600">{RETENTION_KIND_LABELS[kind]} — sau (ngày)</span>
            <input
              inputMode="numeric"
              value={draft.retentionDays[kind]}
              onChange={(event) => setDraft({ ...draft, retentionDays: { ...draft.retentionDays, [kind]: number(event.target.value) } })}
              className={ADMIN_INPUT_CLASS}
            />
            {fieldErrors[`retentionDays.${kind}`] && <span className="text-red-700">{fieldErrors[`retentionDays.${kind}`]![0]}</span>}
          </label>
        ))}
      </div>
      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
        Lưu thời hạn
      </button>
    </form>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
