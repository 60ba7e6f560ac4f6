import { zaloPhone } from "./zalo";

/**
 * Consents as records (issue 45, decision 0059): each purpose that is not needed to fulfil an order is asked on its
 * own, never pre-ticked, and every giving or withdrawing is one row naming the notice version, the channel and how.
 */
export const CONSENT_PURPOSES = ["marketing-email", "zalo", "newsletter", "dealer-sharing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What the person agrees to, in the words the forms and the notice use. */
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  "marketing-email": "Nhận e-mail giới thiệu sản phẩm, khuyến mãi và nhắc bảo dưỡng",
  zalo: "Nhận tin Zalo từ cửa hàng (ngoài tin về chính đơn hàng của tôi)",
  newsletter: "Nhận bản tin qua e-mail",
  "dealer-sharing": "Đồng ý chia sẻ thông tin với đại lý gần nhất để được tư vấn, dùng thử và hỗ trợ tại chỗ (không bắt buộc)",
};

/** Which contact a purpose is kept under: a phone (84…) or an e-mail (lower case). */
export const CONSENT_CONTACT_KIND: Record<ConsentPurpose, "phone" | "email"> = {
  "marketing-email": "email",
  zalo: "phone",
  newsletter: "email",
  "dealer-sharing": "phone",
};

/** Where a consent was given or withdrawn. */
export const CONSENT_CHANNELS = ["web", "link", "staff", "request", "migrated"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  web: "Biểu mẫu trên website",
  link: "Đường dẫn trong tin nhắn",
  staff: "Nhân viên ghi nhận",
  request: "Trang yêu cầu về dữ liệu cá nhân",
  migrated: "Chuyển từ dữ liệu cũ",
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === "string" && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** A contact as consents keep it, or null when it is not one of that purpose's kind. */
export function consentContactOf(purpose: ConsentPurpose, raw: string | null | undefined): string | null {
  if (CONSENT_CONTACT_KIND[purpose] === "phone") return zaloPhone(raw);
  const email = String(raw ?? "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

/** The checkout's and the forms' optional boxes: absent or false = not given (never pre-ticked). */
export interface ConsentChoices {
  marketingEmail?: boolean;
  zalo?: boolean;
  dealerSharing?: boolean;
}
