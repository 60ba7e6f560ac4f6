import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { vietnamDay } from "#common/after-sale";
import {
  addDays,
  dealerLedger,
  dealerUnitPrice,
  overdueMessage,
  overLimitMessage,
  regionOfProvince,
  statementOf,
  type DealerLedger,
  type DealerMe,
  type DealerOrderView,
  type DealerProduct,
  type DealerNetworkRow,
  type DealerStatement,
  type LedgerMovement,
  type PriceTierRule,
} from "#common/dealers";
import { formatVnd } from "#common/money";
import {
  CreditOverrideInputSchema,
  DealerOrderInputSchema,
  DealerNetworkQuerySchema,
  DealerPaymentInputSchema,
  DealerTermsInputSchema,
  PriceTierInputSchema,
  StatementQuerySchema,
} from "#common/schemas/dealers";
import type { Db } from "../../db/client";
import {
  bankTransfers,
  dealerAccounts,
  dealerPayments,
  dealerTerms,
  leadAssignments,
  machines,
  orderRefunds,
  orders,
  places,
  priceTierPrices,
  priceTiers,
  products,
} from "../../db/schema";
import { lineProductColumns, lineProductOf } from "../cart-and-orders/cart";
import { catalogueLines } from "../cart-and-orders/placement/catalogue-lines";
import type { PlacedOrder } from "../cart-and-orders/placement/order-source";
import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import { storedAddress } from "../cart-and-orders/placement/write-order";
import { NotFoundError, UnprocessableError, ValidationError } from "../foundation/errors";
import { requestFingerprint } from "../foundation/idempotency";
import type { LocationService, Place } from "../foundation/locations";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { dealerActor, type SignedInDealer } from "./accounts";

/** Orders a dealer may place per account in ten minutes (a runaway script, not a busy day). */
const DEALER_ORDER_LIMIT = 30;
const DEALER_ORDER_WINDOW_MS = 10 * 60 * 1000;

const NO_TERMS = "Đại lý chưa được cửa hàng thiết lập hạn mức công nợ: vui lòng liên hệ cửa hàng";

/** The credit orders of a dealer that count: on credit, not canceled. */
const countedOrders = (placeId: number) => and(eq(orders.dealerPlaceId, placeId), eq(orders.paymentMethod, "credit"), ne(orders.status, "canceled"));

/**
 * Every movement of a dealer's account, read in `executor`: its counted credit orders (with what was refunded on
 * each), the refunds, and its payments — those staff recorded, and bank transfers the existing matching tied to one
 * of its credit orders (a note naming the order). The one source of the balance, the ledger and the statement.
 */
async function movementsOf(executor: Db, placeId: number) {
  const orderRows = await executor
    .select({ id: orders.id, total: orders.total, dueOn: orders.dueOn, createdAt: orders.createdAt, status: orders.status, items: orders.items })
    .from(orders)
    .where(countedOrders(placeId))
    .orderBy(asc(orders.id));
  const ids = orderRows.map((row) => row.id);
  const [refundRows, recorded, transfers] = await Promise.all([
    ids.length
      ? executor.select({ id: orderRefunds.id, orderId: orderRefunds.orderId, amount: orderRefunds.amount, createdAt: orderRefunds.createdAt }).from(orderRefunds).where(inArray(orderRefunds.orderId, ids))
      : Promise.resolve([]),
    executor
      .select({ id: dealerPayments.id, amount: dealerPayments.amount, paidOn: dealerPayments.paidOn, reference: dealerPayments.reference })
      .from(dealerPayments)
      .where(eq(dealerPayments.placeId, placeId))
      .orderBy(asc(dealerPayments.paidOn), asc(dealerPayments.id)),
    ids.length
      ? executor
          .select({ id: bankTransfers.id, amount: bankTransfers.amount, transactedAt: bankTransfers.transactedAt, orderId: bankTransfers.orderId })
          .from(bankTransfers)
          .where(and(inArray(bankTransfers.orderId, ids), isNull(bankTransfers.duplicateOfId)))
      : Promise.resolve([]),
  ]);
  const paymentRows = [
    ...recorded,
    ...transfers.map((row) => ({ id: -row.id, amount: row.amount, paidOn: vietnamDay(row.transactedAt), reference: `Chuyển khoản đơn #${row.orderId}` })),
  ];
  const refunded = new Map<number, number>();
  for (const refund of refundRows) refunded.set(refund.orderId, (refunded.get(refund.orderId) ?? 0) + refund.amount);
  return { orderRows, refundRows, paymentRows, refunded };
}

