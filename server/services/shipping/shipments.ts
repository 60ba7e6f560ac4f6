import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { parseCsv } from "#common/bank-statement";
import { startOfVietnamDay } from "../analytics/analytics-period";
import { vietnamDay } from "#common/after-sale";
import { orderStatusLabel } from "#common/order-status";
import type { ShippingAddress } from "#common/schemas/checkout";
import { createShipmentSchema, shipmentInstallationSchema, shipmentStatusSchema } from "#common/schemas/shipments";
import {
  canMoveShipment,
  carrierLabel,
  everyLineDelivered,
  isCarrier,
  nextShipmentStatuses,
  quantitiesLeftToShip,
  reconcileCod,
  type CodReconciliationRow,
  shipmentHasLeft,
  shipmentReleasesLines,
  shipmentStatusLabel,
  type CarrierCode,
  type ShipmentStatus,
  type ShipmentView,
} from "#common/shipments";
import type { Db } from "../../db/client";
import { orders, shipmentEvents, shipmentLines, shipments } from "../../db/schema";
import type { MachineService } from "../after-sale/machines";
import type { OrderEvents } from "../cart-and-orders/order-events";
import type { OrderService } from "../cart-and-orders/orders";
import { toOrderView } from "../cart-and-orders/order-view";
import { AppError, ConflictError, NotFoundError, RowsRejectedError, UnprocessableError, ValidationError } from "../foundation/errors";
import { SYSTEM_ACTOR, writeAudit, type Actor, type AuditActor } from "../staff-and-access/audit";
import { CarrierError, shipmentReference, type Carrier, type CarrierLabel, type CarrierStatusUpdate } from "./carrier";
import { codAmountOf } from "./shipment-money";

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

const SHIPMENT_NOT_FOUND = "Không tìm thấy lượt giao hàng";
/** Who moved a shipment when its carrier's callback did (no staff member). */
const CARRIER_ACTOR = SYSTEM_ACTOR;

/** The addresses an order ships to: its ship-to list, or its one address (web, phone and older orders). */
export function shipToOf(order: Pick<OrderRow, "shipTo" | "address">): ShippingAddress[] {
  return order.shipTo && order.shipTo.length > 0 ? order.shipTo : [order.address];
}

export interface ShipmentServiceDeps {
  events: OrderEvents;
  orders: Pick<OrderService, "moveStatus">;
  machines: Pick<MachineService, "attachShipmentSerials" | "shipmentDelivered">;
  carriers: Record<CarrierCode, Carrier>;
  siteInfo(): Promise<{ brandName: string; hotline: { display: string } }>;
  /** Weight of one unit of a product in grams (the carrier's parcel). */
  weightOf(productId: number): Promise<number>;
  now?: () => Date;
}

/**
 * Shipments (issue 42, decision 0052): an order's lines leave in one or more shipments, each with one carrier; the
 * order is shipping once the first has left and completed once every line is delivered; each machine's warranty
 * starts at its own shipment's delivery. Staff move the own team's shipments; a carrier's callback moves its own,
 * checked against the carrier before it is believed.
 */
