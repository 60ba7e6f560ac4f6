/**
 * Requests from the people the data is about (issue 45, point 3) and the retention of personal data (point 4):
 * the kinds, statuses and settings both sides read, the contact normalisation every match uses, and the desk's
 * view types. Why and under which articles: docs/decisions/0058-data-subject-requests-and-retention.md.
 */
import { normalizeVietnamesePhone } from "./leads";

export const PRIVACY_REQUEST_KINDS = ["access", "export", "correction", "erasure", "withdrawal", "objection"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: "Xem dữ liệu của tôi",
  export: "Tải dữ liệu của tôi (JSON, CSV)",
  correction: "Sửa dữ liệu sai",
  erasure: "Xóa dữ liệu của tôi",
  withdrawal: "Rút lại sự đồng ý",
  objection: "Phản đối việc xử lý",
};

/** `awaiting-code`: the code was sent, not yet entered; `open`: verified, on the staff desk; then a decision. */
export const PRIVACY_REQUEST_STATUSES = ["awaiting-code", "open", "done", "refused"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  "awaiting-code": "Chờ xác minh mã",
  open: "Đang chờ xử lý",
  done: "Đã thực hiện",
  refused: "Đã từ chối",
};

/** The kinds of records with a retention period (days) of their own. */
export const RETENTION_KINDS = ["unconvertedLeads", "closedServiceRequests", "sessions", "rateLimitsAndIdempotency", "outboxBodies", "auditIps"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_KIND_LABELS: Record<RetentionKind, string> = {
  unconvertedLeads: "Yêu cầu tư vấn không thành đơn (ẩn danh hóa)",
  closedServiceRequests: "Yêu cầu sửa chữa đã đóng (ẩn danh hóa, xóa ảnh)",
  sessions: "Phiên đăng nhập và giỏ hàng đã hết hạn (xóa)",
  rateLimitsAndIdempotency: "Bộ đếm giới hạn và câu trả lời lặp lại (xóa)",
  outboxBodies: "Nội dung thư và tin Zalo đã gửi (xóa nội dung)",
  auditIps: "Địa chỉ IP trong nhật ký phiên và thanh toán (xóa)",
};

export interface PrivacySettings {
  /**
   * Days the shop has to carry out a verified request. Law 91/2025/QH15 leaves the figures to Decree 356/2025, which
   * gives 15 days for withdrawal, restriction and objection and (as summarised) 10 to 20 days for the others; the
   * default is the shortest, 10, so one deadline meets every kind (decision 0058). The owner may change it.
   */
  responseDays: number;
  /** Minutes a one-time code is good for. */
  codeMinutes: number;
  retentionDays: Record<RetentionKind, number>;
}

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  responseDays: 10,
  codeMinutes: 15,
  retentionDays: {
    unconvertedLeads: 730,
    closedServiceRequests: 1095,
    sessions: 30,
    rateLimitsAndIdempotency: 30,
    outboxBodies: 180,
    auditIps: 90,
  },
};

export type ContactType = "phone" | "email";
export interface Contact {
  type: ContactType;
  /** A phone as `0xxxxxxxxx`, an e-mail in lower case. */
  value: string;
}

/**
 * The one form every match compares: a Vietnamese phone as `0xxxxxxxxx` (whatever spaces, dots or +84 were typed),
 * an e-mail trimmed and in lower case. Anything else is null. Two records belong to one person only when their
 * normalised contacts are equal: never by name.
 */
export function normalizeContact(raw: string | null | undefined): Contact | null {
  const value = String(raw ?? "").trim();
  if (!value) return null;
  if (value.includes("@")) {
    const email = value.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? { type: "email", value: email } : null;
  }
  const phone = normalizeVietnamesePhone(value);
  return phone ? { type: "phone", value: phone } : null;
}

/** Whether a stored phone or e-mail is the contact (both normalised). */
export function sameContact(stored: string | null | undefined, contact: Contact): boolean {
  const normal = normalizeContact(stored);
  return normal !== null && normal.type === contact.type && normal.value === contact.value;
}

/** How a contact is shown once its request is closed: `09******78`, `a***@example.com`. */
export function maskContact(contact: string): string {
  if (contact.includes("@")) {
    const [local = "", domain = ""] = contact.split("@");
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${contact.slice(0, 2)}******${contact.slice(-2)}`;
}

/** One request on the staff desk (`GET /api/admin/privacy-requests`). */
export interface PrivacyRequestView {
  id: number;
  kind: PrivacyRequestKind;
  kindLabel: string;
  contact: string;
  contactType: ContactType;
  details: string;
  status: PrivacyRequestStatus;
  statusLabel: string;
  createdAt: string;
  verifiedAt: string | null;
  /** The legal deadline: verified + the setting's days. Null until verified. */
  dueAt: string | null;
  overdue: boolean;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string;
}

/** What an erasure keeps because accounting and tax rules oblige it (the decision record lists the same). */
export const LEGALLY_KEPT_FIELDS = [
  "orders.invoice (tên đơn vị, mã số thuế, địa chỉ, e-mail nhận hóa đơn) của đơn đã xuất hóa đơn điện tử",
  "orders.address.fullName, address, ward, city, state (tên và địa chỉ người mua) của đơn đã xuất hóa đơn điện tử",
] as const;
