import { and, desc, eq } from "drizzle-orm";
import { addMonths, isSerial, normalizeSerial, vietnamDay, warrantyStatus } from "#common/after-sale";
import type { DealerMachineView, DealerMachines } from "#common/dealers";
import { DealerSaleInputSchema, DealerSaleUndoSchema } from "#common/schemas/dealers";
import { VALIDATION_MESSAGE } from "#common/validation";
import type { Db } from "../../db/client";
import { machines, orders, places, products } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { missingUploads } from "../foundation/uploads";
import { withZaloOptOutLink } from "../notifications/outbox-events";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { MACHINE_NOT_FOUND_MESSAGE, PHOTO_GONE_MESSAGE, type AfterSaleDeps } from "./deps";
import { activationDecidedMail, machineReference } from "./mails";

/** Another dealer's serial and an unknown one: the same answer, so a dealer cannot probe serials. */
export const DEALER_MACHINE_NOT_FOUND = "Không tìm thấy máy với số serial này trong kho của đại lý";
const ALREADY_SOLD = "Máy này đã được ghi nhận bán; cần sửa, vui lòng liên hệ cửa hàng";

type MachineRow = typeof machines.$inferSelect;

function viewOf(row: MachineRow, productName: string, today: string): DealerMachineView {
  return {
    serial: row.serial,
    productId: row.productId,
    productName,
    orderId: row.orderId,
    deliveredOn: row.deliveredOn,
    status: row.dealerSoldOn ? "sold" : "stock",
    soldOn: row.dealerSoldOn,
    buyer: row.dealerSoldOn
      ? { name: row.ownerName ?? "", phone: row.ownerPhone ?? "", shopName: row.shopName, provinceName: row.provinceName, wardName: row.wardName, address: row.street }
      : null,
    warrantyUntil: row.warrantyUntil,
    warrantyStatus: warrantyStatus(row.warrantyUntil, today),
  };
}

/**
 * Machines through the dealer (issue 43, point 4): serials a dealer order shipped are the dealer's stock
 * (`machines.dealer_place_id`, set by the shipment or the order's serial list); the dealer registers each sale in
 * the portal, which starts the warranty that day and tells the buyer; staff undo a wrong sale. Every step audited.
 */
