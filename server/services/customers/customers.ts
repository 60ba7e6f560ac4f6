import { asc, eq } from "drizzle-orm";
import type { CustomerDetail, CustomerEvent, CustomerSummary } from "#common/customers";
import { BUSINESS_STATUS_LABELS, labelOf, LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, normalizeVietnamesePhone } from "#common/leads";
import { formatVnd } from "#common/money";
import { orderStatusLabel } from "#common/order-status";
import { quoteStatusLabel } from "#common/quotes";
import { matchesSearch } from "#common/search-text";
import { z } from "#common/zod";
import { text } from "#common/validation";
import type { Db } from "../../db/client";
import { contactRequests, customerMerges, customerNotes, machines, orders, products, quotes } from "../../db/schema";
import { NotFoundError, ValidationError } from "../foundation/errors";
import { csvDocument } from "../foundation/csv-export";
import { writeAudit, type Actor } from "../staff-and-access/audit";

/**
 * What one source knows about a customer at one moment. `order` facts count as orders and money spent;
 * `openLead` facts as open leads; the others only fill the timeline and the name, shop and province.
 */
export interface CustomerFact extends Omit<CustomerEvent, "at"> {
  at: Date;
  name: string | null;
  email?: string | null;
  shop?: string | null;
  province?: string | null;
  /** An order that was not canceled: its total. */
  spent?: number;
  isOrder?: boolean;
  openLead?: boolean;
}

/** A place the shop records customers: reads all its facts, keyed by the phone as stored. */
export interface CustomerSource {
  kind: string;
  facts(db: Db): Promise<CustomerFact[]>;
}

/** The phone as the customer list keys it: normalised as the leads do, or the digits of whatever was stored. */
function phoneKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return normalizeVietnamesePhone(raw) ?? (raw.replace(/\D/g, "") || null);
}

