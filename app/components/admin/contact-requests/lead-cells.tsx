import { useEffect, useState } from "react";
import { historyLine, type AuditRow } from "#common/audit";
import { labelOf, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, type LeadView } from "#common/leads";
import { OutboxMessages, type OutboxMessage } from "~/components/admin/outbox-messages";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";

/** Spec section 8 texts of the admin desk. */
const UPDATE_SUCCESS = "Trạng thái đã được cập nhật";
const UPDATE_FAILURE = { title: "Lỗi khi cập nhật", description: "Không thể cập nhật trạng thái. Vui lòng thử lại sau." };

const BADGE_CLASSES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-amber-100 text-amber-800",
  scheduled: "bg-purple-100 text-purple-800",
  completed: "bg-green-100 text-green-800",
  canceled: "bg-gray-200 text-gray-700",
};

/** A lead's messages on both channels, folded (decision 0040). */
export function LeadMessages({ messages }: { messages?: OutboxMessage[] }) {
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

export function StatusBadge({ status }: { status: string }) {
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

export function StatusSelect({ lead }: { lead: LeadView }) {
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
export function LeadHistory({ rows }: { rows: AuditRow[] | undefined }) {
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