export function createDealerMachineService(deps: AfterSaleDeps) {
  const { db } = deps;
  const today = () => vietnamDay(deps.now());

  /** The dealer's own machine by serial, locked; an unknown serial and another dealer's are the same 404. */
  async function ownMachine(tx: Db, placeId: number, rawSerial: string) {
    const serial = normalizeSerial(rawSerial);
    if (!isSerial(serial)) throw new NotFoundError(DEALER_MACHINE_NOT_FOUND);
    const [row] = await tx
      .select({ machine: machines, productName: products.name, warrantyMonths: products.warrantyMonths })
      .from(machines)
      .innerJoin(products, eq(products.id, machines.productId))
      .where(and(eq(machines.serial, serial), eq(machines.dealerPlaceId, placeId)))
      .for("update", { of: machines });
    if (!row) throw new NotFoundError(DEALER_MACHINE_NOT_FOUND);
    return row;
  }

  return {
    /** `GET /api/dealer/machines`: the dealer's machines, the ones in stock first; with the counts. */
    async list(placeId: number): Promise<DealerMachines> {
      const rows = await db
        .select({ machine: machines, productName: products.name })
        .from(machines)
        .innerJoin(products, eq(products.id, machines.productId))
        .where(eq(machines.dealerPlaceId, placeId))
        .orderBy(desc(machines.id));
      const day = today();
      const items = rows.map((row) => viewOf(row.machine, row.productName, day));
      items.sort((a, b) => Number(a.status === "sold") - Number(b.status === "sold"));
      return { stock: items.filter((item) => item.status === "stock").length, sold: items.filter((item) => item.status === "sold").length, items };
    },

    /**
     * `POST /api/dealer/machines/{serial}/sale`: the dealer sold one of its machines. Once per serial (409 after);
     * the sale day is not in the future nor before the dealer's order; the warranty starts that day; the buyer is
     * the machine's owner and gets the warranty look-up link (e-mail when given, Zalo unless they opted out).
     */
    async registerSale(placeId: number, rawSerial: string, body: unknown, actor: Actor): Promise<DealerMachineView> {
      const input = DealerSaleInputSchema.parse(body ?? {});
      const location = deps.locations.resolve({ provinceCode: input.buyer.provinceCode, wardCode: input.buyer.wardCode, city: "", state: "" });
      if (input.invoicePhotoUrl && (await missingUploads(db, [input.invoicePhotoUrl])).length > 0) {
        throw new ValidationError(VALIDATION_MESSAGE, { invoicePhotoUrl: [PHOTO_GONE_MESSAGE] });
      }
      return db.transaction(async (tx) => {
        const { machine, productName, warrantyMonths } = await ownMachine(tx, placeId, rawSerial);
        if (machine.dealerSoldOn !== null || machine.warrantyStart !== null) throw new ConflictError(ALREADY_SOLD);
        if (input.soldOn > today()) throw new ValidationError("Ngày bán không được sau hôm nay", { soldOn: ["Ngày bán không được sau hôm nay"] });
        const [order] = machine.orderId ? await tx.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, machine.orderId)) : [];
        if (order && input.soldOn < vietnamDay(order.createdAt)) {
          throw new ValidationError("Ngày bán không được trước ngày đặt đơn nhập máy", { soldOn: ["Ngày bán không được trước ngày đặt đơn nhập máy"] });
        }
        const warrantyUntil = addMonths(input.soldOn, warrantyMonths);
        const [updated] = await tx
          .update(machines)
          .set({
            source: "dealer",
            ownerName: input.buyer.name,
            ownerPhone: input.buyer.phone,
            ownerEmail: input.buyer.email,
            shopName: input.buyer.shopName,
            street: input.buyer.address,
            provinceCode: location.provinceCode,
            provinceName: location.provinceName,
            wardCode: location.wardCode,
            wardName: location.wardName,
            deliveredOn: input.soldOn,
            installedOn: input.soldOn,
            warrantyStart: input.soldOn,
            warrantyUntil,
            dealerSoldOn: input.soldOn,
            dealerSoldBy: actor.dealer ? actor.id : null,
            dealerInvoiceUrl: input.invoicePhotoUrl,
            updatedAt: deps.now(),
          })
          .where(eq(machines.id, machine.id))
          .returning();
        const [place] = await tx.select({ name: places.name }).from(places).where(eq(places.id, placeId));
        await writeAudit(tx, actor, {
          action: "machine.dealer-sale",
          entityType: "machine",
          entityId: machine.serial,
          summary: `${place?.name ?? "Đại lý"} bán máy ${machine.serial} cho ${input.buyer.name} ngày ${input.soldOn}, bảo hành đến ${warrantyUntil}`,
          after: { placeId, buyer: input.buyer, soldOn: input.soldOn, warrantyUntil },
        });
        const mails = activationDecidedMail(
          { serial: machine.serial, email: input.buyer.email, approved: true, warrantyUntil, reason: null, lookupUrl: `${deps.siteUrl}/warranty?serial=${encodeURIComponent(machine.serial)}` },
          await deps.settings.siteInfo(tx),
        );
        await deps.notifications.enqueue(tx, await withZaloOptOutLink(deps.zalo, tx, "warranty-activated", mails, input.buyer.phone));
        await deps.zalo?.queue(tx, "warranty-activated", {
          phone: input.buyer.phone,
          subjectRef: machineReference(machine.serial),
          fields: { customer_name: input.buyer.name, serial: machine.serial, product: productName, warranty_until: warrantyUntil.split("-").reverse().join("/") },
        });
        return viewOf(updated!, productName, today());
      });
    },

    /**
     * `DELETE /api/admin/machines/{serial}/dealer-sale` `{ reason }` (staff): a wrong sale is undone — the machine is
     * the dealer's stock again, its owner and warranty cleared — so the dealer registers the right one. Audited with
     * what was undone.
     */
    async undoSale(rawSerial: string, body: unknown, actor: Actor): Promise<DealerMachineView> {
      const { reason } = DealerSaleUndoSchema.parse(body ?? {});
      const serial = normalizeSerial(rawSerial);
      return db.transaction(async (tx) => {
        const [row] = isSerial(serial)
          ? await tx
              .select({ machine: machines, productName: products.name })
              .from(machines)
              .innerJoin(products, eq(products.id, machines.productId))
              .where(eq(machines.serial, serial))
              .for("update", { of: machines })
          : [];
        if (!row) throw new NotFoundError(MACHINE_NOT_FOUND_MESSAGE);
        if (row.machine.dealerPlaceId === null || row.machine.dealerSoldOn === null) throw new ConflictError("Máy này chưa được đại lý ghi nhận bán");
        const before = { buyer: row.machine.ownerName, phone: row.machine.ownerPhone, soldOn: row.machine.dealerSoldOn, warrantyUntil: row.machine.warrantyUntil };
        const [updated] = await tx
          .update(machines)
          .set({
            ownerName: null,
            ownerPhone: null,
            ownerEmail: null,
            shopName: null,
            street: null,
            provinceCode: null,
            provinceName: null,
            wardCode: null,
            wardName: null,
            deliveredOn: null,
            installedOn: null,
            warrantyStart: null,
            warrantyUntil: null,
            dealerSoldOn: null,
            dealerSoldBy: null,
            dealerInvoiceUrl: null,
            updatedAt: deps.now(),
          })
          .where(eq(machines.id, row.machine.id))
          .returning();
        await writeAudit(tx, actor, {
          action: "machine.dealer-sale-undo",
          entityType: "machine",
          entityId: serial,
          summary: `Hủy ghi nhận bán máy ${serial} của đại lý: ${reason}`,
          before,
          after: { reason },
        });
        return viewOf(updated!, row.productName, today());
      });
    },
  };
}

export type DealerMachineService = ReturnType<typeof createDealerMachineService>;
