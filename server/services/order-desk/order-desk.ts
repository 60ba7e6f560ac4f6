import { isCollectionOverdue, orderPayment, type OrderPayment } from "#common/amount-due";
import type { GatewayRefundView } from "#common/payment";
import type { OrderDocumentKind, OrderMoney, OrderNoteView, OrderRefundView } from "#common/order-desk";
import { printableOrder, type PrintedOrderLine } from "#common/order-document";
import type { SiteInfo } from "#common/site-info";
import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { bankTransfers, machines, orders } from "../../db/schema";
import { DAY_MS, startOfVietnamDay, vietnamDay } from "../analytics/analytics-period";
import type { OrderView } from "#common/order-view";
import type { OrderEvents } from "../cart-and-orders/order-events";
import type { OrderService } from "../cart-and-orders/orders";
import { toOrderView } from "../cart-and-orders/order-view";
import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import type { LocationService } from "../foundation/locations";
import { NotFoundError } from "../foundation/errors";
import { createDashboard } from "./dashboard";
import { parseOrderIds, renderOrderDocuments } from "./order-documents";
import { createOrderEdits } from "./order-edits";
import { moneyOfOrder, moneyOfOrders } from "./order-money";
import { createOrderSearch } from "./order-search";
import { createPhoneOrders } from "./phone-orders";
import type { GatewayRefunds } from "../payments/gateway-refunds";
import { createRefunds } from "./refunds";

/**
 * An order as the desk shows it: the order, its money (paid / refunded / net; what is still due and asked now),
 * its printable lines (the products and a quote's installation fee as a line of its own, decision 0051), notes
 * and refunds.
 */
export interface AdminOrderView extends OrderView, OrderMoney, Omit<OrderPayment, "amountPaid" | "amountRefunded"> {
  /** What every document prints: the products, then the installation fee as a line; they sum to the printed subtotal. */
  lines: PrintedOrderLine[];
  /** Money still due is past its time (common/amount-due.ts). */
  overdue: boolean;
  deliveredAt: Date | null;
  notes: OrderNoteView[];
  refunds: OrderRefundView[];
  /** Refunds sent through a gateway (decision 0054): pending, refunded with the gateway's number, or refused. */
  gatewayRefunds: GatewayRefundView[];
  /** When its machines went back into counted stock (canceled before shipping, or a refund with restock); once only. */
  stockReturnedAt: Date | null;
}

interface OrderDeskOptions {
  orders: OrderService;
  placeOrder: PlaceOrder;
  events: OrderEvents;
  locations?: LocationService;
  bankTransferEnabled?: () => Promise<boolean>;
  siteInfo: () => Promise<Pick<SiteInfo, "brandName" | "hotline" | "seller">>;
  /** Refunds through the gateway an order was paid on (method `gateway`). */
  gatewayRefunds?: GatewayRefunds;
}

/**
 * The owner's order desk (issue 36): finding orders, changing them, notes, refunds, phone orders, the dashboard and
 * the printed papers. Beside the orders service, which keeps placing and moving orders.
 */
export function createOrderDeskService(db: Db, options: OrderDeskOptions) {
  const edits = createOrderEdits(db, { events: options.events, locations: options.locations });
  const refunds = createRefunds(db, options.events, options.gatewayRefunds);
  const search = createOrderSearch(db);

  async function adminOrder(id: number): Promise<AdminOrderView> {
    // The row itself, not the orders service's view: the desk also reads what the buyer's view leaves out.
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) throw new NotFoundError("Không tìm thấy đơn hàng");
    const [money, notes, refundRows, gatewayRefundRows] = await Promise.all([
      moneyOfOrder(db, id),
      edits.notes(id),
      refunds.forOrder(id),
      options.gatewayRefunds?.forOrder(id) ?? Promise.resolve([]),
    ]);
    const view = toOrderView(row);
    const payment = orderPayment({ ...view, amountPaid: money.amountPaid, amountRefunded: money.amountRefunded });
    return {
      ...view,
      ...money,
      ...payment,
      lines: printableOrder(view).lines,
      overdue: isCollectionOverdue({ ...view, ...money, deliveredAt: row.deliveredAt }),
      deliveredAt: row.deliveredAt,
      notes,
      refunds: refundRows,
      gatewayRefunds: gatewayRefundRows,
      stockReturnedAt: row.stockReturnedAt,
    };
  }

  return {
    list: search.list,
    csv: search.csv,
    adminOrder,
    edit: edits.edit,
    addNote: edits.addNote,
    /** The notes a buyer reads on their order page. */
    buyerNotes: (id: number) => edits.notes(id, { buyerOnly: true }),
    refund: refunds.refund,
    refundsBetween: refunds.totalBetween,

    /** The payments desk's month (Vietnam calendar): transfers received, refunds made, and what the shop keeps. */
    async paymentsMonth(): Promise<{ from: string; received: number; refunded: number; refunds: number; net: number }> {
      const today = vietnamDay(new Date());
      const from = `${today.slice(0, 7)}-01`;
      const start = startOfVietnamDay(from);
      const end = new Date(startOfVietnamDay(today).getTime() + DAY_MS);
      const [[row], refunded] = await Promise.all([
        db
          .select({ received: sql`coalesce(sum(${bankTransfers.amount}), 0)`.mapWith(moneyFromDriver) })
          .from(bankTransfers)
          .where(and(isNull(bankTransfers.duplicateOfId), gte(bankTransfers.transactedAt, start), lt(bankTransfers.transactedAt, end))),
        refunds.totalBetween(start, end),
      ]);
      const received = row?.received ?? 0;
      return { from, received, refunded: refunded.amount, refunds: refunded.count, net: received - refunded.amount };
    },
    placePhoneOrder: createPhoneOrders(options).place,
    dashboard: createDashboard(db).forRole,
    moneyOfOrders: (ids: number[]) => moneyOfOrders(db, ids),

    /** One order's paper, or several orders' in one file (`ids`: `1,2,3`), in the order given. */
    async documents(kind: OrderDocumentKind, rawIds: unknown): Promise<Buffer> {
      const ids = parseOrderIds(rawIds);
      const items = [];
      for (const id of ids) {
        const order = await options.orders.getOrder(id);
        const [money, notes, recorded] = await Promise.all([
          moneyOfOrder(db, id),
          edits.notes(id, { buyerOnly: kind === "delivery-note" }),
          // The serials recorded for the order (after-sale machines, issue 31) print on the delivery note.
          db.select({ productId: machines.productId, serial: machines.serial }).from(machines).where(eq(machines.orderId, id)).orderBy(asc(machines.id)),
        ]);
        const serials = new Map<number, string[]>();
        for (const row of recorded) serials.set(row.productId, [...(serials.get(row.productId) ?? []), row.serial]);
        items.push({ order, money, notes, serials });
      }
      return renderOrderDocuments(kind, items, await options.siteInfo());
    },
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
