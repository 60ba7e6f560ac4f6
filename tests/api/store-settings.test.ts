import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { DEFAULT_CONTACT_SETTINGS } from "#common/site-info";
import type { StoreSettings } from "#common/schemas/store-settings";
import { MESSAGES } from "#common/i18n";
import { parseSubFields, parseVietQrPayload } from "#common/vietqr";
import { auditLog, notifications } from "../../server/db/schema";
import { orderReference } from "../../server/services/notifications/notifications";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, startTestApp, useTestApp, visitor, type TestApp } from "./harness";

const ENV = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: "0011004455667",
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  NOTIFY_EMAIL: "shop@example.vn",
};

const CHANGED: StoreSettings = {
  leadRouting: true,
  ...DEFAULT_CONTACT_SETTINGS,
  brandName: "Trà Việt Pro",
  salesHotline: "0912 345 678",
  supportHotline: "1800 1234",
  social: { ...DEFAULT_CONTACT_SETTINGS.social, tiktok: "" },
  notifyEmail: "donhang@traviet.vn",
  bank: { bin: "970418", accountNumber: "1234567890", accountName: "CONG TY TRA VIET" },
};


/** A buyer who orders one LT-150 with the given payment method; answers the order's id (or the failed response). */
async function orderOne(app: TestApp, paymentMethod: "cod" | "bank_transfer") {
  const buyer = visitor(app);
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } })).status).toBe(201);
  const [line] = (await buyer.call("/api/cart")).body as Array<{ product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals([{ unitPrice: line!.product.discountPrice ?? line!.product.price, quantity: 1 }]);
  const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod } });
  return { buyer, placed, total };
}

