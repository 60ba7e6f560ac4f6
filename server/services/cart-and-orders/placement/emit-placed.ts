import type { Db } from "../../../db/client";
import type { OrderEvents } from "../order-events";
import { toOrderView } from "../order-view";
import type { OrderRow, OrderSource } from "./order-source";

/** Step 6, the last inside the transaction: tells the subscribers (outbox, low-stock alert, metrics, page cache). */
export async function emitPlaced(tx: Db, events: OrderEvents, source: OrderSource, order: OrderRow, stockTaken: number[]): Promise<void> {
  if (stockTaken.length > 0) await events.emit(tx, "order.stock-taken", { orderId: order.id, productIds: stockTaken });
  await events.emit(tx, "order.placed", { order: toOrderView(order), source: source.kind });
}
