import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import {
  LEGALLY_KEPT_FIELDS,
  maskContact,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type Contact,
  type PrivacyRequestView,
  type RetentionKind,
} from "#common/privacy-requests";
import { PrivacyDecisionSchema, PrivacyRequestSchema, PrivacyVerifySchema } from "#common/schemas/privacy-requests";
import { CONSENT_PURPOSES, consentContactOf } from "#common/consent";
import type { Db } from "../../db/client";
import { notifications as outboxRows, privacyRequests } from "../../db/schema";
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "../foundation/errors";
import type { RateLimiter } from "../foundation/rate-limiter";
import type { NotificationService, OutgoingMail } from "../notifications/notifications";
import type { ZaloChannel } from "../notifications/zalo-channel";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { recordConsent } from "./consent-records";
import { eraseContact, type ErasureSummary } from "./erasure";
import { exportCsv, exportDocument, findRecords, type ExportDocument } from "./export";
import type { PrivacySettingsService } from "./requests-settings";
import { applyRetention, type RetentionCounts } from "./retention";

type RequestRow = typeof privacyRequests.$inferSelect;

export interface PrivacyRequestDeps {
  db: Db;
  rateLimiter: RateLimiter;
  notifications: NotificationService;
  zalo: ZaloChannel;
  settings: PrivacySettingsService;
  linkSecret: string;
  now?: () => Date;
  /** Requests per client and window (the lead forms' limit). */
  rateLimit: number;
  rateWindowMs: number;
  /** Told the counts of each retention run (the operator's metrics). */
  onRetention?: (counts: RetentionCounts) => void;
}

const TOKEN_TTL_MS = 24 * 3600_000;
const MAX_CODE_ATTEMPTS = 5;
/** Codes asked for one contact per hour, whoever asks (a contact is not flooded with codes). */
const CONTACT_LIMIT = 3;
const WRONG_CODE = "Mã xác minh không đúng hoặc đã hết hạn";
const LIMIT_MESSAGE = "Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const privacyRequestReference = (id: number) => `privacy-request:${id}`;

/**
 * Requests from the people the data is about (issue 45, point 3; decision 0058): the public request with a one-time
 * code through the outbox, the export by the verified request's token, and the staff desk's decisions (an erasure
 * runs in the decision's transaction). The answer to a request never says whether anything is on file.
 */
