import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { discountCodes, notifications, orders, products } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, useTestApp, visitor } from "./harness";

// Product 1 (LT-150) costs 17 200 000đ. With 10 % off: discount 1 720 000, VAT on 15 480 000 = 1 548 000, total 17 028 000.
const TEN_PERCENT = { subtotal: 17_200_000, discount: 1_720_000, tax: 1_548_000, total: 17_028_000 };

describe.each(drivers)("discount codes on %s", (driver) => {
  // Behind a proxy, so a test can speak from an address of its own (X-Forwarded-For).
  const app = useTestApp(driver, { env: { TRUST_PROXY: "true" } });
  let cookie = "";
  const admin = adminCaller(app, () => cookie);
  let serial = 0;

  beforeAll(async () => {
    cookie = await app.adminCookie("lan-sales", "sales");
    // Uncounted stock: twenty buyers of one machine are only limited by the code.
    await app.services.database.db.update(products).set({ stockQuantity: null, inStock: true }).where(eq(products.id, 1));
  });

  async function createCode(rule: Record<string, unknown> = {}) {
    const code = `TEST${++serial}${driver.toUpperCase()}`;
    const created = await admin("POST", "/api/admin/discount-codes", { code: code.toLowerCase(), kind: "percent", value: 10, ...rule });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number; code: string };
  }

  /** A visitor with product 1 in the cart and a phone of its own (per-phone limits stay out of the way). */
  async function buyer(phone = `09${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`) {
    const person = visitor(app);
    await person.call("/api/cart", { method: "POST", body: { productId: 1 } });
    const order = (body: Record<string, unknown>) =>
      person.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: { ...BUYER_ADDRESS, phone }, ...body } });
    return { person, order, phone };
  }

  it("sales create codes; the code is stored in capitals and refused twice or with a percentage above 100", async () => {
    const created = await createCode({ minOrder: 1_000_000, maxUses: 5, maxUsesPerPhone: 1, productIds: [1], endsAt: "2099-12-31" });
    expect(created).toMatchObject({ code: `TEST${serial}${driver.toUpperCase()}`, kind: "percent", value: 10, uses: 0, revenue: 0, productIds: [1] });
    const again = await admin("POST", "/api/admin/discount-codes", { code: created.code, kind: "amount", value: 5 });
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toBeDefined();
    const tooMuch = await admin("POST", "/api/admin/discount-codes", { code: "TOOMUCH", kind: "percent", value: 150 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.value).toBeDefined();

    const updated = await admin("PUT", `/api/admin/discount-codes/${created.id}`, { code: created.code, kind: "amount", value: 500_000 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ kind: "amount", value: 500_000, maxUses: null });
    expect((await admin("GET", "/api/admin/discount-codes")).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: created.id })]));
  });

  it("takes the code off the subtotal before VAT: its own line in the order, the admin order and the e-mails", async () => {
    const { code } = await createCode();
    const { person, order } = await buyer();
    const preview = await person.call("/api/discount-codes/check", { method: "POST", body: { code: ` ${code.toLowerCase()} ` } });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ code, totals: { ...TEN_PERCENT, shipping: 0 } });

    const placed = await order({ code, total: String(TEN_PERCENT.total) });
    expect(placed.status).toBe(201);
    const seen = await admin("GET", `/api/admin/orders/${placed.body.id}`);
    expect(seen.body).toMatchObject({ ...TEN_PERCENT, discountCode: code });
    // The buyer's page (and its VietQR amount, which is the order's total) shows the discounted total.
    expect((await person.call(`/api/orders/${placed.body.id}`)).body).toMatchObject({ total: TEN_PERCENT.total, discount: TEN_PERCENT.discount });

    const mails = await app.services.database.db.select().from(notifications).where(eq(notifications.subjectRef, `order:${placed.body.id}`));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.textBody).toContain(`Giảm giá (${code}): -1.720.000đ`);

    const listed = (await admin("GET", "/api/admin/discount-codes")).body.find((row: { code: string }) => row.code === code);
    expect(listed).toMatchObject({ uses: 1, revenue: TEN_PERCENT.total, discounted: TEN_PERCENT.discount });
  });

  it("keeps an order's code when staff change its lines: the rule applied to the new lines, before VAT", async () => {
    const { code } = await createCode();
    const { order } = await buyer();
    const placed = await order({ code, total: String(TEN_PERCENT.total) });
    expect(placed.status).toBe(201);
    const edited = await admin("PUT", `/api/admin/orders/${placed.body.id}`, { items: [{ productId: 1, quantity: 2 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // 2 × 17 200 000 = 34 400 000; 10 % off = 3 440 000; VAT on 30 960 000 = 3 096 000; total 34 056 000.
    expect(await app.services.orders.getOrder(placed.body.id)).toMatchObject({ subtotal: 34_400_000, discount: 3_440_000, tax: 3_096_000, total: 34_056_000, discountCode: code });
  });

    it("ignores a tampered discount: the client's figure never enters the order, a total built on it is refused", async () => {
    const { code } = await createCode();
    const { order } = await buyer();
    const greedy = await order({ code, discount: 17_000_000, total: "220000" });
    expect(greedy.status).toBe(409);
    expect(greedy.body).toMatchObject({ total: TEN_PERCENT.total, discount: TEN_PERCENT.discount });
    const placed = await order({ code, discount: 17_000_000, total: String(TEN_PERCENT.total) });
    expect(placed.status).toBe(201);
    expect(await app.services.orders.getOrder(placed.body.id)).toMatchObject(TEN_PERCENT);
    // Without a code, a "discount" field changes nothing.
    const plain = await buyer();
    const full = await plain.order({ discount: 5_000_000, total: "18920000" });
    expect(full.status).toBe(201);
    expect(await app.services.orders.getOrder(full.body.id)).toMatchObject({ discount: 0, total: 18_920_000 });
  });

  it("refuses a code past its date, before its date, below its minimum, unknown, or used up (in total and per phone)", async () => {
    const expired = await createCode({ startsAt: "2020-01-01", endsAt: "2021-01-01" });
    const future = await createCode({ startsAt: "2099-01-01" });
    const minimum = await createCode({ minOrder: 50_000_000 });
    const once = await createCode({ maxUses: 1 });
    const perPhone = await createCode({ maxUsesPerPhone: 1 });
    const total = String(TEN_PERCENT.total);

    for (const [code, message] of [
      [expired.code, "hết hạn"],
      [future.code, "chưa đến ngày"],
      [minimum.code, "từ 50.000.000đ"],
      ["KHONGCO", "không tồn tại"],
    ] as const) {
      const refused = await (await buyer()).order({ code, total });
      expect(refused.status, code).toBe(400);
      expect(refused.body.message).toContain(message);
      expect(refused.body.errors.code).toBeDefined();
    }

    expect((await (await buyer()).order({ code: once.code, total })).status).toBe(201);
    const late = await (await buyer()).order({ code: once.code, total });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("hết lượt");

    const phone = "0987654321";
    expect((await (await buyer(phone)).order({ code: perPhone.code, total })).status).toBe(201);
    // The same phone typed another way is the same phone.
    const twice = await (await buyer("+84 987 654 321")).order({ code: perPhone.code, total });
    expect(twice.status).toBe(409);
    expect((await (await buyer()).order({ code: perPhone.code, total })).status).toBe(201);

    const [row] = await app.services.database.db.select().from(discountCodes).where(eq(discountCodes.id, once.id));
    expect(row!.uses).toBe(1);
  });

  it("limits code guesses per client address as well as per session: a new cookie does not start the count again", async () => {
    const guess = async (address: string, code: string) => {
      const person = visitor(app);
      const headers = { "x-forwarded-for": address };
      await person.call("/api/cart", { method: "POST", body: { productId: 1 }, headers });
      return person.call("/api/discount-codes/check", { method: "POST", body: { code }, headers });
    };
    const answers = [];
    for (let attempt = 0; attempt < 25; attempt++) answers.push(await guess("198.51.100.7", `DOAN${attempt}`));
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(400));
    expect(answers.slice(20).map((answer) => answer.status)).toEqual(Array(5).fill(429));
    expect(answers[24]!.body.message).toBe("Bạn đã thử quá nhiều mã giảm giá, vui lòng thử lại sau ít phút");
    // Another address is not held back by this one.
    expect((await guess("198.51.100.8", "DOANKHAC")).status).toBe(400);
    // One session is held back whatever address it speaks from.
    const person = visitor(app);
    await person.call("/api/cart", { method: "POST", body: { productId: 1 } });
    const fromMany = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      fromMany.push((await person.call("/api/discount-codes/check", { method: "POST", body: { code: `PHIEN${attempt}` }, headers: { "x-forwarded-for": `198.51.101.${attempt}` } })).status);
    }
    expect(fromMany).toEqual([...Array(20).fill(400), 429]);
  });

  it("gives the last use to exactly one of 20 orders racing for it", async () => {
    const { id, code } = await createCode({ maxUses: 5 });
    await app.services.database.db.update(discountCodes).set({ uses: 4 }).where(eq(discountCodes.id, id));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const answers = await Promise.all(buyers.map((b) => b.order({ code, total: String(TEN_PERCENT.total) })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const [row] = await app.services.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(row!.uses).toBe(5);
    const withCode = await app.services.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.discountCodeId, id), like(orders.discountCode, code)));
    expect(withCode).toHaveLength(1);
  });
});
