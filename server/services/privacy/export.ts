import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { normalizeContact, sameContact, type Contact } from "#common/privacy-requests";
import { zaloPhone } from "#common/zalo";
import type { Db } from "../../db/client";
import {
  contactRequests,
  customerNotes,
  machines,
  notifications,
  orders,
  privacyRequests,
  quotes,
  reviews,
  serviceRequests,
  warrantyActivations,
} from "../../db/schema";
import { csvDocument } from "../foundation/csv-export";
import { consentHistory } from "./consent-records";
import { mayBeContact } from "./requests-contact";

/**
 * Everything the shop holds about one person (issue 45, point 3), found by the exact normalised phone or e-mail
 * (never by name): the SQL narrows by the contact's digits or lower-cased address, `sameContact` decides. The other
 * contact a person gave on their own records (the e-mail on an order placed with their phone, and the reverse) finds
 * their records too, one step. Erasure works on the same records, so what is exported is what is erased.
 */
export async function findRecords(db: Db, contact: Contact) {
  const first = await findForContact(db, contact);
  const linked = new Map<string, Contact>();
  const add = (raw: string | null | undefined) => {
    const other = normalizeContact(raw);
    if (other && other.value !== contact.value) linked.set(other.value, other);
  };
  for (const row of first.orders) [row.address.phone, row.address.email].forEach(add);
  for (const row of first.quotes) [row.customer.phone, row.customer.email].forEach(add);
  for (const row of first.machines) [row.ownerPhone, row.ownerEmail].forEach(add);
  for (const row of first.activations) [row.phone, row.email].forEach(add);
  for (const row of first.serviceRequests) [row.phone, row.email].forEach(add);
  let merged = first;
  for (const other of linked.values()) merged = mergeFound(merged, await findForContact(db, other));
  return merged;
}