const ordersSource: CustomerSource = {
  kind: "order",
  async facts(db) {
    const rows = await db
      .select({ id: orders.id, address: orders.address, provinceName: orders.provinceName, total: orders.total, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .orderBy(asc(orders.createdAt));
    return rows.map((row) => ({
      kind: "order",
      kindLabel: "Đơn hàng",
      at: row.createdAt,
      title: `Đơn #${row.id} – ${formatVnd(row.total)} – ${orderStatusLabel(row.status)}`,
      href: `/admin/orders/${row.id}`,
      phone: row.address.phone,
      name: row.address.fullName,
      email: row.address.email,
      province: row.provinceName ?? (row.address.city || null),
      isOrder: row.status !== "canceled",
      spent: row.status === "canceled" ? 0 : row.total,
    }));
  },
};

const leadsSource: CustomerSource = {
  kind: "lead",
  async facts(db) {
    const rows = await db.select().from(contactRequests).orderBy(asc(contactRequests.createdAt));
    return rows.map((row) => ({
      kind: "lead",
      kindLabel: labelOf(LEAD_SOURCE_LABELS, row.source),
      at: row.createdAt,
      title: `${row.product} – ${labelOf(LEAD_STATUS_LABELS, row.status)}${row.message ? ` – ${row.message.slice(0, 120)}` : ""}`,
      href: "/admin/contact-requests",
      phone: row.phone,
      name: row.fullName,
      shop: row.businessStatus ? labelOf(BUSINESS_STATUS_LABELS, row.businessStatus) : null,
      openLead: row.status !== "completed" && row.status !== "canceled",
    }));
  },
};

/** Quotes (issue 32): the customer's phone, name, e-mail and company; timeline only (an accepted quote's order counts). */
const quotesSource: CustomerSource = {
  kind: "quote",
  async facts(db) {
    const rows = await db
      .select({ id: quotes.id, rootId: quotes.rootId, version: quotes.version, customer: quotes.customer, status: quotes.status, total: quotes.total, createdAt: quotes.createdAt })
      .from(quotes)
      .orderBy(asc(quotes.createdAt));
    return rows.map((row) => ({
      kind: "quote",
      kindLabel: "Báo giá",
      at: row.createdAt,
      title: `Báo giá BG-${row.rootId ?? row.id}${row.version > 1 ? ` (v${row.version})` : ""} – ${formatVnd(row.total)} – ${quoteStatusLabel(row.status)}`,
      href: `/admin/quotes/${row.id}`,
      phone: row.customer.phone,
      name: row.customer.name || null,
      email: row.customer.email || null,
      shop: row.customer.companyName || null,
    }));
  },
};

/** Machines by serial (issue 31): the owner's phone, name, shop and province as recorded or activated. */
const machinesSource: CustomerSource = {
  kind: "machine",
  async facts(db) {
    const rows = await db
      .select({ machine: machines, productName: products.name })
      .from(machines)
      .innerJoin(products, eq(products.id, machines.productId))
      .orderBy(asc(machines.createdAt));
    return rows
      .filter((row) => row.machine.ownerPhone)
      .map(({ machine, productName }) => ({
        kind: "machine",
        kindLabel: "Máy",
        at: machine.createdAt,
        title: `${productName} – số serial ${machine.serial}${machine.warrantyUntil ? ` – bảo hành đến ${machine.warrantyUntil}` : ""}`,
        href: `/admin/machines?serial=${encodeURIComponent(machine.serial)}`,
        phone: machine.ownerPhone!,
        name: machine.ownerName,
        email: machine.ownerEmail,
        shop: machine.shopName,
        province: machine.provinceName,
      }));
  },
};

/**
 * Every source the customer list is built from: orders, leads, quotes and machines. Another source joins by adding
 * its entry here: one entry, nothing else changes.
 */
export const CUSTOMER_SOURCES: CustomerSource[] = [ordersSource, leadsSource, quotesSource, machinesSource];

const NoteSchema = z.object({
  body: text({ error: "Vui lòng nhập ghi chú" }).trim().min(1, "Vui lòng nhập ghi chú").max(2000, "Ghi chú tối đa 2.000 ký tự"),
});
const MergeSchema = z.object({ other: text({ error: "Vui lòng nhập số điện thoại cần gộp" }).trim().min(1, "Vui lòng nhập số điện thoại cần gộp").max(30) });
const ListQuerySchema = z.object({ q: text().trim().max(100).optional().catch(undefined) }).catch({});

interface Built {
  summary: CustomerSummary;
  facts: CustomerFact[];
}

const CSV_HEADER = ["Khách hàng", "Số điện thoại", "Email", "Cửa hàng", "Tỉnh/thành", "Số đơn", "Tổng chi tiêu (đ)", "Đơn gần nhất", "Yêu cầu đang mở"];

export function createCustomerService(db: Db, sources: CustomerSource[] = CUSTOMER_SOURCES) {
  /** phone → the phone it was merged into, followed to the end (a merge of a merged record lands on the last). */
  async function mergeMap(executor: Db = db): Promise<(phone: string) => string> {
    const rows = await executor.select().from(customerMerges);
    const into = new Map(rows.map((row) => [row.phone, row.mergedInto]));
    return (phone) => {
      let current = phone;
      for (let hops = 0; hops < 20 && into.has(current); hops++) current = into.get(current)!;
      return current;
    };
  }

  async function build(): Promise<Map<string, Built>> {
    const [factLists, notes, resolve] = await Promise.all([
      Promise.all(sources.map((source) => source.facts(db))),
      db.select().from(customerNotes).orderBy(asc(customerNotes.createdAt)),
      mergeMap(),
    ]);
    const noteFacts: CustomerFact[] = notes.map((note) => ({
      kind: "note",
      kindLabel: "Ghi chú",
      at: note.createdAt,
      title: `${note.body} (${note.username})`,
      href: null,
      phone: note.phone,
      name: null,
    }));
    const byId = new Map<string, Built>();
    const all = [...factLists.flat(), ...noteFacts].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const fact of all) {
      const phone = phoneKey(fact.phone);
      if (!phone) continue;
      const id = resolve(phone);
      let built = byId.get(id);
      if (!built) {
        built = {
          summary: { id, phones: [], name: "", email: null, shop: null, province: null, orders: 0, totalSpent: 0, lastOrderAt: null, openLeads: 0, lastActivityAt: fact.at.toISOString() },
          facts: [],
        };
        byId.set(id, built);
      }
      const s = built.summary;
      if (!s.phones.includes(phone)) s.phones.push(phone);
      // Oldest first: the latest name, e-mail, shop and province win.
      if (fact.name) s.name = fact.name;
      if (fact.email) s.email = fact.email;
      if (fact.shop) s.shop = fact.shop;
      if (fact.province) s.province = fact.province;
      if (fact.isOrder) {
        s.orders += 1;
        s.lastOrderAt = fact.at.toISOString();
      }
      s.totalSpent += fact.spent ?? 0;
      if (fact.openLead) s.openLeads += 1;
      s.lastActivityAt = fact.at.toISOString();
      built.facts.push({ ...fact, phone });
    }
    return byId;
  }

  async function list(query: unknown): Promise<CustomerSummary[]> {
    const { q } = ListQuerySchema.parse(query ?? {});
    const customers = [...(await build()).values()].map((built) => built.summary);
    const digits = q?.replace(/\D/g, "") ?? "";
    const phoneQuery = q ? phoneKey(q) : null;
    const found = q
      ? customers.filter(
          (c) =>
            (phoneQuery !== null && c.phones.some((phone) => phone.includes(phoneQuery))) ||
            (digits.length >= 3 && c.phones.some((phone) => phone.includes(digits))) ||
            matchesSearch([c.name, c.email ?? "", c.shop ?? "", c.province ?? ""].join(" "), q),
        )
      : customers;
    return found.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
  }

  /**
   * The path's id: a phone exactly as the list keys it (`0912345678`), resolved through merges. Another spelling
   * (`0912 345 678`, `+84…`, `0x10`) is not found: a key is never reshaped into one (`0x10` was customer "010").
   */
  async function idOf(raw: string): Promise<string> {
    const phone = phoneKey(raw);
    if (!phone || phone !== raw) throw new NotFoundError("Không tìm thấy khách hàng");
    return (await mergeMap())(phone);
  }

  return {
    list,

    async get(rawId: string): Promise<CustomerDetail> {
      const id = await idOf(rawId);
      const built = (await build()).get(id);
      if (!built) throw new NotFoundError("Không tìm thấy khách hàng");
      const timeline = built.facts
        .map((fact): CustomerEvent => ({ kind: fact.kind, kindLabel: fact.kindLabel, at: fact.at.toISOString(), title: fact.title, href: fact.href, phone: fact.phone }))
        .reverse();
      return { ...built.summary, timeline };
    },

    /** The filtered list as a CSV file for Excel (UTF-8 with BOM; formulas in names made text). */
    async exportCsv(query: unknown): Promise<string> {
      const rows = (await list(query)).map((c) => [c.name, c.phones.join(" / "), c.email, c.shop, c.province, c.orders, c.totalSpent, c.lastOrderAt?.slice(0, 10) ?? "", c.openLeads]);
      return csvDocument(CSV_HEADER, rows);
    },

    async addNote(rawId: string, body: unknown, actor: Actor): Promise<CustomerDetail> {
      const { body: note } = NoteSchema.parse(body);
      const id = await idOf(rawId);
      // A note is about a customer the shop has: it never makes one of a phone nothing else knows.
      if (!(await build()).has(id)) throw new NotFoundError("Không tìm thấy khách hàng");
      await db.transaction(async (tx) => {
        await tx.insert(customerNotes).values({ phone: id, body: note, userId: actor.id, username: actor.username });
        await writeAudit(tx, actor, { action: "customer.note", entityType: "customer", entityId: id, summary: note.slice(0, 200) });
      });
      return this.get(id);
    },

    /**
     * Staff say `other` is the same person as this customer: everything under the other phone (and whatever was
     * merged into it) shows under this one from now on. Nothing is rewritten in the orders or leads.
     */
    async merge(rawId: string, body: unknown, actor: Actor): Promise<CustomerDetail> {
      const { other } = MergeSchema.parse(body);
      const id = await idOf(rawId);
      const otherPhone = phoneKey(other);
      if (!otherPhone) throw new ValidationError("Số điện thoại không hợp lệ", { other: ["Số điện thoại không hợp lệ"] });
      const known = await build();
      if (!known.has(id)) throw new NotFoundError("Không tìm thấy khách hàng");
      if (!known.has((await mergeMap())(otherPhone))) {
        throw new ValidationError("Không có khách hàng nào với số điện thoại này", { other: ["Không có khách hàng nào với số điện thoại này"] });
      }
      await db.transaction(async (tx) => {
        const resolve = await mergeMap(tx);
        const otherId = resolve(otherPhone);
        if (otherId === id) throw new ValidationError("Hai hồ sơ này đã là một khách hàng", { other: ["Hai hồ sơ này đã là một khách hàng"] });
        await tx.insert(customerMerges).values({ phone: otherId, mergedInto: id, userId: actor.id }).onConflictDoUpdate({ target: customerMerges.phone, set: { mergedInto: id, userId: actor.id } });
        // Notes follow the person.
        await tx.update(customerNotes).set({ phone: id }).where(eq(customerNotes.phone, otherId));
        await writeAudit(tx, actor, { action: "customer.merge", entityType: "customer", entityId: id, summary: `Gộp ${otherId} vào ${id}`, before: { phone: otherId }, after: { mergedInto: id } });
      });
      return this.get(id);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
