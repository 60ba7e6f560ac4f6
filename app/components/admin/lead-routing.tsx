import { useEffect, useState } from "react";
import type { LeadView } from "#common/leads";
import { LEAD_ASSIGNMENT_STATE_LABELS, LEAD_OUTCOME_LABELS } from "#common/dealers";
import { notificationStatusLabel } from "#common/notification-status";
import { PLACE_KIND_LABELS, type LeadRouting } from "#common/places";
import { useAdminAction } from "./ui/use-admin-action";

/**
 * The place a lead was routed to (issue 33), the alert queued to it, and the staff's re-route: a lead from a
 * province with active places reaches the nearest one; staff may send it elsewhere (the new place is mailed too).
 */
export function LeadRoutingCell({ lead, routing }: { lead: LeadView; routing: LeadRouting }) {
  const { run, busy } = useAdminAction<{ name: string } | null>();
  const routedId = lead.routedPlaceId ?? null;
  const [value, setValue] = useState(routedId ? String(routedId) : "");
  useEffect(() => setValue(routedId ? String(routedId) : ""), [routedId]);
  const place = routedId ? routing.places[routedId] : undefined;
  const mails = routing.mails[lead.id] ?? [];
  const lastMail = place?.email ? [...mails].reverse().find((mail) => mail.recipient === place.email) : undefined;
  const choices = lead.provinceCode ? (routing.choices[lead.provinceCode] ?? []) : [];
  const province = lead.provinceCode ? routing.provinceNames[lead.provinceCode] : undefined;
  const portal = routing.portal?.[lead.id];

  async function change(next: string) {
    const previous = value;
    setValue(next);
    const moved = await run("route", { id: lead.id, placeId: next || null }, { success: next ? "Đã chuyển yêu cầu tới đại lý" : "Đã bỏ chuyển tới đại lý", failure: "Không chuyển được" });
    if (moved === null && previous !== next) setValue(previous);
  }

  return (
    <div className="mt-1 text-xs text-gray-600" data-testid="lead-routing">
      {province && <p>Khu vực: {province}</p>}
      {place ? (
        <p>
          Chuyển tới: <strong className="text-gray-900">{place.name}</strong>
          {lastMail && (
            <span className="block" data-testid="lead-routing-mail">
              E-mail tới {lastMail.recipient}: {notificationStatusLabel(lastMail.status)}
            </span>
          )}
        </p>
      ) : (
        province && <p>Chưa chuyển tới đại lý nào</p>
      )}
      {portal && (
        <p data-testid="lead-portal-state">
          Cổng đại lý ({portal.placeName}): {LEAD_ASSIGNMENT_STATE_LABELS[portal.state]}
          {portal.state === "waiting" && ` — hạn ${new Date(portal.dueAt).toLocaleString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", hour: "2-digit", minute: "2-digit", day: "2-digit", month: "2-digit" })}`}
          {portal.outcome && ` — ${LEAD_OUTCOME_LABELS[portal.outcome]}`}
          {portal.attempts > 1 && ` (lần gửi thứ ${portal.attempts})`}
        </p>
      )}
      {choices.length > 0 && (
        <select
          aria-label={`Chuyển yêu cầu của ${lead.fullName} tới`}
          className="mt-1 max-w-56 rounded-md border border-gray-300 bg-white px-2 py-1 text-xs disabled:opacity-60"
          value={value}
          disabled={busy}
          onChange={(event) => void change(event.target.value)}
        >
          <option value="">Không chuyển</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name} ({PLACE_KIND_LABELS[choice.kind]})
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