function byKey<T>(rows: T[], key: (row: T) => string | number): T[] {
  const seen = new Map<string | number, T>();
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), row);
  return [...seen.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function mergeFound(a: FoundForContact, b: FoundForContact): FoundForContact {
  return {
    orders: byKey([...a.orders, ...b.orders], (row) => row.id),
    leads: byKey([...a.leads, ...b.leads], (row) => row.id),
    quotes: byKey([...a.quotes, ...b.quotes], (row) => row.id),
    machines: byKey([...a.machines, ...b.machines], (row) => row.id),
    activations: byKey([...a.activations, ...b.activations], (row) => row.id),
    serviceRequests: byKey([...a.serviceRequests, ...b.serviceRequests], (row) => row.id),
    reviews: byKey([...a.reviews, ...b.reviews], (row) => row.id),
    notes: byKey([...a.notes, ...b.notes], (row) => row.id),
    requests: byKey([...a.requests, ...b.requests], (row) => row.id),
    messages: byKey([...a.messages, ...b.messages], (row) => row.id),
    consents: byKey([...a.consents, ...b.consents], (row) => row.id),
    emails: [...new Set([...a.emails, ...b.emails])],
  };
}

type FoundForContact = Awaited<ReturnType<typeof findForContact>>;

async function findForContact(db: Db, contact: Contact) {
  const c = contact;
  const [orderRows, leadRows, quoteRows, machineRows, activationRows, serviceRows, reviewRows, noteRows, requestRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(or(mayBeContact(sql`${orders.address}->>'phone'`, c), mayBeContact(sql`${orders.address}->>'email'`, c), mayBeContact(sql`${orders.invoice}->>'email'`, c)))
      .orderBy(asc(orders.id)),
    c.type === "phone" ? db.select().from(contactRequests).where(mayBeContact(contactRequests.phone, c)).orderBy(asc(contactRequests.id)) : Promise.resolve([]),
    db
      .select()
      .from(quotes)
      .where(or(mayBeContact(sql`${quotes.customer}->>'phone'`, c), mayBeContact(sql`${quotes.customer}->>'email'`, c)))
      .orderBy(asc(quotes.id)),
    db.select().from(machines).where(or(mayBeContact(machines.ownerPhone, c), mayBeContact(machines.ownerEmail, c))).orderBy(asc(machines.id)),
    db.select().from(warrantyActivations).where(or(mayBeContact(warrantyActivations.phone, c), mayBeContact(warrantyActivations.email, c))).orderBy(asc(warrantyActivations.id)),
    db.select().from(serviceRequests).where(or(mayBeContact(serviceRequests.phone, c), mayBeContact(serviceRequests.email, c))).orderBy(asc(serviceRequests.id)),
    db.select().from(reviews).where(eq(reviews.contact, c.value)).orderBy(asc(reviews.id)),
    c.type === "phone" ? db.select().from(customerNotes).where(eq(customerNotes.phone, c.value)).orderBy(asc(customerNotes.id)) : Promise.resolve([]),
    db.select().from(privacyRequests).where(eq(privacyRequests.contact, c.value)).orderBy(asc(privacyRequests.id)),
  ]);
  const ordersOf = orderRows.filter((row) => sameContact(row.address.phone, c) || sameContact(row.address.email, c) || sameContact(row.invoice?.email, c));
  const quotesOf = quoteRows.filter((row) => sameContact(row.customer.phone, c) || sameContact(row.customer.email, c));
  const machinesOf = machineRows.filter((row) => sameContact(row.ownerPhone, c) || sameContact(row.ownerEmail, c));
  const emails = new Set<string>();
  if (c.type === "email") emails.add(c.value);
  for (const row of ordersOf) if (row.address.email) emails.add(row.address.email.trim().toLowerCase());
  for (const row of quotesOf) if (row.customer.email) emails.add(row.customer.email.trim().toLowerCase());
  for (const row of machinesOf) if (row.ownerEmail) emails.add(row.ownerEmail.trim().toLowerCase());
  const zalo = c.type === "phone" ? zaloPhone(c.value) : null;
  // Messages sent to the contact itself, or about its records (the shop's own alerts carry the buyer's details).
  const leadsOf = leadRows.filter((row) => sameContact(row.phone, c));
  const activationsOf = activationRows.filter((row) => sameContact(row.phone, c) || sameContact(row.email, c));
  const serviceRequestsOf = serviceRows.filter((row) => sameContact(row.phone, c) || sameContact(row.email, c));
  const refs = [
    ...ordersOf.map((row) => `order:${row.id}`),
    ...leadsOf.map((row) => `contact-request:${row.id}`),
    ...quotesOf.flatMap((row) => [`quote:${row.id}`, `quote:${row.rootId ?? row.id}`]),
    ...machinesOf.map((row) => `machine:${row.serial}`),
    ...serviceRequestsOf.map((row) => `service-request:${row.id}`),
    ...requestRows.map((row) => `privacy-request:${row.id}`),
  ];
  const recipients = [...(c.type === "email" ? [c.value] : []), ...(zalo ? [zalo] : [])];
  const messageConditions = [
    ...(recipients.length ? [inArray(sql`lower(${notifications.recipient})`, recipients)] : []),
    ...(refs.length ? [inArray(notifications.subjectRef, refs)] : []),
  ];
  const messageRows = messageConditions.length ? await db.select().from(notifications).where(or(...messageConditions)).orderBy(asc(notifications.id)) : [];
  return {
    orders: ordersOf,
    leads: leadsOf,
    quotes: quotesOf,
    machines: machinesOf,
    activations: activationsOf,
    serviceRequests: serviceRequestsOf,
    reviews: reviewRows,
    notes: noteRows,
    requests: requestRows,
    messages: messageRows,
    // The consent records keep a phone as Zalo writes it (84…) and an e-mail lower-cased (common/consent.ts).
    consents: await consentHistory(db, [zalo, c.type === "email" ? c.value : null].filter((value): value is string => Boolean(value))),
    /** Every e-mail address on file for the contact (a phone's code and answers go there too). */
    emails: [...emails].filter((email) => email.includes("@")),
  };
}

