import { and, eq, isNull, sql } from "drizzle-orm";
import { printableOrder } from "#common/order-document";
import type { EInvoiceRecord } from "#common/quotes";
import { issueInvoiceSchema } from "#common/schemas/quotes";
import type { OrderPaymentMethod } from "#common/payment";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { orderReference, type NotificationService } from "../notifications/notifications";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { StoreSettingsService } from "../content/store-settings";

/** What an e-invoice says (whole dong, before VAT per line; VAT 10 %). */
export interface EInvoiceDocument {
  orderId: number;
  /** Unique per order: the provider refuses a second invoice with it. */
  reference: string;
  issuedAt: Date;
  paymentMethod: OrderPaymentMethod;
  buyer: { name: string; companyName: string; taxCode: string; address: string; email: string; phone: string };
  lines: Array<{ name: string; unit: string; quantity: number; unitPrice: number }>;
  subtotal: number;
  vat: number;
  total: number;
}

export interface IssuedEInvoice {
  number: string;
  lookupCode: string;
  lookupUrl: string | null;
}

/** One e-invoice provider's API (decision 0043): SePay eInvoice today; another provider is one more adapter. */
export interface EInvoiceProvider {
  name: string;
  issue(document: EInvoiceDocument): Promise<IssuedEInvoice>;
}

const NOT_CONFIGURED = "Chưa kết nối nhà cung cấp hóa đơn điện tử: hãy nhập số hóa đơn, mã tra cứu và đường dẫn PDF đã xuất ở nơi khác";
/** Marks an order whose invoice is being issued, so a second click does not issue two. */
const PENDING: EInvoiceRecord = { mode: "pending", number: "", lookupCode: "", lookupUrl: null, issuedAt: "" };

type OrderRow = typeof orders.$inferSelect;

function documentOf(order: OrderRow, issuedAt: Date): EInvoiceDocument {
  const invoice = order.invoice;
  // The same printable lines as the delivery note and the mails (decision 0051): the fee is a line of its own.
  const printed = printableOrder(order);
  const lines = printed.lines.map((line) => ({ name: line.name, unit: line.unit, quantity: line.quantity, unitPrice: line.unitPrice }));
  return {
    orderId: order.id,
    reference: `DH${order.id}`,
    issuedAt,
    paymentMethod: order.paymentMethod,
    buyer: {
      name: order.address.fullName,
      companyName: invoice?.companyName ?? "",
      taxCode: invoice?.taxCode ?? "",
      address: invoice?.address ?? [order.address.address, order.address.state, order.address.city].filter(Boolean).join(", "),
      email: invoice?.email ?? order.address.email,
      phone: order.address.phone,
    },
    lines,
    subtotal: printed.subtotal,
    vat: printed.vat,
    total: printed.total,
  };
}

/**
 * Electronic invoices of orders (decision 0043): through the configured provider when an order is completed or
 * staff click, or recorded by hand (number, lookup code, PDF link) when no provider is configured. The number and
 * lookup link are stored on the order and e-mailed to the invoice address.
 */
