import { formatVnd, VAT_LINE_EXPLANATION } from "#common/money";
import { printableOrder } from "#common/order-document";
import { formatShippingAddress } from "#common/address";
import type { ShippingAddress } from "#common/schemas/checkout";
import { sellerLines, type SiteInfo } from "#common/site-info";
import { contactRequestReference, orderReference, type OutgoingMail } from "./notifications";
import { renderMailTemplate, type MailTemplateText } from "#common/mail-templates";
import type { InvoiceDetails } from "#common/quotes";
import { TERMS_OF_SALE_PATH } from "#common/legal";

/** Who signs the buyer's e-mails and where they call for help (the store settings). */
type MailSender = Pick<SiteInfo, "brandName" | "hotline"> & Partial<Pick<SiteInfo, "seller">>;

/** What an order e-mail needs; amounts in whole dong. */
export interface OrderForEmail {
  id: number;
  createdAt: Date;
  customer: ShippingAddress;
  lines: Array<{ name: string; unitPrice: number; quantity: number }>;
  subtotal: number;
  /** A discount code's amount off the subtotal, before VAT (issue 36); 0 or absent without one. */
  discount?: number;
  discountCode?: string | null;
  tax: number;
  total: number;
  paymentMethodLabel: string;
  // Business buyers (decision 0042): who the VAT invoice is for, the fee of a quote, the deposit to pay first.
  invoice?: InvoiceDetails | null;
  installationFee?: number;
  deposit?: number;
}