describe.each(drivers)("store settings on %s", (driver) => {
  const app = useTestApp(driver, { env: ENV });
  let cookie = "";
  const admin = adminCaller(app, () => cookie);
  const mailsOf = (orderId: number) => app.services.database.db.select().from(notifications).where(eq(notifications.subjectRef, orderReference(orderId)));

  it("answers 401 without an administrator session", async () => {
    expect((await app.fetch("/api/admin/settings")).status).toBe(401);
    const put = await app.fetch("/api/admin/settings", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(CHANGED) });
    expect(put.status).toBe(401);
    expect(await put.json()).toEqual({ message: expect.any(String) });
  });

  it("starts from the code's contact data and the environment's bank and notification address", async () => {
    cookie = await app.adminCookie();
    const { status, body } = await admin("GET", "/api/admin/settings");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...DEFAULT_CONTACT_SETTINGS,
      notifyEmail: "shop@example.vn",
      bank: { bin: "970436", accountNumber: "0011004455667", accountName: "CONG TY MAY PHA" },
      updatedAt: null,
    });
  });

  it("refuses each bad value with 400 and a Vietnamese message on its field, and keeps what was stored", async () => {
    const cases: Array<[string, Partial<Record<keyof StoreSettings, unknown>>, string]> = [
      ["bank.bin", { bank: { ...CHANGED.bank, bin: "123456" } }, "Vui lòng chọn ngân hàng trong danh sách"],
      ["bank.accountNumber", { bank: { ...CHANGED.bank, accountNumber: "12-AB-34" } }, "Số tài khoản chỉ gồm chữ số (6–19 số)"],
      ["bank.accountName", { bank: { ...CHANGED.bank, accountName: " " } }, "Vui lòng nhập tên chủ tài khoản"],
      ["salesHotline", { salesHotline: "gọi em" }, "Hotline tư vấn phải là số điện thoại (8–12 chữ số)"],
      ["supportHotline", { supportHotline: "123" }, "Hotline kỹ thuật phải là số điện thoại (8–12 chữ số)"],
      ["contactEmail", { contactEmail: "lienhe@" }, "E-mail liên hệ không đúng định dạng"],
      ["notifyEmail", { notifyEmail: "not-an-email" }, "E-mail nhận thông báo không đúng định dạng"],
      ["social.facebook", { social: { ...CHANGED.social, facebook: "javascript:alert(1)" } }, "Facebook phải là đường dẫn bắt đầu bằng https://"],
      ["brandName", { brandName: "" }, "Vui lòng nhập tên thương hiệu"],
      ["brandName", { brandName: "Trà\u0000Việt" }, "Có ký tự không hợp lệ (ký tự rỗng hoặc mã hoá lỗi)"],
      ["offices", { offices: CHANGED.offices.slice(0, 2) }, "Cần đủ 3 văn phòng: Miền Bắc, Miền Trung, Miền Nam"],
      ["offices.0.streetAddress", { offices: [{ ...CHANGED.offices[0], streetAddress: "" }, ...CHANGED.offices.slice(1)] }, "Vui lòng nhập địa chỉ"],
    ];
    for (const [field, change, message] of cases) {
      const { status, body } = await admin("PUT", "/api/admin/settings", { ...CHANGED, ...change });
      expect(status, field).toBe(400);
      expect(body.errors?.[field], `${field}: ${JSON.stringify(body)}`).toContain(message);
    }
    expect((await admin("GET", "/api/admin/settings")).body.updatedAt).toBeNull();
  });

  it("a saved change reaches the next VietQR payload, the order e-mails and the shop's alert address", async () => {
    const saved = await admin("PUT", "/api/admin/settings", CHANGED);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...CHANGED, updatedAt: expect.any(String) });
    expect((await admin("GET", "/api/admin/settings")).body).toMatchObject(CHANGED);
    // Who changed what, with the values before and after, in the audit trail.
    const [audit] = await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit!.summary).toBe("Đổi cài đặt: tên thương hiệu, hotline tư vấn, hotline kỹ thuật, mạng xã hội, e-mail nhận thông báo, tài khoản ngân hàng");
    expect(audit!.before).toMatchObject({ salesHotline: "0968 150 300", bank: { bin: "970436" } });
    expect(audit!.after).toMatchObject({ salesHotline: "0912 345 678", bank: { bin: "970418" } });

    const { buyer, placed, total } = await orderOne(app, "bank_transfer");
    expect(placed.status).toBe(201);
    const id = placed.body.id as number;
    const { bankTransfer } = (await buyer.call(`/api/orders/${id}`)).body;
    expect(bankTransfer).toMatchObject({ bankName: "BIDV", accountNumber: "1234567890", accountName: "CONG TY TRA VIET", amount: total });
    const merchant = parseSubFields(parseSubFields(parseVietQrPayload(bankTransfer.payload).get("38")!).get("01")!);
    expect(merchant.get("00")).toBe("970418");
    expect(merchant.get("01")).toBe("1234567890");

    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([BUYER_ADDRESS.email, "donhang@traviet.vn"].sort());
    const confirmation = mails.find((mail) => mail.kind === "order-confirmation")!;
    expect(confirmation.textBody).toContain("gọi hotline 0912 345 678");
    expect(confirmation.textBody).toContain("Trà Việt Pro");

    // Transfers to the new account are the shop's; the old account's are not.
    expect(await app.services.payments.bankTransferEnabled()).toBe(true);
  });

  it("without a bank the transfer option is refused and cash on delivery still works", async () => {
    expect((await admin("PUT", "/api/admin/settings", { ...CHANGED, bank: null })).status).toBe(200);
    const refused = await orderOne(app, "bank_transfer");
    expect(refused.placed.status).toBe(400);
    expect(refused.placed.body.message).toBe(MESSAGES.vi.bankTransferUnavailable);
    const cod = await orderOne(app, "cod");
    expect(cod.placed.status).toBe(201);
    expect((await cod.buyer.call(`/api/orders/${cod.placed.body.id}`)).body.bankTransfer).toBeNull();
  });

  // Two processes share a database only on PostgreSQL (a PGlite folder belongs to one process).
  if (driver === "postgres") {
    it("another process on the same database sees a change at once (LISTEN/NOTIFY)", async () => {
      const second = await startTestApp("postgres", { env: ENV, databaseUrl: app.databaseUrl });
      try {
        await second.services.publicContent.listening;
        expect((await second.services.storeSettings.siteInfo()).hotline.display).toBe("0912 345 678");
        expect((await admin("PUT", "/api/admin/settings", { ...CHANGED, salesHotline: "0987 000 111" })).status).toBe(200);
        await expect.poll(async () => (await second.services.storeSettings.siteInfo()).hotline.display, { timeout: 5_000 }).toBe("0987 000 111");
      } finally {
        await second.close();
      }
    });
  }
});
