import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Contact } from "#common/privacy-requests";

/**
 * A cheap SQL pre-filter for a stored phone or e-mail that may be the contact: a phone's digits end with the
 * contact's nine or ten digits after the leading 0 (so `+84 912…`, `0912 345 678` and `84912…` pass), an e-mail is
 * equal once trimmed and in lower case. Every candidate is then checked exactly with `sameContact` in code: the
 * pre-filter only narrows, never decides.
 */
export function mayBeContact(column: AnyPgColumn | SQL, contact: Contact): SQL {
  if (contact.type === "email") return sql`lower(trim(coalesce(${column}, ''))) = ${contact.value}`;
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') LIKE ${`%${contact.value.slice(1)}`}`;
}

/** The forms a phone is written in (for scrubbing free text): 0912345678, 84912345678, +84912345678, 0912 345 678 … */
export function contactVariants(contact: Contact, stored: Iterable<string>): string[] {
  const variants = new Set<string>([contact.value]);
  if (contact.type === "phone") {
    const rest = contact.value.slice(1);
    variants.add(`84${rest}`);
    variants.add(`+84${rest}`);
  }
  for (const raw of stored) if (raw && raw.trim().length >= 6) variants.add(raw.trim());
  return [...variants];
}