interface LeadForEmail {
  id: number;
  kindLabel: string;
  fullName: string;
  phone: string;
  product: string;
  needTypeLabel?: string | null;
  businessStatus?: string | null;
  address?: string | null;
  message?: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

const dateTime = new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/** The lines and totals every order mail prints: the same printable order as the delivery note (decision 0051). */
function orderTables(order: OrderForEmail) {
  const printed = printableOrder({ ...order, items: order.lines.map((line) => ({ name: line.name, price: line.unitPrice, quantity: line.quantity })) });
  const textLines = printed.lines.map((line) => `- ${line.quantity} × ${line.name}: ${formatVnd(line.amount)}`);
  const text = [
    ...textLines,
    ...printed.figures.map((figure) => `${figure.label}: ${figure.text}`),
    `Thanh toán: ${order.paymentMethodLabel}`,
    VAT_LINE_EXPLANATION,
  ].join("\n");
  const rows = printed.lines
    .map((line) => `<tr><td>${line.quantity} × ${escapeHtml(line.name)}</td><td style="text-align:right">${formatVnd(line.amount)}</td></tr>`)
    .join("");
  const figures = printed.figures
    .map((figure) =>
      figure.key === "total"
        ? `<tr><td><strong>${escapeHtml(figure.label)}</strong></td><td style="text-align:right"><strong>${figure.text}</strong></td></tr>`
        : `<tr><td>${escapeHtml(figure.label)}</td><td style="text-align:right">${figure.text}</td></tr>`,
    )
    .join("\n");
  const html = `<table cellpadding="6" style="border-collapse:collapse;min-width:320px">${rows}
${figures}
</table><p>Thanh toán: ${escapeHtml(order.paymentMethodLabel)}</p><p>${VAT_LINE_EXPLANATION}</p>`;
  const extra = businessBuyerLines(order);
  return { text: extra.length ? `${text}\n${extra.join("\n")}` : text, html: extra.length ? `${html}${extra.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}` : html };
}

/** The fee, the deposit and the VAT invoice details of an order, when it has them (decision 0042). */
function businessBuyerLines(order: OrderForEmail): string[] {
  const lines: string[] = [];
  if (order.installationFee) lines.push(`Gồm phí giao hàng và lắp đặt: ${formatVnd(order.installationFee)} (chưa VAT)`);
  if (order.deposit) lines.push(`Đặt cọc trước: ${formatVnd(order.deposit)}; phần còn lại thanh toán khi giao hàng.`);
  if (order.invoice) {
    lines.push(`Xuất hóa đơn VAT: ${order.invoice.companyName} – MST ${order.invoice.taxCode} – ${order.invoice.address} – gửi tới ${order.invoice.email}`);
  }
  return lines;
}

function customerBlock(order: OrderForEmail) {
  const c = order.customer;
  // Vietnamese order: street, ward, province.
  const lines = [c.fullName, c.phone, c.email, formatShippingAddress(c)];
  return { text: lines.join("\n"), html: lines.map(escapeHtml).join("<br>") };
}

/** The closing of every e-mail to a buyer: the hotline to call and the brand. */
function signature(sender: MailSender) {
  const help = `Cần hỗ trợ, anh/chị vui lòng gọi hotline ${sender.hotline.display}.`;
  // The seller as the law names it (issue 42), under the brand, when the settings have it.
  const seller = sellerLines(sender.seller);
  return {
    text: `${help}\n\nTrân trọng,\n${sender.brandName}${seller.map((line) => `\n${line}`).join("")}`,
    html: `<p>Cần hỗ trợ, anh/chị vui lòng gọi hotline <a href="${escapeHtml(sender.hotline.href)}">${escapeHtml(sender.hotline.display)}</a>.</p><p>Trân trọng,<br>${escapeHtml(sender.brandName)}</p>${seller.length ? `<p style="font-size:12px;color:#666">${seller.map(escapeHtml).join("<br>")}</p>` : ""}`,
  };
}

/** The shop's warranty page on the order link's site: the order e-mail points owners to the look-up and service requests. */
function warrantyUrlBeside(orderUrl: string): string | null {
  try {
    return new URL("/warranty", orderUrl).href;
  } catch {
    return null;
  }
}

/** What the confirmation of a sale by a website must tell the buyer beyond the order (Decree 52/2013 art. 17, issue 45). */
export interface SaleTermsForEmail {
  delivery: string;
  returns: string;
  /** The version the buyer agreed to (null: an order placed by staff). */
  version: string | null;
}

function saleTermsBlock(order: OrderForEmail, terms: SaleTermsForEmail, orderUrl: string) {
  let termsUrl: string | null;
  try {
    termsUrl = new URL(TERMS_OF_SALE_PATH, orderUrl).href;
  } catch {
    termsUrl = null;
  }
  const lines = [
    `Đơn giá: ${order.lines.map((line) => `${line.name} ${formatVnd(line.unitPrice)}`).join("; ")}`,
    `Giao hàng: ${terms.delivery}`,
    `Hủy đơn, đổi trả: ${terms.returns}`,
    ...(termsUrl ? [`Điều khoản bán hàng${terms.version ? ` (phiên bản ${terms.version} anh/chị đã đồng ý)` : ""}: ${termsUrl}`] : []),
  ];
  return { text: lines.join("\n"), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") };
}

/** The shop's alert and the buyer's confirmation for a new order. */
export function orderPlacedMails(
  order: OrderForEmail,
  shopEmail: string | null | undefined,
  orderUrl: string,
  sender: MailSender,
  terms: SaleTermsForEmail | null = null,
): OutgoingMail[] {
  const closing = signature(sender);
  const tables = orderTables(order);
  const customer = customerBlock(order);
  const placed = dateTime.format(order.createdAt);
  const ref = orderReference(order.id);
  // The buyer checks where it will be delivered: street, ward, province.
  const delivery = `Giao đến: ${order.customer.fullName}, ${order.customer.phone} – ${formatShippingAddress(order.customer)}`;
  const warranty = warrantyUrlBeside(orderUrl);
  const sale = terms ? saleTermsBlock(order, terms, orderUrl) : null;
  const mails: OutgoingMail[] = [
    {
      kind: "order-confirmation",
      recipient: order.customer.email,
      subject: `Xác nhận đơn hàng #${order.id}`,
      subjectRef: ref,
      text: `Xin chào ${order.customer.fullName},\n\nCảm ơn anh/chị đã đặt hàng. Đơn hàng #${order.id} (${placed}) đã được ghi nhận; nhân viên sẽ gọi điện xác nhận trong thời gian sớm nhất.\n\n${delivery}\n\n${tables.text}${sale ? `\n\n${sale.text}` : ""}\n\nXem đơn hàng: ${orderUrl}${warranty ? `\n\nBảo hành, yêu cầu sửa chữa: ${warranty}` : ""}\n\n${closing.text}`,
      html: `<p>Xin chào ${escapeHtml(order.customer.fullName)},</p><p>Cảm ơn anh/chị đã đặt hàng. Đơn hàng <strong>#${order.id}</strong> (${placed}) đã được ghi nhận; nhân viên sẽ gọi điện xác nhận trong thời gian sớm nhất.</p><p>${escapeHtml(delivery)}</p>${tables.html}${sale ? sale.html : ""}<p><a href="${escapeHtml(orderUrl)}">Xem đơn hàng</a></p>${warranty ? `<p><a href="${escapeHtml(warranty)}">Bảo hành, yêu cầu sửa chữa</a></p>` : ""}${closing.html}`,
    },
  ];
  if (shopEmail) {
    mails.push({
      kind: "order-shop-alert",
      recipient: shopEmail,
      subject: `Đơn hàng mới #${order.id} – ${formatVnd(order.total)}`,
      subjectRef: ref,
      text: `Đơn hàng mới #${order.id} lúc ${placed}.\n\nKhách hàng:\n${customer.text}\n\n${tables.text}`,
      html: `<p>Đơn hàng mới <strong>#${order.id}</strong> lúc ${placed}.</p><p>${customer.html}</p>${tables.html}`,
    });
  }
  return mails;
}

/** The shop's alert for a new contact or trial request. */
export function leadMails(lead: LeadForEmail, shopEmail: string | null | undefined): OutgoingMail[] {
  if (!shopEmail) return [];
  const facts: Array<[string, string | null | undefined]> = [
    ["Họ tên", lead.fullName],
    ["Điện thoại", lead.phone],
    ["Sản phẩm", lead.product],
    ["Nhu cầu", lead.needTypeLabel],
    ["Tình trạng kinh doanh", lead.businessStatus],
    ["Địa chỉ", lead.address],
    ["Lời nhắn", lead.message],
  ];
  const present = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return [
    {
      kind: "lead-shop-alert",
      recipient: shopEmail,
      subject: `${lead.kindLabel} mới: ${lead.fullName} – ${lead.phone}`,
      subjectRef: contactRequestReference(lead.id),
      text: present.map(([label, value]) => `${label}: ${value}`).join("\n"),
      html: `<table cellpadding="4">${present.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    },
  ];
}

/** What the buyer's "payment received" e-mail needs; amounts in whole dong. */
export interface PaymentForEmail {
  orderId: number;
  customer: { fullName: string; email: string; phone?: string };
  total: number;
  received: number;
}

/** The buyer's confirmation that a bank transfer paid the order (an excess is mentioned, staff refund it). */
export function paymentReceivedMail(payment: PaymentForEmail, orderUrl: string, sender: MailSender, template?: MailTemplateText | null): OutgoingMail[] {
  const excess = payment.received - payment.total;
  const { subject, body } = renderMailTemplate(
    "payment-received",
    {
      orderId: String(payment.orderId),
      customerName: payment.customer.fullName,
      received: formatVnd(payment.received),
      total: formatVnd(payment.total),
      excessNote: excess > 0 ? ` Số tiền chuyển thừa ${formatVnd(excess)} sẽ được nhân viên liên hệ hoàn lại.` : "",
    },
    template,
  );
  return [buyerMail("payment-received", payment.customer, payment.orderId, subject, body, orderUrl, sender)];
}

/** A part of an order's money that came in (issue 42); amounts in whole dong. */
export interface PaymentPartForEmail extends PaymentForEmail {
  /** This transfer. */
  amount: number;
  deposit: number;
}

/** The buyer's mail for one buyer event: greeting, the summary, the order's link, the signature. */
function buyerMail(kind: string, to: { fullName: string; email: string }, orderId: number, subject: string, summary: string, orderUrl: string, sender: MailSender): OutgoingMail {
  const closing = signature(sender);
  return {
    kind,
    recipient: to.email,
    subject,
    subjectRef: orderReference(orderId),
    text: `Xin chào ${to.fullName},\n\n${summary}\n\nXem đơn hàng: ${orderUrl}\n\n${closing.text}`,
    html: `<p>Xin chào ${escapeHtml(to.fullName)},</p>${paragraphsHtml(summary)}<p><a href="${escapeHtml(orderUrl)}">Xem đơn hàng</a></p>${closing.html}`,
  };
}

/** A message's paragraphs (blank lines between) as HTML, its single line breaks kept. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** The buyer's confirmation that the deposit of their order came in; the rest is paid on delivery, as the quote says. */
export function depositReceivedMail(payment: PaymentPartForEmail, orderUrl: string, sender: MailSender, template?: MailTemplateText | null): OutgoingMail[] {
  const { subject, body } = renderMailTemplate(
    "deposit-received",
    {
      orderId: String(payment.orderId),
      customerName: payment.customer.fullName,
      amount: formatVnd(payment.amount),
      deposit: formatVnd(payment.deposit),
      total: formatVnd(payment.total),
      rest: formatVnd(Math.max(0, payment.total - payment.received)),
    },
    template,
  );
  return [buyerMail("deposit-received", payment.customer, payment.orderId, subject, body, orderUrl, sender)];
}

/** The buyer's confirmation of a part of the payment that does not pay the order in full yet: what is still due. */
export function paymentPartReceivedMail(payment: PaymentPartForEmail, orderUrl: string, sender: MailSender): OutgoingMail[] {
  const due = Math.max(0, payment.total - payment.received);
  const summary = `Chúng tôi đã nhận ${formatVnd(payment.amount)} chuyển khoản cho đơn hàng #${payment.orderId}. Đã nhận tổng cộng ${formatVnd(payment.received)} trên ${formatVnd(payment.total)}; còn phải thanh toán ${formatVnd(due)}.`;
  return [buyerMail("payment-part-received", payment.customer, payment.orderId, `Đã nhận ${formatVnd(payment.amount)} cho đơn hàng #${payment.orderId}`, summary, orderUrl, sender)];
}

/** A refund the shop made (issue 42); amounts in whole dong. */
export interface RefundForEmail {
  orderId: number;
  customer: { fullName: string; email: string; phone?: string };
  amount: number;
  methodLabel: string;
  refundedTotal: number;
  fullyRefunded: boolean;
  byBankTransfer: boolean;
}

/** The buyer's notice that money went back to them. */
export function refundMadeMail(refund: RefundForEmail, orderUrl: string, sender: MailSender, template?: MailTemplateText | null): OutgoingMail[] {
  const all = refund.fullyRefunded ? " Toàn bộ số tiền anh/chị đã thanh toán cho đơn hàng đã được hoàn lại." : refund.refundedTotal > refund.amount ? ` Tổng số tiền đã hoàn cho đơn hàng: ${formatVnd(refund.refundedTotal)}.` : "";
  const { subject, body } = renderMailTemplate(
    "refund-made",
    {
      orderId: String(refund.orderId),
      customerName: refund.customer.fullName,
      amount: formatVnd(refund.amount),
      method: refund.methodLabel.toLowerCase(),
      refundNote: `${all}${refund.byBankTransfer ? " Tiền chuyển khoản lại có thể mất 1–3 ngày làm việc để về tài khoản." : ""}`,
    },
    template,
  );
  return [buyerMail("refund-made", refund.customer, refund.orderId, subject, body, orderUrl, sender)];
}

/** Money that reached an order after it was canceled; amounts in whole dong. */
export interface RefundDueForEmail {
  orderId: number;
  /** This transfer. */
  amount: number;
  /** All the order's transfers so far. */
  received: number;
}

/** The shop's alert that a canceled order received a transfer: the money is to be refunded, the order stays canceled. */
export function refundDueMail(refund: RefundDueForEmail, shopEmail: string | null | undefined): OutgoingMail[] {
  if (!shopEmail) return [];
  const total = refund.received === refund.amount ? "" : ` (tổng đã nhận cho đơn này: ${formatVnd(refund.received)})`;
  const summary = `Đơn hàng #${refund.orderId} đã hủy nhưng nhận được ${formatVnd(refund.amount)} chuyển khoản${total}: cần hoàn tiền cho khách. Đơn vẫn ở trạng thái đã hủy; sau khi hoàn tiền, ghi trạng thái thanh toán "Đã hoàn tiền" trên trang đơn hàng.`;
  return [
    {
      kind: "order-refund-due",
      recipient: shopEmail,
      subject: `Đơn #${refund.orderId} đã hủy nhận ${formatVnd(refund.amount)} – cần hoàn tiền`,
      subjectRef: orderReference(refund.orderId),
      text: summary,
      html: `<p>${escapeHtml(summary)}</p>`,
    },
  ];
}

/** Low stock (issue 36): the shop is told once when a counted product falls to its threshold. */
export function lowStockMail(alert: { products: Array<{ id: number; name: string; stockQuantity: number; threshold: number }> }, shopEmail: string | null | undefined): OutgoingMail[] {
  if (!shopEmail || alert.products.length === 0) return [];
  const lines = alert.products.map((product) => `- ${product.name}: còn ${product.stockQuantity} (ngưỡng ${product.threshold})`);
  const names = alert.products.map((product) => product.name).join(", ");
  return [
    {
      kind: "low-stock",
      recipient: shopEmail,
      subject: `Sắp hết hàng: ${names}`.slice(0, 200),
      subjectRef: `product:${alert.products[0]!.id}`,
      text: `Các sản phẩm sau đã chạm ngưỡng báo sắp hết hàng:\n${lines.join("\n")}\n\nNhập thêm hàng rồi cập nhật số lượng trong trang Sản phẩm.`,
      html: `<p>Các sản phẩm sau đã chạm ngưỡng báo sắp hết hàng:</p><ul>${alert.products.map((product) => `<li>${escapeHtml(product.name)}: còn ${product.stockQuantity} (ngưỡng ${product.threshold})</li>`).join("")}</ul><p>Nhập thêm hàng rồi cập nhật số lượng trong trang Sản phẩm.</p>`,
    },
  ];
}

// The order desk (issue 36): the buyer is told when staff change their order's lines or address.

/** The buyer's notice that staff changed their order: the new lines, totals and address, and the link to pay or check it. */
export function orderUpdatedMail(order: OrderForEmail, changes: string[], orderUrl: string, sender: MailSender): OutgoingMail[] {
  const closing = signature(sender);
  const tables = orderTables(order);
  const delivery = `Giao đến: ${order.customer.fullName}, ${order.customer.phone} – ${formatShippingAddress(order.customer)}`;
  const what = `Theo trao đổi với anh/chị, cửa hàng đã cập nhật đơn hàng #${order.id}: ${changes.join("; ")}.`;
  return [
    {
      kind: "order-updated",
      recipient: order.customer.email,
      subject: `Đơn hàng #${order.id} đã được cập nhật`,
      subjectRef: orderReference(order.id),
      text: `Xin chào ${order.customer.fullName},\n\n${what}\n\n${delivery}\n\n${tables.text}\n\nXem đơn hàng: ${orderUrl}\n\n${closing.text}`,
      html: `<p>Xin chào ${escapeHtml(order.customer.fullName)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(delivery)}</p>${tables.html}<p><a href="${escapeHtml(orderUrl)}">Xem đơn hàng</a></p>${closing.html}`,
    },
  ];
}
