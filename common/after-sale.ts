import { isOneOf, labelOf } from "./labels";
import type { ServiceCentreAssignmentSummary } from "./dealers";

/**
 * After the sale: machines by serial number, warranty, activations of dealer-sold machines, service requests and
 * their lifecycle. Pure: the server enforces these rules (server/services/after-sale/) and the screens label them.
 */

/** Upper-case letters, digits and dashes, 6–32 characters (what the factory prints on the plate). */
export const SERIAL_PATTERN = /^[A-Z0-9-]{6,32}$/;
export const SERIAL_MESSAGE = "Số serial gồm chữ in hoa, chữ số và dấu gạch ngang, dài 6–32 ký tự";

/** The serial as people type it (spaces around, lower case) in its stored form. */
export function normalizeSerial(input: string): string {
  return input.trim().toUpperCase();
}

export function isSerial(value: string): boolean {
  return SERIAL_PATTERN.test(value);
}

/** Default warranty length of a product (spec: 12 months on circuit and motor). */
export const DEFAULT_WARRANTY_MONTHS = 12;
/** Replacement instead of repair for a manufacturer's defect in the first days after the warranty starts. */
export const REPLACEMENT_WINDOW_DAYS = 7;
/** A request with no first staff action after this long is overdue. */
export const FIRST_ACTION_HOURS = 24;

export const MACHINE_SOURCES = ["order", "dealer", "unknown"] as const;
export type MachineSource = (typeof MACHINE_SOURCES)[number];
export const MACHINE_SOURCE_LABELS: Record<MachineSource, string> = {
  order: "Đơn hàng của cửa hàng",
  dealer: "Đại lý",
  unknown: "Chưa rõ",
};

export const WARRANTY_STATUSES = ["valid", "expired", "not_activated"] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];
export const WARRANTY_STATUS_LABELS: Record<WarrantyStatus, string> = {
  valid: "Còn bảo hành",
  expired: "Hết bảo hành",
  not_activated: "Chưa kích hoạt bảo hành",
};

/** `YYYY-MM-DD` of a moment in Vietnam's time zone (the shop's calendar day). */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole months; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Valid through `warrantyUntil` (inclusive), expired after it; no start yet = not activated. */
export function warrantyStatus(warrantyUntil: string | null, today: string): WarrantyStatus {
  if (!warrantyUntil) return "not_activated";
  return today <= warrantyUntil ? "valid" : "expired";
}

export const ACTIVATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export const ACTIVATION_STATUS_LABELS: Record<ActivationStatus, string> = {
  pending: "Chờ duyệt",
  approved: "Đã duyệt",
  rejected: "Từ chối",
};

export const SERVICE_PROBLEMS = ["not_heating", "leaking", "error_code", "weak_extraction", "noise", "maintenance", "other"] as const;
export type ServiceProblem = (typeof SERVICE_PROBLEMS)[number];
export const SERVICE_PROBLEM_LABELS: Record<ServiceProblem, string> = {
  not_heating: "Máy không nóng",
  leaking: "Rò rỉ nước",
  error_code: "Báo mã lỗi trên màn hình",
  weak_extraction: "Chiết xuất yếu",
  noise: "Kêu to, tiếng lạ",
  maintenance: "Bảo dưỡng định kỳ",
  other: "Khác",
};
/** Faults the warranty covers (circuit, motor, pump, heater): maintenance and "other" are not a defect. */
const COVERED_PROBLEMS: readonly ServiceProblem[] = ["not_heating", "leaking", "error_code", "weak_extraction", "noise"];

export function isCoveredProblem(problem: ServiceProblem): boolean {
  return COVERED_PROBLEMS.includes(problem);
}

/**
 * A covered fault reported within REPLACEMENT_WINDOW_DAYS of the warranty's start (that day counts as day 1) may be
 * answered with a new machine instead of a repair.
 */
export function eligibleForReplacement(problem: ServiceProblem, warrantyStart: string | null, today: string): boolean {
  if (!warrantyStart || !isCoveredProblem(problem)) return false;
  return today >= warrantyStart && today < addDays(warrantyStart, REPLACEMENT_WINDOW_DAYS);
}

export const SERVICE_MODES = ["onsite", "bring_in"] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
export const SERVICE_MODE_LABELS: Record<ServiceMode, string> = {
  onsite: "Kỹ thuật viên đến tận nơi",
  bring_in: "Mang máy đến trung tâm",
};

export const SERVICE_SLOTS = ["morning", "afternoon", "evening"] as const;
export type ServiceSlot = (typeof SERVICE_SLOTS)[number];
export const SERVICE_SLOT_LABELS: Record<ServiceSlot, string> = {
  morning: "Sáng (8:00–12:00)",
  afternoon: "Chiều (13:00–17:00)",
  evening: "Tối (18:00–21:00)",
};

export const SERVICE_COVERAGES = ["undecided", "warranty", "paid"] as const;
export type ServiceCoverage = (typeof SERVICE_COVERAGES)[number];
export const SERVICE_COVERAGE_LABELS: Record<ServiceCoverage, string> = {
  undecided: "Chưa xác định",
  warranty: "Trong bảo hành (miễn phí)",
  paid: "Sửa chữa có phí",
};

