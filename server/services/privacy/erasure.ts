import { eq, inArray, or, sql } from "drizzle-orm";
import { LEGALLY_KEPT_FIELDS, type Contact } from "#common/privacy-requests";
import { zaloPhone } from "#common/zalo";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { Db } from "../../db/client";
import {
  contactRequests,
  customerMerges,
  customerNotes,
  machines,
  newsletterSubscribers,
  notifications,
  orders,
  quotes,
  reviews,
  serviceRequests,
  storedFiles,
  warrantyActivations,
  zaloOptOuts,
} from "../../db/schema";
import { rowsOf, type FoundRecords } from "./export";
import { contactVariants } from "./requests-contact";

/** What replaces a name; phones, e-mails and free text become empty. */
export const ERASED_NAME = "Đã xóa";
/** What replaces a phone, e-mail or name found inside free text (notes, audit lines, message bodies). */
export const ERASED_MARK = "[đã xóa]";

/**
 * Tables of the shop's own content and configuration: a buyer's name is not searched there (a product or article may
 * happen to use the same words). Phones and e-mail addresses are searched everywhere.
 */
const CONTENT_TABLES = new Set([
  "products",
  "categories",
  "blog_posts",
  "blog_categories",
  "blog_post_categories",
  "places",
  "store_settings",
  "zalo_settings",
  "ghn_settings",
  "discount_codes",
  "price_tiers",
  "users",
  "passkeys",
  "stored_files",
  "stored_file_aliases",
  "bank_statement_formats",
  "page_view_stats",
  "referrer_stats",
]);

/** `/uploads/<name>` (with or without the site or a query) → the stored file's name. */
function uploadName(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split("?")[0] ?? "";
  const name = path.slice(path.lastIndexOf("/") + 1);
  return path.includes("/uploads/") && name ? decodeURIComponent(name) : null;
}

/** Deletes uploaded photos (a receipt, a broken machine) and their smaller copies. */
export async function deleteUploads(executor: Db, urls: Array<string | null | undefined>): Promise<number> {
  const names = [...new Set(urls.map(uploadName).filter((name): name is string => name !== null))];
  if (names.length === 0) return 0;
  const removed = await executor.delete(storedFiles).where(inArray(storedFiles.name, names)).returning({ name: storedFiles.name });
  return removed.length;
}

/** A service request without its person: contact, words and photos gone; machine, problem and dates kept for the statistics. */
export async function anonymiseServiceRequests(executor: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await executor.select({ id: serviceRequests.id, photos: serviceRequests.photos, steps: serviceRequests.steps }).from(serviceRequests).where(inArray(serviceRequests.id, ids));
  await deleteUploads(executor, rows.flatMap((row) => row.photos));
  for (const row of rows) {
    await executor
      .update(serviceRequests)
      .set({
        phone: "",
        email: null,
        description: "",
        photos: [],
        internalNote: "",
        ownerNote: "",
        steps: row.steps.map((step) => ({ ...step, note: null })),
        updatedAt: new Date(),
      })
      .where(eq(serviceRequests.id, row.id));
  }
  return rows.length;
}

/** A lead without its person (the product asked about, the source, the dates and the status stay for the statistics). */
export async function anonymiseLeads(executor: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await executor
    .update(contactRequests)
    .set({ fullName: ERASED_NAME, phone: "", address: null, message: null, updatedAt: new Date() })
    .where(inArray(contactRequests.id, ids))
    .returning({ id: contactRequests.id });
  return rows.length;
}

function erasedAddress(address: ShippingAddress, keepForInvoice: boolean): ShippingAddress {
  // An issued invoice names its buyer and address (kept, decision 0055); the phone and e-mail go either way.
  return keepForInvoice
    ? { ...address, phone: "", email: "" }
    : { ...address, fullName: ERASED_NAME, phone: "", email: "", address: "", zip: "", formerWard: undefined };
}

