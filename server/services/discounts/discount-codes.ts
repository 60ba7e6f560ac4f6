import { and, desc, eq, ne, sql } from "drizzle-orm";
import { discountAmount, normalizeDiscountCode, type DiscountCodeView } from "#common/discount-codes";
import { computeTotals, discountedTotals, effectiveUnitPrice, formatVnd, type Totals } from "#common/money";
import { DiscountCheckSchema, DiscountCodeInputSchema } from "#common/schemas/discount-codes";
import type { OrderLine } from "#common/schemas/checkout";
import type { Db } from "../../db/client";
import { discountCodes, orders } from "../../db/schema";
import { moneyFromDriver } from "../../db/money-column";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import type { RateLimiter } from "../foundation/rate-limiter";
import { findCartLines, type CartOwner } from "../cart-and-orders/cart";
import { writeAudit, type Actor } from "../staff-and-access/audit";

type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** What a valid code does to one order: the amount off and the code's row (for the order to name it). */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  discount: number;
}

const refuse = (message: string) => new ValidationError(message, { code: [message] });
const usedUp = (message: string) => new ConflictError(message, { field: "code" });

/**
 * Whether `row` may be used on these lines by this phone now, and for how much. Every refusal names the reason the
 * buyer can act on (expired, not yet, minimum, products, used up).
 */
async function priceCode(executor: Db, row: DiscountCodeRow, lines: OrderLine[], subtotal: number, phone: string | null, now: Date): Promise<AppliedDiscount> {
  if (row.startsAt && row.startsAt > now) throw refuse("Mã giảm giá chưa đến ngày áp dụng");
  if (row.endsAt && row.endsAt <= now) throw refuse("Mã giảm giá đã hết hạn");
  if (row.minOrder !== null && subtotal < row.minOrder) throw refuse(`Mã giảm giá áp dụng cho đơn từ ${formatVnd(row.minOrder)} (chưa VAT)`);
  if (row.maxUses !== null && row.uses >= row.maxUses) throw usedUp("Mã giảm giá đã hết lượt sử dụng");
  if (phone !== null && row.maxUsesPerPhone !== null) {
    const [used] = await executor
      .select({ value: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.discountCodeId, row.id), sql`${orders.address}->>'phone' = ${phone}`, ne(orders.status, "canceled")));
    if ((used?.value ?? 0) >= row.maxUsesPerPhone) throw usedUp("Số điện thoại này đã dùng hết lượt của mã giảm giá");
  }
  const discount = discountAmount(row, lines);
  if (discount <= 0) throw refuse("Mã giảm giá không áp dụng cho sản phẩm trong giỏ hàng");
  return { codeId: row.id, code: row.code, discount };
}

/**
 * The discount step of placing an order, inside the order's transaction: locks the code's row (orders racing for
 * its last use queue here and each re-reads `uses` after the one before commits), checks it, and counts this use.
 * The count and the order commit or roll back together, so a use is counted exactly once.
 */
export async function redeemDiscountCode(tx: Db, rawCode: string | null | undefined, lines: OrderLine[], subtotal: number, phone: string, now = new Date()): Promise<AppliedDiscount | null> {
  const code = rawCode ? normalizeDiscountCode(rawCode) : "";
  if (!code) return null;
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for("update");
  if (!row) throw refuse("Mã giảm giá không tồn tại");
  const applied = await priceCode(tx, row, lines, subtotal, phone, now);
  await tx.update(discountCodes).set({ uses: sql`${discountCodes.uses} + 1` }).where(eq(discountCodes.id, row.id));
  return applied;
}

/**
 * An order placed with a code, repriced after staff change its lines (the order desk's edit): the code's rule is
 * applied to the new lines — the use was counted when the order was placed, so dates and uses are not checked
 * again. A code deleted since keeps the order's old amount, never more than the new subtotal.
 */
export async function rediscountOrder(
  tx: Db,
  order: { discountCodeId: number | null; discount: number },
  priced: { lines: OrderLine[]; totals: Totals },
): Promise<Totals & { discount: number }> {
  if (!order.discountCodeId && !order.discount) return { ...priced.totals, discount: 0 };
  const [row] = order.discountCodeId ? await tx.select().from(discountCodes).where(eq(discountCodes.id, order.discountCodeId)).limit(1) : [];
  const discount = row ? discountAmount(row, priced.lines) : order.discount;
  const totals = discountedTotals(priced.totals, discount);
  return { ...totals, discount: totals.discount ?? 0 };
}

function toView(row: DiscountCodeRow, sums?: { revenue: number; discounted: number }): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerPhone: row.maxUsesPerPhone,
    productIds: row.productIds,
    uses: row.uses,
    revenue: sums?.revenue ?? 0,
    discounted: sums?.discounted ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

function summaryOf(view: { code: string; kind: string; value: number }): string {
  return `${view.code}: giảm ${view.kind === "percent" ? `${view.value}%` : formatVnd(view.value)}`;
}

