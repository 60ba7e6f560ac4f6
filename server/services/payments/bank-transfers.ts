import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { compactNote, orderNumberInNote, sameTransferRecord } from "#common/bank-note";
import {
  findHeaderRow,
  guessColumns,
  headerSignature,
  parseCsv,
  readStatementRows,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_ROWS,
  vietnamDay,
  type StatementColumns,
  type StatementRow,
} from "#common/bank-statement";
import {
  BANK_TRANSFER_STATUSES,
  orderBalance,
  type BankTransferStatus,
  type BankTransferView,
  type OrderBalance,
  type StatementPreview,
  type StatementRowResult,
} from "#common/bank-transfers";
import { formatVnd } from "#common/money";
import { paymentStatusLabel } from "#common/payment";
import { assignTransferSchema, statementImportSchema, statementPreviewSchema, transferListQuerySchema } from "#common/schemas/bank-transfers";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { Db } from "../../db/client";
import { moneyFromDriver } from "../../db/money-column";
import { auditLog, bankStatementFormats, bankTransfers, orders } from "../../db/schema";
import { SYSTEM_ACTOR_NAME } from "#common/order-desk";
import type { OrderEvents } from "../cart-and-orders/order-events";
import { toOrderView } from "../cart-and-orders/order-view";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One incoming or outgoing bank transaction, whatever provider reported it. */
interface IncomingTransfer {
  /** `sepay`, `statement`, … : with `transactionId`, what makes a transfer unique. */
  provider: string;
  transactionId: string;
  direction: "in" | "out";
  /** The account (and a virtual sub-account) the money went to; the shop's account must be one of them. */
  accountNumbers: string[];
  /** Whole dong. */
  amount: number;
  note: string;
  /** The bank's longer description, searched for the order number too. */
  description?: string | null;
  transactedAt: Date;
  bankReference: string | null;
  gateway: string | null;
  raw: unknown;
}

/** Turns one provider's webhook body into an `IncomingTransfer`; throws (zod) on a malformed body. */
export interface BankNotificationAdapter {
  provider: string;
  parse(body: unknown): IncomingTransfer;
}

type ReceiveOutcome =
  | { result: "stored"; transferId: number; orderId: number | null; status: BankTransferStatus }
  | { result: "seen" }
  | { result: "ignored"; reason: "outgoing" | "other-account" | "no-amount" };

interface StatementColumnChoice extends StatementColumns {
  headerRow: number;
}

const BANK_TRANSFERS_PAGE_SIZE = 50;
const STATEMENT_PROVIDER = "statement";
const DAY_MS = 24 * 3600_000;

interface BankTransferServiceOptions {
  /**
   * The shop's account now (store settings, BANK_ACCOUNT by default); transfers to any other account are ignored.
   * Null: all are ignored.
   */
  shopAccountNumber: () => Promise<string | null>;
  /** Told when transfers pay an order (`order.payment-received`) or reach a canceled one (`order.refund-due`). */
  events: OrderEvents;
  /** The owner's setting: an order its transfers pay in full moves from "Chờ xác nhận" to "Đã xác nhận" (issue 36). */
  paidMeansConfirmed?: (tx: Tx) => Promise<boolean>;
}

const compactAccount = (account: string) => account.replace(/[\s.-]/g, "");

/** Start of the Vietnam calendar day of a moment. */
function vietnamDayStart(date: Date): Date {
  return new Date(Date.parse(`${vietnamDay(date)}T00:00:00+07:00`));
}

/** Thrown to roll a statement preview back after running the real import. */
class PreviewRollback extends Error {
  constructor(readonly rows: StatementRowResult[]) {
    super("statement preview");
  }
}

/**
 * "Paid means confirmed": the paid order moves to "Đã xác nhận", and the audit trail names the system (no staff
 * member did it).
 */
