import { describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { parseSubFields, parseVietQrPayload } from "#common/vietqr";
import { smtpTransport } from "../../server/services/notifications/mailer";
import { contactRequestReference } from "../../server/services/notifications/notifications";
import { drivers, startTestApp, useTestApp, visitor } from "./harness";
import { decodeMail, startSmtp } from "./smtp";

const ADDRESS = {
  fullName: "Trần Thị Bình",
  email: "binh.tran@example.vn",
  phone: "0987654321",
  address: "45 Nguyễn Huệ",
  city: "TP. Hồ Chí Minh",
  state: "Phường Sài Gòn",
  zip: "700000",
};

const BANK_ENV = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: "0011004455667",
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  NOTIFY_EMAIL: "shop@example.vn",
};

/** A visitor with LT-150 × 2 and LS-250 × 1 in the cart; returns the total the server will charge. */
async function fillCart(buyer: ReturnType<typeof visitor>) {
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 2 } })).status).toBeLessThan(300);
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 4, quantity: 1 } })).status).toBeLessThan(300);
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  return computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity }))).total;
}

describe.each(drivers)("payments and order notifications on %s", (driver) => {
  const app = useTestApp(driver, { env: BANK_ENV });

  it("a bank-transfer order shows a VietQR payload with the exact total and the order number, to its buyer only", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "bank_transfer" } });
    expect(placed.status).toBe(201);
    const id = placed.body.id as number;

    const mine = await buyer.call(`/api/orders/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id, paymentMethod: "bank_transfer", paymentStatus: "unpaid", total });
    const transfer = mine.body.bankTransfer;
    expect(transfer).toMatchObject({ bankName: "Vietcombank", accountNumber: "0011004455667", accountName: "CONG TY MAY PHA", amount: total });
    expect(transfer.note).toContain(String(id));
    expect(transfer.qrDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
    const fields = parseVietQrPayload(transfer.payload);
    expect(fields.get("54")).toBe(String(total));
    expect(parseSubFields(fields.get("62")!).get("08")).toBe(transfer.note);
    expect(parseSubFields(parseSubFields(fields.get("38")!).get("01")!).get("00")).toBe("970436");

    // Nobody else reads it by guessing the id; the signed link of the e-mail works without the session.
    const stranger = visitor(app);
    await stranger.call("/api/cart", { method: "POST", body: { productId: 2, quantity: 1 } });
    expect((await stranger.call(`/api/orders/${id}`)).status).toBe(404);
    expect((await app.fetch(`/api/orders/${id}`)).status).toBe(404);
    expect((await app.fetch(`/api/orders/${id}?t=forged-token-forged-token-forged`)).status).toBe(404);
    const token = app.services.payments.orderLinkToken(id);
    expect((await app.fetch(`/api/orders/${id + 1}?t=${token}`)).status).toBe(404);
    expect((await app.fetch(`/api/orders/${id}?t=${token}`)).status).toBe(200);
  });

  it("the admin records payments; a COD order becomes paid when it is completed", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const { body } = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total) } });
    const id = body.id as number;
    expect((await buyer.call(`/api/orders/${id}`)).body).toMatchObject({ paymentMethod: "cod", paymentStatus: "unpaid", bankTransfer: null });

    const admin = { cookie: await app.adminCookie() };
    const put = (path: string, payload: unknown) =>
      app.fetch(path, { method: "PUT", headers: { cookie: admin.cookie, "content-type": "application/json" }, body: JSON.stringify(payload) });
    expect((await app.fetch(`/api/admin/orders/${id}/payment-status`, { method: "PUT" })).status).toBe(401);
    expect((await put(`/api/admin/orders/${id}/payment-status`, { paymentStatus: "bogus" })).status).toBe(400);
    for (const status of ["confirmed", "shipping", "completed"]) expect((await put(`/api/admin/orders/${id}/status`, { status })).status).toBe(200);
    expect((await buyer.call(`/api/orders/${id}`)).body.paymentStatus).toBe("paid");
    const refunded = await put(`/api/admin/orders/${id}/payment-status`, { paymentStatus: "refunded" });
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toEqual({ id, paymentStatus: "refunded" });
  });

  it("card orders are recorded as awaiting payment and carry no card data", async () => {
    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const { status, body } = await buyer.call("/api/orders", {
      method: "POST",
      body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "card", cardNumber: "4111111111111111" },
    });
    expect(status).toBe(201);
    const order = await app.services.orders.getOrder(body.id);
    expect(order).toMatchObject({ paymentMethod: "card", paymentStatus: "unpaid" });
    expect(JSON.stringify(order)).not.toContain("4111111111111111");
  });

  it("placing an order e-mails the shop and the buyer through the outbox, even across a mail-server outage", async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close(); // the mail server is down while the order is placed

    const buyer = visitor(app);
    const total = await fillCart(buyer);
    const placed = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total) } });
    expect(placed.status).toBe(201); // never fails the visitor's request
    const id = placed.body.id as number;
    const outbox = app.services.notifications;
    expect((await outbox.listForOrder(id)).map((mail) => [mail.kind, mail.recipient, mail.status])).toEqual([
      ["order-confirmation", "binh.tran@example.vn", "pending"],
      ["order-shop-alert", "shop@example.vn", "pending"],
    ]);

    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const down = await outbox.deliverDue(transport, "Shop <shop@localhost>");
    expect(down.sent).toBe(0);
    expect(down.failed).toBeGreaterThanOrEqual(2);
    expect((await outbox.listForOrder(id)).every((mail) => mail.status === "pending" && mail.attempts === 1)).toBe(true);

    // Back up: due mails go out once the back-off has passed, exactly once.
    const restarted = await startSmtp(port);
    try {
      const { notifications } = await import("../../server/db/schema");
      const { sql } = await import("drizzle-orm");
      await app.services.database.db.update(notifications).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(sql`status = 'pending'`);
      await outbox.deliverDue(transport, "Shop <shop@localhost>");
      await outbox.deliverDue(transport, "Shop <shop@localhost>");
      const mine = restarted.received.filter((mail) => mail.raw.includes(`#${id}`));
      expect(mine.map((mail) => mail.to[0]).sort()).toEqual(["binh.tran@example.vn", "shop@example.vn"]);
      const formattedTotal = new Intl.NumberFormat("vi-VN").format(total);
      for (const mail of mine) expect(decodeMail(mail.raw)).toContain(formattedTotal);
      expect((await outbox.listForOrder(id)).every((mail) => mail.status === "sent")).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it("a new lead alerts the shop through the outbox", async () => {
    const response = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({ fullName: "Lê Văn Cường", phone: "0912 345 678", needType: "contact", product: "LT-300", message: "Gọi tôi sau 5 giờ" }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [mail] = await app.services.notifications.listFor(contactRequestReference(id));
    expect(mail).toMatchObject({ kind: "lead-shop-alert", recipient: "shop@example.vn", status: "pending" });
    expect(mail!.subject).toContain("Lê Văn Cường");
    expect(mail!.textBody).toContain("0912345678");
  });

  it("bank transfer is refused when no bank account is configured", async () => {
    const plain = await startTestApp(driver);
    try {
      const buyer = visitor(plain);
      const total = await fillCart(buyer);
      const response = await buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: ADDRESS, total: String(total), paymentMethod: "bank_transfer" } });
      expect(response.status).toBe(400);
      expect(response.body.errors.paymentMethod).toBeDefined();
      expect((await buyer.call("/api/cart")).body).toHaveLength(2);
    } finally {
      await plain.close();
    }
  });
});