/** The dealer's ledger, derived (decision 0053): orders less refunds less payments; never a stored balance. */
export async function ledgerOf(executor: Db, placeId: number, today: string): Promise<DealerLedger> {
  const { orderRows, paymentRows, refunded } = await movementsOf(executor, placeId);
  const ledgerOrders = orderRows.map((row) => ({ id: row.id, amount: row.total - (refunded.get(row.id) ?? 0), dueOn: row.dueOn ?? vietnamDay(row.createdAt), createdAt: row.createdAt.toISOString() }));
  return dealerLedger(ledgerOrders, paymentRows.reduce((sum, row) => sum + row.amount, 0), today);
}

/** The province and ward of a place as an order keeps them; null when the place's codes are no longer on the list. */
function placeLocation(locations: LocationService | undefined, place: { provinceCode: string; wardCode: string }): Place | null {
  if (!locations) return null;
  try {
    return locations.resolve({ provinceCode: place.provinceCode, wardCode: place.wardCode });
  } catch {
    return null;
  }
}

/** A tier as the price rule reads it. */
async function tierRuleOf(executor: Db, tierId: number | null): Promise<(PriceTierRule & { id: number; name: string }) | null> {
  if (tierId === null) return null;
  const [tier] = await executor.select().from(priceTiers).where(eq(priceTiers.id, tierId));
  if (!tier) return null;
  const prices = await executor.select({ productId: priceTierPrices.productId, price: priceTierPrices.price }).from(priceTierPrices).where(eq(priceTierPrices.tierId, tierId));
  return { id: tier.id, name: tier.name, discountPercent: Number(tier.discountPercent), prices: new Map(prices.map((row) => [row.productId, row.price])) };
}

/**
 * The dealer network's money (issue 43): price tiers and terms (owner), credit orders through the one placement
 * pipeline, payments staff record, the ledger both sides read, and the monthly statement.
 */
