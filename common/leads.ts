/**
 * Enumerations, labels and the phone rule of contact and trial requests (spec sections 3–5), shared by the forms
 * and the server. Pure and free of zod so the browser bundle stays small; the zod schemas that use them are in
 * common/schemas/leads.ts.
 */
import { auditTime } from "./audit";
import { vi } from "./i18n-vi";


/**
 * A machine as the lead and trial forms offer it (spec 3: product options): its model code, the last word of its
 * name when that looks like one ("Máy pha trà tự động LT-150" → "LT-150"), else its whole name. The list comes from
 * the catalogue (root data `models`, the leads service checks it), so a machine the owner adds can be chosen.
 */
export type ProductOption = string;

export function modelOf(productName: string): string {
  const name = productName.trim();
  const last = name.split(/\s+/).at(-1) ?? "";
  return /^[A-Z]{1,5}-?\d{2,5}[A-Z]?$/.test(last) ? last : name;
}

/** What the dialog sends as `product` when the page has no product. */
export const UNKNOWN_PRODUCT = "Chưa xác định";

export const NEED_TYPES = ["contact", "atStore", "atCenter"] as const;
type NeedType = (typeof NEED_TYPES)[number];
export const NEED_TYPE_LABELS: Record<NeedType, string> = {
  contact: "Liên hệ tư vấn",
  atStore: "Dùng thử tại cửa hàng của bạn",
  atCenter: "Dùng thử tại trung tâm",
};

export const BUSINESS_STATUSES = ["running", "planning"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  running: "Đang kinh doanh",
  planning: "Sắp kinh doanh",
};

export const LEAD_STATUSES = ["new", "contacted", "scheduled", "completed", "canceled"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Mới",
  contacted: "Đã liên hệ",
  scheduled: "Đã hẹn lịch",
  completed: "Hoàn thành",
  canceled: "Đã hủy",
};

/** Which form a request came from (`contact_requests.source`). */
export const LEAD_SOURCES = ["contact", "trial", "onsite-trial"] as const;
type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  contact: "Tư vấn",
  trial: "Đăng ký dùng thử",
  "onsite-trial": "Dùng thử tại quán (LS-200)",
};

export { labelOf } from "./labels";

/** Hidden form field real visitors never fill; bots that fill it get an accepted-looking answer, nothing is stored. */
export const HONEYPOT_FIELD = "website";

/** Bounds of the free-text fields. */
export const LEAD_LIMITS = { fullName: 100, product: 100, address: 300, message: 2000, phoneInput: 30 } as const;

export const PHONE_MESSAGE = vi.phoneInvalid;
/** Longest phone input accepted before normalising (spaces, dots, `+84`). */
export const PHONE_INPUT_MAX = LEAD_LIMITS.phoneInput;

/**
 * A Vietnamese phone number as people type it (`0912 345 678`, `+84 912 345 678`, `0912.345.678`,
 * `(028) 3823 4567`) in its stored form (`0912345678`), or null when it cannot be one: a leading 0 (or the
 * country code 84) followed by 9 digits (mobile) or 10 digits (landline with area code).
 */
export function normalizeVietnamesePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+(]?[\d\s.\-()]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (!digits.startsWith("84")) return null;
    digits = `0${digits.slice(2)}`;
  } else if (digits.startsWith("0084")) {
    digits = `0${digits.slice(4)}`;
  } else if (digits.startsWith("84") && (digits.length === 11 || digits.length === 12)) {
    digits = `0${digits.slice(2)}`;
  }
  return /^0[1-9]\d{8,9}$/.test(digits) ? digits : null;
}

/**
 * A Vietnamese mobile number (03/05/07/08/09 and 8 more digits; `+84`, spaces and dots accepted) in its stored
 * form (`0912345678`), or null. The checkout needs a number the carrier can call or text.
 */
export function normalizeVietnameseMobile(input: string): string | null {
  const normalized = normalizeVietnamesePhone(input);
  return normalized !== null && /^0[35789]\d{8}$/.test(normalized) ? normalized : null;
}

/** Time of a request as the Vietnamese desk reads it (`14:05 12/03/2026`), always in Vietnam's time zone. */
export function formatLeadTime(iso: string): string {
  return auditTime(iso);
}

/** A contact or trial request as the admin desk and `GET /api/contact-requests` show it. */
export interface LeadView {
  id: number;
  fullName: string;
  phone: string;
  businessStatus: string | null;
  address: string | null;
  needType: string;
  product: string;
  message: string | null;
  source: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** Lead routing (issue 33): the lead's province, and the place it was sent to. */
  provinceCode?: string | null;
  wardCode?: string | null;
  routedPlaceId?: number | null;
}