export function createPrivacyRequestService(deps: PrivacyRequestDeps) {
  const { db, rateLimiter, notifications, zalo, settings, linkSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const codeHash = (id: number, code: string) => createHmac("sha256", linkSecret).update(`privacy-code:${id}:${code}`).digest("hex");
  // A hash, never the contact itself, names the contact's rate-limit window (the table is kept longer than the code).
  const contactKey = (contact: Contact) => createHmac("sha256", linkSecret).update(`privacy-contact:${contact.value}`).digest("base64url").slice(0, 24);

  function view(row: RequestRow, at: Date): PrivacyRequestView {
    return {
      id: row.id,
      kind: row.kind,
      kindLabel: PRIVACY_REQUEST_KIND_LABELS[row.kind],
      contact: row.contact,
      contactType: row.contactType as Contact["type"],
      details: row.details,
      status: row.status,
      statusLabel: PRIVACY_REQUEST_STATUS_LABELS[row.status],
      createdAt: row.createdAt.toISOString(),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      dueAt: row.dueAt?.toISOString() ?? null,
      overdue: row.status === "open" && row.dueAt !== null && row.dueAt.getTime() < at.getTime(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedByName,
      note: row.note,
    };
  }

  async function codeMessages(executor: Db, row: RequestRow, code: string, minutes: number): Promise<void> {
    const contact: Contact = { type: row.contactType as Contact["type"], value: row.contact };
    const recipients = new Set<string>();
    if (contact.type === "email") recipients.add(contact.value);
    else for (const email of (await findRecords(executor, contact)).emails) recipients.add(email);
    const text = [
      "Xin chào,",
      "",
      `Cửa hàng nhận được yêu cầu “${PRIVACY_REQUEST_KIND_LABELS[row.kind]}” về dữ liệu cá nhân gắn với liên hệ này.`,
      `Mã xác minh của bạn: ${code}`,
      `Mã dùng được một lần trong ${minutes} phút, trên trang /yeu-cau-du-lieu.`,
      "",
      "Nếu bạn không gửi yêu cầu này, hãy bỏ qua thư: không có gì thay đổi.",
    ].join("\n");
    const mails: OutgoingMail[] = [...recipients].map((recipient) => ({
      kind: "privacy-code",
      recipient,
      subject: "Mã xác minh yêu cầu về dữ liệu cá nhân",
      text,
      subjectRef: privacyRequestReference(row.id),
    }));
    await notifications.enqueue(executor, mails);
    if (contact.type === "phone") {
      await zalo.queue(executor, "privacy-code", { phone: contact.value, fields: { otp: code }, subjectRef: privacyRequestReference(row.id) });
    }
  }

  async function requestForToken(token: unknown): Promise<RequestRow> {
    if (typeof token !== "string" || token.length < 20 || token.length > 100) throw new UnauthorizedError("Liên kết tải dữ liệu không hợp lệ hoặc đã hết hạn");
    const [row] = await db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.tokenHash, sha256(token)), gt(privacyRequests.tokenExpiresAt, now())));
    if (!row || row.status === "awaiting-code") throw new UnauthorizedError("Liên kết tải dữ liệu không hợp lệ hoặc đã hết hạn");
    return row;
  }

  function decisionMail(row: RequestRow, status: "done" | "refused", note: string, erased: ErasureSummary | null): string {
    const lines = [
      "Xin chào,",
      "",
      `Yêu cầu “${PRIVACY_REQUEST_KIND_LABELS[row.kind]}” (mã YC-${row.id}) của bạn ${status === "done" ? "đã được thực hiện" : "không được thực hiện"}.`,
    ];
    if (note) lines.push("", `Ghi chú của cửa hàng: ${note}`);
    if (erased) {
      lines.push(
        "",
        `Đã xóa hoặc ẩn danh: ${erased.orders} đơn hàng, ${erased.quotes} báo giá, ${erased.leads} yêu cầu tư vấn, ${erased.machines} máy, ${erased.serviceRequests} yêu cầu sửa chữa, ${erased.reviews} đánh giá, ${erased.messages} tin nhắn đã gửi.`,
      );
      if (erased.keptForInvoice.length) {
        lines.push(
          "",
          `Theo quy định về kế toán và hóa đơn, cửa hàng phải giữ thông tin người mua trên hóa đơn điện tử đã xuất của ${erased.keptForInvoice.length} đơn hàng (#${erased.keptForInvoice.join(", #")}):`,
          ...LEGALLY_KEPT_FIELDS.map((field) => `- ${field}`),
        );
      } else {
        lines.push("", "Không có dữ liệu nào phải giữ lại theo quy định về kế toán và hóa đơn.");
      }
    }
    return lines.join("\n");
  }

  return {
    /** `POST /api/privacy/requests`: always the same answer; a code goes out only to a contact the shop can reach. */
    async submit(body: unknown, clientKey: string): Promise<void> {
      const input = PrivacyRequestSchema.parse(body);
      const current = await settings.get();
      await rateLimiter.enforce(`privacy-request:${clientKey}`, deps.rateLimit, deps.rateWindowMs, LIMIT_MESSAGE);
      const contactWindow = await rateLimiter.hit(`privacy-contact:${contactKey(input.contact)}`, CONTACT_LIMIT, 3600_000);
      // Over the contact's limit the answer is the same, and no further code is sent.
      if (!contactWindow.allowed) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyRequests)
          .values({
            kind: input.kind,
            contactType: input.contact.type,
            contact: input.contact.value,
            details: input.details,
            codeExpiresAt: new Date(now().getTime() + current.codeMinutes * 60_000),
          })
          .returning();
        await tx
          .update(privacyRequests)
          .set({ codeHash: codeHash(row!.id, code) })
          .where(eq(privacyRequests.id, row!.id));
        await codeMessages(tx, row!, code, current.codeMinutes);
      });
    },

    /** `POST /api/privacy/requests/verify`: the latest request of the contact waiting for its code. */
    async verify(body: unknown, clientKey: string): Promise<{ token: string; requestId: number; kind: string; dueAt: string }> {
      const input = PrivacyVerifySchema.parse(body);
      await rateLimiter.enforce(`privacy-verify:${clientKey}`, deps.rateLimit * 2, deps.rateWindowMs, LIMIT_MESSAGE);
      const at = now();
      const current = await settings.get();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(privacyRequests)
          .where(and(eq(privacyRequests.contact, input.contact.value), eq(privacyRequests.status, "awaiting-code")))
          .orderBy(desc(privacyRequests.id))
          .limit(1)
          .for("update");
        const wrong = () => new ValidationError(WRONG_CODE, { code: [WRONG_CODE] });
        if (!row || !row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() < at.getTime() || row.codeAttempts >= MAX_CODE_ATTEMPTS) throw wrong();
        if (codeHash(row.id, input.code) !== row.codeHash) {
          await tx
            .update(privacyRequests)
            .set({ codeAttempts: sql`${privacyRequests.codeAttempts} + 1` })
            .where(eq(privacyRequests.id, row.id));
          // The attempt must count even though the answer is a refusal: commit it, then refuse.
          return { refused: true as const };
        }
        const token = randomBytes(32).toString("base64url");
        const dueAt = new Date(at.getTime() + current.responseDays * 86_400_000);
        await tx
          .update(privacyRequests)
          .set({ status: "open", codeHash: null, verifiedAt: at, dueAt, tokenHash: sha256(token), tokenExpiresAt: new Date(at.getTime() + TOKEN_TTL_MS) })
          .where(eq(privacyRequests.id, row.id));
        return { token, requestId: row.id, kind: row.kind, dueAt: dueAt.toISOString() };
      }).then((result) => {
        if ("refused" in result) throw new ValidationError(WRONG_CODE, { code: [WRONG_CODE] });
        return result;
      });
    },

    /** `GET /api/privacy/export?token=`: everything held about the verified contact (JSON, or CSV). */
    async exportFor(token: unknown): Promise<{ document: ExportDocument; csv: string }> {
      const row = await requestForToken(token);
      const contact: Contact = { type: row.contactType as Contact["type"], value: row.contact };
      const document = exportDocument(contact, await findRecords(db, contact), now());
      return { document, csv: exportCsv(document) };
    },

    /** The staff desk: verified requests by deadline (open first), then those still waiting for their code. */
    async list(): Promise<PrivacyRequestView[]> {
      const at = now();
      const rows = await db
        .select()
        .from(privacyRequests)
        .orderBy(sql`case ${privacyRequests.status} when 'open' then 0 when 'awaiting-code' then 2 else 1 end`, asc(privacyRequests.dueAt), desc(privacyRequests.id))
        .limit(500);
      return rows.map((row) => view(row, at));
    },

    /** The outbox rows of one request (its code and its answer), for the desk. */
    async messages(id: number) {
      return db.select().from(outboxRows).where(eq(outboxRows.subjectRef, privacyRequestReference(id))).orderBy(asc(outboxRows.id));
    },

    /**
     * `PUT /api/admin/privacy-requests/{id}`: the owner's decision, audited. `done` on an erasure erases the contact
     * everywhere in the same transaction; on a withdrawal, the phone gets no more Zalo messages. The requester is told
     * (with what was kept and why), and the request's contact is masked.
     */
    async decide(id: number, body: unknown, actor: Actor): Promise<PrivacyRequestView> {
      const input = PrivacyDecisionSchema.parse(body);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
        if (!before) throw new NotFoundError("Không tìm thấy yêu cầu");
        if (before.status !== "open") throw new ConflictError(before.status === "awaiting-code" ? "Yêu cầu chưa được xác minh" : "Yêu cầu đã được xử lý");
        const contact: Contact = { type: before.contactType as Contact["type"], value: before.contact };
        const found = await findRecords(tx, contact);
        const recipients = contact.type === "email" ? [contact.value] : found.emails;
        let erased: ErasureSummary | null = null;
        if (input.status === "done" && before.kind === "erasure") {
          erased = await eraseContact(tx, contact, found);
          await writeAudit(tx, actor, {
            action: "privacy.erasure",
            entityType: "privacy-request",
            entityId: id,
            summary: `Xóa dữ liệu cá nhân theo yêu cầu YC-${id}`,
            after: { ...erased, keptFields: [...erased.keptFields] },
          });
        }
        if (input.status === "done" && before.kind === "withdrawal") {
          // Every purpose the contact can hold (a phone: Zalo; an e-mail: the mails), withdrawn at once (decision 0059).
          for (const purpose of CONSENT_PURPOSES) {
            const consentContact = consentContactOf(purpose, contact.value);
            if (consentContact) {
              await recordConsent(tx, { contact: consentContact, purpose, given: false, noticeVersion: null, channel: "request", how: `Rút lại đồng ý theo yêu cầu YC-${id}` });
            }
          }
        }
        const [after] = await tx
          .update(privacyRequests)
          .set({
            status: input.status,
            note: input.note,
            decidedAt: at,
            decidedBy: actor.id,
            decidedByName: actor.username,
            contact: maskContact(contact.value),
            details: before.kind === "erasure" && input.status === "done" ? "" : before.details,
            tokenHash: null,
            tokenExpiresAt: null,
          })
          .where(eq(privacyRequests.id, id))
          .returning();
        await writeAudit(tx, actor, {
          action: "privacy.request-decided",
          entityType: "privacy-request",
          entityId: id,
          summary: `Yêu cầu YC-${id} (${PRIVACY_REQUEST_KIND_LABELS[before.kind]}): ${PRIVACY_REQUEST_STATUS_LABELS[input.status]}`,
          before: { status: before.status },
          after: { status: input.status, note: input.note, overdue: before.dueAt !== null && before.dueAt.getTime() < at.getTime() },
        });
        await notifications.enqueue(
          tx,
          recipients.map((recipient) => ({
            kind: erased ? "privacy-erasure-done" : "privacy-decision",
            recipient,
            subject: `Yêu cầu về dữ liệu cá nhân YC-${id}: ${PRIVACY_REQUEST_STATUS_LABELS[input.status]}`,
            text: decisionMail(before, input.status, input.note, erased),
            subjectRef: privacyRequestReference(id),
          })),
        );
        return after!;
      });
      return view(row, at);
    },

    /** The retention job (point 4) with the given clock; counted in the metrics by the caller's hook. */
    async applyRetention(at: Date = now()): Promise<Record<RetentionKind, number>> {
      const counts = await applyRetention(db, await settings.get(), at);
      deps.onRetention?.(counts);
      return counts;
    },
  };
}

export type PrivacyRequestService = ReturnType<typeof createPrivacyRequestService>;