export function createEInvoiceService(
  db: Db,
  options: {
    provider: EInvoiceProvider | null;
    notifications: NotificationService;
    settings: Pick<StoreSettingsService, "siteInfo">;
    onError?: (error: unknown, orderId: number) => void;
  },
) {
  /** Stores the issued invoice on the order and queues its mail to the buyer, inside the caller's transaction. */
  async function record(tx: Db, orderId: number, issued: EInvoiceRecord, actor: Actor | null): Promise<EInvoiceRecord> {
    const [order] = await tx.update(orders).set({ einvoice: issued, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
    if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
    const site = await options.settings.siteInfo(tx);
    const recipient = order.invoice?.email ?? order.address.email;
    await options.notifications.enqueue(tx, [
      {
        kind: "einvoice-issued",
        recipient,
        subject: `Hóa đơn điện tử số ${issued.number} – đơn hàng #${orderId}`,
        subjectRef: orderReference(orderId),
        text: `Kính gửi ${order.invoice?.companyName ?? order.address.fullName},\n\n${site.brandName} đã xuất hóa đơn điện tử cho đơn hàng #${orderId}.\nSố hóa đơn: ${issued.number}\nMã tra cứu: ${issued.lookupCode}${issued.lookupUrl ? `\nTra cứu / tải hóa đơn: ${issued.lookupUrl}` : ""}\n\nTrân trọng,\n${site.brandName}`,
      },
    ]);
    if (actor) {
      await writeAudit(tx, actor, { action: "order.einvoice", entityType: "order", entityId: orderId, summary: `Hóa đơn điện tử số ${issued.number} (${issued.mode === "manual" ? "nhập tay" : issued.mode})` });
    }
    return issued;
  }

  /** Why an order takes no (other) invoice: it does not exist, it was canceled, or it has one (or one is being issued). */
  function refusal(order: Pick<OrderRow, "einvoice" | "status"> | undefined): Error | null {
    if (!order) return new NotFoundError("Không tìm thấy đơn hàng");
    if (order.status === "canceled") return new ConflictError("Đơn hàng đã hủy: không xuất hóa đơn");
    if (order.einvoice) {
      return new ConflictError(order.einvoice.number ? `Đơn hàng đã có hóa đơn điện tử số ${order.einvoice.number}` : "Hóa đơn điện tử của đơn này đang được xuất");
    }
    return null;
  }

  /**
   * An invoice issued elsewhere, recorded under the order's row lock: of several requests racing for one order, the
   * first records its number and sends the one mail, the others find that number and are refused.
   */
  async function recordManual(orderId: number, issued: EInvoiceRecord, actor: Actor): Promise<EInvoiceRecord> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select({ einvoice: orders.einvoice, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
      const refused = refusal(order);
      if (refused) throw refused;
      return record(tx, orderId, issued, actor);
    });
  }

  /** Claims the order for issuing: false when it already has an invoice (or one is being issued). */
  async function claim(orderId: number): Promise<OrderRow | null> {
    const [claimed] = await db
      .update(orders)
      .set({ einvoice: PENDING })
      .where(and(eq(orders.id, orderId), isNull(orders.einvoice), sql`${orders.status} <> 'canceled'`))
      .returning();
    return claimed ?? null;
  }

  async function throughProvider(orderId: number, actor: Actor | null): Promise<EInvoiceRecord> {
    const provider = options.provider!;
    const order = await claim(orderId);
    if (!order) {
      const [existing] = await db.select({ einvoice: orders.einvoice, status: orders.status }).from(orders).where(eq(orders.id, orderId));
      throw refusal(existing) ?? new ConflictError("Hóa đơn điện tử của đơn này đang được xuất");
    }
    const issuedAt = new Date();
    try {
      const issued = await provider.issue(documentOf(order, issuedAt));
      return await db.transaction((tx) => record(tx, orderId, { mode: provider.name, ...issued, issuedAt: issuedAt.toISOString() }, actor));
    } catch (error) {
      await db.update(orders).set({ einvoice: null }).where(and(eq(orders.id, orderId), sql`${orders.einvoice}->>'mode' = 'pending'`));
      throw error;
    }
  }

  return {
    providerName: options.provider?.name ?? null,

    /**
     * `POST /api/admin/orders/{id}/invoice`: `{}` issues through the provider; `{ number, lookupCode, lookupUrl }`
     * records one issued elsewhere (the manual mode). An order has one invoice.
     */
    async issue(orderId: number, body: unknown, actor: Actor): Promise<EInvoiceRecord> {
      const input = issueInvoiceSchema.parse(body ?? {});
      if ("number" in input) {
        return recordManual(orderId, { mode: "manual", number: input.number, lookupCode: input.lookupCode, lookupUrl: input.lookupUrl || null, issuedAt: new Date().toISOString() }, actor);
      }
      if (!options.provider) throw new ValidationError(NOT_CONFIGURED, { number: [NOT_CONFIGURED] });
      try {
        return await throughProvider(orderId, actor);
      } catch (error) {
        if (error instanceof ConflictError || error instanceof NotFoundError) throw error;
        options.onError?.(error, orderId);
        throw new ConflictError("Nhà cung cấp hóa đơn điện tử chưa xuất được hóa đơn, vui lòng thử lại sau");
      }
    },

    /** After an order is completed: issued through the provider when one is configured; a failure is logged, never fails the move. */
    async issueOnCompletion(orderId: number): Promise<void> {
      if (!options.provider) return;
      try {
        await throughProvider(orderId, null);
      } catch (error) {
        if (error instanceof ConflictError) return;
        options.onError?.(error, orderId);
      }
    },
  };
}

export type EInvoiceService = ReturnType<typeof createEInvoiceService>;
