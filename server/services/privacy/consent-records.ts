import { and, desc, eq, sql } from "drizzle-orm";
import { CONSENT_PURPOSES, type ConsentChannel, type ConsentPurpose } from "#common/consent";
import type { Db } from "../../db/client";
import { consentRecords } from "../../db/schema";

/**
 * The consent records' reads and writes (decision 0059), as plain functions of an executor: the outbox's channels
 * and the forms' services call them inside their own transactions. Rows are only ever added.
 */
export interface ConsentEntry {
  /** Normalised by the caller (common/consent.ts consentContactOf). */
  contact: string;
  purpose: ConsentPurpose;
  given: boolean;
  noticeVersion: string | null;
  channel: ConsentChannel;
  how: string;
}

export async function recordConsent(executor: Db, entry: ConsentEntry): Promise<void> {
  await executor.insert(consentRecords).values({ ...entry, how: entry.how.slice(0, 300) });
}

/** The latest answer of a contact for a purpose: true (given), false (withdrawn), null (never asked). */
export async function currentConsent(executor: Db, contact: string, purpose: ConsentPurpose): Promise<boolean | null> {
  const [latest] = await executor
    .select({ given: consentRecords.given })
    .from(consentRecords)
    .where(and(eq(consentRecords.contact, contact), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return latest ? latest.given : null;
}

export const hasWithdrawn = async (executor: Db, contact: string, purpose: ConsentPurpose): Promise<boolean> =>
  (await currentConsent(executor, contact, purpose)) === false;

/** The contacts whose latest answer for a purpose is a withdrawal, newest first (the Zalo settings' list). */
export async function withdrawnContacts(executor: Db, purpose: ConsentPurpose, limit: number) {
  const latest = executor
    .selectDistinctOn([consentRecords.contact], {
      contact: consentRecords.contact,
      given: consentRecords.given,
      channel: consentRecords.channel,
      createdAt: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.purpose, purpose))
    .orderBy(consentRecords.contact, desc(consentRecords.id))
    .as("latest");
  return executor
    .select()
    .from(latest)
    .where(eq(latest.given, false))
    .orderBy(desc(latest.createdAt))
    .limit(limit);
}

/** Every row of a contact, oldest first: the person's own history (the request page's export reads it). */
export async function consentHistory(executor: Db, contacts: string[]) {
  if (contacts.length === 0) return [];
  return executor
    .select()
    .from(consentRecords)
    .where(sql`${consentRecords.contact} in ${contacts}`)
    .orderBy(consentRecords.id);
}

/** Each purpose's current answer for the given contacts (a phone and an e-mail of one person). */
export async function consentState(executor: Db, contacts: { phone: string | null; email: string | null }): Promise<Record<ConsentPurpose, boolean | null>> {
  const state = Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, null])) as Record<ConsentPurpose, boolean | null>;
  const rows = await consentHistory(executor, [contacts.phone, contacts.email].filter((value): value is string => Boolean(value)));
  for (const row of rows) state[row.purpose as ConsentPurpose] = row.given;
  return state;
}
