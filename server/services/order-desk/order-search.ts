import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { normalizeVietnamesePhone } from "#common/leads";
import { orderStatusLabel, type OrderStatus } from "#common/order-status";
import { csvDocument, PAYMENT_STANDING_LABELS, type AdminOrderRow, type PaymentStanding } from "#common/order-desk";
import { paymentMethodLabel, type PaymentMethod, type PaymentStatus } from "#common/payment";
import { csvDateTime } from "#common/csv";
import { linesCell, printableOrder } from "#common/order-document";
import { orderListQuerySchema, type OrderListQuery } from "#common/schemas/order-desk";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { foldedContains } from "../../db/folded-text";
import { orders } from "../../db/schema";
import { orderMoneyColumns, overdueCondition } from "./order-money";

/** The most rows one CSV export holds (a shop of this size exports a month or a year, not more). */
export const ORDER_EXPORT_MAX_ROWS = 20_000;

/** Start of a Vietnam calendar day (`YYYY-MM-DD`). */
export function vietnamDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

const fullName = sql<string>`coalesce(${orders.address}->>'fullName', '')`;
const phone = sql<string>`coalesce(${orders.address}->>'phone', '')`;
const email = sql<string>`coalesce(${orders.address}->>'email', '')`;
const province = sql<string>`coalesce(${orders.provinceName}, ${orders.address}->>'city', '')`;
/** The VAT invoice details of a business buyer (issue 32): its tax code and company name are searched too. */
const taxCode = sql<string>`coalesce(${orders.invoice}->>'taxCode', '')`;
const companyName = sql<string>`coalesce(${orders.invoice}->>'companyName', '')`;

