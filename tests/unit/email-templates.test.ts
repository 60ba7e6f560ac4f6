import { describe, expect, it } from "vitest";
import { DEFAULT_CONTACT_SETTINGS, siteInfoOf } from "#common/site-info";
import { leadMails, orderPlacedMails, type OrderForEmail } from "../../server/services/notifications/email-templates";

const SENDER = siteInfoOf({ ...DEFAULT_CONTACT_SETTINGS, brandName: "Trà Việt", salesHotline: "0912 345 678" });

const order: OrderForEmail = {
  id: 42,
  createdAt: new Date("2026-11-23T03:00:00Z"),
  customer: { fullName: "Nguyễn Văn <An>", email: "an@example.vn", phone: "0912345678", address: "12 Lê Lợi", city: "Thành phố Huế", state: "Phường Phú Xuân", provinceCode: "46", wardCode: "19774" },
  lines: [
    { name: "Máy pha trà tự động LT-150", unitPrice: 17_200_000, quantity: 2 },
    { name: "Máy pha cà phê tự động LS-250", unitPrice: 21_900_000, quantity: 1 },
  ],
  subtotal: 56_300_000,
  tax: 5_630_000,
  total: 61_930_000,
  paymentMethodLabel: "Thanh toán khi nhận hàng (COD)",
};

describe("order e-mails", () => {
  it("confirm to the buyer and alert the shop with lines and totals formatted as on the site", () => {
    const mails = orderPlacedMails(order, "shop@example.vn", "https://shop.vn/orders/42", SENDER);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["order-confirmation", "an@example.vn"],
      ["order-shop-alert", "shop@example.vn"],
    ]);
    const [buyer, shop] = mails;
    expect(buyer!.subject).toBe("Xác nhận đơn hàng #42");
    expect(buyer!.text).toContain("2 × Máy pha trà tự động LT-150: 34.400.000đ");
    expect(buyer!.text).toContain("Tổng cộng: 61.930.000đ");
    expect(buyer!.html).toContain("Nguyễn Văn &lt;An&gt;");
    expect(buyer!.html).not.toContain("<An>");
    // Signed with the store settings' brand and hotline.
    expect(buyer!.text).toContain("Cần hỗ trợ, anh/chị vui lòng gọi hotline 0912 345 678.");
    expect(buyer!.text.endsWith("Trân trọng,\nTrà Việt")).toBe(true);
    expect(buyer!.html).toContain('<a href="tel:+84912345678">0912 345 678</a>');
    expect(shop!.subject).toBe("Đơn hàng mới #42 – 61.930.000đ");
    expect(shop!.text).toContain("0912345678");
    // The address in Vietnamese order: street, ward, province.
    for (const mail of mails) expect(mail.text).toContain("12 Lê Lợi, Phường Phú Xuân, Thành phố Huế");
    expect(mails.every((mail) => mail.subjectRef === "order:42")).toBe(true);
  });
  it("without a shop address only the buyer is mailed", () => {
    expect(orderPlacedMails(order, undefined, "x", SENDER).map((mail) => mail.kind)).toEqual(["order-confirmation"]);
  });
});

describe("lead e-mails", () => {
  it("lists only the facts given", () => {
    const [mail] = leadMails({ id: 7, kindLabel: "Yêu cầu tư vấn", fullName: "Trần Thị B", phone: "0987654321", product: "LT-300", message: null }, "shop@example.vn");
    expect(mail!.subject).toBe("Yêu cầu tư vấn mới: Trần Thị B – 0987654321");
    expect(mail!.text).toBe("Họ tên: Trần Thị B\nĐiện thoại: 0987654321\nSản phẩm: LT-300");
    expect(mail!.subjectRef).toBe("contact-request:7");
  });
  it("is skipped without a shop address", () => {
    expect(leadMails({ id: 1, kindLabel: "x", fullName: "a", phone: "b", product: "c" }, undefined)).toEqual([]);
  });
});