export const SERVICE_STATUSES = ["new", "scheduled", "in_progress", "waiting_parts", "resolved", "closed", "canceled"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  new: "Mới",
  scheduled: "Đã hẹn lịch",
  in_progress: "Đang xử lý",
  waiting_parts: "Chờ linh kiện",
  resolved: "Đã xử lý xong",
  closed: "Đã đóng",
  canceled: "Đã hủy",
};

/**
 * The service lifecycle: new → scheduled → in progress → waiting for parts → resolved → closed, and canceled
 * while not resolved. A quick fix by phone may skip the visit (new → in progress); a resolved request that comes
 * back reopens (resolved → in progress). The server enforces it; the desk offers only these moves.
 */
const NEXT_SERVICE_STATUSES: Record<ServiceStatus, readonly ServiceStatus[]> = {
  new: ["scheduled", "in_progress", "canceled"],
  scheduled: ["in_progress", "canceled"],
  in_progress: ["waiting_parts", "resolved", "canceled"],
  waiting_parts: ["in_progress", "resolved", "canceled"],
  resolved: ["closed", "in_progress"],
  closed: [],
  canceled: [],
};

export function isServiceStatus(value: unknown): value is ServiceStatus {
  return isOneOf(SERVICE_STATUSES, value);
}

export function nextServiceStatuses(from: string): readonly ServiceStatus[] {
  return isServiceStatus(from) ? NEXT_SERVICE_STATUSES[from] : [];
}

export function canMoveService(from: string, to: ServiceStatus): boolean {
  return from === to || nextServiceStatuses(from).includes(to);
}

/** Still on the desk: neither finished nor canceled. */
export const OPEN_SERVICE_STATUSES: readonly ServiceStatus[] = ["new", "scheduled", "in_progress", "waiting_parts"];

export function serviceStatusLabel(status: string): string {
  return labelOf(SERVICE_STATUS_LABELS, status);
}

/** The reference people read and say on the phone (`DV-000042`). */
export function serviceReference(id: number): string {
  return `DV-${String(id).padStart(6, "0")}`;
}

/* ─── Views the browser reads ─────────────────────────────────────────────────────────────────────────────── */

/** `GET /api/warranty`: without the owner's phone, nothing personal. */
export interface WarrantyLookup {
  serial: string;
  product: { id: number; name: string };
  status: WarrantyStatus;
  warrantyUntil: string | null;
  openRequests: Array<{ reference: string; status: ServiceStatus; statusLabel: string; createdAt: string }>;
  /** Only with the owner's phone. */
  owner?: {
    name: string | null;
    shopName: string | null;
    warrantyStart: string | null;
    history: Array<{ reference: string; problem: ServiceProblem; status: ServiceStatus; statusLabel: string; createdAt: string; resolvedAt: string | null }>;
  };
}

/** A step of a service request the owner sees on the private page. */
export interface ServiceStep {
  at: string;
  status: ServiceStatus;
  note: string | null;
}

/** `GET /api/service-requests/{token}`: the owner's private page. */
export interface ServiceRequestPublicView {
  reference: string;
  status: ServiceStatus;
  statusLabel: string;
  serial: string;
  productName: string;
  problem: ServiceProblem;
  description: string;
  mode: ServiceMode;
  preferredDate: string;
  slot: ServiceSlot;
  visitDate: string | null;
  visitSlot: ServiceSlot | null;
  technicianName: string | null;
  coverage: ServiceCoverage;
  quotedAmount: number | null;
  eligibleForReplacement: boolean;
  photos: string[];
  steps: ServiceStep[];
  createdAt: string;
}

export interface MachineView {
  id: number;
  serial: string;
  productId: number;
  productName: string;
  source: MachineSource;
  orderId: number | null;
  productionDate: string | null;
  ownerName: string | null;
  ownerPhone: string | null;
  ownerEmail: string | null;
  shopName: string | null;
  street: string | null;
  provinceName: string | null;
  wardName: string | null;
  deliveredOn: string | null;
  installedOn: string | null;
  warrantyStart: string | null;
  warrantyUntil: string | null;
  warrantyStatus: WarrantyStatus;
  lastServiceOn: string | null;
  remindersOff: boolean;
  /** The dealer it went through (issue 43) and the day the dealer sold it; null for the brand's own sales. */
  dealerPlaceId: number | null;
  dealerSoldOn: string | null;
  createdAt: string;
}

export interface ActivationView {
  id: number;
  serial: string;
  productName: string;
  status: ActivationStatus;
  name: string;
  phone: string;
  email: string | null;
  shopName: string | null;
  street: string;
  provinceName: string;
  wardName: string;
  dealer: string | null;
  purchaseDate: string | null;
  receiptUrl: string | null;
  reason: string | null;
  decidedBy: string | null;
  createdAt: string;
}

export interface ServiceRequestView extends ServiceRequestPublicView {
  id: number;
  machineId: number;
  phone: string;
  email: string | null;
  provinceName: string | null;
  technicianId: number | null;
  underWarranty: boolean;
  overdue: boolean;
  loanerLentOn: string | null;
  loanerReturnedOn: string | null;
  internalNote: string;
  ownerNote: string;
  awaitingOwner: boolean;
  /** Its latest service-centre assignment in the portal (decision 0064); null when none was ever made. */
  centre?: ServiceCentreAssignmentSummary | null;
}
