import { Link, useNavigation } from "react-router";
import type { AuditRow } from "#common/audit";
import { BUSINESS_STATUS_LABELS, formatLeadTime, labelOf, LEAD_SOURCE_LABELS, NEED_TYPE_LABELS, type LeadView } from "#common/leads";
import type { LeadRouting } from "#common/places";
import { LeadRoutingCell } from "~/components/admin/lead-routing";
import type { OutboxMessage } from "~/components/admin/outbox-messages";
import { LeadHistory, LeadMessages, StatusBadge, StatusSelect } from "./lead-cells";

interface LeadListProps {
  leads: LeadView[];
  /** Each lead's audit rows, by lead id. */
  history: Record<string, AuditRow[]>;
  /** Each lead's messages (e-mail and Zalo), by lead id. */
  messages: Record<string, OutboxMessage[]>;
  /** Where each lead was sent (issue 33); absent when routing could not be read. */
  routing: LeadRouting | undefined;
}

/** The desk's page of leads: cards on a phone, a table from 768 px; dimmed while the next page loads. */
export function LeadList({ leads, history, messages, routing }: LeadListProps) {
  const navigation = useNavigation();
  return (
    <>
      {/* Below 768 px: one card per request, the status selector in view without scrolling sideways. */}
      <ul aria-label="Yêu cầu liên hệ" className={`mt-6 space-y-3 md:hidden ${navigation.state === "loading" ? "opacity-60" : ""}`}>
        {leads.map((lead) => (
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
                <LeadHistory rows={history[lead.id]} />
                <LeadMessages messages={messages[lead.id]} />
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
            {routing && <LeadRoutingCell lead={lead} routing={routing} />}
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
            {leads.map((lead) => (
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
                  {routing && <LeadRoutingCell lead={lead} routing={routing} />}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={lead.status} />
                  <LeadHistory rows={history[lead.id]} />
                  <LeadMessages messages={messages[lead.id]} />
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
  );
}
