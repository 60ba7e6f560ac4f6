import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { CONSENT_PURPOSE_LABELS, consentContactOf, isConsentPurpose, type ConsentChannel, type ConsentChoices, type ConsentPurpose } from "#common/consent";
import type { Db } from "../../db/client";
import { ValidationError } from "../foundation/errors";
import { consentState, currentConsent, recordConsent } from "./consent-records";

/**
 * Two concurrent sign-ups of one address must record one consent: the caller's transaction holds this lock until it
 * ends (rows are only added, so there is no row to lock).
 */
async function lockContact(executor: Db, contact: string, purpose: ConsentPurpose): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent:${purpose}:${contact}`}))`);
}

/** Which box of a form gives which purpose. */
const CHOICE_PURPOSES: Record<keyof ConsentChoices, ConsentPurpose> = {
  marketingEmail: "marketing-email",
  zalo: "zalo",
  dealerSharing: "dealer-sharing",
};

export interface ConsentServiceOptions {
  db: Db;
  linkSecret: string;
  siteUrl: string;
  /**
   * The privacy notice's current version: every consent names the version it was given under. Read before a
   * transaction (it reads settings through the main connection) and handed to the writes below.
   */
  noticeVersion: () => Promise<string>;
}

/**
 * Giving and withdrawing consents (issue 45, decision 0059). Only a ticked box gives: an unticked one records
 * nothing (never asked is not a refusal, and never a consent). Withdrawing is one click on a signed link in every
 * message of that purpose, and takes effect at once: the outbox reads the same rows when a message's turn comes.
 */
export function createConsentService(options: ConsentServiceOptions) {
  const { db } = options;
  const signature = (purpose: ConsentPurpose, contact: string) =>
    createHmac("sha256", options.linkSecret).update(`consent-withdraw:${purpose}:${contact}`).digest("base64url").slice(0, 32);

  return {
    noticeVersion: () => options.noticeVersion(),

    /**
     * The boxes a form's visitor ticked, recorded for their phone and e-mail inside the form's own transaction.
     * `how` names the form ("Trang thanh toán").
     */
    async recordChoices(
      executor: Db,
      choices: ConsentChoices | null | undefined,
      person: { phone?: string | null; email?: string | null },
      how: string,
      version: string,
      channel: ConsentChannel = "web",
    ): Promise<ConsentPurpose[]> {
      const given: ConsentPurpose[] = [];
      if (!choices) return given;
      for (const [box, purpose] of Object.entries(CHOICE_PURPOSES) as Array<[keyof ConsentChoices, ConsentPurpose]>) {
        if (choices[box] !== true) continue;
        const contact = consentContactOf(purpose, purpose === "zalo" || purpose === "dealer-sharing" ? person.phone : person.email);
        if (!contact) continue;
        await recordConsent(executor, { contact, purpose, given: true, noticeVersion: version, channel, how: `${how}: ô “${CONSENT_PURPOSE_LABELS[purpose]}”` });
        given.push(purpose);
      }
      return given;
    },

    /** One purpose given (the newsletter box, staff on the phone), recorded unless it is already the current answer. */
    async give(executor: Db, purpose: ConsentPurpose, rawContact: string, record: { channel: ConsentChannel; how: string; version: string }): Promise<{ created: boolean }> {
      const { channel, how, version } = record;
      const contact = consentContactOf(purpose, rawContact);
      if (!contact) throw new ValidationError("Thông tin liên hệ không hợp lệ", { contact: ["Số điện thoại hoặc e-mail không hợp lệ"] });
      await lockContact(executor, contact, purpose);
      if ((await currentConsent(executor, contact, purpose)) === true) return { created: false };
      await recordConsent(executor, { contact, purpose, given: true, noticeVersion: version, channel, how });
      return { created: true };
    },

    /** A withdrawal, at once; a repeat records nothing new. */
    async withdraw(executor: Db, purpose: ConsentPurpose, rawContact: string, record: { channel: ConsentChannel; how: string; version: string }): Promise<{ contact: string }> {
      const { channel, how, version } = record;
      const contact = consentContactOf(purpose, rawContact);
      if (!contact) throw new ValidationError("Thông tin liên hệ không hợp lệ", { contact: ["Số điện thoại hoặc e-mail không hợp lệ"] });
      await lockContact(executor, contact, purpose);
      if ((await currentConsent(executor, contact, purpose)) !== false)
        await recordConsent(executor, { contact, purpose, given: false, noticeVersion: version, channel, how });
      return { contact };
    },

    /** Whether a message of this purpose may go to this contact now: a consent given and not withdrawn since. */
    async allows(executor: Db, purpose: ConsentPurpose, rawContact: string): Promise<boolean> {
      const contact = consentContactOf(purpose, rawContact);
      return contact !== null && (await currentConsent(executor, contact, purpose)) === true;
    },

    state: (contacts: { phone: string | null; email: string | null }) =>
      consentState(db, { phone: contacts.phone && consentContactOf("zalo", contacts.phone), email: contacts.email && consentContactOf("newsletter", contacts.email) }),

    /** The one-click withdrawal link each message of a purpose carries (`/rut-lai-dong-y`). */
    withdrawUrl(purpose: ConsentPurpose, rawContact: string): string | null {
      const contact = consentContactOf(purpose, rawContact);
      if (!contact) return null;
      const query = new URLSearchParams({ m: purpose, c: contact, s: signature(purpose, contact) });
      return `${options.siteUrl}/rut-lai-dong-y?${query.toString()}`;
    },

    /** The purpose and contact of a valid withdrawal link, or null. */
    verifyWithdrawLink(purpose: unknown, contact: unknown, given: unknown): { purpose: ConsentPurpose; contact: string } | null {
      if (!isConsentPurpose(purpose) || typeof contact !== "string" || typeof given !== "string") return null;
      const normal = consentContactOf(purpose, contact);
      if (!normal || normal !== contact) return null;
      const expected = Buffer.from(signature(purpose, normal));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? { purpose, contact: normal } : null;
    },

    /** The link was followed and its button pressed: the withdrawal, recorded as made through the link. */
    async withdrawByLink(purpose: unknown, contact: unknown, given: unknown): Promise<{ purpose: ConsentPurpose } | null> {
      const valid = this.verifyWithdrawLink(purpose, contact, given);
      if (!valid) return null;
      const version = await options.noticeVersion();
      await this.withdraw(db, valid.purpose, valid.contact, { channel: "link", how: "Rút lại đồng ý qua đường dẫn trong tin nhắn", version });
      return { purpose: valid.purpose };
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
