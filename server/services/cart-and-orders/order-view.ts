import { orderStatusLabel } from "#common/order-status";
import type { OrderView } from "#common/order-view";
import type { orders } from "../../db/schema";

/** An order's row as every reader sees it (whole dong; shipping is free). */
export function toOrderView(row: typeof orders.$inferSelect): OrderView {
  return {
    id: row.id,
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    address: row.address,
    shipTo: row.shipTo && row.shipTo.length > 0 ? row.shipTo : [row.address],
    items: row.items,
    subtotal: row.subtotal,
    shipping: 0,
    tax: row.tax,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    discount: row.discount,
    discountCode: row.discountCode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Business buyers (decision 0042).
    invoice: row.invoice ?? null,
    deposit: row.deposit,
    installationFee: row.installationFee,
    quoteId: row.quoteId ?? null,
    einvoice: row.einvoice ?? null,
    termsAccepted: row.termsVersion && row.termsAcceptedAt ? { version: row.termsVersion, acceptedAt: row.termsAcceptedAt.toISOString() } : null,
  };
}
