import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import {
  addMonths,
  isSerial,
  normalizeSerial,
  OPEN_SERVICE_STATUSES,
  SERIAL_MESSAGE,
  serviceReference,
  serviceStatusLabel,
  vietnamDay,
  warrantyStatus,
  type MachineView,
  type ServiceStatus,
  type WarrantyLookup,
} from "#common/after-sale";
import { parseCsv } from "#common/bank-statement";
import { modelOf } from "#common/leads";
import { machineInputSchema, machineQuerySchema, orderMachinesSchema, warrantyLookupSchema } from "#common/schemas/after-sale";
import type { Db } from "../../db/client";
import { machines, orders, products, serviceRequests } from "../../db/schema";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { NOT_FOUND_MESSAGE, RATE_LIMIT_MESSAGE, type AfterSaleDeps } from "./deps";

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 1024 * 1024;
const PAGE_SIZE = 50;
const IMPORT_HEADER = ["serial", "product", "production_date"];

type MachineRow = typeof machines.$inferSelect;

export function newReminderToken(): string {
  return randomBytes(18).toString("base64url");
}

export function machineViewOf(row: MachineRow, productName: string, today: string): MachineView {
  return {
    id: row.id,
    serial: row.serial,
    productId: row.productId,
    productName,
    source: row.source,
    orderId: row.orderId,
    productionDate: row.productionDate,
    ownerName: row.ownerName,
    ownerPhone: row.ownerPhone,
    ownerEmail: row.ownerEmail,
    shopName: row.shopName,
    street: row.street,
    provinceName: row.provinceName,
    wardName: row.wardName,
    deliveredOn: row.deliveredOn,
    installedOn: row.installedOn,
    warrantyStart: row.warrantyStart,
    warrantyUntil: row.warrantyUntil,
    warrantyStatus: warrantyStatus(row.warrantyUntil, today),
    lastServiceOn: row.lastServiceOn,
    remindersOff: row.remindersOff,
    dealerPlaceId: row.dealerPlaceId,
    dealerSoldOn: row.dealerSoldOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The machine by its serial, with its product's name and warranty length; null when unknown. */
export async function findMachine(executor: Db, serial: string, { lock = false } = {}) {
  const query = executor
    .select({ machine: machines, productName: products.name, warrantyMonths: products.warrantyMonths })
    .from(machines)
    .innerJoin(products, eq(products.id, machines.productId))
    .where(eq(machines.serial, serial));
  const [row] = lock ? await query.for("update", { of: machines }) : await query;
  return row ?? null;
}

export function createMachineService(deps: AfterSaleDeps) {
  const { db } = deps;
  const today = () => vietnamDay(deps.now());

  async function viewsOf(where: ReturnType<typeof eq> | undefined, executor: Db = db, limit = 1000, offset = 0) {
    const rows = await executor
      .select({ machine: machines, productName: products.name })
      .from(machines)
      .innerJoin(products, eq(products.id, machines.productId))
      .where(where)
      .orderBy(desc(machines.id))
      .limit(limit)
      .offset(offset);
    const day = today();
    return rows.map((row) => machineViewOf(row.machine, row.productName, day));
  }

  /**
   * A serial shipped with a dealer's order (issue 43) is the dealer's stock: no owner yet (the dealer is not the
   * machine's owner), no warranty until the dealer registers its sale.
   */
  const dealerStock = (orderId: number, placeId: number) => ({
    orderId,
    source: "dealer" as const,
    dealerPlaceId: placeId,
    ownerName: null,
    ownerPhone: null,
    ownerEmail: null,
    street: null,
    provinceCode: null,
    provinceName: null,
    wardCode: null,
    wardName: null,
    updatedAt: deps.now(),
  });

  /** The warranty of the machines an order shipped starts the day it is delivered (completed). */
  async function startWarranty(executor: Db, orderId: number, day: string): Promise<void> {
    const rows = await executor
      .select({ id: machines.id, months: products.warrantyMonths })
      .from(machines)
      .innerJoin(products, eq(products.id, machines.productId))
      .where(and(eq(machines.orderId, orderId), isNull(machines.warrantyStart), isNull(machines.dealerPlaceId)));
    for (const row of rows) {
      await executor
        .update(machines)
        .set({ deliveredOn: day, installedOn: day, warrantyStart: day, warrantyUntil: addMonths(day, row.months), updatedAt: deps.now() })
        .where(eq(machines.id, row.id));
    }
  }

  return {
    async list(rawQuery: unknown = {}): Promise<{ items: MachineView[]; total: number; page: number; pageSize: number }> {
      const query = machineQuerySchema.parse(rawQuery ?? {});
      const page = query.page ?? 1;
      const q = query.q ? normalizeSerial(query.q) : "";
      const where = q ? or(ilike(machines.serial, `%${q.replace(/[%_\\]/g, "")}%`), ilike(machines.ownerPhone, `%${q.replace(/\D/g, "") || "~"}%`)) : undefined;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(machines).where(where);
      return { items: await viewsOf(where as ReturnType<typeof eq> | undefined, db, PAGE_SIZE, (page - 1) * PAGE_SIZE), total, page, pageSize: PAGE_SIZE };
    },

    /** A machine and its service history (`GET /api/admin/machines/{serial}`). */
    async get(rawSerial: string) {
      const serial = normalizeSerial(rawSerial);
      const found = isSerial(serial) ? await findMachine(db, serial) : null;
      if (!found) throw new NotFoundError("Không tìm thấy máy với số serial này");
      const requests = await db
        .select({ id: serviceRequests.id, status: serviceRequests.status, problem: serviceRequests.problem, createdAt: serviceRequests.createdAt, resolvedAt: serviceRequests.resolvedAt })
        .from(serviceRequests)
        .where(eq(serviceRequests.machineId, found.machine.id))
        .orderBy(desc(serviceRequests.id));
      return {
        ...machineViewOf(found.machine, found.productName, today()),
        warrantyMonths: found.warrantyMonths,
        requests: requests.map((request) => ({
          id: request.id,
          reference: serviceReference(request.id),
          status: request.status,
          statusLabel: serviceStatusLabel(request.status),
          problem: request.problem,
          createdAt: request.createdAt.toISOString(),
          resolvedAt: request.resolvedAt?.toISOString() ?? null,
        })),
      };
    },

    /** One machine by hand (`POST /api/admin/machines`): a dealer's unit the factory list missed, an old sale. */
    async create(input: unknown, actor: Actor): Promise<MachineView> {
      const { serial, productId, productionDate, source } = machineInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
        if (!product) throw new ValidationError("Không tìm thấy sản phẩm", { productId: ["Không tìm thấy sản phẩm"] });
        const inserted = await tx
          .insert(machines)
          .values({ serial, productId, productionDate, source, reminderToken: newReminderToken() })
          .onConflictDoNothing()
          .returning();
        if (!inserted[0]) throw new ValidationError("Số serial đã có", { serial: [`Số serial ${serial} đã có trong danh sách`] });
        await writeAudit(tx, actor, { action: "machine.create", entityType: "machine", entityId: serial, summary: `Thêm máy ${serial} (${product.name})` });
        return machineViewOf(inserted[0], product.name, today());
      });
    },

    /**
     * The factory's list (`serial,product,production_date`; product = id, exact name or model code such as `LS-250`):
     * every row checked first,
     * and any bad row refuses the whole file (400 `{ message, rows: [{ line, message }] }`), so nothing is half
     * imported. Serials already known are refused too: a second import of one file changes nothing.
     */
    async importCsv(csv: unknown, actor: Actor): Promise<{ imported: number }> {
      if (typeof csv !== "string" || csv.trim() === "") {
        throw new ValidationError("Vui lòng gửi tệp CSV", { file: ["Vui lòng gửi tệp CSV (serial,product,production_date)"] });
      }
      if (Buffer.byteLength(csv, "utf8") > IMPORT_MAX_BYTES) throw new ValidationError("Tệp CSV quá lớn (tối đa 1 MB)", { file: ["Tệp CSV quá lớn (tối đa 1 MB)"] });
      const cells = parseCsv(csv).filter(
        (row) => row.some((cell) => cell !== ""),
      );
      const header = (cells[0] ?? []).map((cell) => cell.trim().toLowerCase());
      if (header.join(",") !== IMPORT_HEADER.join(",")) {
        throw new AppError(400, "Dòng tiêu đề phải là: serial,product,production_date", {
          rows: [{ line: 1, message: "Dòng tiêu đề phải là: serial,product,production_date" }],
        });
      }
      if (cells.length - 1 > IMPORT_MAX_ROWS) throw new ValidationError(`Tối đa ${IMPORT_MAX_ROWS} dòng mỗi tệp`, { file: [`Tối đa ${IMPORT_MAX_ROWS} dòng mỗi tệp`] });
      if (cells.length < 2) throw new ValidationError("Tệp CSV không có dòng nào", { file: ["Tệp CSV không có dòng nào"] });

      const productRows = await db.select({ id: products.id, name: products.name, archivedAt: products.archivedAt }).from(products);
      const byId = new Map(productRows.map((product) => [product.id, product]));
      const byName = new Map(productRows.map((product) => [product.name.trim(), product]));
      // The model code as the factory writes it (`LS-250`, any case; issue 47): the machine on sale with that code,
      // else the one archived product with it. Two products of one code on sale are named by id or name instead.
      const byModel = new Map<string, Array<(typeof productRows)[number]>>();
      for (const product of productRows) {
        const model = modelOf(product.name).toUpperCase();
        byModel.set(model, [...(byModel.get(model) ?? []), product]);
      }
      const modelProduct = (code: string) => {
        const all = byModel.get(code.toUpperCase()) ?? [];
        const onSale = all.filter((product) => product.archivedAt === null);
        const candidates = onSale.length > 0 ? onSale : all;
        return candidates.length === 1 ? candidates[0] : candidates.length > 1 ? ("ambiguous" as const) : undefined;
      };
      const rows: Array<{ line: number; message: string }> = [];
      const values: Array<{ serial: string; productId: number; productionDate: string | null; line: number }> = [];
      const seen = new Map<string, number>();
      // Line numbers count the file's lines as a spreadsheet shows them (the header is line 1).
      cells.slice(1).forEach((row, index) => {
        const line = index + 2;
        const [rawSerial = "", rawProduct = "", rawDate = ""] = row;
        const serial = normalizeSerial(rawSerial);
        const problems: string[] = [];
        if (row.length > 3 && row.slice(3).some((cell) => cell !== "")) problems.push("Thừa cột");
        if (!isSerial(serial)) problems.push(SERIAL_MESSAGE);
        else if (seen.has(serial)) problems.push(`Serial ${serial} lặp lại (dòng ${seen.get(serial)})`);
        else seen.set(serial, line);
        const named = rawProduct.trim();
        const found = /^\d+$/.test(named) ? byId.get(Number(named)) : (byName.get(named) ?? modelProduct(named));
        const product = found === "ambiguous" ? undefined : found;
        if (found === "ambiguous") problems.push(`Mã máy "${named}" có ở nhiều sản phẩm: ghi mã số hoặc tên sản phẩm`);
        else if (!product) problems.push(named ? `Không tìm thấy sản phẩm "${named}"` : "Thiếu sản phẩm");
        const date = rawDate.trim();
        const dateOk = date === "" || (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date));
        if (!dateOk) problems.push("Ngày sản xuất phải có dạng YYYY-MM-DD");
        if (problems.length) rows.push({ line, message: problems.join("; ") });
        else values.push({ serial, productId: product!.id, productionDate: date || null, line });
      });
      if (values.length) {
        const known = await db
          .select({ serial: machines.serial })
          .from(machines)
          .where(inArray(machines.serial, values.map((value) => value.serial)));
        const knownSet = new Set(known.map((row) => row.serial));
        for (const value of values) if (knownSet.has(value.serial)) rows.push({ line: value.line, message: `Serial ${value.serial} đã có trong danh sách` });
      }
      if (rows.length) {
        rows.sort((a, b) => a.line - b.line);
        throw new AppError(400, `Tệp có ${rows.length} dòng lỗi, chưa nhập dòng nào`, { rows });
      }
      return db.transaction(async (tx) => {
        for (let start = 0; start < values.length; start += 500) {
          const inserted = await tx
            .insert(machines)
            .values(
              values.slice(start, start + 500).map(({ serial, productId, productionDate }) => ({
                serial,
                productId,
                productionDate,
                reminderToken: newReminderToken(),
              })),
            )
            .onConflictDoNothing()
            .returning({ id: machines.id });
          // Another import took some of these serials meanwhile: the whole file goes back, as promised.
          if (inserted.length !== Math.min(500, values.length - start)) {
            throw new ConflictError("Một số serial vừa được nhập bởi người khác; vui lòng tải lại và thử lại");
          }
        }
        await writeAudit(tx, actor, {
          action: "machine.import",
          entityType: "machine",
          entityId: null,
          summary: `Nhập ${values.length} serial (${values[0]!.serial}${values.length > 1 ? ` … ${values.at(-1)!.serial}` : ""})`,
          after: { count: values.length },
        });
        return { imported: values.length };
      });
    },

    /** The machines an order shipped. */
    async forOrder(orderId: number): Promise<MachineView[]> {
      return viewsOf(eq(machines.orderId, orderId));
    },

    /**
     * Which serials went out with an order (`{ machines: [{ productId, serial }] }`, the whole list each time):
     * one serial per unit of each line, each a known serial of that line's product that no other order holds and
     * no dealer's owner activated. Serials taken off the list go back to stock. When the order is already
     * delivered, the warranty of the new ones starts today.
     */
    async setOrderMachines(orderId: number, input: unknown, actor: Actor): Promise<MachineView[]> {
      const { machines: wanted } = orderMachinesSchema.parse(input);
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
        if (order.status === "pending" || order.status === "canceled") {
          throw new ConflictError("Chỉ ghi serial cho đơn hàng đã xác nhận, đang giao hoặc đã hoàn thành");
        }
        const errors: Record<string, string[]> = {};
        const fail = (index: number, message: string) => ((errors[`machines.${index}.serial`] ??= []).push(message));
        const perProduct = new Map<number, number>();
        for (const line of order.items) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
        const used = new Map<number, number>();
        const seen = new Set<string>();
        wanted.forEach((entry, index) => {
          if (seen.has(entry.serial)) fail(index, `Serial ${entry.serial} được ghi hai lần`);
          seen.add(entry.serial);
          const allowed = perProduct.get(entry.productId);
          if (allowed === undefined) return fail(index, "Sản phẩm này không có trong đơn hàng");
          used.set(entry.productId, (used.get(entry.productId) ?? 0) + 1);
          if (used.get(entry.productId)! > allowed) fail(index, `Đơn hàng chỉ có ${allowed} máy của sản phẩm này`);
        });
        const found = wanted.length
          ? await tx.select().from(machines).where(inArray(machines.serial, wanted.map((entry) => entry.serial))).for("update")
          : [];
        const bySerial = new Map(found.map((row) => [row.serial, row]));
        wanted.forEach((entry, index) => {
          const machine = bySerial.get(entry.serial);
          if (!machine) return fail(index, `Serial ${entry.serial} chưa có trong danh sách máy (nhập danh sách từ nhà máy trước)`);
          if (machine.productId !== entry.productId) fail(index, `Serial ${entry.serial} là của sản phẩm khác`);
          if (machine.orderId !== null && machine.orderId !== orderId) fail(index, `Serial ${entry.serial} đã thuộc đơn hàng #${machine.orderId}`);
          else if (machine.orderId === null && machine.warrantyStart !== null) fail(index, `Serial ${entry.serial} đã được kích hoạt bảo hành qua đại lý`);
        });
        if (Object.keys(errors).length) throw new ValidationError("Danh sách serial chưa đúng", errors);

        const before = await tx.select({ serial: machines.serial }).from(machines).where(eq(machines.orderId, orderId));
        const released = before.map((row) => row.serial).filter((serial) => !seen.has(serial));
        if (released.length) {
          await tx
            .update(machines)
            .set({
              orderId: null,
              source: "unknown",
              ownerName: null,
              ownerPhone: null,
              ownerEmail: null,
              street: null,
              provinceCode: null,
              provinceName: null,
              wardCode: null,
              wardName: null,
              deliveredOn: null,
              installedOn: null,
              warrantyStart: null,
              warrantyUntil: null,
              dealerPlaceId: null,
              dealerSoldOn: null,
              dealerSoldBy: null,
              dealerInvoiceUrl: null,
              updatedAt: deps.now(),
            })
            .where(inArray(machines.serial, released));
        }
        const added = wanted.map((entry) => entry.serial).filter((serial) => bySerial.get(serial)!.orderId !== orderId);
        if (added.length) {
          await tx
            .update(machines)
            .set(
              order.dealerPlaceId !== null
                ? dealerStock(orderId, order.dealerPlaceId)
                : {
                    orderId,
                    source: "order",
                    ownerName: order.address.fullName,
                    ownerPhone: order.address.phone,
                    ownerEmail: order.address.email,
                    street: order.address.address,
                    provinceCode: order.provinceCode,
                    provinceName: order.provinceName ?? order.address.city,
                    wardCode: order.wardCode,
                    wardName: order.wardName ?? order.address.state,
                    updatedAt: deps.now(),
                  },
            )
            .where(inArray(machines.serial, added));
        }
        if (order.status === "completed") await startWarranty(tx, orderId, today());
        await writeAudit(tx, actor, {
          action: "machine.order",
          entityType: "order",
          entityId: orderId,
          summary: `Serial giao kèm: ${wanted.map((entry) => entry.serial).join(", ") || "(không còn serial nào)"}`,
          before: { serials: before.map((row) => row.serial) },
          after: { serials: wanted.map((entry) => entry.serial) },
        });
        return viewsOf(eq(machines.orderId, orderId), tx);
      });
    },

    /**
     * The serials a shipment carries (issue 42), inside its transaction: each a known serial of its line's product,
     * on this order already or on none (and not activated through a dealer); the free ones join the order with its
     * owner, as the order page's serial list does. Refused with field errors `lines.{i}.serials`.
     */
    async attachShipmentSerials(
      tx: Db,
      order: typeof orders.$inferSelect,
      address: { fullName: string; phone: string; email: string; address: string; city: string; state: string; provinceCode?: string; wardCode?: string },
      lines: ReadonlyArray<{ productId: number; serials: readonly string[] }>,
    ): Promise<void> {
      const wanted = lines.flatMap((line, index) => line.serials.map((serial) => ({ index, serial, productId: line.productId })));
      if (wanted.length === 0) return;
      const errors: Record<string, string[]> = {};
      const fail = (index: number, message: string) => ((errors[`lines.${index}.serials`] ??= []).push(message));
      const found = await tx.select().from(machines).where(inArray(machines.serial, wanted.map((entry) => entry.serial))).for("update");
      const bySerial = new Map(found.map((row) => [row.serial, row]));
      const seen = new Set<string>();
      for (const { index, serial, productId } of wanted) {
        if (seen.has(serial)) fail(index, `Serial ${serial} được ghi hai lần`);
        seen.add(serial);
        const machine = bySerial.get(serial);
        if (!machine) fail(index, `Serial ${serial} chưa có trong danh sách máy (nhập danh sách từ nhà máy trước)`);
        else if (machine.productId !== productId) fail(index, `Serial ${serial} là của sản phẩm khác`);
        else if (machine.orderId !== null && machine.orderId !== order.id) fail(index, `Serial ${serial} đã thuộc đơn hàng #${machine.orderId}`);
        else if (machine.orderId === null && machine.warrantyStart !== null) fail(index, `Serial ${serial} đã được kích hoạt bảo hành qua đại lý`);
      }
      if (Object.keys(errors).length) throw new ValidationError("Danh sách serial chưa đúng", errors);
      const free = wanted.map((entry) => entry.serial).filter((serial) => bySerial.get(serial)!.orderId === null);
      if (free.length) {
        await tx
          .update(machines)
          .set(
            order.dealerPlaceId !== null
              ? dealerStock(order.id, order.dealerPlaceId)
              : {
                  orderId: order.id,
                  source: "order",
                  ownerName: address.fullName,
                  ownerPhone: address.phone,
                  ownerEmail: address.email,
                  street: address.address,
                  provinceCode: address.provinceCode ?? null,
                  provinceName: address.city || null,
                  wardCode: address.wardCode ?? null,
                  wardName: address.state || null,
                  updatedAt: deps.now(),
                },
          )
          .where(inArray(machines.serial, free));
      }
    },

    /**
     * A shipment was delivered (issue 42): the warranty of the machines it carried starts that day, each from its
     * own shipment's delivery; the brand's own team installs as it delivers, so that is the installation day too.
     */
    async shipmentDelivered(tx: Db, serials: readonly string[], day: string, installed: boolean): Promise<void> {
      if (serials.length === 0) return;
      const rows = await tx
        .select({ id: machines.id, months: products.warrantyMonths })
        .from(machines)
        .innerJoin(products, eq(products.id, machines.productId))
        // A dealer's machines wait for the dealer's sale (issue 43): their warranty starts the day it sells them.
        .where(and(inArray(machines.serial, [...serials]), isNull(machines.warrantyStart), isNull(machines.dealerPlaceId)));
      for (const row of rows) {
        await tx
          .update(machines)
          .set({ deliveredOn: day, ...(installed ? { installedOn: day } : {}), warrantyStart: day, warrantyUntil: addMonths(day, row.months), updatedAt: deps.now() })
          .where(eq(machines.id, row.id));
      }
    },

    /** Called inside an order's status change: delivered (completed) starts the warranty of its machines. */
    async orderStatusChanged(tx: Db, orderId: number, status: string): Promise<void> {
      if (status === "completed") await startWarranty(tx, orderId, today());
    },

    /**
     * The public look-up (`GET /api/warranty?serial=&phone=`): product, warranty and open requests for a serial
     * alone; with the owner's phone, their own history too. An unknown serial and a wrong phone are the same 404.
     */
    async lookup(rawQuery: unknown, clientKey: string): Promise<WarrantyLookup> {
      await deps.rateLimiter.enforce(`warranty-lookup:${clientKey}`, deps.rateLimit * 4, deps.rateWindowMs, RATE_LIMIT_MESSAGE);
      const { serial, phone } = warrantyLookupSchema.parse(rawQuery ?? {});
      const found = await findMachine(db, serial);
      if (!found || (phone !== undefined && found.machine.ownerPhone !== phone)) throw new NotFoundError(NOT_FOUND_MESSAGE);
      const { machine } = found;
      const requests = await db
        .select({ id: serviceRequests.id, status: serviceRequests.status, problem: serviceRequests.problem, createdAt: serviceRequests.createdAt, resolvedAt: serviceRequests.resolvedAt })
        .from(serviceRequests)
        .where(eq(serviceRequests.machineId, machine.id))
        .orderBy(asc(serviceRequests.id));
      const summary = (request: (typeof requests)[number]) => ({
        reference: serviceReference(request.id),
        status: request.status as ServiceStatus,
        statusLabel: serviceStatusLabel(request.status),
        createdAt: request.createdAt.toISOString(),
      });
      return {
        serial: machine.serial,
        product: { id: machine.productId, name: found.productName },
        status: warrantyStatus(machine.warrantyUntil, today()),
        warrantyUntil: machine.warrantyUntil,
        openRequests: requests.filter((request) => OPEN_SERVICE_STATUSES.includes(request.status)).map(summary),
        ...(phone !== undefined
          ? {
              owner: {
                name: machine.ownerName,
                shopName: machine.shopName,
                warrantyStart: machine.warrantyStart,
                history: requests.map((request) => ({ ...summary(request), problem: request.problem, resolvedAt: request.resolvedAt?.toISOString() ?? null })),
              },
            }
          : {}),
      };
    },

    /** The opt-out page: which machine a reminder link names (404 for an unknown token). */
    async reminderTarget(token: string): Promise<{ serial: string; productName: string; remindersOff: boolean }> {
      const [row] = token
        ? await db
            .select({ serial: machines.serial, productName: products.name, remindersOff: machines.remindersOff })
            .from(machines)
            .innerJoin(products, eq(products.id, machines.productId))
            .where(eq(machines.reminderToken, token))
        : [];
      if (!row) throw new NotFoundError("Liên kết không hợp lệ");
      return row;
    },

    /** The reminders' one-click opt-out. */
    async optOutOfReminders(token: string): Promise<{ serial: string }> {
      const [row] = token
        ? await db.update(machines).set({ remindersOff: true, updatedAt: deps.now() }).where(eq(machines.reminderToken, token)).returning({ serial: machines.serial })
        : [];
      if (!row) throw new NotFoundError("Liên kết không hợp lệ");
      return row;
    },
  };
}

export type MachineService = ReturnType<typeof createMachineService>;