async function confirmAsSystem(tx: Tx, orderId: number, events: OrderEvents): Promise<void> {
  const [confirmed] = await tx.update(orders).set({ status: "confirmed", updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
  await tx.insert(auditLog).values({
    userId: null,
    username: SYSTEM_ACTOR_NAME,
    action: "order.status",
    entityType: "order",
    entityId: String(orderId),
    summary: "Đã xác nhận (thanh toán đủ)",
    before: { status: "pending" },
    after: { status: "confirmed" },
  });
  if (confirmed) await events.emit(tx, "order.status-changed", { order: toOrderView(confirmed), from: "pending", to: "confirmed" });
}

/**
 * Incoming bank transfers: stored once per provider transaction, matched to the order their note names, and
 * the order marked paid in the same transaction when its transfers cover its total. Notifications (SePay) and
 * imported statements go through the same `record` step.
 */
export function createBankTransferService(db: Db, options: BankTransferServiceOptions) {
  /**
   * Locks the order, links the transfer, and marks the order paid once its transfers cover the total. A canceled
   * order is never paid by a late transfer: the money is linked to it (it is that order's money) and the shop is
   * told to refund it; the order shows "refund-due" until staff record the refund.
   */
  async function attachAndSettle(
    tx: Tx,
    transferId: number,
    orderId: number,
    matchedBy: "note" | "staff" | "gateway",
    userId: number | null,
  ): Promise<{ status: BankTransferStatus; balance: OrderBalance; paymentBefore: string; paymentAfter: string } | null> {
    const [order] = await tx
      .select({ id: orders.id, total: orders.total, status: orders.status, paymentStatus: orders.paymentStatus, address: orders.address, deposit: orders.deposit })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return null;
    const [transfer] = await tx
      .update(bankTransfers)
      .set({ orderId, matchedBy, assignedBy: userId })
      .where(eq(bankTransfers.id, transferId))
      .returning({ amount: bankTransfers.amount });
    const [sum] = await tx
      .select({ received: sql`coalesce(sum(${bankTransfers.amount}), 0)`.mapWith(moneyFromDriver) })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.orderId, orderId), isNull(bankTransfers.duplicateOfId)));
    const balance = orderBalance(order.total, sum?.received ?? 0);
    if (order.status === "canceled") {
      await options.events.emit(tx, "order.refund-due", { orderId, amount: transfer?.amount ?? 0, received: balance.received });
      return { status: order.paymentStatus === "refunded" ? balance.status : "refund-due", balance, paymentBefore: order.paymentStatus, paymentAfter: order.paymentStatus };
    }
    const pays = balance.status !== "partial" && order.paymentStatus === "unpaid";
    if (pays) {
      await tx.update(orders).set({ paymentStatus: "paid", updatedAt: new Date() }).where(eq(orders.id, orderId));
      if (order.status === "pending" && (await options.paidMeansConfirmed?.(tx))) await confirmAsSystem(tx, orderId, options.events);
    }
    // The buyer hears of every part of an unpaid order (issue 42): its deposit, another part, or the last payment.
    const amount = transfer?.amount ?? 0;
    if (order.paymentStatus === "unpaid" && amount > 0) {
      const address = order.address as ShippingAddress;
      const depositCrossed = order.deposit > 0 && balance.received >= order.deposit && balance.received - amount < order.deposit;
      await options.events.emit(tx, "order.payment-received", {
        orderId,
        customer: { fullName: address.fullName, email: address.email, phone: address.phone },
        total: balance.total,
        received: balance.received,
        kind: pays ? "paid" : depositCrossed ? "deposit" : "part",
        amount,
        deposit: order.deposit,
      });
    }
    // An order paid in parts (decision 0042): the transfers that bring its deposit in are the deposit, not "short".
    const depositIn = balance.status === "partial" && order.deposit > 0 && balance.received >= order.deposit;
    return { status: depositIn ? "deposit" : balance.status, balance, paymentBefore: order.paymentStatus, paymentAfter: pays ? "paid" : order.paymentStatus };
  }

  /**
   * A stored transfer from another provider (same amount, same Vietnam day, same reference or order or note)
   * that no other record has been paired with yet: this record is its second copy.
   */
  async function findTwin(tx: Tx, transfer: IncomingTransfer): Promise<number | null> {
    const start = vietnamDayStart(transfer.transactedAt);
    const candidates = await tx
      .select({ id: bankTransfers.id, note: bankTransfers.note, reference: bankTransfers.bankReference })
      .from(bankTransfers)
      .where(
        and(
          ne(bankTransfers.provider, transfer.provider),
          isNull(bankTransfers.duplicateOfId),
          eq(bankTransfers.amount, transfer.amount),
          gte(bankTransfers.transactedAt, start),
          lt(bankTransfers.transactedAt, new Date(start.getTime() + DAY_MS)),
          sql`not exists (select 1 from ${bankTransfers} as twin where twin.duplicate_of_id = ${bankTransfers.id})`,
        ),
      )
      .orderBy(asc(bankTransfers.id));
    const own = { note: [transfer.note, transfer.description].filter(Boolean).join(" "), reference: transfer.bankReference };
    return candidates.find((candidate) => sameTransferRecord(own, candidate))?.id ?? null;
  }

  /** Stores one incoming transfer (once), then pairs it with its twin or matches and settles its order. */
  async function record(
    tx: Tx,
    transfer: IncomingTransfer,
  ): Promise<Exclude<ReceiveOutcome, { result: "ignored" }> & { difference?: number; payment?: { before: string; after: string } }> {
    const [inserted] = await tx
      .insert(bankTransfers)
      .values({
        provider: transfer.provider,
        providerTransactionId: transfer.transactionId,
        accountNumber: transfer.accountNumbers[0] ?? null,
        gateway: transfer.gateway,
        bankReference: transfer.bankReference,
        transactedAt: transfer.transactedAt,
        amount: transfer.amount,
        note: transfer.note,
        raw: transfer.raw ?? null,
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerTransactionId] })
      .returning({ id: bankTransfers.id });
    if (!inserted) return { result: "seen" };

    const twin = await findTwin(tx, transfer);
    if (twin !== null) {
      await tx.update(bankTransfers).set({ duplicateOfId: twin }).where(eq(bankTransfers.id, inserted.id));
      return { result: "stored", transferId: inserted.id, orderId: null, status: "duplicate" };
    }
    const orderNumber = orderNumberInNote(transfer.note, transfer.description);
    const settled = orderNumber === null ? null : await attachAndSettle(tx, inserted.id, orderNumber, "note", null);
    if (!settled) return { result: "stored", transferId: inserted.id, orderId: null, status: "unmatched" };
    return {
      result: "stored",
      transferId: inserted.id,
      orderId: orderNumber,
      status: settled.status,
      difference: settled.balance.difference,
      payment: { before: settled.paymentBefore, after: settled.paymentAfter },
    };
  }

  async function ignoredReason(transfer: IncomingTransfer): Promise<Extract<ReceiveOutcome, { result: "ignored" }>["reason"] | null> {
    if (transfer.direction !== "in") return "outgoing";
    if (transfer.amount <= 0) return "no-amount";
    const shopAccount = await options.shopAccountNumber();
    const shop = shopAccount ? compactAccount(shopAccount) : null;
    if (!shop || !transfer.accountNumbers.some((account) => compactAccount(account) === shop)) return "other-account";
    return null;
  }

  /** Transfers with their status; `status` narrows, newest first. */
  function listQuery() {
    const received = db
      .select({ orderId: bankTransfers.orderId, received: sql<string>`sum(${bankTransfers.amount})`.as("received") })
      .from(bankTransfers)
      .where(and(isNotNull(bankTransfers.orderId), isNull(bankTransfers.duplicateOfId)))
      .groupBy(bankTransfers.orderId)
      .as("received_by_order");
    const status = sql<BankTransferStatus>`case
      when ${bankTransfers.duplicateOfId} is not null then 'duplicate'
      when ${bankTransfers.orderId} is null or ${orders.id} is null then 'unmatched'
      when ${orders.status} = 'canceled' and ${orders.paymentStatus} <> 'refunded' then 'refund-due'
      when ${orders.deposit} > 0 and ${received.received} >= ${orders.deposit} and ${received.received} < ${orders.total} then 'deposit'
      when ${received.received} < ${orders.total} then 'partial'
      when ${received.received} > ${orders.total} then 'over'
      else 'matched' end`;
    const difference = sql`case when ${bankTransfers.duplicateOfId} is null and ${orders.id} is not null
      then abs(${orders.total} - ${received.received}) else 0 end`.mapWith(moneyFromDriver);
    return { received, status, difference };
  }

  async function listTransfers(where: { status?: BankTransferStatus; orderId?: number; page?: number }) {
    const { received, status, difference } = listQuery();
    const conditions = [
      where.status ? sql`${status} = ${where.status}` : undefined,
      where.orderId ? eq(bankTransfers.orderId, where.orderId) : undefined,
    ];
    const base = () =>
      db
        .select({
          id: bankTransfers.id,
          provider: bankTransfers.provider,
          transactedAt: bankTransfers.transactedAt,
          amount: bankTransfers.amount,
          note: bankTransfers.note,
          bankReference: bankTransfers.bankReference,
          gateway: bankTransfers.gateway,
          orderId: bankTransfers.orderId,
          matchedBy: bankTransfers.matchedBy,
          duplicateOfId: bankTransfers.duplicateOfId,
          status,
          difference,
          createdAt: bankTransfers.createdAt,
        })
        .from(bankTransfers)
        .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
        .leftJoin(received, eq(received.orderId, bankTransfers.orderId))
        .where(and(...conditions))
        .orderBy(desc(bankTransfers.transactedAt), desc(bankTransfers.id));
    const page = where.page && Number.isSafeInteger(where.page) && where.page > 0 ? where.page : 1;
    const rows = await base()
      .limit(BANK_TRANSFERS_PAGE_SIZE)
      .offset((page - 1) * BANK_TRANSFERS_PAGE_SIZE);
    return { rows: rows satisfies BankTransferView[], page };
  }

  async function statusCounts(): Promise<Record<BankTransferStatus, number>> {
    const { received, status } = listQuery();
    const rows = await db
      .select({ status, value: count() })
      .from(bankTransfers)
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
      .leftJoin(received, eq(received.orderId, bankTransfers.orderId))
      .groupBy(status);
    const counts = Object.fromEntries(BANK_TRANSFER_STATUSES.map((status) => [status, 0])) as Record<BankTransferStatus, number>;
    for (const row of rows) counts[row.status] = row.value;
    return counts;
  }

  /** The statement's header, columns and rows; the columns are remembered per layout, guessed, or given. */
  async function readStatement(csv: string, choice?: StatementColumnChoice | null) {
    if (Buffer.byteLength(csv, "utf8") > STATEMENT_MAX_BYTES) {
      throw new ValidationError("Tệp sao kê quá lớn (tối đa 1 MB)", { file: ["Tệp sao kê quá lớn (tối đa 1 MB)"] });
    }
    const cells = parseCsv(csv);
    if (cells.length < 2) throw new ValidationError("Tệp CSV không có dòng giao dịch nào", { file: ["Tệp CSV không có dòng giao dịch nào"] });
    if (cells.length > STATEMENT_MAX_ROWS) {
      throw new ValidationError(`Tệp sao kê có quá nhiều dòng (tối đa ${STATEMENT_MAX_ROWS})`, { file: ["Quá nhiều dòng"] });
    }

    let headerRow: number;
    let columns: StatementColumns | null = null;
    let remembered = false;
    if (choice) {
      headerRow = choice.headerRow;
      const width = cells[headerRow]?.length ?? 0;
      const picked = [choice.date, choice.amount, choice.note, ...(choice.reference === null ? [] : [choice.reference])];
      if (!cells[headerRow] || picked.some((index) => index < 0 || index >= width) || new Set(picked).size !== picked.length) {
        throw new ValidationError("Chọn bốn cột khác nhau có trong tệp", { columns: ["Chọn các cột khác nhau có trong tệp"] });
      }
      columns = { date: choice.date, amount: choice.amount, note: choice.note, reference: choice.reference };
    } else {
      const signatures = cells.slice(0, 30).map(headerSignature);
      const formats = await db.select().from(bankStatementFormats).where(inArray(bankStatementFormats.headerSignature, signatures));
      const known = signatures.findIndex((signature) => formats.some((format) => format.headerSignature === signature));
      if (known >= 0) {
        const format = formats.find((candidate) => candidate.headerSignature === signatures[known])!;
        headerRow = known;
        columns = { date: format.dateColumn, amount: format.amountColumn, note: format.noteColumn, reference: format.referenceColumn };
        remembered = true;
      } else {
        headerRow = findHeaderRow(cells);
      }
    }
    const header = cells[headerRow]!;
    const suggested = columns ?? guessColumns(header);
    if (!columns && suggested.date !== null && suggested.amount !== null && suggested.note !== null) {
      columns = { date: suggested.date, amount: suggested.amount, note: suggested.note, reference: suggested.reference };
    }
    return { cells, header, headerRow, columns, suggested, remembered };
  }

  /** Records each usable row with the notification's `record` step; the transaction id is the bank's reference or the row itself. */
  async function importRows(tx: Tx, rows: StatementRow[], actor: Actor | null = null): Promise<StatementRowResult[]> {
    const shopAccount = await options.shopAccountNumber();
    const occurrences = new Map<string, number>();
    const results: StatementRowResult[] = [];
    for (const row of rows) {
      if (row.problem || !row.transactedAt || row.amount === null) {
        results.push({ ...row, outcome: "skipped", orderId: null, difference: 0 });
        continue;
      }
      const identity = `${row.transactedAt.toISOString()}|${row.amount}|${compactNote(row.note)}`;
      const seenInFile = occurrences.get(identity) ?? 0;
      occurrences.set(identity, seenInFile + 1);
      const transactionId = row.reference
        ? `ref:${compactNote(row.reference)}`
        : `row:${createHash("sha256").update(identity).digest("hex").slice(0, 32)}#${seenInFile}`;
      const outcome = await record(tx, {
        provider: STATEMENT_PROVIDER,
        transactionId,
        direction: "in",
        accountNumbers: shopAccount ? [shopAccount] : [],
        amount: row.amount,
        note: row.note,
        transactedAt: row.transactedAt,
        bankReference: row.reference,
        gateway: null,
        raw: { line: row.line, date: row.transactedAt.toISOString(), amount: row.amount, note: row.note, reference: row.reference },
      });
      // An imported row that settles an order is the importer's write on that order: its own audit row.
      if (actor && outcome.result === "stored" && outcome.orderId !== null && outcome.payment) {
        const { before, after } = outcome.payment;
        await writeAudit(tx, actor, {
          action: "order.payment-status",
          entityType: "order",
          entityId: outcome.orderId,
          summary:
            before === after
              ? `Sao kê: chuyển khoản ${formatVnd(row.amount)} ghi cho đơn (dòng ${row.line}), thanh toán vẫn “${paymentStatusLabel(before)}”`
              : `Sao kê: chuyển khoản ${formatVnd(row.amount)} (dòng ${row.line}), thanh toán “${paymentStatusLabel(before)}” → “${paymentStatusLabel(after)}”`,
          before: { paymentStatus: before },
          after: { paymentStatus: after, bankTransferId: outcome.transferId, transferStatus: outcome.status },
        });
      }
      results.push(
        outcome.result === "seen"
          ? { ...row, outcome: "seen", orderId: null, difference: 0 }
          : { ...row, outcome: outcome.status, orderId: outcome.orderId, difference: outcome.difference ?? 0 },
      );
    }
    return results;
  }

  return {
    /**
     * A payment a gateway confirmed for an order (VNPAY's signed IPN or query, decision 0054), inside the caller's
     * transaction: recorded as the order's money like a transfer whose note named it, so it settles the order by the
     * same rule (paid once covered, "paid means confirmed", `order.payment-received`; "refund due" on a canceled
     * order). The gateway's transaction number is the provider's transaction id: the same payment is stored once.
     */
    async recordGatewayPayment(
      tx: Tx,
      payment: { provider: string; transactionId: string; orderId: number; amount: number; paidAt: Date; bankCode: string | null; reference: string | null; raw: unknown },
    ): Promise<{ status: BankTransferStatus } | null> {
      const [inserted] = await tx
        .insert(bankTransfers)
        .values({
          provider: payment.provider,
          providerTransactionId: payment.transactionId,
          gateway: payment.bankCode,
          bankReference: payment.reference,
          transactedAt: payment.paidAt,
          amount: payment.amount,
          note: `${payment.provider.toUpperCase()} ${payment.transactionId}`,
          raw: payment.raw ?? null,
        })
        .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerTransactionId] })
        .returning({ id: bankTransfers.id });
      if (!inserted) return null;
      const settled = await attachAndSettle(tx, inserted.id, payment.orderId, "gateway", null);
      return settled ? { status: settled.status } : null;
    },

    /**
     * One transfer reported by a bank-notification service. Outgoing transfers and transfers to another account
     * are ignored; a transfer seen before changes nothing. Safe to call concurrently with the same transfer.
     */
    async receive(transfer: IncomingTransfer): Promise<ReceiveOutcome> {
      const reason = await ignoredReason(transfer);
      if (reason) return { result: "ignored", reason };
      const outcome = await options.events.transaction(db, (tx) => record(tx, transfer));
      if (outcome.result === "seen") return outcome;
      return { result: "stored", transferId: outcome.transferId, orderId: outcome.orderId, status: outcome.status };
    },

    /** A page of transfers (`?status=&page=`; an unknown status or page is ignored), with the counts per status. */
    async list(query: unknown = {}) {
      const filter = transferListQuerySchema.parse(query ?? {});
      const [{ rows, page }, counts] = await Promise.all([listTransfers(filter), statusCounts()]);
      const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, value) => sum + value, 0);
      return { transfers: rows, counts, total, page, pageSize: BANK_TRANSFERS_PAGE_SIZE };
    },

    /** The transfers that pay an order and what it still lacks or has in excess; balance null without any. */
    async forOrder(orderId: number): Promise<{ transfers: BankTransferView[]; balance: OrderBalance | null }> {
      const { rows } = await listTransfers({ orderId });
      const [order] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order || rows.length === 0) return { transfers: rows, balance: null };
      const received = rows.filter((row) => row.duplicateOfId === null).reduce((sum, row) => sum + row.amount, 0);
      return { transfers: rows, balance: orderBalance(order.total, received) };
    },

    /** Staff assign an unmatched transfer to an order; the order is settled as if the note had named it. */
    async assign(transferId: number, input: unknown, actor: Actor): Promise<{ id: number; orderId: number; status: BankTransferStatus; difference: number }> {
      const { orderId } = assignTransferSchema.parse(input ?? {});
      const userId = actor.id;
      return options.events.transaction(db, async (tx) => {
        const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for("update");
        if (!transfer) throw new NotFoundError("Không tìm thấy giao dịch");
        if (transfer.duplicateOfId !== null) throw new ConflictError(`Giao dịch này trùng với giao dịch #${transfer.duplicateOfId} đã ghi nhận`);
        if (transfer.orderId !== null) throw new ConflictError(`Giao dịch đã được gán cho đơn hàng #${transfer.orderId}`);
        const settled = await attachAndSettle(tx, transferId, orderId, "staff", userId);
        if (!settled) throw new ValidationError(`Không tìm thấy đơn hàng #${orderId}`, { orderId: [`Không tìm thấy đơn hàng #${orderId}`] });
        await writeAudit(tx, actor, {
          action: "order.payment-status",
          entityType: "order",
          entityId: orderId,
          summary: `Gán chuyển khoản #${transferId} (${formatVnd(transfer.amount)})`,
          after: { bankTransferId: transferId, transferStatus: settled.status },
        });
        return { id: transferId, orderId, status: settled.status, difference: settled.balance.difference };
      });
    },

    /**
     * What importing the statement would do, row by row: the real import, rolled back. Without `choice` the
     * columns are the ones remembered for this layout, or guessed from the header. `input`: `{ csv, columns? }`.
     */
    async previewStatement(input: unknown): Promise<StatementPreview> {
      const { csv, columns: choice } = statementPreviewSchema.parse(input ?? {});
      const statement = await readStatement(csv, choice);
      const { cells, columns, ...shown } = statement;
      if (!columns) return { ...shown, columns: null, rows: [] };
      const rows = readStatementRows(cells, statement.headerRow, columns);
      try {
        await options.events.transaction(db, async (tx) => {
          throw new PreviewRollback(await importRows(tx, rows));
        });
      } catch (error) {
        if (error instanceof PreviewRollback) return { ...shown, columns, rows: error.rows };
        throw error;
      }
      throw new Error("unreachable: the preview transaction always rolls back");
    },

    /** Imports the statement (`{ csv, columns }`) with the chosen columns and remembers them for the next file of this layout. */
    async importStatement(input: unknown, actor: Actor): Promise<StatementPreview> {
      const { csv, columns: choice } = statementImportSchema.parse(input ?? {});
      const statement = await readStatement(csv, choice);
      const columns = statement.columns!;
      const rows = readStatementRows(statement.cells, statement.headerRow, columns);
      const results = await options.events.transaction(db, async (tx) => {
        const imported = await importRows(tx, rows, actor);
        const format = {
          dateColumn: columns.date,
          amountColumn: columns.amount,
          noteColumn: columns.note,
          referenceColumn: columns.reference,
          updatedAt: new Date(),
        };
        await tx
          .insert(bankStatementFormats)
          .values({ headerSignature: headerSignature(statement.header), ...format })
          .onConflictDoUpdate({ target: bankStatementFormats.headerSignature, set: format });
        return imported;
      });
      return { header: statement.header, headerRow: statement.headerRow, columns, suggested: columns, remembered: true, rows: results };
    },
  };
}
