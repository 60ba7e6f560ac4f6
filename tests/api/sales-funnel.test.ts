import { and, eq, gte, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema";
import { startOfVietnamDay, vietnamDay } from "../../server/services/analytics/analytics-period";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor } from "./harness";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
interface Funnel {
  visitors: number;
  productViews: number;
  addToCart: number;
  checkouts: number;
  orders: number;
  revenue: number;
  canceledOrders: number;
  products: { productId: number; name: string; views: number; adds: number; orders: number; quantity: number; revenue: number }[];
  leads: { source: string; product: string; count: number }[];
  referrers: { host: string; orders: number; revenue: number }[];
}

describe.each(drivers)("sales funnel on %s", (driver) => {
  const app = useTestApp(driver);
  let cookie: string;
  beforeAll(async () => {
    cookie = await app.adminCookie();
  });

  /** One browser: its own user agent (the daily visitor hash), its own cart session, optional privacy headers. */
  function browser(name: string, headers: Record<string, string> = {}) {
    const userAgent = name === "bot" ? BOT : `${BROWSER} ${name}`;
    const allHeaders = { "user-agent": userAgent, ...headers };
    const shopper = visitor(app);
    return {
      async send(event: Record<string, unknown>) {
        const response = await app.fetch("/api/analytics/events", {
          method: "POST",
          headers: { "content-type": "application/json", ...allHeaders },
          body: JSON.stringify(event),
        });
        expect(response.status).toBe(204);
      },
      /** Puts the lines in the cart and places the order, as the checkout page does. */
      async order(lines: { productId: number; quantity: number }[]): Promise<number> {
        for (const line of lines) {
          expect((await shopper.call("/api/cart", { method: "POST", body: line, headers: allHeaders })).status).toBe(201);
        }
        const cart = (await shopper.call("/api/cart", { headers: allHeaders })).body as { quantity: number; product: { price: number; discountPrice: number | null } }[];
        const subtotal = cart.reduce((sum, line) => sum + (line.product.discountPrice ?? line.product.price) * line.quantity, 0);
        const placed = await shopper.call("/api/orders", {
          method: "POST",
          body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(Math.round(subtotal * 1.1)) },
          headers: allHeaders,
        });
        expect(placed.status).toBe(201);
        return placed.body.id as number;
      },
    };
  }

  async function funnel(period = "day"): Promise<Funnel> {
    const response = await app.fetch(`/api/admin/analytics/funnel?period=${period}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as Funnel;
  }

  /** What the orders table itself says for the period: orders not canceled and the sum of their totals. */
  async function ordersTable(since: Date) {
    const [row] = await app.services.database.db
      .select({ count: sql<number>`count(*)::int`, revenue: sql<string>`coalesce(sum(${orders.total}), 0)::text` })
      .from(orders)
      .where(and(gte(orders.createdAt, since), ne(orders.status, "canceled")));
    return { count: row!.count, revenue: Math.round(Number(row!.revenue)) };
  }

  it("is for administrators only", async () => {
    const response = await app.fetch("/api/admin/analytics/funnel?period=day");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it("counts a scripted day of visits, adds, checkouts, orders and leads; bots and Do-Not-Track visitors are not counted", async () => {
    expect(await funnel()).toMatchObject({ visitors: 0, productViews: 0, addToCart: 0, checkouts: 0, orders: 0, revenue: 0, products: [], leads: [], referrers: [] });

    // A: lands from Google, looks at LT-150, buys two.
    const fromGoogle = browser("A");
    await fromGoogle.send({ type: "pageview", path: "/", referrer: "https://www.google.com/search?q=may+pha+tra" });
    await fromGoogle.send({ type: "pageview", path: "/products/1" });
    await fromGoogle.send({ type: "product_view", productId: 1 });
    await fromGoogle.send({ type: "add_to_cart", productId: 1 });
    await fromGoogle.send({ type: "checkout" });
    const orderA = await fromGoogle.order([{ productId: 1, quantity: 2 }]);

    // B: types the address, looks at LS-250 twice, buys one.
    const direct = browser("B");
    await direct.send({ type: "pageview", path: "/products/4", referrer: "" });
    await direct.send({ type: "product_view", productId: 4 });
    await direct.send({ type: "product_view", productId: 4 });
    await direct.send({ type: "add_to_cart", productId: 4 });
    await direct.send({ type: "checkout" });
    await direct.send({ type: "checkout" });
    const orderB = await direct.order([{ productId: 4, quantity: 1 }]);

    // C: from Facebook, looks at both, adds LS-250, leaves. D: reads the blog only.
    const fromFacebook = browser("C");
    await fromFacebook.send({ type: "pageview", path: "/products/1", referrer: "https://m.facebook.com/" });
    await fromFacebook.send({ type: "product_view", productId: 1 });
    await fromFacebook.send({ type: "product_view", productId: 4 });
    await fromFacebook.send({ type: "add_to_cart", productId: 4 });
    await fromFacebook.send({ type: "product_view", productId: 999_999 }); // no such product: ignored
    await browser("D").send({ type: "pageview", path: "/blog", referrer: "https://zalo.me/" });

    // Not counted: a bot, a Do-Not-Track visitor (whose order still counts), a Global-Privacy-Control visitor.
    const bot = browser("bot");
    const doNotTrack = browser("E", { dnt: "1" });
    const gpc = browser("F", { "sec-gpc": "1" });
    for (const ignored of [bot, doNotTrack, gpc]) {
      await ignored.send({ type: "pageview", path: "/products/2", referrer: "https://www.bing.com/" });
      await ignored.send({ type: "product_view", productId: 2 });
      await ignored.send({ type: "add_to_cart", productId: 2 });
      await ignored.send({ type: "checkout" });
    }
    const orderE = await doNotTrack.order([{ productId: 4, quantity: 1 }]);

    // G orders without any analytics and cancels: not a sale.
    const orderG = await browser("G").order([{ productId: 3, quantity: 1 }]);
    await app.services.database.db.update(orders).set({ status: "canceled" }).where(eq(orders.id, orderG));

    // Leads: two consultations about LT-300, one trial registration, one LS-200 on-site trial.
    const lead = (path: string, body: unknown) =>
      app.fetch(path, { method: "POST", headers: { "content-type": "application/json", "user-agent": BROWSER }, body: JSON.stringify(body) });
    const consultation = { fullName: "Lê Thị Hoa", phone: "0912345678", needType: "contact", product: "LT-300", message: "" };
    expect((await lead("/api/contact-requests", consultation)).status).toBe(201);
    expect((await lead("/api/contact-requests", { ...consultation, phone: "0987654321" })).status).toBe(201);
    expect((await lead("/api/contact-requests", { ...consultation, needType: "atStore", source: "trial" })).status).toBe(201);
    expect(
      (await lead("/api/trial-requests", { name: "Trần Bình", phone: "0901234567", address: "1 Lê Lợi", message: "", businessStatus: "Đang kinh doanh", product: "LS-200" }))
        .status,
    ).toBe(201);

    const report = await funnel();
    const table = await ordersTable(startOfVietnamDay(vietnamDay(new Date())));
    const [totalA, totalB, totalE] = await Promise.all(
      [orderA, orderB, orderE].map(async (id) => {
        const [row] = await app.services.database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, id));
        return Math.round(Number(row!.total));
      }),
    );

    expect(report).toMatchObject({ visitors: 4, productViews: 3, addToCart: 3, checkouts: 2, orders: 3, canceledOrders: 1 });
    // Orders and revenue are the orders table's, exactly.
    expect(report.orders).toBe(table.count);
    expect(report.revenue).toBe(table.revenue);
    expect(report.revenue).toBe(totalA + totalB + totalE);
    expect(report.revenue).toBe(Math.round(2 * 17_200_000 * 1.1) + 2 * Math.round(21_900_000 * 1.1));

    expect(report.products).toEqual([
      { productId: 4, name: expect.stringContaining("LS-250"), views: 3, adds: 2, orders: 2, quantity: 2, revenue: 2 * 21_900_000 },
      { productId: 1, name: expect.stringContaining("LT-150"), views: 2, adds: 1, orders: 1, quantity: 2, revenue: 2 * 17_200_000 },
    ]);
    expect(report.leads).toEqual([
      { source: "contact", product: "LT-300", count: 2 },
      { source: "onsite-trial", product: "LS-200", count: 1 },
      { source: "trial", product: "LT-300", count: 1 },
    ]);
    // Buyers' referrers: Google (A), direct (B); the Do-Not-Track buyer's order is not credited to anything.
    expect(report.referrers).toEqual([
      { host: "google.com", orders: 1, revenue: totalA },
      { host: "direct", orders: 1, revenue: totalB },
      { host: "unknown", orders: 1, revenue: totalE },
    ].sort((a, b) => b.revenue - a.revenue));
    expect(report.referrers.reduce((sum, row) => sum + row.revenue, 0)).toBe(report.revenue);

    // Nothing identifying is stored: no address, no user agent.
    const stored = JSON.stringify(await app.services.database.db.execute(sql`select * from daily_visitors`));
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("Mozilla");
  });

  it("reports a period: an order placed three days ago is in the week, not in the day", async () => {
    const day = await funnel("day");
    const [latest] = await app.services.database.db
      .select({ id: orders.id, total: orders.total })
      .from(orders)
      .where(ne(orders.status, "canceled"))
      .orderBy(sql`${orders.id} desc`)
      .limit(1);
    await app.services.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, latest!.id));

    const dayAfter = await funnel("day");
    const week = await funnel("week");
    expect(dayAfter.orders).toBe(day.orders - 1);
    expect(dayAfter.revenue).toBe(day.revenue - Math.round(Number(latest!.total)));
    expect(week.orders).toBe(day.orders);
    expect(week.revenue).toBe(day.revenue);
    expect(week.revenue).toBe((await ordersTable(startOfVietnamDay(vietnamDay(new Date(Date.now() - 6 * 24 * 60 * 60 * 1000))))).revenue);
    // An unknown period falls back to a week.
    expect((await funnel("decade")).revenue).toBe(week.revenue);
  });
});
