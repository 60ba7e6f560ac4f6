import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  BUSINESS_STATUS_LABELS,
  formatLeadTime,
  labelOf,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NEED_TYPE_LABELS,
  type LeadStatus,
} from "#common/leads";
import { leadListQuerySchema } from "#common/schemas/leads";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { Pagination } from "~/components/admin/ui/pagination";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { LeadView } from "#common/leads";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { historyLine, type AuditRow } from "#common/audit";
import type { Route } from "./+types/contact-requests";
import { LeadRoutingCell } from "~/components/admin/lead-routing";
import type { LeadRouting } from "#common/places";
import { OutboxMessages, type OutboxMessage } from "~/components/admin/outbox-messages";

const PAGE_SIZE = 20;

/** Spec section 8 texts of the admin desk. */
const LOAD_FAILURE = { title: "Có lỗi xảy ra", description: "Không thể tải dữ liệu. Vui lòng thử lại sau." };
const UPDATE_SUCCESS = "Trạng thái đã được cập nhật";
const UPDATE_FAILURE = { title: "Lỗi khi cập nhật", description: "Không thể cập nhật trạng thái. Vui lòng thử lại sau." };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = leadListQuerySchema.safeParse({ ...params, pageSize: PAGE_SIZE });
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse({ pageSize: PAGE_SIZE });
  try {
    const list = await context.services.leads.list(query);
    const history = await context.services.audit.forEntities(
      "lead",
      list.items.map((lead) => lead.id),
    );
    // Lead routing (issue 33): where each lead was sent and the alert queued to it.
    const routing = await context.services.places.routingOf(list.items);
    // Each lead's messages (the shop's e-mail, the buyer's Zalo message; decision 0040), by lead id.
    const messageRows = await context.services.notifications.listForMany(list.items.map((lead) => `contact-request:${lead.id}`));
    const messages = Object.fromEntries(Object.entries(messageRows).map(([ref, rows]) => [ref.slice("contact-request:".length), rows]));
    return { list, history, routing, messages, loadError: false as const };
  } catch (error) {
    console.error("admin contact requests: load failed", error);
    return {
      list: null,
      history: {} as Record<string, AuditRow[]>,
      routing: undefined as LeadRouting | undefined,
      messages: {} as Record<string, OutboxMessage[]>,
      loadError: true as const,
    };
  }
}

/** The same leads service as `PUT /api/contact-requests/{id}/status`. */
export const action = adminActions({
  status: ({ services, id, payload, actor }) => services.leads.updateStatus(id("Mã yêu cầu"), payload.status, actor),
  /** The same service as `PUT /api/admin/contact-requests/{id}/place`: staff re-route a lead. */
  route: ({ services, id, payload, actor }) => services.places.rerouteLead(id("Mã yêu cầu"), payload, actor),
  // The same as POST /api/admin/notifications/{id}/resend.
  resend: ({ services, id }) => services.notifications.resend(id("Mã tin nhắn")),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Yêu cầu liên hệ");
}

const BADGE_CLASSES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-amber-100 text-amber-800",
  scheduled: "bg-purple-100 text-purple-800",
  completed: "bg-green-100 text-green-800",
  canceled: "bg-gray-200 text-gray-700",
};

/** A lead's messages on both channels, folded (decision 0040). */
function LeadMessages({ messages }: { messages?: OutboxMessage[] }) {
  if (!messages?.length) return null;
  return (
    <details className="mt-1 text-left text-xs" data-testid="lead-messages">
      <summary className="cursor-pointer text-gray-600">Tin nhắn ({messages.length})</summary>
      <div className="mt-1">
        <OutboxMessages messages={messages} />
      </div>
    </details>
  );
}