/**
 * Codes a visitor may try at checkout per window: enough for typos, too few to guess codes. Counted per session and
 * per client address, so dropping the cookie does not start the count again.
 */
const CHECK_LIMIT = 20;
const CHECK_WINDOW_MS = 10 * 60 * 1000;
const CHECK_LIMIT_MESSAGE = "Bạn đã thử quá nhiều mã giảm giá, vui lòng thử lại sau ít phút";

export function createDiscountCodeService(db: Db, rateLimiter: RateLimiter) {
  async function revenueByCode(): Promise<Map<number, { revenue: number; discounted: number }>> {
    const rows = await db
      .select({
        id: orders.discountCodeId,
        revenue: sql<string>`coalesce(sum(${orders.total}), 0)`.mapWith(moneyFromDriver),
        discounted: sql<string>`coalesce(sum(${orders.discount}), 0)`.mapWith(moneyFromDriver),
      })
      .from(orders)
      .where(and(sql`${orders.discountCodeId} is not null`, ne(orders.status, "canceled")))
      .groupBy(orders.discountCodeId);
    return new Map(rows.map((row) => [row.id!, { revenue: Number(row.revenue), discounted: Number(row.discounted) }]));
  }

  async function checkUnique(executor: Db, code: string, exceptId: number | null): Promise<void> {
    const [taken] = await executor.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
    if (taken && taken.id !== exceptId) throw new ValidationError("Mã này đã có", { code: ["Mã này đã có"] });
  }

  return {
    /** Newest first, with each code's uses and the revenue of its orders. */
    async list(): Promise<DiscountCodeView[]> {
      const [rows, sums] = await Promise.all([db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)), revenueByCode()]);
      return rows.map((row) => toView(row, sums.get(row.id)));
    },

    async get(id: number): Promise<DiscountCodeView> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
      if (!row) throw new NotFoundError("Không tìm thấy mã giảm giá");
      return toView(row, (await revenueByCode()).get(id));
    },

    async create(body: unknown, actor: Actor): Promise<DiscountCodeView> {
      const input = DiscountCodeInputSchema.parse(body);
      return db.transaction(async (tx) => {
        await checkUnique(tx, input.code, null);
        const [row] = await tx.insert(discountCodes).values(input).returning();
        const view = toView(row!);
        await writeAudit(tx, actor, { action: "discount-code.create", entityType: "discount-code", entityId: row!.id, summary: summaryOf(view), after: { ...input } });
        return view;
      });
    },

    /** Replaces the code's rule; its uses so far stay (a lower `maxUses` than the uses so far is refused). */
    async update(id: number, body: unknown, actor: Actor): Promise<DiscountCodeView> {
      const input = DiscountCodeInputSchema.parse(body);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
        if (!current) throw new NotFoundError("Không tìm thấy mã giảm giá");
        await checkUnique(tx, input.code, id);
        if (input.maxUses !== null && input.maxUses < current.uses) {
          const message = `Mã đã được dùng ${current.uses} lần: tổng lượt dùng không thể nhỏ hơn`;
          throw new ValidationError(message, { maxUses: [message] });
        }
        const [row] = await tx.update(discountCodes).set({ ...input, updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
        const view = toView(row!);
        const { uses: _uses, createdAt: _c, updatedAt: _u, ...before } = current;
        await writeAudit(tx, actor, { action: "discount-code.update", entityType: "discount-code", entityId: id, summary: summaryOf(view), before: { ...before }, after: { ...input } });
        return view;
      });
    },

    /**
     * What the buyer's code takes off these lines, without using it (the checkout shows the line before the order is
     * placed; placing it checks again under the lock). `client` is the caller's address (`clientKey`).
     */
    async previewForCart(owner: CartOwner | null, body: unknown, client: string): Promise<{ code: string; totals: Totals }> {
      const { code } = DiscountCheckSchema.parse(body);
      if (!owner) throw refuse("Giỏ hàng đang trống");
      await rateLimiter.enforce(`discount-check-ip:${client}`, CHECK_LIMIT, CHECK_WINDOW_MS, CHECK_LIMIT_MESSAGE);
      await rateLimiter.enforce(`discount-check:${owner.id}`, CHECK_LIMIT, CHECK_WINDOW_MS, CHECK_LIMIT_MESSAGE);
      const cart = await findCartLines(db, owner.id);
      if (cart.length === 0) throw refuse("Giỏ hàng đang trống");
      const lines: OrderLine[] = cart.map(({ productId, quantity, product }) => {
        const price = effectiveUnitPrice(product);
        return { productId, name: product.name, price, quantity, image: product.image, lineTotal: price * quantity };
      });
      const totals = computeTotals(lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })));
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
      if (!row) throw refuse("Mã giảm giá không tồn tại");
      const applied = await priceCode(db, row, lines, totals.subtotal, null, new Date());
      return { code: applied.code, totals: discountedTotals(totals, applied.discount) };
    },
  };
}

export type DiscountCodeService = ReturnType<typeof createDiscountCodeService>;
