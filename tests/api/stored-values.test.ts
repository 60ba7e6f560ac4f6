import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_STATUSES, LEAD_SOURCES, LEAD_STATUSES, NEED_TYPES } from "#common/leads";
import { NOTIFICATION_STATUSES } from "#common/notification-status";
import { ORDER_STATUSES } from "#common/order-status";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "#common/payment";
import { contactRequests, notifications, orders } from "../../server/db/schema";
import { drivers, startTestApp, type TestApp } from "./harness";

/** Every column with a fixed list of values in common/, and the CHECK constraint that holds the database to it. */
const CHECKED_COLUMNS = [
  { table: "orders", column: "status", values: ORDER_STATUSES, constraint: "orders_status_check" },
  { table: "orders", column: "payment_method", values: PAYMENT_METHODS, constraint: "orders_payment_method_check" },
  { table: "orders", column: "payment_status", values: PAYMENT_STATUSES, constraint: "orders_payment_status_check" },
  { table: "contact_requests", column: "status", values: LEAD_STATUSES, constraint: "contact_requests_status_check" },
  { table: "contact_requests", column: "source", values: LEAD_SOURCES, constraint: "contact_requests_source_check" },
  { table: "contact_requests", column: "need_type", values: NEED_TYPES, constraint: "contact_requests_need_type_check" },
  {
    table: "contact_requests",
    column: "business_status",
    values: BUSINESS_STATUSES,
    constraint: "contact_requests_business_status_check",
  },
  { table: "notifications", column: "status", values: NOTIFICATION_STATUSES, constraint: "notifications_status_check" },
] as const;

/** The constraint a failed statement names (drizzle wraps the driver's error in `cause`). */
function violatedConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause.code === "23514" ? cause.constraint : undefined;
}

describe.each(drivers)("stored values on %s", (driver) => {
  let app: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp(driver);
    const db = app.services.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        subtotal: 1000,
        tax: 100,
        total: 1100,
        address: { fullName: "Lê Văn An", email: "an@example.vn", phone: "0912345678", address: "1 Lê Lợi", city: "Huế", state: "Phú Nhuận", zip: "530000" },
        items: [],
      })
      .returning({ id: orders.id });
    const [lead] = await db
      .insert(contactRequests)
      .values({ fullName: "Lê Văn An", phone: "0912345678", needType: "contact", product: "LT-150" })
      .returning({ id: contactRequests.id });
    const [mail] = await db
      .insert(notifications)
      .values({ kind: "test", recipient: "shop@example.vn", subject: "Thử", textBody: "Thử" })
      .returning({ id: notifications.id });
    ids.orders = order!.id;
    ids.contact_requests = lead!.id;
    ids.notifications = mail!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const setValue = (table: string, column: string, value: string) =>
    app.services.database.db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value} where id = ${ids[table]}`,
    );

  const cases = CHECKED_COLUMNS.map((checked) => ({ ...checked, name: `${checked.table}.${checked.column}` }));
  it.each(cases)("$name takes every value of its list in common/ and nothing else", async ({ table, column, values, constraint }) => {
    for (const value of values) await setValue(table, column, value);
    for (const stray of ["archived", "", values[0].toUpperCase()]) {
      const failure = await setValue(table, column, stray).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(violatedConstraint(failure), `${table}.${column} = ${JSON.stringify(stray)}`).toBe(constraint);
    }
  });

  it("leaves an optional business status empty", async () => {
    await app.services.database.db.execute(sql`update contact_requests set business_status = null where id = ${ids.contact_requests}`);
  });

  it("indexes blog_posts.slug once, through its unique constraint", async () => {
    const result = await app.services.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'blog_posts' and indexdef like '%(slug)%' order by indexname`,
    );
    const rows = (result as unknown as { rows: Array<{ indexname: string }> }).rows;
    expect(rows.map((row) => row.indexname)).toEqual(["blog_posts_slug_unique"]);
  });
});
