import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, dealerAccounts, orders, places, products } from "../../server/db/schema";
import { formatVnd } from "#common/money";
import { pdfText } from "../support/pdf-text";
import { adminCaller, drivers, useTestApp, visitor, type TestApp } from "./harness";

const BANK_ENV = { BANK_BIN: "970436", BANK_ACCOUNT: "0011004455667", BANK_ACCOUNT_NAME: "CONG TY MAY PHA", BANK_NAME: "Vietcombank" };
const CAN_THO = "92";
const NINH_KIEU = "31135";

let placeCounter = 0;

/** A dealer place made through the admin API. */
async function newPlace(admin: ReturnType<typeof adminCaller>, name = `Đại lý Công Nợ ${++placeCounter}`) {
  const created = await admin("POST", "/api/admin/places", {
    name,
    kind: "dealer",
    provinceCode: CAN_THO,
    wardCode: NINH_KIEU,
    address: "Số 1 Hòa Bình, phường Ninh Kiều, Cần Thơ",
    phone: "0292 3812 345",
    email: "dai-ly@example.com",
    latitude: 10.0341,
    longitude: 105.7876,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).pathname.split("/").pop()!;

/** Invites a person for the place, accepts the invitation and answers the dealer's signed-in client. */
async function signedInDealer(app: TestApp, admin: ReturnType<typeof adminCaller>, placeId: number, email: string) {
  const invited = await admin("POST", `/api/admin/places/${placeId}/accounts`, { name: "Chị Hạnh", email, phone: "0912 345 678" });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const dealer = visitor(app);
  const accepted = await dealer.call(`/api/dealer/invitations/${tokenOf(invited.body.inviteUrl)}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { dealer, accountId: invited.body.id as number };
}

describe.each(drivers)("the dealer network on %s", (driver) => {
  const app = useTestApp(driver, { env: BANK_ENV });
  const db = () => app.services.database.db;
  let ownerCookie = "";
  let salesCookie = "";
  const owner = adminCaller(app, () => ownerCookie);
  const sales = adminCaller(app, () => salesCookie);
  /** Two machines of the seed with their list prices; their stock is counted (large) for the tests. */
  let machineA: { id: number; price: number };
  let machineB: { id: number; price: number };

  beforeAll(async () => {
    ownerCookie = await app.adminCookie("dealer-owner", "owner");
    salesCookie = await app.adminCookie("dealer-sales", "sales");
    const rows = await db().select({ id: products.id, price: products.price }).from(products).where(isNull(products.archivedAt)).orderBy(products.id).limit(2);
    [machineA, machineB] = rows as [typeof machineA, typeof machineB];
    for (const row of rows) await db().update(products).set({ stockQuantity: 1000, inStock: true }).where(eq(products.id, row.id));
  });

  describe("accounts", () => {
    it("an invitation opens the account once, signs it in, and the e-mail and password sign in again", async () => {
      const placeId = await newPlace(sales);
      const invited = await sales("POST", `/api/admin/places/${placeId}/accounts`, { name: "Anh Minh", email: "Minh@Example.com", phone: "0912345678" });
      expect(invited.status).toBe(201);
      expect(invited.body.inviteUrl).toMatch(/\/dai-ly\/loi-moi\/[A-Za-z0-9_-]{40,}$/);
      const token = tokenOf(invited.body.inviteUrl);
      const [row] = await db().select().from(dealerAccounts).where(eq(dealerAccounts.id, invited.body.id));
      expect(row!.inviteTokenHash).not.toBe(token);

      const dealer = visitor(app);
      expect((await dealer.call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "ngắn" } })).status).toBe(400);
      const accepted = await dealer.call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } });
      expect(accepted.status).toBe(200);
      expect(accepted.setCookie).toMatch(/sid=/);
      expect((await dealer.call("/api/dealer/me")).body.place.id).toBe(placeId);

      const again = await visitor(app).call(`/api/dealer/invitations/${token}`, { method: "POST", body: { password: "mật-khẩu-khác-hẳn" } });
      expect(again.status).toBe(404);

      const other = visitor(app);
      expect((await other.call("/api/dealer/login", { method: "POST", body: { username: "minh@example.com", password: "sai-mật-khẩu-rồi" } })).status).toBe(401);
      const login = await other.call("/api/dealer/login", { method: "POST", body: { username: "minh@example.com", password: "trà-ngon-mỗi-ngày" } });
      expect(login.status).toBe(200);
      expect((await other.call("/api/dealer/me")).status).toBe(200);

      // Dealers are not staff: the staff list does not show them, the staff login does not know them.
      const staff = await owner("GET", "/api/admin/staff");
      expect(JSON.stringify(staff.body)).not.toContain("minh@example.com");
      expect((await visitor(app).call("/api/admin/login", { method: "POST", body: { username: "minh@example.com", password: "trà-ngon-mỗi-ngày" } })).status).toBe(401);
      // And the audit trail has the account's own rows.
      const audit = await db().select().from(auditLog).where(eq(auditLog.dealerAccountId, invited.body.id));
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["dealer-account.activate", "dealer-account.sign-in"]));
      expect(audit.every((entry) => entry.userId === null)).toBe(true);
    });

    it("an invitation is good for 72 hours", async () => {
      const placeId = await newPlace(sales);
      const invited = await sales("POST", `/api/admin/places/${placeId}/accounts`, { name: "Anh Tư", email: "tu-het-han@example.com", phone: "0912345679" });
      const [row] = await db().select().from(dealerAccounts).where(eq(dealerAccounts.id, invited.body.id));
      const hours = (row!.inviteExpiresAt!.getTime() - row!.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThan(72.1);
      await db().update(dealerAccounts).set({ inviteExpiresAt: new Date(Date.now() - 1000) }).where(eq(dealerAccounts.id, invited.body.id));
      const late = await visitor(app).call(`/api/dealer/invitations/${tokenOf(invited.body.inviteUrl)}`, { method: "POST", body: { password: "trà-ngon-mỗi-ngày" } });
      expect(late.status).toBe(404);
    });

    it("only owner and sales invite; an e-mail has one account", async () => {
      const placeId = await newPlace(sales);
      const editorCookie = await app.adminCookie("dealer-editor", "editor");
      const asEditor = await adminCaller(app, () => editorCookie)("POST", `/api/admin/places/${placeId}/accounts`, { name: "A", email: "a@example.com", phone: "0912345670" });
      expect(asEditor.status).toBe(403);
      expect((await sales("POST", `/api/admin/places/${placeId}/accounts`, { name: "B", email: "trung@example.com", phone: "0912345671" })).status).toBe(201);
      expect((await sales("POST", `/api/admin/places/${placeId}/accounts`, { name: "C", email: "TRUNG@example.com", phone: "0912345672" })).status).toBe(409);
    });

    it("deactivating the place signs its dealers out and refuses them", async () => {
      const placeId = await newPlace(sales);
      const { dealer } = await signedInDealer(app, sales, placeId, "ngung@example.com");
      expect((await dealer.call("/api/dealer/me")).status).toBe(200);
      expect((await sales("DELETE", `/api/admin/places/${placeId}`)).status).toBe(200);
      expect((await dealer.call("/api/dealer/me")).status).toBe(401);
      const login = await visitor(app).call("/api/dealer/login", { method: "POST", body: { username: "ngung@example.com", password: "trà-ngon-mỗi-ngày" } });
      expect(login.status).toBe(401);
    });

    it("a dealer session is no staff member's: /api/admin answers 403, the staff guard knows no one", async () => {
      const placeId = await newPlace(sales);
      const { dealer } = await signedInDealer(app, sales, placeId, "trang-admin@example.com");
      expect((await dealer.call("/api/admin/me")).status).toBe(403);
      const session = await app.services.sessions.find(decodeURIComponent(dealer.cookie()!.split("=")[1]!).split(".")[0]!);
      expect(session?.dealerAccountId).not.toBeNull();
      expect(await app.services.users.signedIn(session)).toBeNull();
    });
  });

  describe("prices and credit", () => {
    let tierId = 0;
    beforeAll(async () => {
      const tier = await owner("POST", "/api/admin/price-tiers", { name: `Đại lý cấp 1 (${driver})`, discountPercent: 12.5, prices: [{ productId: machineB.id, price: 1_000_000 }] });
      expect(tier.status, JSON.stringify(tier.body)).toBe(201);
      tierId = tier.body.id;
    });

    /** A dealer with the tier, a limit and terms, signed in. */
    async function creditDealer(creditLimit: number, paymentTermDays = 30) {
      const placeId = await newPlace(sales);
      const terms = await owner("PUT", `/api/admin/dealers/${placeId}`, { tierId, creditLimit, paymentTermDays });
      expect(terms.status, JSON.stringify(terms.body)).toBe(200);
      const { dealer } = await signedInDealer(app, sales, placeId, `dl${placeId}-${driver}@example.com`);
      return { placeId, dealer };
    }

    const order = (dealer: ReturnType<typeof visitor>, lines: Array<{ productId: number; quantity: number }>, key = crypto.randomUUID()) =>
      dealer.call("/api/dealer/orders", { method: "POST", body: { lines }, headers: { "Idempotency-Key": key } });

    it("tiers and terms are the owner's", async () => {
      expect((await sales("POST", "/api/admin/price-tiers", { name: "Cấp 9" })).status).toBe(403);
      const placeId = await newPlace(sales);
      expect((await sales("PUT", `/api/admin/dealers/${placeId}`, { tierId, creditLimit: 1, paymentTermDays: 1 })).status).toBe(403);
    });

    it("the dealer's price: the tier's fixed price, else list less the discount, rounded to the dong; the order is priced so", async () => {
      const { dealer } = await creditDealer(10_000_000_000);
      const catalogue = await dealer.call("/api/dealer/products");
      const a = catalogue.body.find((product: { id: number }) => product.id === machineA.id);
      const b = catalogue.body.find((product: { id: number }) => product.id === machineB.id);
      expect(a.dealerPrice).toBe(Math.round((machineA.price * 87.5) / 100));
      expect(b.dealerPrice).toBe(1_000_000);

      const placed = await order(dealer, [{ productId: machineA.id, quantity: 1 }, { productId: machineB.id, quantity: 2 }]);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const subtotal = a.dealerPrice + 2_000_000;
      expect(placed.body.total).toBe(subtotal + Math.round(subtotal / 10));
      const [row] = await db().select().from(orders).where(eq(orders.id, placed.body.id));
      expect(row!.paymentMethod).toBe("credit");
      expect(row!.items.map((line) => line.price)).toEqual([a.dealerPrice, 1_000_000]);
      expect(placed.body.dueDate).toBe(row!.dueOn);
      const me = await dealer.call("/api/dealer/me");
      expect(me.body).toMatchObject({ balance: placed.body.total, overdue: 0, creditLimit: 10_000_000_000, tier: { id: tierId } });
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, String(placed.body.id))));
      expect(audit[0]).toMatchObject({ action: "order.dealer", userId: null });
      expect(audit[0]!.dealerAccountId).not.toBeNull();
    });

    it("an order past the limit is refused naming the amounts, and nothing is written or taken", async () => {
      const { placeId, dealer } = await creditDealer(2_000_000);
      const [before] = await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, machineB.id));
      const refused = await order(dealer, [{ productId: machineB.id, quantity: 2 }]);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe("Đơn hàng 2.200.000đ vượt hạn mức công nợ: còn được nợ 2.000.000đ.");
      expect(await db().select().from(orders).where(eq(orders.dealerPlaceId, placeId))).toEqual([]);
      const [after] = await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, machineB.id));
      expect(after!.stock).toBe(before!.stock);
      expect((await order(dealer, [{ productId: machineB.id, quantity: 1 }])).status).toBe(201);
    });

    it("the owner lifts the limit for one order", async () => {
      const { placeId, dealer } = await creditDealer(0);
      expect((await order(dealer, [{ productId: machineB.id, quantity: 1 }])).status).toBe(422);
      expect((await owner("POST", `/api/admin/dealers/${placeId}/credit-override`, { reason: "Khai trương" })).status).toBe(200);
      expect((await order(dealer, [{ productId: machineB.id, quantity: 1 }])).status).toBe(201);
      expect((await order(dealer, [{ productId: machineB.id, quantity: 1 }])).status).toBe(422);
    });

    it("a dealer with an overdue invoice is refused naming the overdue amount; a payment clears it", async () => {
      const { placeId, dealer } = await creditDealer(100_000_000, 10);
      const first = await order(dealer, [{ productId: machineB.id, quantity: 1 }]);
      expect(first.status).toBe(201);
      await db().update(orders).set({ dueOn: "2026-01-01" }).where(eq(orders.id, first.body.id));
      expect((await dealer.call("/api/dealer/me")).body.overdue).toBe(1_100_000);
      const refused = await order(dealer, [{ productId: machineB.id, quantity: 1 }]);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain("1.100.000đ");
      const paid = await sales("POST", `/api/admin/dealers/${placeId}/payments`, { amount: 1_100_000, paidOn: "2026-11-20", reference: "CK DL thanh toan" });
      expect(paid.status).toBe(201);
      const ledger = await sales("GET", `/api/admin/dealers/${placeId}`);
      expect(ledger.body).toMatchObject({ balance: 0, overdue: 0 });
      expect(ledger.body.orders[0]).toMatchObject({ id: first.body.id, paid: true });
      expect((await order(dealer, [{ productId: machineB.id, quantity: 1 }])).status).toBe(201);
      const mine = await dealer.call("/api/dealer/orders");
      expect(mine.body.map((row: { paid: boolean }) => row.paid).sort()).toEqual([false, true]);
    });

    it("a bank transfer the matching ties to a credit order (its note names the order) pays the dealer's account", async () => {
      const { placeId, dealer } = await creditDealer(100_000_000);
      const placed = await order(dealer, [{ productId: machineB.id, quantity: 1 }]);
      await app.services.bankTransfers.receive({
        provider: "sepay",
        transactionId: `dealer-${placeId}-${driver}`,
        direction: "in",
        accountNumbers: [BANK_ENV.BANK_ACCOUNT],
        amount: 1_100_000,
        note: `Thanh toan don hang ${placed.body.id}`,
        transactedAt: new Date(),
        bankReference: null,
        gateway: null,
        raw: null,
      });
      expect((await dealer.call("/api/dealer/me")).body.balance).toBe(0);
      expect((await dealer.call("/api/dealer/orders")).body[0]).toMatchObject({ id: placed.body.id, paid: true });
    });

    it("two concurrent orders that together pass the limit: exactly one is placed, the balance stays within it", async () => {
      // Several dealers, so a race the dealer's lock did not close would show in at least one of them.
      for (let round = 0; round < 4; round++) {
        const { dealer } = await creditDealer(2_000_000);
        const results = await Promise.all([order(dealer, [{ productId: machineB.id, quantity: 1 }]), order(dealer, [{ productId: machineB.id, quantity: 1 }])]);
        expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
        const me = await dealer.call("/api/dealer/me");
        expect(me.body.balance).toBe(1_100_000);
        expect(me.body.balance).toBeLessThanOrEqual(me.body.creditLimit);
      }
    });

    it("the same Idempotency-Key twice is one order", async () => {
      const { placeId, dealer } = await creditDealer(100_000_000);
      const key = crypto.randomUUID();
      const first = await order(dealer, [{ productId: machineB.id, quantity: 1 }], key);
      const second = await order(dealer, [{ productId: machineB.id, quantity: 1 }], key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body.id).toBe(first.body.id);
      expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.dealerPlaceId, placeId))).toHaveLength(1);
    });

    it("a dealer reads only its own orders and statement", async () => {
      const one = await creditDealer(100_000_000);
      const two = await creditDealer(100_000_000);
      const placed = await order(one.dealer, [{ productId: machineB.id, quantity: 1 }]);
      expect((await one.dealer.call(`/api/dealer/orders/${placed.body.id}`)).status).toBe(200);
      expect((await two.dealer.call(`/api/dealer/orders/${placed.body.id}`)).status).toBe(404);
      expect((await two.dealer.call(`/api/dealer/orders/99999999`)).status).toBe(404);
      const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
      const statement = await two.dealer.call(`/api/dealer/statement?month=${month}`);
      expect(statement.body).toMatchObject({ place: { id: two.placeId }, entries: [], closing: 0 });
      // Staff and strangers have no dealer session.
      expect((await visitor(app).call("/api/dealer/me")).status).toBe(401);
      expect((await app.fetch("/api/dealer/me", { headers: { cookie: ownerCookie } })).status).toBe(401);
    });

    it("the month's statement as JSON, CSV and PDF", async () => {
      const { placeId, dealer } = await creditDealer(100_000_000);
      const placed = await order(dealer, [{ productId: machineB.id, quantity: 2 }]);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      await sales("POST", `/api/admin/dealers/${placeId}/payments`, { amount: 500_000, paidOn: today, reference: "CK 0001" });
      const month = today.slice(0, 7);
      const json = await dealer.call(`/api/dealer/statement?month=${month}`);
      expect(json.body).toMatchObject({ month, opening: 0, debits: placed.body.total, credits: 500_000, closing: placed.body.total - 500_000 });
      expect(json.headers.get("cache-control")).toBe("private, no-store");

      const csv = await app.fetch(`/api/dealer/statement?month=${month}&format=csv`, { headers: { cookie: dealer.cookie()! } });
      expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
      const raw = Buffer.from(await csv.arrayBuffer());
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.toString("utf8");
      expect(text).toContain('"Số dư cuối kỳ"');
      expect(text).toContain(`"${placed.body.total - 500_000}"`);

      const pdf = await app.fetch(`/api/dealer/statement?month=${month}&format=pdf`, { headers: { cookie: dealer.cookie()! } });
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain("DejaVuSans");
      const written = pdfText(bytes);
      expect(written).toContain(`SAO KÊ CÔNG NỢ THÁNG ${month.slice(5)}/${month.slice(0, 4)}`);
      expect(written).toContain("Số dư cuối kỳ");
      expect(written).toContain(formatVnd(placed.body.total - 500_000));
      expect(written).toContain(`Đơn hàng #${placed.body.id}`);
      expect((await dealer.call(`/api/dealer/statement?month=2026-13`)).status).toBe(400);
    });
  });

  it("places outside the network's kinds get no accounts", async () => {
    const [office] = await db().select({ id: places.id }).from(places).where(eq(places.kind, "head_office")).limit(1);
    if (!office) return;
    expect((await sales("POST", `/api/admin/places/${office.id}/accounts`, { name: "X", email: "vp@example.com", phone: "0912345673" })).status).toBe(400);
  });
});
