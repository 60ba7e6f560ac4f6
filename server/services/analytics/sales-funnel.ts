import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { UNKNOWN_REFERRER, type SalesFunnelReport } from "#common/analytics";
import type { AnalyticsEvent } from "#common/schemas/analytics";
import { moneyFromDriver } from "../../db/money-column";
import type { Db } from "../../db/client";
import { contactRequests, dailyVisitors, orderReferrers, orderRefunds, orders, productFunnelStats, products } from "../../db/schema";
import type { PeriodRange } from "./analytics-period";

/** A client the collector may count: not a bot, no Do Not Track / GPC (server/http/trackable-client.ts). */
export interface TrackedClient {
  ip: string;
  userAgent: string;
}

/** A visitor of one Vietnam day, by the salted daily hash (never an address). */
interface DayVisitor {
  day: string;
  visitorHash: string;
}

type FunnelStepEvent = Extract<AnalyticsEvent, { type: "product_view" | "add_to_cart" | "checkout" }>;

/** What went back to an order's buyer (order desk refunds). */
const REFUNDED = sql`coalesce((select sum(r.amount) from ${orderRefunds} r where r.order_id = ${orders.id}), 0)`;

/** Orders that count as sales: every order placed in the period except those canceled since. */
const SOLD = ne(orders.status, "canceled");

const STEP_FLAG = {
  product_view: "viewedProduct",
  add_to_cart: "addedToCart",
  checkout: "startedCheckout",
} as const satisfies Record<FunnelStepEvent["type"], keyof typeof dailyVisitors.$inferInsert>;

