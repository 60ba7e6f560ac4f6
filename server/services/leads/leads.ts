import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern, foldedContains } from "../../db/folded-text";
import {
  BUSINESS_STATUS_LABELS,
  formatLeadTime,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  labelOf,
  NEED_TYPE_LABELS,
  normalizeVietnamesePhone,
  type LeadStatus,
  type LeadView,
} from "#common/leads";
import {
  contactRequestSchema,
  honeypotFilled,
  leadListQuerySchema,
  statusUpdateSchema,
  trialRequestSchema,
  type LeadListQuery,
} from "#common/schemas/leads";
import type { Db } from "../../db/client";
import { contactRequests } from "../../db/schema";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { VALIDATION_MESSAGE } from "#common/validation";
import { requestFingerprint, type IdempotencyStore } from "../foundation/idempotency";
import type { RateLimiter } from "../foundation/rate-limiter";
import { csvDocument } from "../foundation/csv-export";

interface LeadList {
  items: LeadView[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * What a submission answers: the stored id. `stored: false` means the honeypot caught a bot; `replayed` that an
 * earlier submission with the same `Idempotency-Key` stored it.
 */
interface LeadReceipt {
  id: number;
  stored: boolean;
  replayed?: boolean;
}

export interface StoredLead {
  id: number;
  values: typeof contactRequests.$inferInsert;
  /**
   * The visitor ticked “share with the nearest dealer” (issue 45, decision 0062), with the privacy notice's version
   * read before the lead's transaction; absent = not ticked, the lead stays with the brand's own sales.
   */
  dealerSharing?: { noticeVersion: string };
}

export interface LeadsOptions {
  /** Runs in the transaction that stores a lead (the notification outbox uses it): no lead without its alert. */
  onStored?: (executor: Db, lead: StoredLead) => Promise<void>;
  /** Stored requests per client (IP) and window; spec-free anti-spam rule, default 5 per 10 minutes. */
  rateLimit?: number;
  rateLimitWindowMs?: number;
  /** The models on sale (the catalogue): a trial request must name one of them. */
  models?: () => Promise<readonly string[]>;
  /** The privacy notice's current version, named by a dealer-sharing consent (read before the lead's transaction). */
  noticeVersion?: () => Promise<string>;
}

export const LEAD_RATE_LIMIT = 5;
export const LEAD_RATE_WINDOW_MS = 10 * 60 * 1000;
export const LEAD_RATE_LIMIT_MESSAGE =
  "Bạn đã gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng thử lại sau ít phút hoặc gọi hotline để được hỗ trợ ngay.";
/** Largest CSV export (one file a spreadsheet can open comfortably). */
const LEAD_EXPORT_MAX_ROWS = 50_000;

type LeadRow = typeof contactRequests.$inferSelect;

function toView(row: LeadRow): LeadView {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}


/**
 * Contact requests (consultation and trial dialogs) and LS-200 on-site trial requests, stored in one table
 * (`source` tells them apart), and the admin desk over them. Submissions are validated with the shared
 * schemas, bots are turned away by a honeypot and a per-client rate limit.
 */
export function createLeadsService(db: Db, rateLimiter: RateLimiter, idempotency: IdempotencyStore, options: LeadsOptions = {}) {
  const limit = options.rateLimit ?? LEAD_RATE_LIMIT;
  const windowMs = options.rateLimitWindowMs ?? LEAD_RATE_WINDOW_MS;

  /** Counts only submissions that would be stored, so a typo answered with 400 costs a visitor nothing. */
  function checkRate(clientKey: string): Promise<void> {
    return rateLimiter.enforce(`lead:${clientKey}`, limit, windowMs, LEAD_RATE_LIMIT_MESSAGE);
  }

  async function checkModel(product: string): Promise<void> {
    if (!options.models) return;
    const models = await options.models();
    if (!models.includes(product)) throw new ValidationError(VALIDATION_MESSAGE, { product: ["Vui lòng chọn một máy đang bán"] });
  }

  /** An id that looks like a real one, for bots caught by the honeypot. */
  function decoyReceipt(): LeadReceipt {
    return { id: 1000 + Math.floor(Math.random() * 9000), stored: false };
  }

  /**
   * Stores a validated submission with its alert, once per `Idempotency-Key`: a retry of it answers the first
   * id without counting against the client's limit; the key with a different submission is a 422.
   */
  async function store(
    scope: string,
    input: unknown,
    values: typeof contactRequests.$inferInsert,
    clientKey: string,
    idempotencyKey: string | null,
    consents: { dealerSharing?: boolean } | null | undefined,
  ): Promise<LeadReceipt> {
    const request = { scope, key: idempotencyKey, fingerprint: requestFingerprint(input) };
    const earlier = await idempotency.replay<{ id: number }>(request);
    if (earlier) return { id: earlier.body.id, stored: true, replayed: true };
    await checkRate(clientKey);
    // Read outside the transaction: settings are read through the main connection (PGlite has one).
    const dealerSharing = consents?.dealerSharing === true ? { noticeVersion: (await options.noticeVersion?.()) ?? "" } : undefined;
    const answer = await idempotency.run(request, async (tx) => {
      const [row] = await tx.insert(contactRequests).values(values).returning({ id: contactRequests.id });
      await options.onStored?.(tx, { id: row!.id, values, ...(dealerSharing ? { dealerSharing } : {}) });
      return { id: row!.id };
    });
    return { id: answer.body.id, stored: true, replayed: answer.replayed };
  }

  function whereOf(query: Pick<LeadListQuery, "status" | "q">): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(contactRequests.status, query.status));
    if (query.q) {
      const byText = [foldedContains(contactRequests.fullName, query.q)];
      const digits = normalizeVietnamesePhone(query.q) ?? query.q.replace(/\D/g, "");
      if (digits.length >= 3 && /^[\d\s.+()-]+$/.test(query.q)) byText.push(ilike(contactRequests.phone, containsPattern(digits)));
      else byText.push(ilike(contactRequests.phone, containsPattern(query.q)));
      conditions.push(or(...byText)!);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    /** `POST /api/contact-requests`: consultation dialog (needType contact) and trial-registration dialog. */
    async submitContactRequest(body: unknown, clientKey: string, idempotencyKey: string | null = null): Promise<LeadReceipt> {
      if (honeypotFilled(body)) return decoyReceipt();
      const input = contactRequestSchema.parse(body);
      // The trial dialog offers the catalogue's models; the consultation dialog sends the page's product name.
      if (input.source === "trial") await checkModel(input.product);
      const { consents, ...values } = input;
      return store("contact-requests", input, values, clientKey, idempotencyKey, consents);
    },

    /** `POST /api/trial-requests`: the LS-200 on-site trial form (the machine is brought to the visitor's shop). */
    async submitTrialRequest(body: unknown, clientKey: string, idempotencyKey: string | null = null): Promise<LeadReceipt> {
      if (honeypotFilled(body)) return decoyReceipt();
      const input = trialRequestSchema.parse(body);
      await checkModel(input.product);
      return store("trial-requests", input, {
        fullName: input.name,
        phone: input.phone,
        address: input.address,
        message: input.message,
        businessStatus: input.businessStatus,
        product: input.product,
        needType: "atStore",
        source: "onsite-trial",
        provinceCode: input.provinceCode,
        wardCode: input.wardCode,
      }, clientKey, idempotencyKey, input.consents);
    },

    /** Newest first, filtered by status and by name or phone. */
    async list(rawQuery: unknown = {}): Promise<LeadList> {
      const query = leadListQuerySchema.parse(rawQuery);
      const where = whereOf(query);
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(contactRequests)
          .where(where)
          .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(contactRequests).where(where),
      ]);
      return { items: items.map(toView), total: Number(totals?.total ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** Any status from any status (spec 4). */
    async updateStatus(id: number, rawStatus: unknown, actor: Actor): Promise<LeadView> {
      const { status }: { status: LeadStatus } = statusUpdateSchema.parse({ status: rawStatus });
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.id, id)).for("update");
        if (!before) throw new NotFoundError("Không tìm thấy yêu cầu liên hệ");
        const [row] = await tx
          .update(contactRequests)
          .set({ status, updatedAt: new Date() })
          .where(eq(contactRequests.id, id))
          .returning();
        // The audit row goes in the same transaction: the change exists exactly when the record of it does.
        await writeAudit(tx, actor, {
          action: "lead.status",
          entityType: "lead",
          entityId: id,
          summary: LEAD_STATUS_LABELS[status],
          before: { status: before.status },
          after: { status },
        });
        return toView(row!);
      });
    },

    /** The filtered list as CSV for Excel: UTF-8 with a byte-order mark, CRLF, every cell quoted. */
    async exportCsv(rawQuery: unknown = {}): Promise<string> {
      const query = leadListQuerySchema.parse({ ...(rawQuery as object), page: 1, pageSize: 1 });
      const rows = await db
        .select()
        .from(contactRequests)
        .where(whereOf(query))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(LEAD_EXPORT_MAX_ROWS);
      return leadsToCsv(rows.map(toView));
    },
  };
}

const CSV_HEADER = [
  "Mã",
  "Thời gian",
  "Họ và tên",
  "Số điện thoại",
  "Sản phẩm",
  "Hình thức",
  "Tình trạng kinh doanh",
  "Địa chỉ",
  "Lời nhắn",
  "Nguồn",
  "Trạng thái",
];

function leadsToCsv(leads: LeadView[]): string {
  return csvDocument(
    CSV_HEADER,
    leads.map((lead) => [
      lead.id,
      formatLeadTime(lead.createdAt),
      lead.fullName,
      lead.phone,
      lead.product,
      labelOf(NEED_TYPE_LABELS, lead.needType),
      labelOf(BUSINESS_STATUS_LABELS, lead.businessStatus),
      lead.address,
      lead.message,
      labelOf(LEAD_SOURCE_LABELS, lead.source),
      labelOf(LEAD_STATUS_LABELS, lead.status),
    ]),
  );
}
