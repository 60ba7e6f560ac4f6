/**
 * Quotes (báo giá) and e-invoices as both sides see them (decision 0042, 0043). Pure: the admin and the buyer's
 * quote page import it in the browser.
 */
import { isOneOf, labelOf } from "./labels";

/** Where a quote came from: a visitor's cart, a visitor on a product page, a lead of the contact desk, or staff. */
export const QUOTE_SOURCES = ["cart", "product", "lead", "staff"] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];
export const QUOTE_SOURCE_LABELS: Record<QuoteSource, string> = {
  cart: "Khách yêu cầu từ giỏ hàng",
  product: "Khách yêu cầu từ trang sản phẩm",
  lead: "Từ yêu cầu liên hệ",
  staff: "Nhân viên tạo",
};

/** draft → sent → accepted / declined / expired; a sent quote that was changed is `replaced` by its next version. */
export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined", "expired", "replaced"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Nháp",
  sent: "Đã gửi",
  accepted: "Đã chấp nhận",
  declined: "Đã từ chối",
  expired: "Hết hạn",
  replaced: "Đã thay bằng phiên bản mới",
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return isOneOf(QUOTE_STATUSES, value);
}

export function quoteStatusLabel(status: string): string {
  return labelOf(QUOTE_STATUS_LABELS, status);
}

/** The buyer's invoice details (an order's `invoice`, a quote's acceptance). */
export interface InvoiceDetails {
  companyName: string;
  taxCode: string;
  address: string;
  email: string;
}

export interface QuoteCustomer {
  name: string;
  phone: string;
  email: string;
  companyName: string;
  taxCode: string;
}

/** A quote line as stored: the list price at the time it was priced, for the discount shown per line. */
export interface QuoteLine {
  productId: number;
  name: string;
  quantity: number;
  /** Catalogue price (discount price if any) when the line was priced. */
  listPrice: number;
  unitPrice: number;
  lineTotal: number;
  /** Percent below the list price (0 when not lower), one decimal. */
  discountPercent: number;
}

/** A quote as the admin sees it. */
export interface QuoteView {
  id: number;
  /** Versions of one quote share the number of the first: `BG-12`, `BG-12 (v2)`. */
  number: string;
  version: number;
  previousId: number | null;
  status: QuoteStatus;
  statusLabel: string;
  customer: QuoteCustomer;
  lines: QuoteLine[];
  subtotal: number;
  installationFee: number;
  vat: number;
  total: number;
  depositPercent: number;
  deposit: number;
  /** `YYYY-MM-DD`, the last day the quote may be accepted (Vietnam time). */
  validUntil: string;
  paymentTerms: string;
  note: string;
  orderId: number | null;
  contactRequestId: number | null;
  declineReason: string | null;
  /** Where it came from: the visitor's cart, a product page, a lead, or staff. */
  source: QuoteSource;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What of a quote its buyer's private page may read: no ids, versions or staff's bookkeeping. */
const PUBLIC_QUOTE_FIELDS = [
  "number",
  "status",
  "statusLabel",
  "customer",
  "lines",
  "subtotal",
  "installationFee",
  "vat",
  "total",
  "deposit",
  "depositPercent",
  "validUntil",
  "paymentTerms",
  "note",
  "orderId",
] as const satisfies ReadonlyArray<keyof QuoteView>;
type SharedQuoteFields = Pick<QuoteView, (typeof PUBLIC_QUOTE_FIELDS)[number]>;

/** `GET /api/quotes/{token}`: what the buyer's private page reads. */
export interface PublicQuoteView extends SharedQuoteFields {
  totalInWords: string;
  /** The order's signed page, once accepted. */
  orderUrl: string | null;
}

/** The buyer's share of a quote, field by field from the staff's view. */
export function publicQuoteFields(view: QuoteView): SharedQuoteFields {
  return Object.fromEntries(PUBLIC_QUOTE_FIELDS.map((field) => [field, view[field]])) as SharedQuoteFields;
}

/** An issued e-invoice as the order keeps it. */
export interface EInvoiceRecord {
  /** `sepay` (the provider adapter) or `manual` (issued elsewhere, recorded by staff). */
  mode: string;
  number: string;
  lookupCode: string;
  /** Where the buyer looks the invoice up or downloads it. */
  lookupUrl: string | null;
  issuedAt: string;
}

/** The parts of an order's payment the buyer and staff read (`GET /api/orders/{id}`, `GET /api/admin/orders/{id}`). */
export interface OrderPaymentView {
  invoice: InvoiceDetails | null;
  deposit: number;
  depositPaid: boolean;
  amountPaid: number;
  amountDue: number;
  installationFee: number;
  quoteId: number | null;
  einvoice: EInvoiceRecord | null;
}
