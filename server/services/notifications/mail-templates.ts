import { eq } from "drizzle-orm";
import {
  isMailTemplateKey,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  unknownVariables,
  type MailTemplateKey,
  type MailTemplateText,
  type MailTemplateView,
} from "#common/mail-templates";
import { mailTemplateSchema } from "#common/schemas/mail-templates";
import type { Db } from "../../db/client";
import { mailTemplates } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";

type Row = typeof mailTemplates.$inferSelect;

/**
 * The owner's wording of the buyer's money and shipping mails (issue 42 point 5): stored per mail, the built-in text
 * (common/mail-templates.ts) while none is stored. A text may use only its mail's variables (400 otherwise, in
 * Vietnamese, naming them). Saving and restoring are audited (`settings.mail-template`).
 */
export function createMailTemplates(db: Db) {
  function keyOf(key: string): MailTemplateKey {
    if (!isMailTemplateKey(key)) throw new NotFoundError("Không có mẫu e-mail này");
    return key;
  }

  function viewOf(key: MailTemplateKey, row: Row | undefined): MailTemplateView {
    const definition = MAIL_TEMPLATES[key];
    return {
      key,
      label: definition.label,
      variables: Object.entries(definition.variables).map(([name, description]) => ({ name, description })),
      subject: row?.subject ?? definition.subject,
      body: row?.body ?? definition.body,
      customized: row !== undefined,
      defaults: { subject: definition.subject, body: definition.body },
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function rows(executor: Db = db): Promise<Map<string, Row>> {
    return new Map((await executor.select().from(mailTemplates)).map((row) => [row.key, row]));
  }

  return {
    async list(): Promise<MailTemplateView[]> {
      const stored = await rows();
      return MAIL_TEMPLATE_KEYS.map((key) => viewOf(key, stored.get(key)));
    },

    /** The owner's text of a mail, or null for the built-in one (read inside the transaction that queues the mail). */
    async override(executor: Db, key: MailTemplateKey): Promise<MailTemplateText | null> {
      const [row] = await executor.select({ subject: mailTemplates.subject, body: mailTemplates.body }).from(mailTemplates).where(eq(mailTemplates.key, key));
      return row ?? null;
    },

    async save(rawKey: string, input: unknown, actor: Actor): Promise<MailTemplateView> {
      const key = keyOf(rawKey);
      const parsed = mailTemplateSchema.parse(input ?? {});
      const errors: Record<string, string[]> = {};
      for (const field of ["subject", "body"] as const) {
        const unknown = unknownVariables(key, parsed[field]);
        if (unknown.length) errors[field] = [`Biến không có trong mẫu này: ${unknown.map((name) => `{{${name}}}`).join(", ")}`];
      }
      if (Object.keys(errors).length) throw new ValidationError(Object.values(errors)[0]![0]!, errors);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(mailTemplates).where(eq(mailTemplates.key, key)).for("update");
        const values = { subject: parsed.subject, body: parsed.body, updatedAt: new Date(), updatedBy: actor.id };
        const [row] = await tx.insert(mailTemplates).values({ key, ...values }).onConflictDoUpdate({ target: mailTemplates.key, set: values }).returning();
        await writeAudit(tx, actor, {
          action: "settings.mail-template",
          entityType: "settings",
          entityId: key,
          summary: `Sửa mẫu e-mail “${MAIL_TEMPLATES[key].label}”`,
          before: before ? { key, subject: before.subject, body: before.body } : { key, default: true },
          after: { key, subject: parsed.subject, body: parsed.body },
        });
        return viewOf(key, row);
      });
    },

    /** Back to the built-in text. */
    async reset(rawKey: string, actor: Actor): Promise<MailTemplateView> {
      const key = keyOf(rawKey);
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(mailTemplates).where(eq(mailTemplates.key, key)).returning();
        if (before) {
          await writeAudit(tx, actor, {
            action: "settings.mail-template",
            entityType: "settings",
            entityId: key,
            summary: `Khôi phục mẫu e-mail “${MAIL_TEMPLATES[key].label}” mặc định`,
            before: { key, subject: before.subject, body: before.body },
            after: { key, default: true },
          });
        }
        return viewOf(key, undefined);
      });
    },
  };
}

export type MailTemplateService = ReturnType<typeof createMailTemplates>;