/**
 * What `q` finds: an order number (`123`, `#123`), a phone however it is typed (`0912 345 678`, `+84 912…`: digits
 * compared with the stored digits, as the leads desk normalises them; four digits or more may be part of a number),
 * part of the name or the e-mail with or without diacritics, or of the VAT invoice's tax code (`0312 345 678`, `0312345678-001`: digits compared)
 * or company name.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conditions: SQL[] = [];
  const orderNumber = /^#?\s*(\d{1,9})$/.exec(text);
  if (orderNumber) conditions.push(eq(orders.id, Number(orderNumber[1])));
  if (/^[+(]?[\d\s.\-()]+$/.test(text)) {
    const digits = normalizeVietnamesePhone(text) ?? text.replace(/\D/g, "");
    if (digits.length >= 4) conditions.push(sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  conditions.push(foldedContains(fullName, text), foldedContains(email, text), foldedContains(companyName, text));
  const taxDigits = text.replace(/\D/g, "");
  if (/^[\d\s.-]+$/.test(text) && taxDigits.length >= 4) conditions.push(sql`regexp_replace(${taxCode}, '[^0-9]', '', 'g') like ${`%${taxDigits}%`}`);
  return or(...conditions);
}

function filterConditions(query: OrderListQuery): SQL | undefined {
  const money = orderMoneyColumns();
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.method ? eq(orders.paymentMethod, query.method) : undefined,
    query.payment ? sql`${money.standing} = ${query.payment}` : undefined,
    query.due === "outstanding" ? sql`${money.due} > 0` : query.due === "overdue" ? overdueCondition(new Date()) : undefined,
    query.from ? gte(orders.createdAt, vietnamDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(vietnamDayStart(query.to).getTime() + 24 * 3600_000)) : undefined,
    query.province ? eq(orders.provinceCode, query.province) : undefined,
  );
}

const ORDERINGS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  "total-desc": [desc(orders.total), desc(orders.id)],
  "total-asc": [asc(orders.total), desc(orders.id)],
} as const;

function rowsQuery(db: Db, query: OrderListQuery) {
  const money = orderMoneyColumns();
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      fullName,
      phone,
      email,
      province,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      amountPaid: sql`${money.paid}`.mapWith(moneyFromDriver),
      amountRefunded: sql`${money.refunded}`.mapWith(moneyFromDriver),
      net: sql`${money.net}`.mapWith(moneyFromDriver),
      standing: money.standing,
      amountDue: sql`${money.due}`.mapWith(moneyFromDriver),
    })
    .from(orders)
    .where(filterConditions(query))
    .orderBy(...ORDERINGS[query.sort]);
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>["limit"]>>[number];

const toAdminRow = (row: Row): AdminOrderRow => ({
  ...row,
  status: row.status as OrderStatus,
  paymentStatus: row.paymentStatus as PaymentStatus,
  paymentMethod: row.paymentMethod as PaymentMethod,
  standing: row.standing as PaymentStanding,
});

const CSV_HEADER = [
  "Mã đơn",
  "Thời gian",
  "Khách hàng",
  "Số điện thoại",
  "E-mail",
  "Tỉnh/thành",
  "Công ty",
  "Mã số thuế",
  "Số hóa đơn",
  "Sản phẩm",
  "Tạm tính (đ)",
  "Giảm giá (đ)",
  "VAT (đ)",
  "Tổng tiền (đ)",
  "Đã thanh toán (đ)",
  "Đã hoàn (đ)",
  "Thực thu (đ)",
  "Còn phải thu (đ)",
  "Thanh toán",
  "Hình thức",
  "Trạng thái",
];

/** What the CSV reads of an order beside its list row: the printed lines and figures, the invoice. */
function csvDetailsQuery(db: Db, ids: number[]) {
  return db
    .select({
      id: orders.id,
      items: orders.items,
      installationFee: orders.installationFee,
      discount: orders.discount,
      discountCode: orders.discountCode,
      tax: orders.tax,
      total: orders.total,
      invoice: orders.invoice,
      einvoice: orders.einvoice,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
}

/** Finding orders on the desk: search, filters, sort, page size, and the CSV of the filtered list. */
export function createOrderSearch(db: Db) {
  return {
    /** A page of the filtered list (`GET /api/admin/orders`, `/admin/orders`); unknown filter values are ignored. */
    async list(rawQuery: unknown = {}) {
      const query = orderListQuerySchema.parse(rawQuery ?? {});
      const [rows, [counted]] = await Promise.all([
        rowsQuery(db, query)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(orders).where(filterConditions(query)),
      ]);
      return { orders: rows.map(toAdminRow), total: counted?.value ?? 0, page: query.page, pageSize: query.pageSize, query };
    },

    /**
     * Every order of the filter as CSV: UTF-8 with a byte-order mark, formulas neutralised, dates `dd/MM/yyyy HH:mm`
     * in Vietnam's time; the lines in one cell and the figures as every document prints them (decision 0051).
     */
    async csv(rawQuery: unknown = {}): Promise<string> {
      const query = orderListQuerySchema.parse(rawQuery ?? {});
      const rows = (await rowsQuery(db, query).limit(ORDER_EXPORT_MAX_ROWS)).map(toAdminRow);
      const details = new Map<number, Awaited<ReturnType<typeof csvDetailsQuery>>[number]>();
      for (let start = 0; start < rows.length; start += 1000) {
        for (const detail of await csvDetailsQuery(db, rows.slice(start, start + 1000).map((row) => row.id))) details.set(detail.id, detail);
      }
      return csvDocument([
        CSV_HEADER,
        ...rows.map((row) => {
          const detail = details.get(row.id)!;
          const printed = printableOrder(detail);
          const issued = detail.einvoice && detail.einvoice.mode !== "pending" ? detail.einvoice.number : "";
          return [
            row.id,
            csvDateTime(row.createdAt),
            row.fullName,
            row.phone,
            row.email,
            row.province,
            detail.invoice?.companyName ?? "",
            detail.invoice?.taxCode ?? "",
            issued,
            linesCell(printed),
            printed.subtotal,
            printed.discount,
            printed.vat,
            row.total,
            row.amountPaid,
            row.amountRefunded,
            row.net,
            row.amountDue,
            PAYMENT_STANDING_LABELS[row.standing],
            paymentMethodLabel(row.paymentMethod),
            orderStatusLabel(row.status),
          ];
        }),
      ]);
    },
  };
}
