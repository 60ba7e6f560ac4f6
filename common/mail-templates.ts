import { isOneOf } from "./labels";

/**
 * The buyer's money and shipping mails the owner may reword (issue 42 point 5): each mail's subject and its message
 * (the part between the greeting and the order link; the greeting, the link, the hotline and the signature stay
 * the shop's frame). A text names the mail's variables as `{{name}}`; the built-in text is used while the owner has
 * not saved one, and again after "Khôi phục mặc định". Pure: the settings page lists them, the server renders and
 * checks with them.
 */

export const MAIL_TEMPLATE_KEYS = ["deposit-received", "payment-received", "shipment-shipped", "shipment-delivered", "installation-booked", "refund-made"] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

export interface MailTemplateText {
  subject: string;
  body: string;
}

export interface MailTemplateDefinition extends MailTemplateText {
  label: string;
  /** Variable name → what it holds (shown to the owner). */
  variables: Record<string, string>;
}

const orderId = { orderId: "Số đơn hàng" };
const customerName = { customerName: "Tên người nhận" };

export const MAIL_TEMPLATES: Record<MailTemplateKey, MailTemplateDefinition> = {
  "deposit-received": {
    label: "Đã nhận tiền đặt cọc",
    variables: { ...orderId, ...customerName, amount: "Số tiền vừa nhận", deposit: "Tiền đặt cọc của đơn", total: "Tổng cộng đơn hàng", rest: "Phần còn lại" },
    subject: "Đã nhận tiền đặt cọc đơn hàng #{{orderId}}",
    body: "Chúng tôi đã nhận {{amount}} tiền đặt cọc cho đơn hàng #{{orderId}} (đặt cọc {{deposit}}, tổng cộng {{total}}). Phần còn lại {{rest}} thanh toán khi giao hàng. Nhân viên sẽ gọi điện hẹn lịch giao hàng và lắp đặt.",
  },
  "payment-received": {
    label: "Đã nhận thanh toán",
    variables: { ...orderId, ...customerName, received: "Số tiền đã nhận", total: "Tổng cộng đơn hàng", excessNote: "Câu báo tiền chuyển thừa (trống nếu không thừa)" },
    subject: "Đã nhận thanh toán đơn hàng #{{orderId}}",
    body: "Chúng tôi đã nhận {{received}} chuyển khoản cho đơn hàng #{{orderId}} (tổng cộng {{total}}).{{excessNote}} Nhân viên sẽ gọi điện hẹn giao hàng trong thời gian sớm nhất.",
  },
  "shipment-shipped": {
    label: "Đã gửi hàng (đơn vị vận chuyển, mã vận đơn)",
    variables: {
      ...orderId,
      ...customerName,
      carrier: "Đơn vị vận chuyển",
      lines: "Các máy của lượt giao (mỗi dòng một máy)",
      trackingNumber: "Mã vận đơn (trống với đội của cửa hàng)",
      trackingUrl: "Đường dẫn theo dõi đơn (trống nếu không có)",
      tracking: "Đoạn mã vận đơn và đường dẫn theo dõi, hoặc lời hẹn gọi trước của đội cửa hàng",
      receiver: "Người nhận, số điện thoại và địa chỉ giao",
    },
    subject: "Đơn hàng #{{orderId}} đang được giao",
    body: "Cửa hàng đã gửi hàng của đơn #{{orderId}} qua {{carrier}}:\n{{lines}}\n\n{{tracking}}\n\nGiao đến: {{receiver}}",
  },
  "shipment-delivered": {
    label: "Đã giao hàng",
    variables: { ...orderId, ...customerName, lines: "Các máy của lượt giao (mỗi dòng một máy)", address: "Người nhận và địa chỉ giao" },
    subject: "Đơn hàng #{{orderId}}: đã giao hàng",
    body: "Hàng của đơn #{{orderId}} đã được giao tới {{address}}:\n{{lines}}\n\nBảo hành của từng máy được tính từ hôm nay. Cảm ơn anh/chị đã tin dùng sản phẩm của cửa hàng.",
  },
  "installation-booked": {
    label: "Đã hẹn lịch lắp đặt",
    variables: { ...orderId, ...customerName, installationTime: "Ngày giờ lắp đặt", lines: "Các máy lắp đặt (mỗi dòng một máy)", address: "Người nhận và địa chỉ lắp đặt" },
    subject: "Lịch lắp đặt đơn hàng #{{orderId}}: {{installationTime}}",
    body: "Cửa hàng đã hẹn lắp đặt máy của đơn #{{orderId}} vào {{installationTime}} tại {{address}}:\n{{lines}}\n\nKỹ thuật viên sẽ gọi anh/chị trước khi đến. Nếu cần đổi lịch, anh/chị vui lòng gọi hotline.",
  },
  "refund-made": {
    label: "Đã hoàn tiền",
    variables: { ...orderId, ...customerName, amount: "Số tiền hoàn lần này", method: "Cách hoàn tiền", refundNote: "Câu về tổng đã hoàn và thời gian tiền về (có thể trống)" },
    subject: "Đã hoàn {{amount}} cho đơn hàng #{{orderId}}",
    body: "Cửa hàng đã hoàn {{amount}} ({{method}}) cho đơn hàng #{{orderId}}.{{refundNote}}",
  },
};

export function isMailTemplateKey(value: unknown): value is MailTemplateKey {
  return isOneOf(MAIL_TEMPLATE_KEYS, value);
}

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a text uses as `{{name}}`, in order, each once. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))];
}

/** The variables a text uses that its mail does not offer. */
export function unknownVariables(key: MailTemplateKey, text: string): string[] {
  const known = MAIL_TEMPLATES[key].variables;
  return variablesIn(text).filter((name) => !Object.hasOwn(known, name));
}

/** A text with each `{{name}}` replaced by its value (a name without a value becomes empty). */
export function renderMailText(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE, (_, name: string) => (Object.hasOwn(values, name) ? values[name]! : ""));
}

/** The owner's text of a mail when saved, else the built-in one, rendered with the mail's values. */
export function renderMailTemplate(key: MailTemplateKey, values: Record<string, string>, override?: MailTemplateText | null): MailTemplateText {
  const text = override ?? MAIL_TEMPLATES[key];
  return { subject: renderMailText(text.subject, values), body: renderMailText(text.body, values) };
}

/** One mail on the settings page and in `GET /api/admin/settings/mail-templates`. */
export interface MailTemplateView extends MailTemplateText {
  key: MailTemplateKey;
  label: string;
  variables: Array<{ name: string; description: string }>;
  /** The owner's text is in use (false: the built-in one). */
  customized: boolean;
  defaults: MailTemplateText;
  updatedAt: string | null;
}
