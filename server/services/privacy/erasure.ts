import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { LEGALLY_KEPT_FIELDS, normalizeContact, type Contact } from "#common/privacy-requests";
import { zaloPhone } from "#common/zalo";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { Db } from "../../db/client";
import {
  contactRequests,
  customerMerges,
  customerNotes,
  machines,
  notifications,
  orders,
  quotes,
  reviews,
  serviceRequests,
  storedFiles,
  warrantyActivations,
  consentRecords,
} from "../../db/schema";
import { rowsOf, type FoundRecords } from "./export";
import { contactVariants } from "./requests-contact";

/** What replaces a name; phones, e-mails and free text become empty. */
export const ERASED_NAME = "Đã xóa";
/** What replaces a phone, e-mail or name found inside free text (notes, audit lines, message bodies). */
export const ERASED_MARK = "[đã xóa]";

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
  // An issued invoice names its buyer and address (kept, decision 0058); the phone and e-mail go either way.
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
  // Every phone of the person (the contact's, and the ones on their records): opt-outs, staff notes, merges.
  const phones = new Set<string>();
  if (contact.type === "phone") phones.add(contact.value);
  for (const raw of rawContacts) {
    const normal = normalizeContact(raw);
    if (normal?.type === "phone") phones.add(normal.value);
  }
  for (const phone of phones) {
    const zalo = zaloPhone(phone);
    if (zalo) otherRows += (await tx.delete(consentRecords).where(eq(consentRecords.contact, zalo)).returning({ id: consentRecords.id })).length;
    otherRows += (await tx.delete(customerNotes).where(eq(customerNotes.phone, phone)).returning({ id: customerNotes.id })).length;
    otherRows += (
      await tx
        .delete(customerMerges)
        .where(or(eq(customerMerges.phone, phone), eq(customerMerges.mergedInto, phone)))
        .returning({ phone: customerMerges.phone })
    ).length;
  }
  for (const email of found.emails) {
    otherRows += (await tx.delete(consentRecords).where(eq(consentRecords.contact, email)).returning({ id: consentRecords.id })).length;
  }
  // Phones and e-mail addresses identify one person: searched in every table. A name does not (two buyers may share
  // it): it is searched only in the rows that belong to this contact's records.
  const needles = [...new Set([...contactVariants(contact, rawContacts), ...[...phones].flatMap((phone) => contactVariants({ type: "phone", value: phone }, [])), ...found.emails])];
  let textScrubbed = await scrubEverywhere(tx, needles);
  const nameList = [...names].filter((name) => name !== ERASED_NAME && name.length >= 3);
  textScrubbed += await scrubNames(tx, nameList, found);
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
 * Replaces each needle (a phone or e-mail in a stored form) in every text and JSON column where it occurs. The
 * orders with an issued e-invoice keep their invoice (the kept fields).
 */
async function scrubEverywhere(tx: Db, needles: string[]): Promise<number> {
  if (needles.length === 0) return 0;
  let changed = 0;
  // One statement per column, all needles at once (the longest first, so `+84…` goes before `84…`).
  const sorted = [...needles].sort((a, b) => b.length - a.length);
  for (const column of await textColumns(tx)) {
    const kept = column.table_name === "orders" && column.column_name === "invoice" ? sql` AND einvoice IS NULL` : sql``;
    changed += await replaceIn(tx, column.table_name, column.column_name, column.data_type, sorted, kept);
  }
  return changed;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function replaceIn(tx: Db, tableName: string, columnName: string, dataType: string, needles: string[], where: SQL): Promise<number> {
  const table = sql.identifier(tableName);
  const col = sql.identifier(columnName);
  const isJson = dataType === "jsonb" || dataType === "json";
  const searches = needles.map((needle) => (isJson ? JSON.stringify(needle).slice(1, -1) : needle));
  let replaced: SQL = isJson ? sql`${col}::text` : sql`${col}`;
  for (const search of searches) replaced = sql`replace(${replaced}, ${search}, ${ERASED_MARK})`;
  const matches = sql.join(
    searches.map((search) => (isJson ? sql`${col}::text LIKE ${likePattern(search)}` : sql`${col} LIKE ${likePattern(search)}`)),
    sql` OR `,
  );
  const result = await tx.execute(sql`UPDATE ${table} SET ${col} = ${isJson ? sql`${replaced}::${sql.raw(dataType)}` : replaced} WHERE (${matches})${where}`);
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

/**
 * The contact's names, in the free text tied to its records: the audit trail's lines about them, the notes, shipments
 * and transfers of its orders. (The records themselves were anonymised field by field.)
 */
async function scrubNames(tx: Db, names: string[], found: FoundRecords): Promise<number> {
  if (names.length === 0) return 0;
  const orderIds = found.orders.map((order) => order.id);
  const entities: Array<[string, Array<string | number>]> = [
    ["order", orderIds],
    ["quote", found.quotes.map((quote) => quote.id)],
    ["lead", found.leads.map((lead) => lead.id)],
    ["machine", found.machines.flatMap((machine) => [machine.id, machine.serial])],
    ["activation", found.activations.map((activation) => activation.id)],
    ["service-request", found.serviceRequests.map((request) => request.id)],
    ["review", found.reviews.map((review) => review.id)],
  ];
  const auditScope = entities
    .filter(([, ids]) => ids.length > 0)
    .map(([type, ids]) => sql`(entity_type = ${type} AND entity_id IN (${sql.join(ids.map((id) => sql`${String(id)}`), sql`, `)}))`);
  const orderScope = orderIds.length ? sql`order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})` : null;
  let changed = 0;
  const sorted = [...names].sort((a, b) => b.length - a.length);
  if (auditScope.length) {
    const where = sql` AND (${sql.join(auditScope, sql` OR `)})`;
    for (const [column, type] of [["summary", "text"], ["before", "jsonb"], ["after", "jsonb"]] as const) changed += await replaceIn(tx, "audit_log", column, type, sorted, where);
  }
  if (found.messages.length) {
    const ids = sql.join(
      found.messages.map((message) => sql`${message.id}`),
      sql`, `,
    );
    changed += await replaceIn(tx, "notifications", "subject", "text", sorted, sql` AND id IN (${ids})`);
  }
  if (orderScope) {
    changed += await replaceIn(tx, "order_notes", "body", "text", sorted, sql` AND ${orderScope}`);
    changed += await replaceIn(tx, "shipments", "address", "jsonb", sorted, sql` AND ${orderScope}`);
    changed += await replaceIn(tx, "bank_transfers", "note", "text", sorted, sql` AND ${orderScope}`);
  }
  return changed;
}
