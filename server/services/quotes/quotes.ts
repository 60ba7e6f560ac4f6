import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { amountInWords, discountPercent, MAX_SALES_DISCOUNT_PERCENT, quoteTotals } from "#common/business-buyers";
import { vietnamDay } from "#common/bank-statement";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { publicQuoteFields, quoteStatusLabel, type PublicQuoteView, type QuoteLine, type QuoteView } from "#common/quotes";
import { MESSAGES } from "#common/i18n";
import type { PaymentMethod } from "#common/payment";
import { acceptQuoteSchema, declineQuoteSchema, type AcceptQuoteInput, quoteInputSchema, quoteRequestSchema, type QuoteInput } from "#common/schemas/quotes";
import type { Db } from "../../db/client";
import { contactRequests, products, quotes, users } from "../../db/schema";
import { findCartLines, type CartOwner } from "../cart-and-orders/cart";
import type { OrderSource } from "../cart-and-orders/placement/order-source";
import type { PlaceOrder } from "../cart-and-orders/placement/place-order";
import { catalogueProducts } from "../cart-and-orders/placement/catalogue-lines";
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from "../foundation/errors";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { NotificationService } from "../notifications/notifications";
import { withZaloOptOutLink } from "../notifications/outbox-events";
import type { ZaloChannel } from "../notifications/zalo-channel";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import type { StoreSettingsService } from "../content/store-settings";
import { renderQuotePdf } from "./quote-pdf";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { LocationService, Place } from "../foundation/locations";
import { storedAddress } from "../cart-and-orders/placement/write-order";

type QuoteRow = typeof quotes.$inferSelect;

const QUOTE_NOT_FOUND = "Không tìm thấy báo giá";
const QUOTE_TOTALS_CHANGED = "Tổng tiền của báo giá không còn khớp với các dòng: vui lòng liên hệ cửa hàng để nhận báo giá mới";
export const OWNER_DISCOUNT_MESSAGE = `Giá thấp hơn giá niêm yết quá ${MAX_SALES_DISCOUNT_PERCENT}% cần chủ cửa hàng duyệt`;
/** A visitor's quote requests per session per window (a real buyer asks once or twice). */
const QUOTE_REQUEST_LIMIT = 5;
const QUOTE_REQUEST_WINDOW_MS = 10 * 60 * 1000;
/** A quote asked for from the cart is valid this many days unless staff change it. */
const DEFAULT_VALIDITY_DAYS = 14;

/** `2026-12-10` → `10/12/2026`, as the Zalo templates show dates. */
const formatDate = (isoDay: string) => isoDay.split("-").reverse().join("/");
const hashToken = (token: string) => createHash("sha256").update(`quote-link:${token}`).digest("hex");
const today = () => vietnamDay(new Date());
const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function numberOf(row: Pick<QuoteRow, "id" | "rootId" | "version">): string {
  const base = `BG-${row.rootId ?? row.id}`;
  return row.version > 1 ? `${base} (v${row.version})` : base;
}