export function createDealerNetworkService(db: Db, deps: { placeOrder: PlaceOrder; locations?: LocationService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const today = () => vietnamDay(now());

  async function dealerPlace(executor: Db, placeId: number) {
    const [place] = await executor.select().from(places).where(eq(places.id, placeId));
    if (!place || (place.kind !== "dealer" && place.kind !== "service_center")) throw new NotFoundError("Không tìm thấy đại lý");
    return place;
  }

  async function termsRow(executor: Db, placeId: number) {
    const [terms] = await executor.select().from(dealerTerms).where(eq(dealerTerms.placeId, placeId));
    return terms ?? null;
  }

  async function summary(placeId: number) {
    const place = await dealerPlace(db, placeId);
    const terms = await termsRow(db, placeId);
    const tier = await tierRuleOf(db, terms?.tierId ?? null);
    const ledger = await ledgerOf(db, placeId, today());
    const creditLimit = terms?.creditLimit ?? 0;
    const placeRow: DealerMe["place"] = { id: place.id, name: place.name, kind: place.kind, address: place.address, phone: place.phone };
    return {
      placeRow,
      tier: tier ? { id: tier.id, name: tier.name, discountPercent: tier.discountPercent } : null,
      creditLimit,
      paymentTermDays: terms?.paymentTermDays ?? 0,
      balance: ledger.balance,
      overdue: ledger.overdue,
      available: Math.max(0, creditLimit - ledger.balance),
    };
  }

  async function orderViews(placeId: number, onlyId?: number): Promise<DealerOrderView[]> {
    const ledger = await ledgerOf(db, placeId, today());
    const standing = new Map(ledger.orders.map((order) => [order.id, order]));
    const rows = await db
      .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, total: orders.total, dueOn: orders.dueOn, items: orders.items, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(and(eq(orders.dealerPlaceId, placeId), onlyId === undefined ? undefined : eq(orders.id, onlyId)))
      .orderBy(desc(orders.id))
      .limit(200);
    return rows.map((row) => {
      const ledgerRow = standing.get(row.id);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        total: row.total,
        amount: ledgerRow?.amount ?? 0,
        dueOn: row.dueOn ?? vietnamDay(row.createdAt),
        paid: ledgerRow?.paid ?? row.status !== "canceled",
        overdue: ledgerRow?.overdue ?? false,
        lines: row.items.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })),
      };
    });
  }

  return {
    ledgerOf,

    /** `POST /api/admin/price-tiers` (owner): a tier with its discount off list and its fixed prices. */
    async createTier(body: unknown, actor: Actor): Promise<{ id: number }> {
      const input = PriceTierInputSchema.parse(body ?? {});
      return db.transaction(async (tx) => {
        const ids = input.prices.map((price) => price.productId);
        if (ids.length) {
          const found = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
          const missing = ids.find((id) => !found.has(id));
          if (missing !== undefined) throw new ValidationError(`Không tìm thấy sản phẩm #${missing}`, { prices: [`Không tìm thấy sản phẩm #${missing}`] });
        }
        const [existing] = await tx.select({ id: priceTiers.id }).from(priceTiers).where(sql`lower(${priceTiers.name}) = lower(${input.name})`);
        if (existing) throw new ValidationError(`Bậc giá "${input.name}" đã có`, { name: [`Bậc giá "${input.name}" đã có`] });
        const [tier] = await tx.insert(priceTiers).values({ name: input.name, discountPercent: input.discountPercent }).returning({ id: priceTiers.id });
        if (input.prices.length) await tx.insert(priceTierPrices).values(input.prices.map((price) => ({ tierId: tier!.id, ...price })));
        await writeAudit(tx, actor, {
          action: "price-tier.create",
          entityType: "price-tier",
          entityId: tier!.id,
          summary: `Bậc giá "${input.name}": chiết khấu ${input.discountPercent}%, ${input.prices.length} giá cố định`,
          after: input,
        });
        return { id: tier!.id };
      });
    },

    /** The owner's tiers (the admin's choice list). */
    async tiers() {
      return db.select({ id: priceTiers.id, name: priceTiers.name, discountPercent: priceTiers.discountPercent }).from(priceTiers).orderBy(asc(priceTiers.name));
    },

    /** `PUT /api/admin/dealers/{placeId}` (owner): the dealer's tier, credit limit and payment days. */
    async setTerms(placeId: number, body: unknown, actor: Actor) {
      const input = DealerTermsInputSchema.parse(body ?? {});
      await db.transaction(async (tx) => {
        const place = await dealerPlace(tx, placeId);
        if (input.tierId !== null && !(await tierRuleOf(tx, input.tierId))) throw new ValidationError("Không tìm thấy bậc giá", { tierId: ["Không tìm thấy bậc giá"] });
        const before = await termsRow(tx, placeId);
        await tx
          .insert(dealerTerms)
          .values({ placeId, ...input })
          .onConflictDoUpdate({ target: dealerTerms.placeId, set: { ...input, updatedAt: now() } });
        await writeAudit(tx, actor, {
          action: "dealer.terms",
          entityType: "place",
          entityId: placeId,
          summary: `${place.name}: hạn mức ${formatVnd(input.creditLimit)}, nợ ${input.paymentTermDays} ngày`,
          before: before ? { tierId: before.tierId, creditLimit: before.creditLimit, paymentTermDays: before.paymentTermDays } : null,
          after: input,
        });
      });
      return this.staffLedger(placeId);
    },

    /**
     * `POST /api/admin/dealers/{placeId}/credit-override` (owner): the dealer's next order passes the credit check
     * (limit and overdue) once; the order that uses it says so in the audit trail.
     */
    async grantCreditOverride(placeId: number, body: unknown, actor: Actor): Promise<{ granted: true }> {
      const { reason } = CreditOverrideInputSchema.parse(body ?? {});
      await db.transaction(async (tx) => {
        const place = await dealerPlace(tx, placeId);
        const [row] = await tx.update(dealerTerms).set({ creditOverrideAt: now(), creditOverrideBy: actor.id }).where(eq(dealerTerms.placeId, placeId)).returning();
        if (!row) throw new ValidationError(NO_TERMS);
        await writeAudit(tx, actor, { action: "dealer.credit-override", entityType: "place", entityId: placeId, summary: `${place.name}: cho phép đơn kế tiếp vượt hạn mức (${reason})` });
      });
      return { granted: true };
    },

    /** `POST /api/admin/dealers/{placeId}/payments` (owner, sales): money the dealer paid. */
    async recordPayment(placeId: number, body: unknown, actor: Actor): Promise<{ id: number }> {
      const input = DealerPaymentInputSchema.parse(body ?? {});
      return db.transaction(async (tx) => {
        const place = await dealerPlace(tx, placeId);
        const [row] = await tx.insert(dealerPayments).values({ placeId, ...input, createdBy: actor.id }).returning({ id: dealerPayments.id });
        await writeAudit(tx, actor, {
          action: "dealer.payment",
          entityType: "place",
          entityId: placeId,
          summary: `${place.name} thanh toán ${formatVnd(input.amount)} ngày ${input.paidOn} (${input.reference})`,
          after: input,
        });
        return { id: row!.id };
      });
    },

    /** `GET /api/admin/dealers/{placeId}`: the same ledger the dealer sees, with its payments. */
    async staffLedger(placeId: number) {
      const figures = await summary(placeId);
      const { placeRow, tier, creditLimit, paymentTermDays, balance, overdue, available } = figures;
      const payments = await db
        .select({ id: dealerPayments.id, amount: dealerPayments.amount, paidOn: dealerPayments.paidOn, reference: dealerPayments.reference })
        .from(dealerPayments)
        .where(eq(dealerPayments.placeId, placeId))
        .orderBy(desc(dealerPayments.paidOn), desc(dealerPayments.id));
      return { place: placeRow, tier, creditLimit, paymentTermDays, balance, overdue, available, orders: await orderViews(placeId), payments };
    },

    /**
     * `GET /api/admin/dealers?region=` (owner, sales): one row per dealer or service centre in the network (with
     * terms, a portal account, a dealer order, a machine or a lead through the portal): its ledger, orders,
     * machines, and how it answers leads — the median minutes to accept, and sold ÷ accepted. The ledger is
     * `ledgerOf`, the one the dealer and the credit check read.
     */
    async network(query: unknown): Promise<DealerNetworkRow[]> {
      const { region } = DealerNetworkQuerySchema.parse(query ?? {});
      const inNetwork = sql`(
        exists (select 1 from ${dealerTerms} where ${dealerTerms.placeId} = ${places.id})
        or exists (select 1 from ${dealerAccounts} where ${dealerAccounts.placeId} = ${places.id})
        or exists (select 1 from ${orders} where ${orders.dealerPlaceId} = ${places.id})
        or exists (select 1 from ${machines} where ${machines.dealerPlaceId} = ${places.id})
        or exists (select 1 from ${leadAssignments} where ${leadAssignments.placeId} = ${places.id}))`;
      const placeRows = (
        await db
          .select({ id: places.id, name: places.name, kind: places.kind, provinceCode: places.provinceCode })
          .from(places)
          .where(and(inArray(places.kind, ["dealer", "service_center"]), inNetwork))
          .orderBy(asc(places.name))
      ).filter((row) => !region || regionOfProvince(row.provinceCode) === region);
      if (placeRows.length === 0) return [];
      const ids = placeRows.map((row) => row.id);
      const [termRows, orderRows, machineRows, leadRows] = await Promise.all([
        db.select({ placeId: dealerTerms.placeId, creditLimit: dealerTerms.creditLimit, tierName: priceTiers.name }).from(dealerTerms).leftJoin(priceTiers, eq(priceTiers.id, dealerTerms.tierId)).where(inArray(dealerTerms.placeId, ids)),
        db
          .select({ placeId: orders.dealerPlaceId, count: sql<number>`count(*)::int`, last: sql<string | null>`max(${orders.createdAt})` })
          .from(orders)
          .where(and(inArray(orders.dealerPlaceId, ids), ne(orders.status, "canceled")))
          .groupBy(orders.dealerPlaceId),
        db
          .select({ placeId: machines.dealerPlaceId, sold: sql<number>`count(${machines.dealerSoldOn})::int`, total: sql<number>`count(*)::int` })
          .from(machines)
          .where(inArray(machines.dealerPlaceId, ids))
          .groupBy(machines.dealerPlaceId),
        db
          .select({ placeId: leadAssignments.placeId, routedAt: leadAssignments.routedAt, acceptedAt: leadAssignments.acceptedAt, outcome: leadAssignments.outcome })
          .from(leadAssignments)
          // Leads only: a service centre's service requests (decision 0064) are not sales leads.
          .where(and(inArray(leadAssignments.placeId, ids), isNotNull(leadAssignments.leadId))),
      ]);
      const day = today();
      const provinceNames = new Map((deps.locations?.listProvinces() ?? []).map((province) => [province.code, province.name]));
      const rows: DealerNetworkRow[] = [];
      for (const place of placeRows) {
        const terms = termRows.find((row) => row.placeId === place.id);
        const ordered = orderRows.find((row) => row.placeId === place.id);
        const held = machineRows.find((row) => row.placeId === place.id);
        const leads = leadRows.filter((row) => row.placeId === place.id);
        const accepted = leads.filter((row) => row.acceptedAt);
        const minutes = accepted.map((row) => (row.acceptedAt!.getTime() - row.routedAt.getTime()) / 60_000).sort((a, b) => a - b);
        const median = minutes.length ? Math.round(minutes.length % 2 ? minutes[(minutes.length - 1) / 2]! : (minutes[minutes.length / 2 - 1]! + minutes[minutes.length / 2]!) / 2) : null;
        const sold = accepted.filter((row) => row.outcome === "sold").length;
        const ledger = await ledgerOf(db, place.id, day);
        rows.push({
          placeId: place.id,
          name: place.name,
          kind: place.kind,
          provinceName: provinceNames.get(place.provinceCode) ?? place.provinceCode,
          region: regionOfProvince(place.provinceCode),
          tierName: terms?.tierName ?? null,
          creditLimit: terms?.creditLimit ?? null,
          balance: ledger.balance,
          overdue: ledger.overdue,
          orders: ordered?.count ?? 0,
          lastOrderAt: ordered?.last ? new Date(ordered.last).toISOString() : null,
          machinesInStock: (held?.total ?? 0) - (held?.sold ?? 0),
          machinesSold: held?.sold ?? 0,
          leadsRouted: leads.length,
          leadsAccepted: accepted.length,
          leadsSold: sold,
          responseMinutes: median,
          conversionPercent: accepted.length ? Math.round((sold / accepted.length) * 1000) / 10 : null,
        });
      }
      return rows;
    },

    /** `GET /api/dealer/me`. */
    async me(dealer: SignedInDealer): Promise<DealerMe> {
      const { placeRow, tier, creditLimit, paymentTermDays, balance, overdue, available } = await summary(dealer.placeId);
      return { account: { id: dealer.id, name: dealer.name, email: dealer.email }, place: placeRow, tier, creditLimit, paymentTermDays, balance, overdue, available };
    },

    /** `GET /api/dealer/products`: the catalogue on sale, each with the dealer's price by its tier. */
    async products(dealer: SignedInDealer): Promise<DealerProduct[]> {
      const terms = await termsRow(db, dealer.placeId);
      const tier = await tierRuleOf(db, terms?.tierId ?? null);
      const rows = await db
        .select({ id: products.id, ...lineProductColumns })
        .from(products)
        .where(isNull(products.archivedAt))
        .orderBy(asc(products.displayOrder), asc(products.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        image: row.image || null,
        price: row.price,
        dealerPrice: dealerUnitPrice(row.price, row.id, tier),
        inStock: lineProductOf(row).inStock,
      }));
    },

    /** `GET /api/dealer/orders`: the dealer's own orders, with due days and whether each is paid. */
    orders: (dealer: SignedInDealer) => orderViews(dealer.placeId),

    /** `GET /api/dealer/orders/{id}`: one of its own orders; another dealer's is the same 404 as none. */
    async order(dealer: SignedInDealer, id: number): Promise<DealerOrderView> {
      const [view] = await orderViews(dealer.placeId, id);
      if (!view) throw new NotFoundError("Không tìm thấy đơn hàng");
      return view;
    },

    /**
     * `POST /api/dealer/orders`: an order source of the placement pipeline (decision 0047). Its `begin` takes the
     * dealer's terms row FOR UPDATE, so two orders of one dealer are checked one after the other, and reads the
     * ledger under that lock; `checkPriced` refuses (422, nothing written, no stock taken) an order past the limit
     * or while an invoice is overdue, unless the owner granted an override, which the order uses up.
     */
    async placeOrder(dealer: SignedInDealer, body: unknown, idempotencyKey: string | null): Promise<PlacedOrder & { total: number; dueDate: string }> {
      const input = DealerOrderInputSchema.parse(body ?? {});
      const place = await dealerPlace(db, dealer.placeId);
      const actor = dealerActor(dealer);
      const resolved = placeLocation(deps.locations, place);
      const address = storedAddress(
        { fullName: place.name, email: dealer.email, phone: place.phone, address: place.address, provinceCode: place.provinceCode, wardCode: place.wardCode, city: "", state: "" } as Parameters<typeof storedAddress>[0],
        resolved,
      );
      let credit: { limit: number; balance: number; overdue: number; override: boolean; tier: PriceTierRule | null; dueOn: string } | null = null;
      const placed = await deps.placeOrder({
        kind: "dealer",
        // The place owns its orders: a retry from another of its accounts finds the same order.
        owner: { sessionId: `dealer:${dealer.placeId}`, userId: null },
        idempotency: idempotencyKey ? { key: idempotencyKey, fingerprint: requestFingerprint({ kind: "dealer-order", placeId: dealer.placeId, lines: input.lines, note: input.note }) } : null,
        rateLimit: { key: `dealer-order:${dealer.id}`, limit: DEALER_ORDER_LIMIT, windowMs: DEALER_ORDER_WINDOW_MS },
        async begin(tx) {
          const [terms] = await tx.select().from(dealerTerms).where(eq(dealerTerms.placeId, dealer.placeId)).for("update");
          if (!terms) throw new UnprocessableError(NO_TERMS);
          const ledger = await ledgerOf(tx, dealer.placeId, today());
          credit = {
            limit: terms.creditLimit,
            balance: ledger.balance,
            overdue: ledger.overdue,
            override: terms.creditOverrideAt !== null,
            tier: await tierRuleOf(tx, terms.tierId),
            dueOn: addDays(today(), terms.paymentTermDays),
          };
          return null;
        },
        readLines: async (tx) => (await catalogueLines(tx, input.lines)).map((line) => ({ ...line, agreedPrice: dealerUnitPrice(line.product.price, line.productId, credit!.tier) })),
        installationFee: 0,
        discountCode: null,
        checkPriced(priced) {
          const { limit, balance, overdue, override } = credit!;
          if (override) return;
          if (overdue > 0) throw new UnprocessableError(overdueMessage(overdue));
          if (balance + priced.totals.total > limit) throw new UnprocessableError(overLimitMessage(priced.totals.total, limit - balance));
        },
        order: {
          address,
          place: resolved,
          paymentMethod: "credit",
          invoice: null,
          deposit: 0,
          quoteId: null,
          // Read when the order is written, after `begin` has fixed the due day under the dealer's lock.
          get dealer() {
            return { placeId: dealer.placeId, accountId: dealer.id, dueOn: credit?.dueOn ?? today(), note: input.note };
          },
        },
        async afterWrite(tx, order, priced) {
          const overridden = credit!.override;
          if (overridden) await tx.update(dealerTerms).set({ creditOverrideAt: null, creditOverrideBy: null }).where(eq(dealerTerms.placeId, dealer.placeId));
          await writeAudit(tx, actor, {
            action: "order.dealer",
            entityType: "order",
            entityId: order.id,
            summary: `${place.name} đặt đơn công nợ ${formatVnd(priced.totals.total)}, hạn ${credit!.dueOn}${overridden ? " (vượt hạn mức được chủ cửa hàng cho phép)" : ""}`,
            after: { items: priced.lines.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })), total: priced.totals.total, dueOn: credit!.dueOn },
          });
        },
      });
      const [row] = await db.select({ total: orders.total, dueOn: orders.dueOn }).from(orders).where(eq(orders.id, placed.id));
      return { ...placed, total: row!.total, dueDate: row!.dueOn ?? today() };
    },

    /** `GET /api/dealer/statement?month=YYYY-MM` (and staff's): the month's movements and balances. */
    async statement(placeId: number, query: unknown): Promise<{ statement: DealerStatement; format: "json" | "csv" | "pdf" }> {
      const { month, format } = StatementQuerySchema.parse(query ?? {});
      const place = await dealerPlace(db, placeId);
      const { orderRows, refundRows, paymentRows } = await movementsOf(db, placeId);
      const movements: LedgerMovement[] = [
        ...orderRows.map((row) => ({ day: vietnamDay(row.createdAt), kind: "order" as const, reference: `Đơn hàng #${row.id}${row.dueOn ? ` (hạn ${row.dueOn.split("-").reverse().join("/")})` : ""}`, amount: row.total })),
        ...refundRows.map((row) => ({ day: vietnamDay(row.createdAt), kind: "refund" as const, reference: `Hoàn tiền đơn #${row.orderId}`, amount: row.amount })),
        ...paymentRows.map((row) => ({ day: row.paidOn, kind: "payment" as const, reference: row.reference, amount: row.amount })),
      ];
      return { statement: statementOf(movements, month, { id: place.id, name: place.name }), format };
    },
  };
}

export type DealerNetworkService = ReturnType<typeof createDealerNetworkService>;