/** The sales funnel: steps taken in the browser (first-party collector), orders from the orders table, leads from contact requests. */
export function createSalesFunnel(db: Db) {
  /** A product view or add-to-cart counts for the product and marks the visitor; an unknown product is ignored. */
  async function recordStep(event: FunnelStepEvent, { day, visitorHash }: DayVisitor): Promise<boolean> {
    if (event.type !== "checkout") {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, event.productId));
      if (!product) return false;
      const counter = event.type === "product_view" ? "views" : "adds";
      await db
        .insert(productFunnelStats)
        .values({ day, productId: product.id, [counter]: 1 })
        .onConflictDoUpdate({
          target: [productFunnelStats.day, productFunnelStats.productId],
          set: { [counter]: sql`${productFunnelStats[counter]} + 1` },
        });
    }
    const flag = STEP_FLAG[event.type];
    await db
      .insert(dailyVisitors)
      .values({ day, visitorHash, [flag]: true })
      .onConflictDoUpdate({ target: [dailyVisitors.day, dailyVisitors.visitorHash], set: { [flag]: true } });
    return true;
  }

  /** The order goes to the referrer the visitor landed from today, if their landing was counted. */
  async function attributeOrder(orderId: number, { day, visitorHash }: DayVisitor): Promise<void> {
    const [visitor] = await db
      .select({ referrerHost: dailyVisitors.referrerHost })
      .from(dailyVisitors)
      .where(and(eq(dailyVisitors.day, day), eq(dailyVisitors.visitorHash, visitorHash)));
    if (!visitor?.referrerHost) return;
    await db.insert(orderReferrers).values({ orderId, referrerHost: visitor.referrerHost }).onConflictDoNothing();
  }

  async function report(range: PeriodRange): Promise<SalesFunnelReport> {
    const visitorDays = sql`${dailyVisitors.day} between ${range.from} and ${range.to}`;
    const placedInRange = and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end));
    const line = sql`line`;
    const lineProductId = sql<number>`(${line}->>'productId')::int`;

    const [steps, totals, productStats, productLines, leads, referrers] = await Promise.all([
      db
        .select({
          visitors: sql<number>`count(*)::int`,
          productViews: sql<number>`count(*) filter (where ${dailyVisitors.viewedProduct})::int`,
          addToCart: sql<number>`count(*) filter (where ${dailyVisitors.addedToCart})::int`,
          checkouts: sql<number>`count(*) filter (where ${dailyVisitors.startedCheckout})::int`,
        })
        .from(dailyVisitors)
        .where(visitorDays),
      db
        .select({
          orders: sql<number>`count(*) filter (where ${SOLD})::int`,
          canceledOrders: sql<number>`count(*) filter (where not ${SOLD})::int`,
          // Net of refunds (the order desk, issue 36): what the shop keeps of the period's sales.
          revenue: sql`coalesce(sum(${orders.total} - ${REFUNDED}) filter (where ${SOLD}), 0)::text`.mapWith(moneyFromDriver),
        })
        .from(orders)
        .where(placedInRange),
      db
        .select({
          productId: productFunnelStats.productId,
          views: sql<number>`sum(${productFunnelStats.views})::int`,
          adds: sql<number>`sum(${productFunnelStats.adds})::int`,
        })
        .from(productFunnelStats)
        .where(sql`${productFunnelStats.day} between ${range.from} and ${range.to}`)
        .groupBy(productFunnelStats.productId),
      // One row per ordered product: the order's snapshot of its lines (price paid, quantity, line total).
      db
        .select({
          productId: lineProductId,
          name: sql<string>`max(${line}->>'name')`,
          orders: sql<number>`count(distinct ${orders.id})::int`,
          quantity: sql<number>`sum((${line}->>'quantity')::int)::int`,
          revenue: sql`sum((${line}->>'lineTotal')::numeric)::text`.mapWith(moneyFromDriver),
        })
        .from(sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as ${line}`)
        .where(and(placedInRange, SOLD))
        .groupBy(lineProductId),
      db
        .select({ source: contactRequests.source, product: contactRequests.product, count: sql<number>`count(*)::int` })
        .from(contactRequests)
        .where(and(gte(contactRequests.createdAt, range.start), lt(contactRequests.createdAt, range.end)))
        .groupBy(contactRequests.source, contactRequests.product)
        .orderBy(desc(sql`count(*)`), asc(contactRequests.source), asc(contactRequests.product)),
      db
        .select({
          host: sql<string>`coalesce(${orderReferrers.referrerHost}, ${UNKNOWN_REFERRER})`,
          orders: sql<number>`count(*)::int`,
          revenue: sql`sum(${orders.total})::text`.mapWith(moneyFromDriver),
        })
        .from(orders)
        .leftJoin(orderReferrers, eq(orderReferrers.orderId, orders.id))
        .where(and(placedInRange, SOLD))
        .groupBy(sql`1`)
        .orderBy(desc(sql`count(*)`), desc(sql`sum(${orders.total})`), asc(sql`1`)),
    ]);

    const ids = [...new Set([...productStats.map((row) => row.productId), ...productLines.map((row) => row.productId)])];
    const names = new Map(
      ids.length === 0
        ? []
        : (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map((row) => [row.id, row.name]),
    );
    const statsOf = new Map(productStats.map((row) => [row.productId, row]));
    const linesOf = new Map(productLines.map((row) => [row.productId, row]));
    const productRows = ids
      .map((productId) => {
        const stats = statsOf.get(productId);
        const lines = linesOf.get(productId);
        return {
          productId,
          name: names.get(productId) ?? lines?.name ?? `#${productId}`,
          views: stats?.views ?? 0,
          adds: stats?.adds ?? 0,
          orders: lines?.orders ?? 0,
          quantity: lines?.quantity ?? 0,
          revenue: lines?.revenue ?? 0,
        };
      })
      .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || b.views - a.views || a.productId - b.productId);

    const step = steps[0]!;
    const total = totals[0]!;
    return {
      period: range.period,
      from: range.from,
      to: range.to,
      visitors: step.visitors,
      productViews: step.productViews,
      addToCart: step.addToCart,
      checkouts: step.checkouts,
      orders: total.orders,
      revenue: total.revenue,
      canceledOrders: total.canceledOrders,
      products: productRows,
      leads,
      referrers,
    };
  }

  return { recordStep, attributeOrder, report };
}