export type FoundRecords = Awaited<ReturnType<typeof findRecords>>;

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The export file (JSON): what the requester gets, in plain field names, without the shop's secrets (token hashes). */
export function exportDocument(contact: Contact, found: FoundRecords, at: Date) {
  return {
    generatedAt: at.toISOString(),
    contact: contact.value,
    orders: found.orders.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      total: row.total,
      address: row.address,
      shipTo: row.shipTo,
      items: row.items.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, price: line.price })),
      invoice: row.invoice,
      einvoice: row.einvoice ? { number: row.einvoice.number, issuedAt: row.einvoice.issuedAt } : null,
      note: row.note,
    })),
    quotes: found.quotes.map((row) => ({
      id: row.id,
      code: `BG-${row.rootId ?? row.id}`,
      version: row.version,
      status: row.status,
      customer: row.customer,
      lines: row.lines,
      total: row.total,
      createdAt: iso(row.createdAt),
    })),
    leads: found.leads.map((row) => ({
      id: row.id,
      source: row.source,
      fullName: row.fullName,
      phone: row.phone,
      address: row.address,
      product: row.product,
      message: row.message,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    machines: found.machines.map((row) => ({
      id: row.id,
      serial: row.serial,
      productId: row.productId,
      ownerName: row.ownerName,
      ownerPhone: row.ownerPhone,
      ownerEmail: row.ownerEmail,
      shopName: row.shopName,
      street: row.street,
      wardName: row.wardName,
      provinceName: row.provinceName,
      warrantyStart: row.warrantyStart,
      warrantyUntil: row.warrantyUntil,
    })),
    warrantyActivations: found.activations.map((row) => ({
      id: row.id,
      machineId: row.machineId,
      status: row.status,
      name: row.name,
      phone: row.phone,
      email: row.email,
      street: row.street,
      wardName: row.wardName,
      provinceName: row.provinceName,
      createdAt: iso(row.createdAt),
    })),
    serviceRequests: found.serviceRequests.map((row) => ({
      id: row.id,
      code: `DV-${String(row.id).padStart(6, "0")}`,
      machineId: row.machineId,
      phone: row.phone,
      email: row.email,
      problem: row.problem,
      description: row.description,
      photos: row.photos,
      status: row.status,
      steps: row.steps,
      createdAt: iso(row.createdAt),
    })),
    reviews: found.reviews.map((row) => ({ id: row.id, productId: row.productId, author: row.author, rating: row.rating, text: row.text, status: row.status, createdAt: iso(row.createdAt) })),
    consents: found.consents.map((row) => ({ purpose: row.purpose, given: row.given, noticeVersion: row.noticeVersion, channel: row.channel, how: row.how, createdAt: iso(row.createdAt) })),
    customerNotes: found.notes.map((row) => ({ body: row.body, createdAt: iso(row.createdAt) })),
    messages: found.messages.map((row) => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.kind.startsWith("privacy-code") ? "(mã xác minh, không hiển thị)" : row.textBody,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: iso(row.sentAt),
    })),
    privacyRequests: found.requests.map((row) => ({ id: row.id, kind: row.kind, status: row.status, createdAt: iso(row.createdAt), note: row.note })),
  };
}

export type ExportDocument = ReturnType<typeof exportDocument>;

/** The same file as CSV: one line per field (section, record id, field, value), so any spreadsheet opens it. */
export function exportCsv(document: ExportDocument): string {
  const lines: string[][] = [];
  for (const [section, value] of Object.entries(document)) {
    if (!Array.isArray(value)) {
      lines.push([section, "", "", String(value)]);
      continue;
    }
    for (const record of value as Array<Record<string, unknown>>) {
      const id = String(record.id ?? record.email ?? record.phone ?? "");
      for (const [field, fieldValue] of Object.entries(record)) {
        lines.push([section, id, field, fieldValue === null || fieldValue === undefined ? "" : typeof fieldValue === "object" ? JSON.stringify(fieldValue) : String(fieldValue)]);
      }
    }
  }
  return csvDocument(["Mục", "Mã", "Trường", "Giá trị"], lines);
}

