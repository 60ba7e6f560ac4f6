import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { mayOpenPage, type Role } from "#common/admin-access";
import { FIRST_ACTION_HOURS, OPEN_SERVICE_STATUSES } from "#common/after-sale";
import { LOW_STOCK_THRESHOLD, type DashboardPeriod, type DashboardView } from "#common/order-desk";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { bankTransfers, contactRequests, dailyVisitors, orders, products, serviceRequests } from "../../db/schema";
import { DAY_MS, startOfVietnamDay, vietnamDay } from "../analytics/analytics-period";
import { orderMoneyColumns, overdueCondition } from "./order-money";

const SALES_ROLES: readonly Role[] = ["owner", "sales"];

/**
 * The owner's first screen (`/admin`, `GET /api/admin/dashboard`): each role gets its part. Sales and the owner:
 * today's and this month's orders and revenue (expected = totals of orders not canceled; paid = what the shop
 * keeps of them, refunds taken off), orders waiting for confirmation, transfers to match, refunds due, new leads.
 * Everybody: machines running low. The owner: the week's visitors → orders in one line.
 */
export function createDashboard(db: Db, now: () => Date = () => new Date()) {
  async function period(from: string, to: string): Promise<DashboardPeriod> {
    const start = startOfVietnamDay(from);
    const end = new Date(startOfVietnamDay(to).getTime() + DAY_MS);
    const money = orderMoneyColumns();
    const [row] = await db
      .select({
        orders: sql<number>`count(*) filter (where ${orders.status} <> 'canceled')::int`,
        expected: sql`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'canceled'), 0)`.mapWith(moneyFromDriver),
        paid: sql`coalesce(sum(${money.net}), 0)`.mapWith(moneyFromDriver),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
    return { from, to, orders: row?.orders ?? 0, expected: row?.expected ?? 0, paid: row?.paid ?? 0 };
  }

  async function salesPart(): Promise<NonNullable<DashboardView["sales"]>> {
    const today = vietnamDay(now());
    const money = orderMoneyColumns();
    const [todayFigures, monthFigures, [pending], [unmatched], [refundDue], [leads]] = await Promise.all([
      period(today, today),
      period(`${today.slice(0, 7)}-01`, today),
      db.select({ value: count() }).from(orders).where(eq(orders.status, "pending")),
      db.select({ value: count() }).from(bankTransfers).where(and(isNull(bankTransfers.orderId), isNull(bankTransfers.duplicateOfId))),
      db.select({ value: count() }).from(orders).where(sql`${money.standing} = 'refund-due'`),
      db.select({ value: count() }).from(contactRequests).where(eq(contactRequests.status, "new")),
    ]);
    // Money still to collect (common/amount-due.ts) and its overdue part, over every order that owes some.
    const overdue = overdueCondition(now());
    const [collect] = await db
      .select({
        amount: sql`coalesce(sum(${money.due}), 0)`.mapWith(moneyFromDriver),
        orders: sql<number>`count(*)::int`,
        overdueAmount: sql`coalesce(sum(${money.due}) filter (where ${overdue}), 0)`.mapWith(moneyFromDriver),
        overdueOrders: sql<number>`(count(*) filter (where ${overdue}))::int`,
      })
      .from(orders)
      .where(sql`${money.due} > 0`);
    return {
      today: todayFigures,
      month: monthFigures,
      awaitingConfirmation: pending?.value ?? 0,
      unmatchedTransfers: unmatched?.value ?? 0,
      refundDue: refundDue?.value ?? 0,
      newLeads: leads?.value ?? 0,
      toCollect: {
        amount: collect?.amount ?? 0,
        orders: collect?.orders ?? 0,
        overdueAmount: collect?.overdueAmount ?? 0,
        overdueOrders: collect?.overdueOrders ?? 0,
      },
    };
  }

  async function lowStock(): Promise<DashboardView["lowStock"]> {
    const rows = await db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(and(isNotNull(products.stockQuantity), lte(products.stockQuantity, LOW_STOCK_THRESHOLD), isNull(products.archivedAt)))
      .orderBy(asc(products.stockQuantity), asc(products.id))
      .limit(20);
    return rows.map((row) => ({ ...row, stockQuantity: row.stockQuantity ?? 0 }));
  }

  async function funnel(): Promise<NonNullable<DashboardView["funnel"]>> {
    const to = vietnamDay(now());
    const from = vietnamDay(new Date(now().getTime() - 6 * DAY_MS));
    const week = await period(from, to);
    const [visitors] = await db
      .select({
        visitors: sql<number>`count(*)::int`,
        checkouts: sql<number>`count(*) filter (where ${dailyVisitors.startedCheckout})::int`,
      })
      .from(dailyVisitors)
      .where(sql`${dailyVisitors.day} between ${from} and ${to}`);
    return { from, to, visitors: visitors?.visitors ?? 0, checkouts: visitors?.checkouts ?? 0, orders: week.orders, revenue: week.paid };
  }

  /** Open and overdue (no first action in 24 h) service requests, counted as the service desk counts them (issue 31). */
  async function servicePart(): Promise<DashboardView["service"]> {
    const open = inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]);
    const overdueAt = new Date(now().getTime() - FIRST_ACTION_HOURS * 60 * 60 * 1000);
    const [row] = await db
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${and(isNull(serviceRequests.firstActionAt), lt(serviceRequests.createdAt, overdueAt))})::int`,
      })
      .from(serviceRequests)
      .where(open);
    return row && row.open > 0 ? { open: row.open, overdue: row.overdue } : undefined;
  }

  return {
    async forRole(role: Role): Promise<DashboardView> {
      const [sales, low, week, service] = await Promise.all([
        SALES_ROLES.includes(role) ? salesPart() : undefined,
        lowStock(),
        role === "owner" ? funnel() : undefined,
        mayOpenPage(role, "/admin/service-requests") ? servicePart() : undefined,
      ]);
      return { ...(sales ? { sales } : {}), lowStock: low, ...(week ? { funnel: week } : {}), ...(service ? { service } : {}) };
    },
  };
}