function toView(row: QuoteRow): QuoteView {
  return {
    id: row.id,
    number: numberOf(row),
    version: row.version,
    previousId: row.previousId,
    status: row.status,
    statusLabel: quoteStatusLabel(row.status),
    customer: row.customer,
    lines: row.lines,
    subtotal: row.subtotal,
    installationFee: row.installationFee,
    vat: row.vat,
    total: row.total,
    depositPercent: row.depositPercent,
    deposit: row.deposit,
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    note: row.note,
    orderId: row.orderId,
    contactRequestId: row.contactRequestId,
    declineReason: row.declineReason,
    source: row.source,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * An accepted quote as an order source of the placement pipeline (decision 0042): the quoted lines at their
 * agreed prices and the quote's installation fee and deposit (never the catalogue's prices, never the client's),
 * through the same steps as a cart's order — products still sold and in stock, the counted stock taken, the
 * mails queued — and the quote marked accepted with its order. The quote's row is locked first, so a repeat, even
 * a concurrent one, answers the same order.
 */
function quoteOrderSource(
  token: string,
  body: unknown,
  sessionId: string | null,
  quote: {
    byToken(tx: Db, token: string, lock: boolean): Promise<QuoteRow>;
    closedReason(row: QuoteRow): string | null;
    bankTransferEnabled(): Promise<boolean>;
    locations?: LocationService;
    /** The terms of sale in force (issue 45): the accepting buyer ticked them; null when not known. */
    termsVersion: string | null;
  },
): OrderSource {
  let row: QuoteRow | null = null;
  let input: AcceptQuoteInput | null = null;
  let shipTo: Array<{ address: ShippingAddress; place: Place | null }> = [];
  let paymentMethod: PaymentMethod = "cod";
  const accepted = () => {
    if (!row || !input) throw new Error("the quote is read by begin()");
    return { row, input };
  };
  return {
    kind: "quote",
    owner: { sessionId, userId: null },
    idempotency: null,
    rateLimit: null,
    async begin(tx) {
      row = await quote.byToken(tx, token, true);
      if (row.orderId !== null) return { id: row.orderId, created: false };
      const closed = quote.closedReason(row);
      if (closed) throw new ConflictError(closed, { status: row.status });
      input = acceptQuoteSchema.parse(body ?? {});
      shipTo = deliveriesOf(input, quote.locations);
      // The deposit is paid by transfer; without a bank account the shop collects it by hand.
      paymentMethod = (await quote.bankTransferEnabled()) ? "bank_transfer" : "cod";
      return null;
    },
    async readLines(tx) {
      const { row } = accepted();
      const catalogue = await catalogueProducts(tx, row.lines.map((line) => line.productId));
      return row.lines.map((line, index) => {
        const product = catalogue.get(line.productId);
        if (!product) throw new ConflictError(MESSAGES.vi.discontinued(line.name));
        return { id: index, productId: line.productId, quantity: line.quantity, agreedPrice: line.unitPrice, product: { ...product, name: line.name } };
      });
    },
    get installationFee() {
      return accepted().row.installationFee;
    },
    discountCode: null,
    checkPriced(priced) {
      const { row } = accepted();
      if (priced.totals.total !== row.total || priced.totals.tax !== row.vat) throw new ConflictError(QUOTE_TOTALS_CHANGED, { status: row.status });
    },
    get order() {
      const { row, input } = accepted();
      const [first] = shipTo;
      return {
        address: first?.address ?? { fullName: input.name, phone: input.phone, email: input.invoice.email, address: input.invoice.address, city: "", state: "" },
        place: first?.place ?? null,
        shipTo: shipTo.map((entry) => entry.address),
        paymentMethod,
        invoice: input.invoice,
        deposit: row.deposit,
        quoteId: row.id,
        terms: quote.termsVersion ? { version: quote.termsVersion, acceptedAt: new Date() } : null,
      };
    },
    async afterWrite(tx, order) {
      const { row, input } = accepted();
      await tx
        .update(quotes)
        .set({
          status: "accepted",
          orderId: order.id,
          decidedAt: new Date(),
          updatedAt: new Date(),
          customer: { ...row.customer, companyName: input.invoice.companyName, taxCode: input.invoice.taxCode },
        })
        .where(eq(quotes.id, row.id));
    },
  };
}

/**
 * The branches a quote's machines go to, each checked by the checkout's province and ward rule; a refusal names
 * its branch (`deliveries.1.wardCode`). The receiver's e-mail is the invoice's (the buyer's contact).
 */
function deliveriesOf(input: AcceptQuoteInput, locations: LocationService | undefined): Array<{ address: ShippingAddress; place: Place | null }> {
  return (input.deliveries ?? []).map((delivery, index) => {
    let place: Place | null;
    try {
      place = locations ? locations.resolve({ provinceCode: delivery.provinceCode, wardCode: delivery.wardCode }) : null;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field.replace(/^address\./, `deliveries.${index}.`), messages]));
      throw new ValidationError(error.message, fieldErrors);
    }
    const address = storedAddress({ ...delivery, email: input.invoice.email, provinceCode: delivery.provinceCode, wardCode: delivery.wardCode }, place);
    return { address, place };
  });
}

