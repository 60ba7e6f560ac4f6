/**
 * The dealer network inside the shop (issue 43, docs/decisions/0053): a dealer's price from its tier, and its
 * ledger of credit orders (công nợ) derived from orders, payments and refunds. Pure: the dealer portal shows
 * the same figures the server checks orders against.
 */
import { formatVnd } from "./money";

/** A dealer's session is no staff role: it is checked by its own guard and never appears in ROLES. */
export const DEALER_ROLE = "dealer";

/** How long an invitation link opens the account (72 hours), once. */
export const DEALER_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** The portal's pages (Vietnamese paths, as the storefront's). */
export const DEALER_PORTAL_PATH = "/dai-ly";
export const DEALER_LOGIN_PATH = "/dai-ly/dang-nhap";
export const dealerInvitePath = (token: string) => `/dai-ly/loi-moi/${token}`;

/** A tier as the price rule reads it: a discount off list for every product, or a fixed price for some. */
export interface PriceTierRule {
  discountPercent: number;
  /** productId → fixed dealer price (whole dong, before VAT). */
  prices: ReadonlyMap<number, number> | Record<number, number>;
}

/**
 * The one dealer price rule: the tier's fixed price for the product if set, else the list price less the tier's
 * discount, rounded to the whole dong. Without a tier a dealer pays the list price. The placement pipeline's
 * `unitPriceOf` takes the result as the line's agreed price.
 */
export function dealerUnitPrice(listPrice: number, productId: number, tier: PriceTierRule | null): number {
  if (!tier) return listPrice;
  const fixed = tier.prices instanceof Map ? tier.prices.get(productId) : (tier.prices as Record<number, number>)[productId];
  if (fixed !== undefined) return fixed;
  return Math.round((listPrice * (100 - tier.discountPercent)) / 100);
}

/** A credit order as the ledger reads it (canceled orders are left out before). */
export interface LedgerOrder {
  id: number;
  /** The order's total with VAT, less what was refunded on it. */
  amount: number;
  /** `YYYY-MM-DD`: the day it is due. */
  dueOn: string;
  createdAt: string;
}

export interface LedgerOrderStanding extends LedgerOrder {
  /** What the dealer's payments cover of it (oldest due first). */
  covered: number;
  paid: boolean;
  overdue: boolean;
}

export interface DealerLedger {
  /** Outstanding: credit orders less payments (can be negative: paid ahead). */
  balance: number;
  /** Unpaid amounts of orders whose due day has passed. */
  overdue: number;
  orders: LedgerOrderStanding[];
}

/**
 * The ledger of one dealer, derived: payments settle the orders that fall due first (then the oldest), so an order
 * is paid when the payments cover it and overdue when its due day is before `today` and it is not covered. The
 * balance is never stored: it is this sum every time.
 */
