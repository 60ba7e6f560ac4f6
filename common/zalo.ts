/**
 * The Zalo channel of the notification outbox (ZNS: Zalo Notification Service, templated messages from the
 * brand's Official Account to a phone number). Pure: the settings page renders it and the server queues with it.
 * Decision 0040.
 *
 * ADDING AN EVENT is one entry below (its fields, each with the longest text ZNS accepts for that kind of
 * parameter) and one call `zalo.queue(executor, "<event>", { phone, fields, subjectRef })` where the event happens,
 * inside the transaction that writes it (server/services/notifications/outbox-events.ts has the existing ones).
 * The owner then picks the approved template and maps its parameters to these fields on /admin/settings/zalo.
 */

export const NOTIFICATION_CHANNELS = ["email", "zalo"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "E-mail",
  zalo: "Zalo",
};

/** One value an event offers to a template: its label for the owner, a sample for the test message, ZNS's length limit. */
export interface ZaloEventField {
  label: string;
  sample: string;
  /** ZNS parameter length limits: name 30, code 30, amount 20, date 20, address/product 200 (see decision 0040). */
  max: number;
}

export interface ZaloEventDefinition {
  label: string;
  fields: Record<string, ZaloEventField>;
}

const customerName: ZaloEventField = {
  label: "Tên khách hàng",
  sample: "Nguyễn Văn An",
  max: 30,
};
const orderCode: ZaloEventField = {
  label: "Mã đơn hàng",
  sample: "1024",
  max: 30,
};
const orderTotal: ZaloEventField = {
  label: "Tổng tiền (đ)",
  sample: "18.920.000đ",
  max: 20,
};

export const ZALO_EVENTS = {
  "order-placed": {
    label: "Đặt hàng thành công",
    fields: {
      customer_name: customerName,
      order_code: orderCode,
      order_total: orderTotal,
      order_date: { label: "Ngày đặt", sample: "26/11/2026", max: 20 },
      payment_method: {
        label: "Cách thanh toán",
        sample: "Chuyển khoản",
        max: 30,
      },
    },
  },
  "payment-received": {
    label: "Đã nhận thanh toán",
    fields: {
      customer_name: customerName,
      order_code: orderCode,
      amount: { label: "Số tiền đã nhận (đ)", sample: "18.920.000đ", max: 20 },
      order_total: orderTotal,
    },
  },
  // Issue 42: the deposit of a quoted order came in; a refund was made.
  "deposit-received": {
    label: "Đã nhận tiền đặt cọc",
    fields: {
      customer_name: customerName,
      order_code: orderCode,
      amount: { label: "Số tiền đặt cọc (đ)", sample: "22.081.950đ", max: 20 },
      rest: { label: "Còn lại, trả khi giao (đ)", sample: "51.524.550đ", max: 20 },
    },
  },
  "order-refunded": {
    label: "Đã hoàn tiền",
    fields: {
      customer_name: customerName,
      order_code: orderCode,
      amount: { label: "Số tiền hoàn (đ)", sample: "1.000.000đ", max: 20 },
    },
  },
  "order-shipped": {
    label: "Đơn hàng đang giao",
    fields: {
      customer_name: customerName,
      order_code: orderCode,
      order_total: orderTotal,
    },
  },
  "order-delivered": {
    label: "Đơn hàng đã giao",
    fields: { customer_name: customerName, order_code: orderCode },
  },
  "lead-received": {
    label: "Đã nhận yêu cầu tư vấn",
    fields: {
      customer_name: customerName,
      request_code: { label: "Mã yêu cầu", sample: "208", max: 30 },
      product: { label: "Sản phẩm quan tâm", sample: "LT-150", max: 200 },
    },
  },
  // After the sale (issue 31) and quotes (issue 32): queued in the same transactions as their e-mails.
  "service-scheduled": {
    label: "Đã hẹn lịch kỹ thuật",
    fields: {
      customer_name: customerName,
      request_code: { label: "Mã yêu cầu", sample: "DV-000042", max: 30 },
      visit_date: { label: "Ngày hẹn", sample: "28/11/2026", max: 20 },
      visit_slot: { label: "Khung giờ", sample: "Buổi sáng", max: 30 },
    },
  },
  "service-resolved": {
    label: "Đã xử lý xong yêu cầu sửa chữa",
    fields: {
      customer_name: customerName,
      request_code: { label: "Mã yêu cầu", sample: "DV-000042", max: 30 },
      product: { label: "Máy", sample: "Máy pha trà LT-150", max: 200 },
    },
  },
  "quote-sent": {
    label: "Đã gửi báo giá",
    fields: {
      customer_name: customerName,
      quote_code: { label: "Mã báo giá", sample: "BG-12", max: 30 },
      quote_total: { label: "Tổng báo giá (đ)", sample: "37.840.000đ", max: 20 },
      valid_until: { label: "Hiệu lực đến", sample: "10/12/2026", max: 20 },
    },
  },
  "maintenance-reminder": {
    label: "Nhắc bảo dưỡng máy",
    fields: {
      customer_name: customerName,
      product: { label: "Máy", sample: "Máy pha trà LT-150", max: 200 },
      serial: { label: "Số serial", sample: "LT150-2026-0001", max: 30 },
    },
  },
  "warranty-activated": {
    label: "Đã kích hoạt bảo hành",
    fields: {
      customer_name: customerName,
      serial: { label: "Số serial", sample: "LT150-2026-0001", max: 30 },
      product: { label: "Máy", sample: "Máy pha trà LT-150", max: 200 },
      warranty_until: { label: "Bảo hành đến", sample: "26/11/2027", max: 20 },
    },
  },
  // Issue 45: the one-time code of a request about one's personal data (a ZNS OTP template).
  "privacy-code": {
    label: "Mã xác minh yêu cầu dữ liệu cá nhân",
    fields: {
      otp: { label: "Mã xác minh", sample: "482913", max: 10 },
    },
  },
} as const satisfies Record<string, ZaloEventDefinition>;