export function createShipmentService(db: Db, deps: ShipmentServiceDeps) {
  const { events, carriers } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewsOf(executor: Db, rows: ShipmentRow[]): Promise<ShipmentView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    // One after the other: inside a transaction both run on its one connection.
    const lines = await executor.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, ids)).orderBy(asc(shipmentLines.id));
    const history = await executor.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, ids)).orderBy(asc(shipmentEvents.id));
    return rows.map((row) => {
      const manual = carriers[row.carrier]?.manualStatuses ?? false;
      return {
        id: row.id,
        orderId: row.orderId,
        carrier: row.carrier,
        carrierLabel: carrierLabel(row.carrier),
        status: row.status,
        statusLabel: shipmentStatusLabel(row.status),
        trackingNumber: row.trackingNumber,
        trackingUrl: row.trackingUrl,
        addressIndex: row.addressIndex,
        address: row.address,
        carrierFee: row.carrierFee,
        codAmount: row.codAmount,
        lines: lines.filter((line) => line.shipmentId === row.id).map(({ productId, name, quantity, serials }) => ({ productId, name, quantity, serials })),
        history: history
          .filter((event) => event.shipmentId === row.id)
          .map((event) => ({
            status: event.status,
            statusLabel: shipmentStatusLabel(event.status),
            source: event.source,
            carrierStatus: event.carrierStatus,
            by: event.source === "staff" ? (event.userId === null ? null : String(event.userId)) : null,
            at: event.createdAt.toISOString(),
          })),
        nextStatuses: manual ? nextShipmentStatuses(row.status).filter((status) => status !== "canceled") : [],
        cancelable: row.status === "ready",
        createdAt: row.createdAt.toISOString(),
        handedOverAt: row.handedOverAt?.toISOString() ?? null,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        installationAt: row.installationAt?.toISOString() ?? null,
      };
    });
  }

  async function forOrder(orderId: number, executor: Db = db): Promise<ShipmentView[]> {
    const rows = await executor.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
    return viewsOf(executor, rows);
  }

  async function viewOf(executor: Db, id: number): Promise<ShipmentView> {
    const [row] = await executor.select().from(shipments).where(eq(shipments.id, id));
    if (!row) throw new NotFoundError(SHIPMENT_NOT_FOUND);
    return (await viewsOf(executor, [row]))[0]!;
  }

  async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new NotFoundError("Không tìm thấy đơn hàng");
    return order;
  }

  /**
   * Writes one status move of a locked shipment and what follows from it: the history row, the machines'
   * warranty on delivery, the order shipping from the first shipment that left and completed once every line is
   * delivered, the audit row and the order event.
   */
  async function applyStatus(tx: Db, shipment: ShipmentRow, to: ShipmentStatus, by: { actor: AuditActor; source: "staff" | "carrier"; update?: CarrierStatusUpdate }): Promise<void> {
    const at = now();
    const from = shipment.status;
    await tx
      .update(shipments)
      .set({
        status: to,
        updatedAt: at,
        ...(shipmentHasLeft(to) && !shipment.handedOverAt ? { handedOverAt: at } : {}),
        ...(to === "delivered" ? { deliveredAt: at } : {}),
        ...(by.update ? { carrierStatus: by.update.carrierStatus, carrierStatusAt: by.update.at } : {}),
      })
      .where(eq(shipments.id, shipment.id));
    await tx.insert(shipmentEvents).values({ shipmentId: shipment.id, status: to, source: by.source, carrierStatus: by.update?.carrierStatus ?? null, userId: by.actor.id });
    const lines = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, shipment.id));
    if (to === "delivered") {
      await deps.machines.shipmentDelivered(tx, lines.flatMap((line) => line.serials), vietnamDay(at), shipment.carrier === "own");
    }
    await writeAudit(tx, by.actor, {
      action: "shipment.status",
      entityType: "order",
      entityId: shipment.orderId,
      summary: `Lượt giao #${shipment.id}: ${shipmentStatusLabel(from)} → ${shipmentStatusLabel(to)}${by.update ? ` (${carrierLabel(shipment.carrier)}: ${by.update.carrierStatus})` : ""}`,
      before: { shipmentId: shipment.id, status: from },
      after: { shipmentId: shipment.id, status: to },
    });
    const order = await lockOrder(tx, shipment.orderId);
    if (shipmentHasLeft(to) && order.status === "confirmed") await deps.orders.moveStatus(tx, order.id, "shipping", by.actor);
    if (to === "delivered") {
      const all = await tx.select({ id: shipments.id, status: shipments.status }).from(shipments).where(eq(shipments.orderId, order.id));
      const allLines = await tx.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, all.map((row) => row.id)));
      const withLines = all.map((row) => ({ status: row.status, lines: allLines.filter((line) => line.shipmentId === row.id) }));
      const current = await lockOrder(tx, order.id);
      if (current.status === "shipping" && everyLineDelivered(current.items, withLines)) await deps.orders.moveStatus(tx, order.id, "completed", by.actor);
    }
    await events.emit(tx, "order.shipment-changed", { order: toOrderView(await lockOrder(tx, order.id)), shipment: await viewOf(tx, shipment.id), from, to });
  }

  function carrierOf(code: string): Carrier {
    if (!isCarrier(code)) throw new ValidationError("Đơn vị vận chuyển không hợp lệ", { carrier: ["Đơn vị vận chuyển không hợp lệ"] });
    return carriers[code];
  }

  return {
    forOrder,

    /** The carriers staff may pick now: the own team always, GHN once the owner has set it up. */
    async availableCarriers(): Promise<Array<{ code: CarrierCode; label: string }>> {
      const list: Array<{ code: CarrierCode; label: string }> = [];
      for (const carrier of Object.values(carriers)) if (await carrier.connect()) list.push({ code: carrier.code, label: carrierLabel(carrier.code) });
      return list;
    },

    /**
     * `POST /api/admin/orders/{id}/shipments`: part or all of what is left to ship, to one of the order's ship-to
     * addresses, with one carrier. A carrier with an account is asked inside the transaction, after every check,
     * so a refused shipment is never half made; the order's row stays locked meanwhile, so two staff cannot ship
     * the same machines.
     */
    async create(orderId: number, rawInput: unknown, actor: Actor): Promise<{ id: number; trackingNumber: string | null }> {
      const input = createShipmentSchema.parse(rawInput ?? {});
      const carrier = await carriers[input.carrier].connect();
      if (!carrier) {
        const message = `${carrierLabel(input.carrier)} chưa được cấu hình: chủ cửa hàng cần nhập token và mã cửa hàng trong Cài đặt → Vận chuyển`;
        throw new UnprocessableError(message, { carrier: [message] });
      }
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const weights = new Map<number, number>();
      for (const line of input.lines) if (!weights.has(line.productId)) weights.set(line.productId, await deps.weightOf(line.productId));
      return events.transaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.status === "canceled") throw new ConflictError("Đơn hàng đã hủy: không tạo lượt giao được", { status: order.status });
        if (order.status === "pending" || order.status === "completed") {
          throw new ConflictError(`Đơn hàng đang ở trạng thái "${orderStatusLabel(order.status)}": chỉ giao đơn đã xác nhận hoặc đang giao`, { status: order.status });
        }
        const shipTo = shipToOf(order);
        const address = shipTo[input.addressIndex];
        if (!address) throw new ValidationError("Địa chỉ giao không có trong đơn hàng", { addressIndex: ["Địa chỉ giao không có trong đơn hàng"] });

        const existing = await tx.select({ id: shipments.id, status: shipments.status, codAmount: shipments.codAmount }).from(shipments).where(eq(shipments.orderId, orderId));
        const existingLines = existing.length ? await tx.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, existing.map((row) => row.id))) : [];
        const left = quantitiesLeftToShip(
          order.items,
          existing.map((row) => ({ status: row.status, lines: existingLines.filter((line) => line.shipmentId === row.id) })),
        );
        const errors: Record<string, string[]> = {};
        const asked = new Map<number, number>();
        input.lines.forEach((line, index) => {
          const item = order.items.find((candidate) => candidate.productId === line.productId);
          if (!item) {
            (errors[`lines.${index}.productId`] ??= []).push("Sản phẩm này không có trong đơn hàng");
            return;
          }
          asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.quantity);
          const remaining = Math.max(0, left.get(line.productId) ?? 0);
          if (asked.get(line.productId)! > remaining) {
            (errors[`lines.${index}.quantity`] ??= []).push(`Không thể giao quá số lượng còn lại: ${item.name} còn ${remaining} chưa giao`);
          }
          if (line.serials.length > line.quantity) (errors[`lines.${index}.serials`] ??= []).push(`Chỉ ghi tối đa ${line.quantity} serial cho dòng này`);
        });
        if (Object.keys(errors).length) {
          const first = Object.values(errors)[0]![0]!;
          throw new UnprocessableError(first, errors);
        }
        await deps.machines.attachShipmentSerials(tx, order, address, input.lines);

        const lines = input.lines.map((line) => {
          const item = order.items.find((candidate) => candidate.productId === line.productId)!;
          return { ...line, name: item.name, unitPrice: item.price };
        });
        const remainingAfter = [...left].every(([productId, quantity]) => quantity - (asked.get(productId) ?? 0) <= 0);
        const codAmount = await codAmountOf(tx, order, {
          otherCod: existing.filter((row) => !shipmentReleasesLines(row.status)).reduce((sum, row) => sum + row.codAmount, 0),
          linesValue: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
          last: remainingAfter,
        });

        const [row] = await tx
          .insert(shipments)
          .values({ orderId, carrier: input.carrier, status: "ready", addressIndex: input.addressIndex, address, codAmount, createdBy: actor.id })
          .returning();
        await tx.insert(shipmentLines).values(lines.map((line) => ({ shipmentId: row!.id, productId: line.productId, name: line.name, quantity: line.quantity, serials: line.serials })));

        let created: { trackingNumber: string | null; trackingUrl: string | null; fee: number };
        try {
          created = await carrier.create({
            reference: shipmentReference(orderId, row!.id),
            address,
            lines: lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, unitPrice: line.unitPrice, weightGrams: weights.get(line.productId)! })),
            codAmount,
            insuranceValue: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
            note: `Đơn hàng #${orderId}`,
          });
        } catch (error) {
          if (error instanceof CarrierError) throw new UnprocessableError(`${carrierLabel(input.carrier)} không nhận lượt giao: ${error.message}`, { carrier: [error.message] });
          throw error;
        }
        await tx
          .update(shipments)
          .set({ trackingNumber: created.trackingNumber, trackingUrl: created.trackingUrl, carrierFee: created.fee })
          .where(eq(shipments.id, row!.id));
        await tx.insert(shipmentEvents).values({ shipmentId: row!.id, status: "ready", source: "staff", userId: actor.id });
        await writeAudit(tx, actor, {
          action: "shipment.create",
          entityType: "order",
          entityId: orderId,
          summary: `Tạo lượt giao #${row!.id} (${carrierLabel(input.carrier)}${created.trackingNumber ? `, mã vận đơn ${created.trackingNumber}` : ""}): ${lines.map((line) => `${line.quantity} × ${line.name}`).join(", ")}`,
          after: { shipmentId: row!.id, carrier: input.carrier, lines: lines.map(({ productId, quantity, serials }) => ({ productId, quantity, serials })), addressIndex: input.addressIndex, codAmount },
        });
        await events.emit(tx, "order.shipment-changed", { order: toOrderView(order), shipment: await viewOf(tx, row!.id), from: null, to: "ready" });
        return { id: row!.id, trackingNumber: created.trackingNumber };
      });
    },

    /** `PUT /api/admin/shipments/{id}` `{ status }`: the own team's next step, along the allowed moves only. */
    async move(id: number, rawInput: unknown, actor: Actor): Promise<ShipmentView> {
      const { status } = shipmentStatusSchema.parse(rawInput ?? {});
      return events.transaction(db, async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, id)).for("update");
        if (!shipment) throw new NotFoundError(SHIPMENT_NOT_FOUND);
        if (!carriers[shipment.carrier].manualStatuses) {
          throw new ConflictError(`Trạng thái lượt giao của ${carrierLabel(shipment.carrier)} do đơn vị vận chuyển cập nhật`, { status: shipment.status });
        }
        if (!canMoveShipment(shipment.status, status)) {
          throw new ConflictError(`Không thể chuyển lượt giao từ "${shipmentStatusLabel(shipment.status)}" sang "${shipmentStatusLabel(status)}"`, { status: shipment.status });
        }
        await applyStatus(tx, shipment, status, { actor, source: "staff" });
        return viewOf(tx, id);
      });
    },

    /**
     * `PUT /api/admin/shipments/{id}/installation` `{ at }`: staff book (or move) the installation of a shipment's
     * machines. The buyer is told once per booked time: the same time again changes and sends nothing.
     */
    async bookInstallation(id: number, rawInput: unknown, actor: Actor): Promise<ShipmentView> {
      const { at } = shipmentInstallationSchema.parse(rawInput ?? {});
      return events.transaction(db, async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, id)).for("update");
        if (!shipment) throw new NotFoundError(SHIPMENT_NOT_FOUND);
        if (shipmentReleasesLines(shipment.status) || shipment.status === "failed") {
          throw new ConflictError(`Không hẹn lắp đặt cho lượt giao "${shipmentStatusLabel(shipment.status)}"`, { status: shipment.status });
        }
        if (shipment.installationAt?.getTime() === at.getTime()) return viewOf(tx, id);
        await tx.update(shipments).set({ installationAt: at, updatedAt: now() }).where(eq(shipments.id, id));
        await writeAudit(tx, actor, {
          action: "shipment.installation",
          entityType: "order",
          entityId: shipment.orderId,
          summary: `Lượt giao #${shipment.id}: hẹn lắp đặt ${at.toISOString()}`,
          before: { shipmentId: shipment.id, installationAt: shipment.installationAt?.toISOString() ?? null },
          after: { shipmentId: shipment.id, installationAt: at.toISOString() },
        });
        const view = await viewOf(tx, id);
        await events.emit(tx, "order.installation-booked", { order: toOrderView(await lockOrder(tx, shipment.orderId)), shipment: view, at });
        return view;
      });
    },

    /** `POST /api/admin/shipments/{id}/cancel`: before it leaves; the carrier is told first, then its lines are free again. */
    async cancel(id: number, actor: Actor): Promise<ShipmentView> {
      // The carrier's account is read before the transaction holds the embedded database's one connection.
      const [known] = await db.select({ carrier: shipments.carrier }).from(shipments).where(eq(shipments.id, id));
      const session = known ? await carriers[known.carrier].connect() : null;
      return events.transaction(db, async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, id)).for("update");
        if (!shipment) throw new NotFoundError(SHIPMENT_NOT_FOUND);
        if (shipment.status !== "ready") throw new ConflictError("Chỉ hủy được lượt giao chưa rời cửa hàng", { status: shipment.status });
        if (shipment.trackingNumber) {
          if (!session) throw new UnprocessableError(`${carrierLabel(shipment.carrier)} chưa được cấu hình: không hủy được`);
          try {
            await session.cancel(shipment.trackingNumber);
          } catch (error) {
            if (error instanceof CarrierError) throw new UnprocessableError(`${carrierLabel(shipment.carrier)} không hủy được: ${error.message}`);
            throw error;
          }
        }
        await applyStatus(tx, shipment, "canceled", { actor, source: "staff" });
        return viewOf(tx, id);
      });
    },

    /**
     * A carrier's status callback (`POST /api/shipping/{carrier}/callback`). The callback is not signed, so it only
     * says "look again": the shipment moves to what the carrier's own API answers for it, and only forward
     * (a replayed or older callback changes nothing). An unknown tracking number changes nothing either. Always
     * answers, so the carrier stops retrying; what happened is in the answer for the log.
     */
    async carrierCallback(code: string, body: unknown): Promise<{ outcome: "moved" | "unchanged" | "ignored"; status?: ShipmentStatus }> {
      if (!isCarrier(code)) return { outcome: "ignored" };
      const carrier = carrierOf(code);
      const claimed = carrier.parseCallback(body);
      if (!claimed) return { outcome: "ignored" };
      const [known] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.carrier, code), eq(shipments.trackingNumber, claimed.trackingNumber)));
      if (!known) return { outcome: "ignored" };
      // Older than what we already heard: a late retry of a past status.
      if (known.carrierStatusAt && claimed.at.getTime() < known.carrierStatusAt.getTime()) return { outcome: "unchanged", status: known.status };
      const session = await carrier.connect();
      if (!session) return { outcome: "ignored" };
      let verified: CarrierStatusUpdate;
      try {
        verified = await session.detail({ trackingNumber: claimed.trackingNumber, reference: shipmentReference(known.orderId, known.id) });
      } catch (error) {
        // Not checked, not believed: a 503 makes the carrier send it again later (GHN retries 10 times, doc id=47).
        if (error instanceof CarrierError) throw new AppError(503, `Không kiểm tra được với ${carrierLabel(code)}: ${error.message}`);
        throw error;
      }
      return events.transaction(db, async (tx) => {
        const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, known.id)).for("update");
        if (!shipment || !verified.status || verified.status === shipment.status || !canMoveShipment(shipment.status, verified.status)) {
          return { outcome: "unchanged" as const, status: shipment?.status };
        }
        await applyStatus(tx, shipment, verified.status, { actor: CARRIER_ACTOR, source: "carrier", update: { ...verified, at: claimed.at > verified.at ? claimed.at : verified.at } });
        return { outcome: "moved" as const, status: verified.status };
      });
    },

    /**
     * A carrier's cash-on-delivery report (CSV `order_code,cod_amount`, one row per order code) against the shop's
     * delivered shipments with that carrier and cash to collect since `since` (a day; 31 days back by default):
     * matched, short, over, missing and unknown order codes. Reads only; a bad row refuses the whole file.
     */
    async reconcileCod(csv: unknown, query: { carrier?: unknown; since?: unknown } = {}): Promise<{ since: string; rows: CodReconciliationRow[] }> {
      const carrier = isCarrier(query.carrier) ? query.carrier : "ghn";
      const since = typeof query.since === "string" && /^\d{4}-\d{2}-\d{2}$/.test(query.since) ? query.since : vietnamDay(new Date(now().getTime() - 31 * 86_400_000));
      if (typeof csv !== "string" || csv.trim() === "") throw new ValidationError("Vui lòng gửi tệp CSV", { file: ["Vui lòng gửi tệp CSV (order_code,cod_amount)"] });
      const cells = parseCsv(csv).filter((row) => row.some((cell) => cell.trim() !== ""));
      const header = (cells[0] ?? []).map((cell) => cell.trim().toLowerCase());
      const codeAt = header.indexOf("order_code");
      const amountAt = header.indexOf("cod_amount");
      if (codeAt < 0 || amountAt < 0) throw new RowsRejectedError("Dòng tiêu đề cần có cột order_code và cod_amount", [{ line: 1, message: "Dòng tiêu đề cần có cột order_code và cod_amount" }]);
      const problems: Array<{ line: number; message: string }> = [];
      const reported = cells.slice(1).flatMap((row, index) => {
        const trackingNumber = (row[codeAt] ?? "").trim();
        const digits = (row[amountAt] ?? "").replace(/[.,\sđ]/g, "");
        if (!trackingNumber || !/^\d{1,13}$/.test(digits)) {
          problems.push({ line: index + 2, message: "Cần mã đơn và số tiền thu hộ (đồng)" });
          return [];
        }
        return [{ trackingNumber, amount: Number(digits) }];
      });
      if (problems.length) throw new RowsRejectedError(`Tệp có ${problems.length} dòng lỗi`, problems);
      const rows = await db
        .select({ trackingNumber: shipments.trackingNumber, orderId: shipments.orderId, codAmount: shipments.codAmount, deliveredAt: shipments.deliveredAt })
        .from(shipments)
        .where(and(eq(shipments.carrier, carrier), eq(shipments.status, "delivered"), gt(shipments.codAmount, 0)));
      const start = startOfVietnamDay(since).getTime();
      const named = new Set(reported.map((line) => line.trackingNumber));
      // Missing means delivered since `since` and not in the report; an older one the report names is still ours.
      const expected = rows
        .filter((row) => row.trackingNumber && ((row.deliveredAt?.getTime() ?? 0) >= start || named.has(row.trackingNumber)))
        .map((row) => ({ trackingNumber: row.trackingNumber!, orderId: row.orderId, codAmount: row.codAmount }));
      return { since, rows: reconcileCod(reported, expected) };
    },

    /** The label to print: the carrier's (GHN: its print page) or the shop's own PDF. */
    async label(id: number): Promise<CarrierLabel> {
      const shipment = await viewOf(db, id);
      const site = await deps.siteInfo();
      const session = await carriers[shipment.carrier].connect();
      if (!session) throw new UnprocessableError(`${carrierLabel(shipment.carrier)} chưa được cấu hình: không in được nhãn`);
      const label = session.label({
        id: shipment.id,
        orderId: shipment.orderId,
        trackingNumber: shipment.trackingNumber,
        address: shipment.address,
        lines: shipment.lines,
        codAmount: shipment.codAmount,
        shop: { brandName: site.brandName, hotline: site.hotline.display },
      });
      return label.catch((error: unknown) => {
        if (error instanceof CarrierError) throw new UnprocessableError(`${carrierLabel(shipment.carrier)} không in được nhãn: ${error.message}`);
        throw error;
      });
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