function StatusBadge({ status }: { status: string }) {
  const known = (LEAD_STATUSES as readonly string[]).includes(status);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        known ? BADGE_CLASSES[status as LeadStatus] : "bg-red-50 text-red-700"
      }`}
      data-testid="status-badge"
    >
      {labelOf(LEAD_STATUS_LABELS, status)}
    </span>
  );
}

function StatusSelect({ lead }: { lead: LeadView }) {
  const { run, busy } = useAdminAction();
  const [value, setValue] = useState(lead.status);
  useEffect(() => setValue(lead.status), [lead.status]);

  async function change(next: string) {
    const previous = value;
    setValue(next);
    const saved = await run("status", { id: lead.id, status: next }, { success: UPDATE_SUCCESS, failure: UPDATE_FAILURE.title, failureDescription: UPDATE_FAILURE.description });
    if (saved === null) setValue(previous);
  }

  const known = (LEAD_STATUSES as readonly string[]).includes(value);
  return (
    <select
      aria-label={`Đổi trạng thái yêu cầu của ${lead.fullName}`}
      className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
      value={value}
      disabled={busy}
      onChange={(event) => void change(event.target.value)}
    >
      {!known && (
        <option value={value} disabled>
          {value}
        </option>
      )}
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

/** Who moved the lead and when: the last move, and every move behind a disclosure. */
function LeadHistory({ rows }: { rows: AuditRow[] | undefined }) {
  if (!rows?.length) return null;
  const last = rows[rows.length - 1]!;
  return (
    <div className="mt-1 text-xs text-gray-500" data-testid="lead-history">
      <p>{historyLine(last)}</p>
      {rows.length > 1 && (
        <details>
          <summary className="cursor-pointer">Lịch sử ({rows.length})</summary>
          <ol className="mt-1 space-y-0.5">
            {rows.map((row) => (
              <li key={row.id}>{historyLine(row)}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

function LoadFailure() {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(LOAD_FAILURE.title, { description: LOAD_FAILURE.description });
  }, []);
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{LOAD_FAILURE.title}</p>
      <p className="mt-1 text-red-700">{LOAD_FAILURE.description}</p>
      <button
        type="button"
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
        onClick={() => (revalidator.state === "idle" ? void revalidator.revalidate() : undefined)}
      >
        Tải lại
      </button>
    </div>
  );
}

export default function ContactRequests({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const status = searchParams.get("status") ?? "";
  const q = searchParams.get("q") ?? "";
  const exportParams = new URLSearchParams();
  if (status) exportParams.set("status", status);
  if (q) exportParams.set("q", q);
  const exportHref = `/api/contact-requests/export.csv${exportParams.size ? `?${exportParams}` : ""}`;

  const { list } = loaderData;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Yêu cầu liên hệ</h1>
          {list && <p className="mt-1 text-sm text-gray-600">{list.total} yêu cầu, mới nhất ở trên cùng</p>}
        </div>
        <a href={exportHref} download className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          Xuất CSV
        </a>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="lead-filter-status" className="block text-sm font-medium text-gray-800">
            Trạng thái
          </label>
          <select id="lead-filter-status" name="status" defaultValue={status} key={`status-${status}`} className="mt-1 block rounded-md border border-gray-300 bg-white px-3 py-2">
            <option value="">Tất cả</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <LabeledInput
          id="lead-filter-q"
          label="Tìm kiếm"
          type="search"
          name="q"
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
          placeholder="Họ tên hoặc số điện thoại"
          className="mt-1 block w-64 rounded-md border border-gray-300 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Lọc
        </button>
        {(status || q) && (
          <Link to="." className="px-2 py-2 text-sm text-brand-800 hover:underline">
            Xóa bộ lọc
          </Link>
        )}
      </Form>

      {!list ? (
        <LoadFailure />
      ) : list.items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed p-8 text-center text-gray-600">
          {status || q ? "Không có yêu cầu nào khớp bộ lọc." : "Chưa có yêu cầu liên hệ nào."}
        </p>
      ) : (
        <>
        {/* Below 768 px: one card per request, the status selector in view without scrolling sideways. */}
        <ul aria-label="Yêu cầu liên hệ" className={`mt-6 space-y-3 md:hidden ${navigation.state === "loading" ? "opacity-60" : ""}`}>
          {list.items.map((lead) => (
            <li key={lead.id} className="rounded-xl border border-gray-200 bg-white p-4 text-sm" data-testid="lead-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{lead.fullName}</p>
                  <a href={`tel:${lead.phone}`} className="text-brand-800 hover:underline">
                    {lead.phone}
                  </a>
                </div>
                <div className="text-right">
                  <StatusBadge status={lead.status} />
                  <LeadHistory rows={loaderData.history[lead.id]} />
                  <LeadMessages messages={loaderData.messages[lead.id]} />
                </div>
              </div>
              <p className="mt-2 text-gray-700">
                {lead.product} · {labelOf(NEED_TYPE_LABELS, lead.needType)}
                <span className="block text-xs text-gray-500">
                  {labelOf(LEAD_SOURCE_LABELS, lead.source)}
                  {lead.businessStatus ? ` · ${labelOf(BUSINESS_STATUS_LABELS, lead.businessStatus)}` : ""} ·{" "}
                  <time dateTime={lead.createdAt}>{formatLeadTime(lead.createdAt)}</time>
                </span>
              </p>
              {(lead.address || lead.message) && (
                <p className="mt-2 break-words whitespace-pre-line text-gray-700">
                  {lead.address && <span className="block">Địa chỉ: {lead.address}</span>}
                  {lead.message}
                </p>
              )}
              <div className="mt-3">
                <StatusSelect lead={lead} />
              </div>
              {loaderData.routing && <LeadRoutingCell lead={lead} routing={loaderData.routing} />}
            </li>
          ))}
        </ul>
        <div className={`mt-6 hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block ${navigation.state === "loading" ? "opacity-60" : ""}`}>
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">Thời gian</th>
                <th scope="col" className="px-3 py-2">Họ và tên</th>
                <th scope="col" className="px-3 py-2">Số điện thoại</th>
                <th scope="col" className="px-3 py-2">Sản phẩm</th>
                <th scope="col" className="px-3 py-2">Nơi dùng thử / nhu cầu</th>
                <th scope="col" className="px-3 py-2">Tình trạng kinh doanh</th>
                <th scope="col" className="px-3 py-2">Ghi chú</th>
                <th scope="col" className="px-3 py-2">Trạng thái</th>
                <th scope="col" className="px-3 py-2">Đổi trạng thái</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {list.items.map((lead) => (
                <tr key={lead.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-gray-600">
                    <time dateTime={lead.createdAt}>{formatLeadTime(lead.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2 font-medium text-gray-900 break-words">{lead.fullName}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <a href={`tel:${lead.phone}`} className="text-brand-800 hover:underline">
                      {lead.phone}
                    </a>
                  </td>
                  <td className="px-3 py-2">{lead.product}</td>
                  <td className="px-3 py-2">
                    {labelOf(NEED_TYPE_LABELS, lead.needType)}
                    <span className="block text-xs text-gray-500">{labelOf(LEAD_SOURCE_LABELS, lead.source)}</span>
                  </td>
                  <td className="px-3 py-2">{labelOf(BUSINESS_STATUS_LABELS, lead.businessStatus) || "—"}</td>
                  <td className="max-w-xs px-3 py-2 break-words whitespace-pre-line text-gray-700">
                    {lead.address && <span className="block">Địa chỉ: {lead.address}</span>}
                    {lead.message}
                    {loaderData.routing && <LeadRoutingCell lead={lead} routing={loaderData.routing} />}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={lead.status} />
                    <LeadHistory rows={loaderData.history[lead.id]} />
                    <LeadMessages messages={loaderData.messages[lead.id]} />
                  </td>
                  <td className="px-3 py-2">
                    <StatusSelect lead={lead} />
                    {/* A lead becomes a quote (decision 0042). */}
                    <Link to={`/admin/quotes/new?lead=${lead.id}`} className="mt-2 block text-xs text-brand-700 hover:underline">Tạo báo giá</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}

      {list && <Pagination page={list.page} total={list.total} pageSize={list.pageSize} />}
    </div>
  );
}

/** A failed reload after the page is open (e.g. the server is down) lands here: same message, reload button. */
export function ErrorBoundary() {
  return (
    <AdminRouteError
      fallback={
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Yêu cầu liên hệ</h1>
          <LoadFailure />
        </div>
      }
    />
  );
}