export function dealerLedger(orders: readonly LedgerOrder[], paymentsTotal: number, today: string): DealerLedger {
  const byDue = [...orders].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  let left = paymentsTotal;
  const standings = new Map<number, LedgerOrderStanding>();
  let overdue = 0;
  for (const order of byDue) {
    const covered = Math.max(0, Math.min(order.amount, left));
    left -= covered;
    const paid = covered >= order.amount;
    const isOverdue = !paid && order.dueOn < today;
    if (isOverdue) overdue += order.amount - covered;
    standings.set(order.id, { ...order, covered, paid, overdue: isOverdue });
  }
  const balance = orders.reduce((sum, order) => sum + order.amount, 0) - paymentsTotal;
  return { balance, overdue, orders: orders.map((order) => standings.get(order.id)!) };
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The refusal of an order past the credit limit, naming the order and what is left. */
export function overLimitMessage(orderTotal: number, remaining: number): string {
  return `Đơn hàng ${formatVnd(orderTotal)} vượt hạn mức công nợ: còn được nợ ${formatVnd(Math.max(0, remaining))}.`;
}

/** The refusal while an invoice is overdue, naming the overdue amount. */
export function overdueMessage(overdue: number): string {
  return `Đại lý đang có công nợ quá hạn ${formatVnd(overdue)}: vui lòng thanh toán trước khi đặt đơn mới.`;
}

/** `GET /api/dealer/me`. */
export interface DealerMe {
  account: { id: number; name: string; email: string };
  place: { id: number; name: string; kind: string; address: string; phone: string };
  tier: { id: number; name: string; discountPercent: number } | null;
  creditLimit: number;
  paymentTermDays: number;
  balance: number;
  overdue: number;
  /** What may still be ordered on credit (limit − balance, never below 0). */
  available: number;
}

/** A product of `GET /api/dealer/products`. */
export interface DealerProduct {
  id: number;
  name: string;
  image: string | null;
  price: number;
  dealerPrice: number;
  inStock: boolean;
}

/** An order of `GET /api/dealer/orders`. */
export interface DealerOrderView {
  id: number;
  createdAt: string;
  status: string;
  total: number;
  amount: number;
  dueOn: string;
  paid: boolean;
  overdue: boolean;
  lines: Array<{ productId: number; name: string; price: number; quantity: number }>;
}

/** One row of a month's statement of account (sao kê công nợ). */
export interface StatementEntry {
  day: string;
  kind: "order" | "payment" | "refund";
  reference: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface DealerStatement {
  month: string;
  place: { id: number; name: string };
  opening: number;
  entries: StatementEntry[];
  closing: number;
  debits: number;
  credits: number;
}

/** A movement of a dealer's account: an order on credit (debit), a refund on one or a payment (credit). */
export interface LedgerMovement {
  day: string;
  kind: StatementEntry["kind"];
  reference: string;
  amount: number;
}

/**
 * A month's statement from every movement of the account: the balance brought forward from before the month, the
 * month's movements in day order with the running balance, and the balance carried forward.
 */
export function statementOf(movements: readonly LedgerMovement[], month: string, place: DealerStatement["place"]): DealerStatement {
  const signed = (movement: LedgerMovement) => (movement.kind === "order" ? movement.amount : -movement.amount);
  const opening = movements.filter((movement) => movement.day.slice(0, 7) < month).reduce((sum, movement) => sum + signed(movement), 0);
  const order = { order: 0, refund: 1, payment: 2 } as const;
  const inMonth = movements
    .filter((movement) => movement.day.slice(0, 7) === month)
    .sort((a, b) => a.day.localeCompare(b.day) || order[a.kind] - order[b.kind] || a.reference.localeCompare(b.reference));
  let balance = opening;
  let debits = 0;
  let credits = 0;
  const entries = inMonth.map((movement): StatementEntry => {
    balance += signed(movement);
    const debit = movement.kind === "order" ? movement.amount : 0;
    const credit = movement.kind === "order" ? 0 : movement.amount;
    debits += debit;
    credits += credit;
    return { day: movement.day, kind: movement.kind, reference: movement.reference, debit, credit, balance };
  });
  return { month, place, opening, entries, closing: balance, debits, credits };
}

export const STATEMENT_KIND_LABELS: Record<StatementEntry["kind"], string> = {
  order: "Đơn hàng",
  refund: "Hoàn tiền",
  payment: "Thanh toán",
};

/** `YYYY-MM-DD` → `DD/MM/YYYY`, as people in Vietnam write a date. */
export function dayVi(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/* ─── Machines through the dealer (point 4) ─── */

/** One of a dealer's machines: in its stock, or sold (then with the buyer and the warranty it started). */
export interface DealerMachineView {
  serial: string;
  productId: number;
  productName: string;
  orderId: number | null;
  deliveredOn: string | null;
  status: "stock" | "sold";
  soldOn: string | null;
  buyer: { name: string; phone: string; shopName: string | null; provinceName: string | null; wardName: string | null; address: string | null } | null;
  warrantyUntil: string | null;
  warrantyStatus: "valid" | "expired" | "not_activated";
}

export interface DealerMachines {
  stock: number;
  sold: number;
  items: DealerMachineView[];
}

/* ─── Leads with an answer (point 5) ─── */

export type LeadAssignmentState = "waiting" | "accepted" | "declined" | "expired" | "rerouted";

export const LEAD_ASSIGNMENT_STATE_LABELS: Record<LeadAssignmentState, string> = {
  waiting: "Chờ đại lý nhận",
  accepted: "Đại lý đã nhận",
  declined: "Đại lý từ chối",
  expired: "Quá hạn, đã chuyển",
  rerouted: "Nhân viên đã chuyển",
};

export const LEAD_OUTCOME_LABELS: Record<"contacted" | "demo" | "sold" | "lost", string> = {
  contacted: "Đã liên hệ",
  demo: "Đã hẹn dùng thử",
  sold: "Đã bán",
  lost: "Không thành",
};

/** A lead as the dealer sees it in the portal: the buyer's phone only once the dealer has accepted it. */
export interface DealerLeadView {
  id: number;
  state: "waiting" | "accepted";
  routedAt: string;
  dueAt: string;
  acceptedAt: string | null;
  name: string;
  phone: string | null;
  product: string;
  needType: string;
  address: string | null;
  message: string | null;
  provinceName: string | null;
  outcome: "contacted" | "demo" | "sold" | "lost" | null;
  outcomeSerial: string | null;
  outcomeReason: string | null;
}

/** The state of a lead's latest assignment, as the staff's lead desk shows it. */
export interface LeadAssignmentSummary {
  placeId: number;
  placeName: string;
  state: LeadAssignmentState;
  dueAt: string;
  outcome: "contacted" | "demo" | "sold" | "lost" | null;
  /** How many places it was sent to through the portal. */
  attempts: number;
}

/* ─── Service requests to service centres (point 5's last sentence; decision 0064) ─── */

export const SERVICE_CENTRE_OUTCOMES = ["contacted", "visit_booked", "repaired", "cannot_repair"] as const;
export type ServiceCentreOutcome = (typeof SERVICE_CENTRE_OUTCOMES)[number];

export const SERVICE_CENTRE_OUTCOME_LABELS: Record<ServiceCentreOutcome, string> = {
  contacted: "Đã liên hệ khách",
  visit_booked: "Đã hẹn lịch",
  repaired: "Đã sửa xong",
  cannot_repair: "Không sửa được",
};

export const SERVICE_CENTRE_STATE_LABELS: Record<LeadAssignmentState, string> = {
  waiting: "Chờ trung tâm bảo hành nhận",
  accepted: "Trung tâm bảo hành đã nhận",
  declined: "Trung tâm bảo hành từ chối",
  expired: "Quá hạn, đã chuyển",
  rerouted: "Nhân viên đã chuyển",
};

/** A service request as a service centre sees it in the portal: the owner's contact only once it has accepted. */
export interface ServiceCentreRequestView {
  id: number;
  reference: string;
  state: "waiting" | "accepted";
  routedAt: string;
  dueAt: string;
  acceptedAt: string | null;
  productName: string;
  serial: string;
  problemLabel: string;
  description: string;
  modeLabel: string;
  preferredDate: string;
  slotLabel: string;
  underWarranty: boolean;
  provinceName: string | null;
  wardName: string | null;
  /** The request's status on the brand's desk (the owner's page shows the same). */
  status: string;
  statusLabel: string;
  visitDate: string | null;
  /** The owner's name, phone, e-mail and address: null until accepted. */
  ownerName: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  outcome: ServiceCentreOutcome | null;
  outcomeReason: string | null;
}

/** The state of a service request's latest service-centre assignment, as the staff's service desk shows it. */
export interface ServiceCentreAssignmentSummary {
  placeId: number;
  placeName: string;
  state: LeadAssignmentState;
  stateLabel: string;
  dueAt: string;
  outcome: ServiceCentreOutcome | null;
  outcomeLabel: string | null;
  outcomeReason: string | null;
  /** How many service centres it was sent to. */
  attempts: number;
}

/** One line for the staff's service desk: where a request stands with the service centres. */
export function serviceCentreLine(centre: ServiceCentreAssignmentSummary): string {
  if (centre.state === "waiting") {
    const due = new Date(centre.dueAt).toLocaleString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", hour: "2-digit", minute: "2-digit", day: "2-digit", month: "2-digit" });
    return `Chờ ${centre.placeName} nhận (hạn ${due})`;
  }
  if (centre.state === "accepted") {
    return `${centre.placeName} đã nhận${centre.outcomeLabel ? ` · ${centre.outcomeLabel}` : ""}${centre.outcomeReason ? ` — ${centre.outcomeReason}` : ""}`;
  }
  return `Bộ phận kỹ thuật của hãng xử lý (${centre.placeName}: ${SERVICE_CENTRE_STATE_LABELS[centre.state].toLowerCase()}; đã gửi ${centre.attempts} trung tâm)`;
}

/* ─── The owner's view of the network (point 6) ─── */

export type Region = "north" | "central" | "south";

/** The region of a province (the 34 provinces of 2025): the north up to Ninh Bình, the centre to Lâm Đồng. */
export function regionOfProvince(code: string): Region {
  const number = Number(code);
  if (number < 38) return "north";
  if (number <= 68) return "central";
  return "south";
}

export interface DealerNetworkRow {
  placeId: number;
  name: string;
  kind: string;
  provinceName: string;
  region: Region;
  tierName: string | null;
  creditLimit: number | null;
  balance: number;
  overdue: number;
  orders: number;
  lastOrderAt: string | null;
  machinesInStock: number;
  machinesSold: number;
  leadsRouted: number;
  leadsAccepted: number;
  leadsSold: number;
  /** Median minutes from routing to acceptance of the accepted leads; null with none. */
  responseMinutes: number | null;
  /** Sold ÷ accepted, in percent; null with none accepted. */
  conversionPercent: number | null;
}