export interface ErasureSummary {
  orders: number;
  leads: number;
  quotes: number;
  machines: number;
  warrantyActivations: number;
  serviceRequests: number;
  reviews: number;
  messages: number;
  otherRows: number;
  textScrubbed: number;
  /** Orders whose invoice buyer details are kept (accounting and tax rules). */
  keptForInvoice: number[];
  keptFields: readonly string[];
}

/**
 * Erases one contact everywhere it lives (issue 45, point 3), in the caller's transaction: the records `findRecords`
 * found are anonymised field by field, photos deleted, then every text and JSON column of every table is searched for
 * the contact's phone and e-mail in every stored form, and for the names found on its records, and they are replaced.
 * Kept: the buyer details of orders with an issued e-invoice (LEGALLY_KEPT_FIELDS).
 */
export async function eraseContact(tx: Db, contact: Contact, found: FoundRecords): Promise<ErasureSummary> {
  const names = new Set<string>();
  const rawContacts = new Set<string>();
  const keep = (value: string | null | undefined, into: Set<string>) => {
    if (value && value.trim()) into.add(value.trim());
  };
  const keptForInvoice: number[] = [];
  for (const order of found.orders) {
    keep(order.address.fullName, names);
    keep(order.address.phone, rawContacts);
    keep(order.address.email, rawContacts);
    const invoiced = order.einvoice !== null;
    if (invoiced) keptForInvoice.push(order.id);
    await tx
      .update(orders)
      .set({
        address: erasedAddress(order.address, invoiced),
        shipTo: order.shipTo ? order.shipTo.map((address) => erasedAddress(address, invoiced)) : null,
        invoice: invoiced ? order.invoice : null,
        sessionId: null,
        note: order.note ? "" : order.note,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
  }
  for (const lead of found.leads) {
    keep(lead.fullName, names);
    keep(lead.phone, rawContacts);
  }
  await anonymiseLeads(
    tx,
    found.leads.map((lead) => lead.id),
  );
  for (const quote of found.quotes) {
    keep(quote.customer.name, names);
    keep(quote.customer.phone, rawContacts);
    keep(quote.customer.email, rawContacts);
    await tx
      .update(quotes)
      .set({ customer: { name: ERASED_NAME, phone: "", email: "", companyName: "", taxCode: "" }, note: "", updatedAt: new Date() })
      .where(eq(quotes.id, quote.id));
  }
  for (const machine of found.machines) {
    keep(machine.ownerName, names);
    keep(machine.ownerPhone, rawContacts);
    keep(machine.ownerEmail, rawContacts);
  }
  if (found.machines.length) {
    await tx
      .update(machines)
      .set({ ownerName: null, ownerPhone: null, ownerEmail: null, shopName: null, street: null, remindersOff: true, updatedAt: new Date() })
      .where(
        inArray(
          machines.id,
          found.machines.map((machine) => machine.id),
        ),
      );
  }
  for (const activation of found.activations) {
    keep(activation.name, names);
    keep(activation.phone, rawContacts);
    keep(activation.email, rawContacts);
    await deleteUploads(tx, [activation.receiptUrl]);
    await tx
      .update(warrantyActivations)
      .set({ name: ERASED_NAME, phone: "", email: null, shopName: null, street: "", receiptUrl: null, reason: null })
      .where(eq(warrantyActivations.id, activation.id));
  }
  for (const request of found.serviceRequests) {
    keep(request.phone, rawContacts);
    keep(request.email, rawContacts);
  }
  await anonymiseServiceRequests(
    tx,
    found.serviceRequests.map((request) => request.id),
  );
  for (const review of found.reviews) keep(review.author, names);
  if (found.reviews.length) {
    await tx
      .update(reviews)
      .set({ author: "Khách hàng", contact: null, updatedAt: new Date() })
      .where(
        inArray(
          reviews.id,
          found.reviews.map((review) => review.id),
        ),
      );
  }
  if (found.messages.length) {
    await tx
      .update(notifications)
      .set({ recipient: ERASED_MARK, textBody: "", htmlBody: null, payload: null, lastError: null })
      .where(
        inArray(
          notifications.id,
          found.messages.map((message) => message.id),
        ),
      );
  }
  let otherRows = 0;
  const zalo = contact.type === "phone" ? zaloPhone(contact.value) : null;
  if (zalo) otherRows += (await tx.delete(zaloOptOuts).where(eq(zaloOptOuts.phone, zalo)).returning({ phone: zaloOptOuts.phone })).length;
  if (contact.type === "phone") {
    otherRows += (await tx.delete(customerNotes).where(eq(customerNotes.phone, contact.value)).returning({ id: customerNotes.id })).length;
    otherRows += (
      await tx
        .delete(customerMerges)
        .where(or(eq(customerMerges.phone, contact.value), eq(customerMerges.mergedInto, contact.value)))
        .returning({ phone: customerMerges.phone })
    ).length;
  }
  for (const email of found.emails) {
    otherRows += (await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`).returning({ id: newsletterSubscribers.id })).length;
  }
  const needles = [
    ...contactVariants(contact, rawContacts).map((value) => ({ value, name: false })),
    ...found.emails.map((value) => ({ value, name: false })),
    // A name is searched for only when it is at least two words: one word ("An") would hit unrelated text.
    ...[...names].filter((name) => name !== ERASED_NAME && name.split(/\s+/).length >= 2 && name.length >= 6).map((value) => ({ value, name: true })),
  ];
  const textScrubbed = await scrubEverywhere(tx, needles);
  return {
    orders: found.orders.length,
    leads: found.leads.length,
    quotes: found.quotes.length,
    machines: found.machines.length,
    warrantyActivations: found.activations.length,
    serviceRequests: found.serviceRequests.length,
    reviews: found.reviews.length,
    messages: found.messages.length,
    otherRows,
    textScrubbed,
    keptForInvoice,
    keptFields: LEGALLY_KEPT_FIELDS,
  };
}

interface TextColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Every text and JSON column of the shop's tables (read from the catalogue, so a table added later is covered). */
export async function textColumns(executor: Db): Promise<TextColumn[]> {
  return rowsOf<TextColumn>(
    await executor.execute(
      sql`SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')
          ORDER BY table_name, column_name`,
    ),
  );
}

/**
 * Replaces each needle in every text and JSON column where it occurs; a name is not searched in the content tables.
 * The orders with an issued e-invoice keep their invoice and their buyer's name and address (the kept fields).
 */
async function scrubEverywhere(tx: Db, needles: Array<{ value: string; name: boolean }>): Promise<number> {
  let changed = 0;
  const columns = await textColumns(tx);
  for (const needle of needles) {
    const json = JSON.stringify(needle.value).slice(1, -1);
    for (const column of columns) {
      if (needle.name && CONTENT_TABLES.has(column.table_name)) continue;
      const table = sql.identifier(column.table_name);
      const col = sql.identifier(column.column_name);
      const isJson = column.data_type === "jsonb" || column.data_type === "json";
      const pattern = `%${(isJson ? json : needle.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const kept =
        column.table_name === "orders" && (column.column_name === "invoice" || (needle.name && (column.column_name === "address" || column.column_name === "ship_to")))
          ? sql` AND einvoice IS NULL`
          : sql``;
      const result = isJson
        ? await tx.execute(
            sql`UPDATE ${table} SET ${col} = replace(${col}::text, ${json}, ${ERASED_MARK})::${sql.raw(column.data_type)} WHERE ${col}::text LIKE ${pattern}${kept}`,
          )
        : await tx.execute(sql`UPDATE ${table} SET ${col} = replace(${col}, ${needle.value}, ${ERASED_MARK}) WHERE ${col} LIKE ${pattern}${kept}`);
      changed += (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    }
  }
  return changed;
}
