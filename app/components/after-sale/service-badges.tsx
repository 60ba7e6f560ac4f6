import { serviceStatusLabel, WARRANTY_STATUS_LABELS, type ServiceStatus, type WarrantyStatus } from "#common/after-sale";

const STATUS_CLASSES: Record<ServiceStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  scheduled: "bg-purple-100 text-purple-800",
  in_progress: "bg-amber-100 text-amber-800",
  waiting_parts: "bg-orange-100 text-orange-800",
  resolved: "bg-green-100 text-green-800",
  closed: "bg-gray-200 text-gray-700",
  canceled: "bg-gray-200 text-gray-700",
};

/** A service request's status as a coloured label (the desk and the owner's page); `label` in a page's own language. */
export function ServiceStatusBadge({ status, label }: { status: ServiceStatus; label?: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status] ?? "bg-gray-100"}`} data-testid="service-status">
      {label ?? serviceStatusLabel(status)}
    </span>
  );
}

const WARRANTY_CLASSES: Record<WarrantyStatus, string> = {
  valid: "bg-green-100 text-green-800",
  expired: "bg-red-50 text-red-700",
  not_activated: "bg-gray-100 text-gray-700",
};

export function WarrantyBadge({ status }: { status: WarrantyStatus }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${WARRANTY_CLASSES[status]}`}>{WARRANTY_STATUS_LABELS[status]}</span>;
}

const DAY = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
/** `YYYY-MM-DD` as the shop reads a day (`26/11/2026`). */
export function formatDay(day: string | null | undefined): string {
  return day ? DAY.format(new Date(`${day}T00:00:00Z`)) : "—";
}
