import { SERVICE_MODE_LABELS, SERVICE_PROBLEM_LABELS, SERVICE_SLOT_LABELS, type ServiceMode, type ServiceProblem, type ServiceSlot } from "#common/after-sale";
import type { SiteInfo } from "#common/site-info";
import type { OutgoingMail } from "../notifications/notifications";

/**
 * The after-sale e-mails, written into the outbox in the transaction of the change they announce: the owner of a
 * machine hears when a request is scheduled, resolved or needs their answer, and when their warranty is activated;
 * the shop's notification address hears of new requests and activations; maintenance reminders go to owners.
 */

type MailSender = Pick<SiteInfo, "brandName" | "supportHotline">;

export function machineReference(serial: string): string {
  return `machine:${serial}`;
}

export function serviceRequestMailReference(id: number): string {
  return `service-request:${id}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
}

function mail(kind: string, recipient: string | null | undefined, subject: string, lines: string[], subjectRef: string): OutgoingMail[] {
  if (!recipient) return [];
  return [{ kind, recipient, subject, subjectRef, text: lines.join("\n\n"), html: paragraphs(lines) }];
}

const DAY = new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeZone: "UTC" });
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

export interface ServiceRequestForMail {
  id: number;
  reference: string;
  serial: string;
  productName: string;
  phone: string;
  email: string | null;
  problem: ServiceProblem;
  description: string;
  mode: ServiceMode;
  preferredDate: string;
  slot: ServiceSlot;
  eligibleForReplacement: boolean;
  link: string;
}

export function newServiceRequestShopMail(request: ServiceRequestForMail, shopEmail: string | null): OutgoingMail[] {
  return mail(
    "service-request-shop-alert",
    shopEmail,
    `Yêu cầu sửa chữa mới ${request.reference}: ${request.serial} – ${SERVICE_PROBLEM_LABELS[request.problem]}`,
    [
      `Máy: ${request.productName} (serial ${request.serial})`,
      `Điện thoại: ${request.phone}`,
      `Tình trạng: ${SERVICE_PROBLEM_LABELS[request.problem]}${request.description ? ` – ${request.description}` : ""}`,
      `Hình thức: ${SERVICE_MODE_LABELS[request.mode]}, mong muốn ${formatDay(request.preferredDate)} (${SERVICE_SLOT_LABELS[request.slot]})`,
      ...(request.eligibleForReplacement ? ["Trong 7 ngày đầu với lỗi được bảo hành: có thể đổi máy mới."] : []),
    ],
    serviceRequestMailReference(request.id),
  );
}

export type OwnerServiceEvent = "scheduled" | "resolved" | "needs_answer";

export function ownerServiceMail(
  event: OwnerServiceEvent,
  request: { id: number; reference: string; email: string | null; link: string; visit: string | null; note: string },
  sender: MailSender,
): OutgoingMail[] {
  const subjects: Record<OwnerServiceEvent, string> = {
    scheduled: `${request.reference}: đã hẹn lịch kỹ thuật`,
    resolved: `${request.reference}: máy đã được xử lý xong`,
    needs_answer: `${request.reference}: cần anh/chị phản hồi`,
  };
  const lead: Record<OwnerServiceEvent, string> = {
    scheduled: `Yêu cầu ${request.reference} đã được hẹn lịch${request.visit ? `: ${request.visit}` : ""}.`,
    resolved: `Yêu cầu ${request.reference} đã được xử lý xong.`,
    needs_answer: `Yêu cầu ${request.reference} cần anh/chị xác nhận trước khi chúng tôi tiếp tục.`,
  };
  return mail(
    `service-request-${event.replace("_", "-")}`,
    request.email,
    subjects[event],
    [
      lead[event],
      ...(request.note ? [`Ghi chú của kỹ thuật: ${request.note}`] : []),
      `Theo dõi yêu cầu: ${request.link}`,
      `Cần hỗ trợ gấp, gọi hotline kỹ thuật ${sender.supportHotline.display}. ${sender.brandName}`,
    ],
    serviceRequestMailReference(request.id),
  );
}

export function activationShopMail(
  activation: { id: number; serial: string; productName: string; name: string; phone: string; dealer: string | null; purchaseDate: string | null },
  shopEmail: string | null,
): OutgoingMail[] {
  return mail(
    "activation-shop-alert",
    shopEmail,
    `Yêu cầu kích hoạt bảo hành: ${activation.serial} – ${activation.name}`,
    [
      `Máy: ${activation.productName} (serial ${activation.serial})`,
      `Chủ máy: ${activation.name}, ${activation.phone}`,
      `Đại lý: ${activation.dealer ?? "không ghi"}; ngày mua: ${activation.purchaseDate ? formatDay(activation.purchaseDate) : "không ghi"}`,
      "Duyệt trong trang quản trị, mục Kích hoạt bảo hành.",
    ],
    machineReference(activation.serial),
  );
}

/**
 * An owner asked to activate the warranty of a machine still in a dealer's stock (issue 43): refused — the dealer
 * must register the sale — and staff are told, so they can call the dealer.
 */
export function dealerStockActivationMail(
  attempt: { serial: string; productName: string; name: string; phone: string; dealerName: string; dealerPhone: string },
  shopEmail: string | null,
): OutgoingMail[] {
  return mail(
    "activation-dealer-stock-alert",
    shopEmail,
    `Kích hoạt bảo hành máy còn trong kho đại lý: ${attempt.serial} – ${attempt.name}`,
    [
      `Máy: ${attempt.productName} (serial ${attempt.serial}), trong kho của ${attempt.dealerName} (${attempt.dealerPhone}), chưa được ghi nhận bán.`,
      `Chủ máy ${attempt.name} (${attempt.phone}) đã xin kích hoạt bảo hành; trang web đã hướng dẫn khách nhờ đại lý ghi nhận bán hoặc gọi hotline.`,
      "Hãy nhắc đại lý ghi nhận bán máy trong cổng đại lý: bảo hành bắt đầu từ ngày bán.",
    ],
    machineReference(attempt.serial),
  );
}

export function activationDecidedMail(
  activation: { serial: string; email: string | null; approved: boolean; warrantyUntil: string | null; reason: string | null; lookupUrl: string },
  sender: MailSender,
): OutgoingMail[] {
  const lines = activation.approved
    ? [
        `Bảo hành máy serial ${activation.serial} đã được kích hoạt, có hiệu lực đến hết ngày ${formatDay(activation.warrantyUntil!)}.`,
        `Tra cứu bảo hành và gửi yêu cầu sửa chữa: ${activation.lookupUrl}`,
      ]
    : [`Yêu cầu kích hoạt bảo hành máy serial ${activation.serial} chưa được chấp nhận: ${activation.reason ?? ""}`];
  return mail(
    activation.approved ? "activation-approved" : "activation-rejected",
    activation.email,
    activation.approved ? `Bảo hành máy ${activation.serial} đã được kích hoạt` : `Kích hoạt bảo hành máy ${activation.serial}`,
    [...lines, `Hotline kỹ thuật: ${sender.supportHotline.display}. ${sender.brandName}`],
    machineReference(activation.serial),
  );
}

export function maintenanceReminderMail(
  reminder: { serial: string; productName: string; email: string; months: number; bookUrl: string; optOutUrl: string },
  sender: MailSender,
): OutgoingMail[] {
  return mail(
    "maintenance-reminder",
    reminder.email,
    `Đến kỳ bảo dưỡng máy ${reminder.productName} (${reminder.serial})`,
    [
      `Máy ${reminder.productName} serial ${reminder.serial} đã sử dụng ${reminder.months} tháng kể từ lần lắp đặt hoặc bảo dưỡng gần nhất.`,
      `Đặt lịch bảo dưỡng (serial đã điền sẵn): ${reminder.bookUrl}`,
      `Không muốn nhận nhắc bảo dưỡng nữa: ${reminder.optOutUrl}`,
      `Hotline kỹ thuật: ${sender.supportHotline.display}. ${sender.brandName}`,
    ],
    machineReference(reminder.serial),
  );
}