export type ZaloEvent = keyof typeof ZALO_EVENTS;
export const ZALO_EVENT_KEYS = Object.keys(ZALO_EVENTS) as ZaloEvent[];

/** The values an event hands to its template, by field key. */
export type ZaloEventFields<E extends ZaloEvent> = Record<keyof (typeof ZALO_EVENTS)[E]["fields"], string>;

/** One event's template on /admin/settings/zalo. `params`: template parameter name → event field key. */
export interface ZaloEventSetting {
  enabled: boolean;
  templateId: string;
  params: Record<string, string>;
}

/** What GET/PUT /api/admin/settings/zalo answer: never a token or key, only whether each is set. */
export interface ZaloSettingsView {
  configured: boolean;
  appId: string;
  hasSecretKey: boolean;
  /** The OA secret key that signs Zalo's delivery reports (optional: without it no message shows "received"). */
  hasOaSecretKey: boolean;
  hasRefreshToken: boolean;
  hasAccessToken: boolean;
  accessTokenExpiresAt: string | null;
  events: Record<ZaloEvent, ZaloEventSetting>;
  /** Set while Zalo refuses the shop's configuration (the owner is alerted in the admin); null when all is well. */
  alert: string | null;
  alertAt: string | null;
  optOuts: Array<{ phone: string; source: string; createdAt: string }>;
  updatedAt: string | null;
}

/** The default template mapping: each field under its own name (a template registered with these names needs none). */
export function defaultEventSetting(event: ZaloEvent): ZaloEventSetting {
  const params = Object.fromEntries(Object.keys(ZALO_EVENTS[event].fields).map((key) => [key, key]));
  return { enabled: false, templateId: "", params };
}

/**
 * A Vietnamese mobile number in the international form ZNS takes (`84` then 9 digits), or null. Accepts what
 * buyers type: 0912 345 678, +84 912-345-678, 84912345678.
 */
export function zaloPhone(input: string | null | undefined): string | null {
  const digits = String(input ?? "")
    .replace(/[\s.()-]/g, "")
    .replace(/^\+/, "");
  const national = digits.startsWith("84") ? digits.slice(2) : digits.startsWith("0") ? digits.slice(1) : null;
  if (!national || !/^[35789]\d{8}$/.test(national)) return null;
  return `84${national}`;
}

/** 84912345678 → 0912 *** 678, for pages a link opens without a sign-in. */
export function maskedPhone(phone: string): string {
  const national = `0${phone.replace(/^84/, "")}`;
  return `${national.slice(0, 4)} *** ${national.slice(-3)}`;
}