interface QuoteServiceOptions {
  /** The terms of sale's current version (issue 45), recorded with the order an acceptance places. */
  termsVersion?: () => Promise<string>;
  /** Checks the province and ward of each delivery address (without it, tests of other rules accept any). */
  locations?: LocationService;
  placeOrder: PlaceOrder;
  notifications: NotificationService;
  /** The Zalo channel (decision 0040): a sent quote also goes to the buyer's Zalo when that event is on. */
  zalo?: ZaloChannel;
  settings: Pick<StoreSettingsService, "siteInfo" | "bankAccount" | "notifyEmail" | "roundDepositToThousand">;
  rateLimiter: RateLimiter;
  siteUrl: string;
  /** The signed page of an order (`/orders/{id}?t=…`) for a buyer without the session. */
  orderPath(orderId: number): string;
  bankTransferEnabled(): Promise<boolean>;
}

/**
 * Quotes (báo giá, decision 0042): asked for from the cart, started from a lead or from scratch, priced by staff,
 * sent as a private link with a PDF, accepted (one order at the quoted prices) or declined by the buyer.
 */
export function createQuoteService(db: Db, options: QuoteServiceOptions) {
  /** Sent quotes whose last day has passed become expired (run before every read that shows a status). */
  async function expireOverdue(executor: Db = db): Promise<void> {
    await executor
      .update(quotes)
      .set({ status: "expired", updatedAt: new Date() })
      .where(and(eq(quotes.status, "sent"), lt(quotes.validUntil, today())));
  }

  async function roleOf(executor: Db, actor: Actor): Promise<string | null> {
    const [user] = await executor.select({ role: users.role }).from(users).where(eq(users.id, actor.id)).limit(1);
    return user?.role ?? null;
  }

  /** Lines at the given prices (today's price by default), checked against the list price: deeper than 15 % needs the owner. */
  async function priceLines(executor: Db, input: QuoteInput, actor: Actor | null): Promise<QuoteLine[]> {
    const ids = [...new Set(input.lines.map((line) => line.productId))];
    const rows = await executor
      .select({ id: products.id, name: products.name, price: products.price, discountPrice: products.discountPrice, archivedAt: products.archivedAt })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lines = input.lines.map((line, index): QuoteLine => {
      const product = byId.get(line.productId);
      if (!product || product.archivedAt) {
        throw new ValidationError("Sản phẩm không còn bán", { [`lines.${index}.productId`]: ["Sản phẩm không còn bán"] });
      }
      const listPrice = effectiveUnitPrice(product);
      const unitPrice = line.unitPrice ?? listPrice;
      return {
        productId: line.productId,
        name: product.name,
        quantity: line.quantity,
        listPrice,
        unitPrice,
        lineTotal: unitPrice * line.quantity,
        discountPercent: Math.round(discountPercent(listPrice, unitPrice) * 10) / 10,
      };
    });
    const deepest = lines.find((line) => discountPercent(line.listPrice, line.unitPrice) > MAX_SALES_DISCOUNT_PERCENT);
    if (deepest && (actor === null || (await roleOf(executor, actor)) !== "owner")) throw new ForbiddenError(OWNER_DISCOUNT_MESSAGE);
    return lines;
  }

  /** The columns a quote's content sets, whoever wrote it: the customer, the priced lines, the server's totals and the terms. */
  function contentOf(input: QuoteInput, lines: QuoteLine[], roundDepositToThousand: boolean) {
    const totals = quoteTotals(lines, input.installationFee, input.depositPercent, roundDepositToThousand);
    return {
      customer: input.customer,
      lines,
      subtotal: totals.subtotal,
      installationFee: totals.installationFee,
      vat: totals.vat,
      total: totals.total,
      deposit: totals.deposit,
      depositPercent: input.depositPercent,
      validUntil: input.validUntil,
      paymentTerms: input.paymentTerms,
      note: input.note,
    };
  }

  /**
   * Writes a quote's row, a first one or a next version. Every version of a quote shares its first one's number
   * (`BG-{rootId}`): a next version names that root; a first one is its own, known once it has an id.
   */
  async function insertQuote(executor: Db, values: typeof quotes.$inferInsert): Promise<QuoteRow> {
    const [row] = await executor.insert(quotes).values(values).returning();
    if (values.rootId != null) return row!;
    const [rooted] = await executor.update(quotes).set({ rootId: row!.id }).where(eq(quotes.id, row!.id)).returning();
    return rooted!;
  }

  async function loadForUpdate(executor: Db, id: number): Promise<QuoteRow> {
    const [row] = await executor.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
    return row;
  }

  async function byToken(executor: Db, token: string, lock = false): Promise<QuoteRow> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(QUOTE_NOT_FOUND);
    const query = executor.select().from(quotes).where(eq(quotes.tokenHash, hashToken(token)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
    return row;
  }

  function publicView(row: QuoteRow): PublicQuoteView {
    const view = toView(row);
    return {
      ...publicQuoteFields(view),
      totalInWords: amountInWords(view.total),
      orderUrl: view.orderId ? options.orderPath(view.orderId) : null,
    };
  }

  /** Why a quote cannot be answered by the buyer now (a Vietnamese message), or null. */
  function closedReason(row: QuoteRow): string | null {
    if (row.status === "sent" && row.validUntil < today()) return "Báo giá đã hết hạn, vui lòng liên hệ để nhận báo giá mới";
    if (row.status === "sent") return null;
    if (row.status === "expired") return "Báo giá đã hết hạn, vui lòng liên hệ để nhận báo giá mới";
    if (row.status === "declined") return "Báo giá đã bị từ chối";
    if (row.status === "replaced") return "Báo giá này đã được thay bằng phiên bản mới; vui lòng mở đường dẫn trong e-mail mới nhất";
    if (row.status === "accepted") return "Báo giá đã được chấp nhận";
    return "Báo giá chưa được gửi";
  }

  async function pdfOf(row: QuoteRow): Promise<{ filename: string; pdf: Buffer }> {
    const view = toView(row);
    const [site, bank] = await Promise.all([options.settings.siteInfo(), options.settings.bankAccount()]);
    const pdf = await renderQuotePdf(view, { site, bank }, vietnamDay(row.sentAt ?? row.updatedAt));
    return { filename: `bao-gia-${view.number.replace(/[^A-Za-z0-9-]+/g, "-").replace(/-+$/, "")}.pdf`, pdf };
  }

  return {
    expireOverdue,

    /**
     * `POST /api/quote-requests`: the visitor's cart (its machines and quantities, at today's prices) — or, from a
     * product page, the `items` it names — becomes a draft quote for sales; the cart stays as it is. The shop is
     * told by e-mail. A product page's visitor may have no cart session: the limit then counts its address.
     */
    async request(owner: CartOwner | null, body: unknown, clientKey: string): Promise<{ id: number }> {
      const input = quoteRequestSchema.parse(body ?? {});
      const requested = input.items ?? (owner ? await findCartLines(db, owner.id) : []);
      if (requested.length === 0) throw new ConflictError("Giỏ hàng trống: hãy thêm sản phẩm trước khi yêu cầu báo giá");
      const requester = owner ? `session:${owner.id}` : `address:${clientKey}`;
      const limit = await options.rateLimiter.hit(`quote-request:${requester}`, QUOTE_REQUEST_LIMIT, QUOTE_REQUEST_WINDOW_MS);
      if (!limit.allowed) throw new TooManyRequestsError();
      // The machines at today's prices, on the shop's usual terms until sales change them.
      const draft: QuoteInput = {
        customer: { name: input.name, phone: input.phone, email: input.email, companyName: input.companyName, taxCode: "" },
        lines: requested.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        installationFee: 0,
        depositPercent: 0,
        validUntil: addDays(today(), DEFAULT_VALIDITY_DAYS),
        paymentTerms: "",
        note: input.note,
      };
      return db.transaction(async (tx) => {
        const lines = await priceLines(tx, draft, null);
        const row = await insertQuote(tx, { source: input.items ? "product" : "cart", ...contentOf(draft, lines, await options.settings.roundDepositToThousand(tx)) });
        const shop = await options.settings.notifyEmail(tx);
        if (shop) {
          const summary = lines.map((line) => `- ${line.quantity} × ${line.name}`).join("\n");
          await options.notifications.enqueue(tx, [
            {
              kind: "quote-request",
              recipient: shop,
              subject: `Yêu cầu báo giá BG-${row.id} – ${input.companyName || input.name}`,
              text: `${input.name} (${input.phone}, ${input.email}${input.companyName ? `, ${input.companyName}` : ""}) yêu cầu báo giá:\n${summary}\n\n${input.note}`,
            },
          ]);
        }
        return { id: row.id };
      });
    },

    /** What a quote started from a lead of the contact desk begins with: the lead's name, phone and message. */
    async leadContact(contactRequestId: number): Promise<{ name: string; phone: string; note: string } | null> {
      const [lead] = await db.select().from(contactRequests).where(eq(contactRequests.id, contactRequestId)).limit(1);
      return lead ? { name: lead.fullName, phone: lead.phone, note: [lead.product, lead.message].filter(Boolean).join(" – ") } : null;
    },

    /** `POST /api/admin/quotes`: staff start a quote; prices default to today's, totals are the server's. */
    async create(body: unknown, actor: Actor): Promise<{ id: number }> {
      const input = quoteInputSchema.parse(body ?? {});
      return db.transaction(async (tx) => {
        const lines = await priceLines(tx, input, actor);
        const row = await insertQuote(tx, {
          source: input.contactRequestId ? "lead" : "staff",
          contactRequestId: input.contactRequestId ?? null,
          ...contentOf(input, lines, await options.settings.roundDepositToThousand(tx)),
          createdBy: actor.id,
        });
        await writeAudit(tx, actor, { action: "quote.create", entityType: "quote", entityId: row.id, summary: `Báo giá BG-${row.id}: ${formatVnd(row.total)}` });
        return { id: row.id };
      });
    },

    /**
     * `PUT /api/admin/quotes/{id}`: a draft changes in place; a sent quote is frozen, so the change becomes its
     * next version (a new draft, `id` answered) and the sent one is marked replaced. Answered ones stay as they are.
     */
    async update(id: number, body: unknown, actor: Actor): Promise<QuoteView> {
      const input = quoteInputSchema.parse(body ?? {});
      await expireOverdue();
      return db.transaction(async (tx) => {
        const current = await loadForUpdate(tx, id);
        if (current.status !== "draft" && current.status !== "sent") {
          throw new ConflictError(`Báo giá "${quoteStatusLabel(current.status)}" không sửa được nữa`);
        }
        const lines = await priceLines(tx, input, actor);
        const values = { ...contentOf(input, lines, await options.settings.roundDepositToThousand(tx)), updatedAt: new Date() };
        let row: QuoteRow;
        if (current.status === "draft") {
          [row] = (await tx.update(quotes).set(values).where(eq(quotes.id, id)).returning()) as [QuoteRow];
        } else {
          await tx.update(quotes).set({ status: "replaced", updatedAt: new Date() }).where(eq(quotes.id, id));
          row = await insertQuote(tx, {
            ...values,
            rootId: current.rootId ?? current.id,
            version: current.version + 1,
            previousId: current.id,
            source: current.source,
            contactRequestId: current.contactRequestId,
            createdBy: actor.id,
          });
        }
        await writeAudit(tx, actor, {
          action: "quote.update",
          entityType: "quote",
          entityId: row.id,
          summary: row.id === id ? `Sửa ${numberOf(row)}: ${formatVnd(row.total)}` : `${numberOf(row)} thay cho bản đã gửi #${id}`,
          before: { total: current.total },
          after: { total: row.total },
        });
        return toView(row);
      });
    },

    /** `POST /api/admin/quotes/{id}/send`: freezes the draft, makes its private link and e-mails it to the buyer. */
    async send(id: number, actor: Actor): Promise<{ token: string; url: string }> {
      return db.transaction(async (tx) => {
        const current = await loadForUpdate(tx, id);
        if (current.status !== "draft") throw new ConflictError(`Chỉ gửi được báo giá nháp (báo giá này: ${quoteStatusLabel(current.status)})`);
        if (current.lines.length === 0) throw new ValidationError("Báo giá cần ít nhất một sản phẩm", { lines: ["Báo giá cần ít nhất một sản phẩm"] });
        if (!current.customer.email) throw new ValidationError("Cần e-mail của khách để gửi báo giá", { "customer.email": ["Vui lòng nhập e-mail"] });
        if (current.validUntil < today()) throw new ValidationError("Ngày hết hạn đã qua", { validUntil: ["Ngày hết hạn phải từ hôm nay trở đi"] });
        const token = randomBytes(24).toString("base64url");
        const url = `${options.siteUrl}/quotes/${token}`;
        await tx.update(quotes).set({ status: "sent", tokenHash: hashToken(token), sentAt: new Date(), updatedAt: new Date() }).where(eq(quotes.id, id));
        const site = await options.settings.siteInfo(tx);
        const number = numberOf(current);
        await options.notifications.enqueue(tx, await withZaloOptOutLink(options.zalo, tx, "quote-sent", [
          {
            kind: "quote-sent",
            recipient: current.customer.email,
            subject: `Báo giá ${number} – ${site.brandName}`,
            text: `Xin chào ${current.customer.name},\n\n${site.brandName} gửi anh/chị báo giá ${number}: tổng cộng ${formatVnd(current.total)} (đã gồm VAT 10%), hiệu lực đến ${current.validUntil}.\n\nXem, tải PDF, chấp nhận hoặc từ chối tại: ${url}\n(Đường dẫn riêng của anh/chị, vui lòng không chia sẻ.)\n\nCần hỗ trợ, vui lòng gọi hotline ${site.hotline.display}.\n\nTrân trọng,\n${site.brandName}`,
          },
        ], current.customer.phone));
        await options.zalo?.queue(tx, "quote-sent", {
          phone: current.customer.phone,
          subjectRef: `quote:${current.id}`,
          fields: {
            customer_name: current.customer.name,
            quote_code: number,
            quote_total: formatVnd(current.total),
            valid_until: formatDate(current.validUntil),
          },
        });
        await writeAudit(tx, actor, { action: "quote.send", entityType: "quote", entityId: id, summary: `Gửi ${number} tới ${current.customer.email}` });
        return { token, url };
      });
    },

    async list(): Promise<QuoteView[]> {
      await expireOverdue();
      const rows = await db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(200);
      return rows.map(toView);
    },

    async get(id: number): Promise<QuoteView> {
      await expireOverdue();
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
      if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
      return toView(row);
    },

    /** `GET /api/quotes/{token}`: the buyer's view of their quote (unknown token: 404). */
    async readByToken(token: string): Promise<PublicQuoteView> {
      await expireOverdue();
      return publicView(await byToken(db, token));
    },

    /** `GET /api/quotes/{token}/pdf`. */
    async pdfByToken(token: string): Promise<{ filename: string; pdf: Buffer }> {
      return pdfOf(await byToken(db, token));
    },

    /** The PDF of a quote by id (the admin's download). */
    async pdfById(id: number): Promise<{ filename: string; pdf: Buffer }> {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
      if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
      return pdfOf(row);
    },

    /**
     * `POST /api/quotes/{token}/accept`: one order at the quoted prices (the placement rules of a cart's order),
     * linked to the quote. The quote's row is locked, so a repeat — even a concurrent one — answers the same order.
     */
    async accept(token: string, body: unknown, sessionId: string | null): Promise<{ orderId: number; created: boolean; orderUrl: string }> {
      await expireOverdue();
      const termsVersion = (await options.termsVersion?.()) ?? null;
      const placed = await options.placeOrder(
        quoteOrderSource(token, body, sessionId, { byToken, closedReason, bankTransferEnabled: options.bankTransferEnabled, locations: options.locations, termsVersion }),
      );
      return { orderId: placed.id, created: placed.created, orderUrl: options.orderPath(placed.id) };
    },

    /** `POST /api/quotes/{token}/decline`: with the buyer's reason; the shop is told. */
    async decline(token: string, body: unknown): Promise<PublicQuoteView> {
      await expireOverdue();
      return db.transaction(async (tx) => {
        const row = await byToken(tx, token, true);
        const closed = closedReason(row);
        if (closed) throw new ConflictError(closed, { status: row.status });
        const { reason } = declineQuoteSchema.parse(body ?? {});
        const [updated] = await tx
          .update(quotes)
          .set({ status: "declined", declineReason: reason, decidedAt: new Date(), updatedAt: new Date() })
          .where(eq(quotes.id, row.id))
          .returning();
        const shop = await options.settings.notifyEmail(tx);
        if (shop) {
          await options.notifications.enqueue(tx, [
            { kind: "quote-declined", recipient: shop, subject: `Khách từ chối báo giá ${numberOf(row)}`, text: `${row.customer.name} từ chối báo giá ${numberOf(row)}.\nLý do: ${reason}` },
          ]);
        }
        return publicView(updated!);
      });
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

