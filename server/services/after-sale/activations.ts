import { desc, eq } from "drizzle-orm";
import { ACTIVATION_STATUS_LABELS, ACTIVATION_STATUSES, addMonths, vietnamDay, type ActivationView } from "#common/after-sale";
import { isOneOf } from "#common/labels";
import { activationDecisionSchema, activationInputSchema } from "#common/schemas/after-sale";
import { machines, places, products, users, warrantyActivations } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { VALIDATION_MESSAGE } from "#common/validation";
import { missingUploads } from "../foundation/uploads";
import { SYSTEM_ACTOR, writeAudit, type Actor } from "../staff-and-access/audit";
import { MACHINE_NOT_FOUND_MESSAGE, PHOTO_GONE_MESSAGE, RATE_LIMIT_MESSAGE, type AfterSaleDeps } from "./deps";
import { activationDecidedMail, activationShopMail, dealerStockActivationMail, machineReference } from "./mails";
import { withZaloOptOutLink } from "../notifications/outbox-events";
import { findMachine } from "./machines";

const ALREADY_ACTIVATED = "Máy này đã được kích hoạt bảo hành. Cần hỗ trợ, vui lòng gọi hotline kỹ thuật.";
const ALREADY_PENDING = "Máy này đã có yêu cầu kích hoạt đang chờ duyệt.";
/** A machine still in a dealer's stock: its warranty starts when the dealer registers the sale (decision 0056). */
export function inDealerStockMessage(supportHotline: string): string {
  return `Máy này chưa được đại lý ghi nhận bán nên chưa thể kích hoạt bảo hành tại đây. Vui lòng nhờ đại lý đã bán máy cho bạn ghi nhận bán trên cổng đại lý (bảo hành tính từ ngày bán), hoặc gọi hotline kỹ thuật ${supportHotline} để được hỗ trợ.`;
}
/** The staff's alert of an owner turned away for a machine in a dealer's stock: once a day per machine. */
const DEALER_STOCK_ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/**
 * Warranty activation of dealer-sold machines: the owner sends the serial with their details and a photo of the
 * receipt; staff approve it (the warranty runs from the purchase date, or from the day of the request without
 * one) or reject it with a reason. Each decision is in the audit trail with its author.
 */
export function createActivationService(deps: AfterSaleDeps) {
  const { db } = deps;

  async function viewOf(id: number): Promise<ActivationView> {
    const [row] = await db
      .select({ activation: warrantyActivations, serial: machines.serial, productName: products.name, decidedBy: users.username })
      .from(warrantyActivations)
      .innerJoin(machines, eq(machines.id, warrantyActivations.machineId))
      .innerJoin(products, eq(products.id, machines.productId))
      .leftJoin(users, eq(users.id, warrantyActivations.decidedBy))
      .where(eq(warrantyActivations.id, id));
    if (!row) throw new NotFoundError("Không tìm thấy yêu cầu kích hoạt");
    return toView(row);
  }

  function toView(row: { activation: typeof warrantyActivations.$inferSelect; serial: string; productName: string; decidedBy: string | null }): ActivationView {
    const { activation } = row;
    return {
      id: activation.id,
      serial: row.serial,
      productName: row.productName,
      status: activation.status,
      name: activation.name,
      phone: activation.phone,
      email: activation.email,
      shopName: activation.shopName,
      street: activation.street,
      provinceName: activation.provinceName,
      wardName: activation.wardName,
      dealer: activation.dealer,
      purchaseDate: activation.purchaseDate,
      receiptUrl: activation.receiptUrl,
      reason: activation.reason,
      decidedBy: row.decidedBy,
      createdAt: activation.createdAt.toISOString(),
    };
  }

  return {
    /** `POST /api/warranty/activations`: a known serial whose warranty has not started and is not waiting for a decision. */
    async submit(input: unknown, clientKey: string): Promise<{ id: number; status: "pending" }> {
      await deps.rateLimiter.enforce(`warranty-activation:${clientKey}`, deps.rateLimit, deps.rateWindowMs, RATE_LIMIT_MESSAGE);
      const values = activationInputSchema.parse(input);
      const place = deps.locations.resolve(values.address);
      if (values.purchaseDate && values.purchaseDate > vietnamDay(deps.now())) {
        throw new ConflictError("Ngày mua không được sau hôm nay");
      }
      if (values.receiptUrl && (await missingUploads(db, [values.receiptUrl])).length > 0) {
        throw new ValidationError(VALIDATION_MESSAGE, { receiptUrl: [PHOTO_GONE_MESSAGE] });
      }
      let outcome: { id: number; status: "pending" } | { inDealerStock: string };
      try {
        outcome = await db.transaction(async (tx) => {
          const found = await findMachine(tx, values.serial, { lock: true });
          if (!found) throw new NotFoundError(MACHINE_NOT_FOUND_MESSAGE);
          // Still on a dealer's shelf (not sold): refused, as the dealer registers the sale; staff are told (committed).
          if (found.machine.dealerPlaceId !== null && found.machine.dealerSoldOn === null && found.machine.warrantyStart === null) {
            const [dealer] = await tx.select({ name: places.name, phone: places.phone }).from(places).where(eq(places.id, found.machine.dealerPlaceId));
            const alert = await deps.rateLimiter.hit(`activation-dealer-stock:${found.machine.serial}`, 1, DEALER_STOCK_ALERT_WINDOW_MS, tx);
            if (alert.allowed) {
              await writeAudit(tx, SYSTEM_ACTOR, {
                action: "activation.dealer-stock",
                entityType: "machine",
                entityId: found.machine.serial,
                summary: `Từ chối kích hoạt bảo hành ${found.machine.serial} của ${values.name} (${values.phone}): máy còn trong kho ${dealer?.name ?? "đại lý"}, chờ đại lý ghi nhận bán`,
                after: { placeId: found.machine.dealerPlaceId },
              });
              await deps.notifications.enqueue(
                tx,
                dealerStockActivationMail(
                  { serial: found.machine.serial, productName: found.productName, name: values.name, phone: values.phone, dealerName: dealer?.name ?? "đại lý", dealerPhone: dealer?.phone ?? "" },
                  await deps.settings.notifyEmail(tx),
                ),
              );
            }
            return { inDealerStock: inDealerStockMessage((await deps.settings.siteInfo(tx)).supportHotline.display) };
          }
          if (found.machine.warrantyStart !== null || found.machine.orderId !== null) throw new ConflictError(ALREADY_ACTIVATED);
          const [created] = await tx
            .insert(warrantyActivations)
            .values({
              machineId: found.machine.id,
              name: values.name,
              phone: values.phone,
              email: values.email,
              shopName: values.shopName,
              street: values.address.address,
              ...place,
              dealer: values.dealer,
              purchaseDate: values.purchaseDate,
              receiptUrl: values.receiptUrl,
              createdAt: deps.now(),
            })
            .returning({ id: warrantyActivations.id });
          await deps.notifications.enqueue(
            tx,
            activationShopMail(
              { id: created!.id, serial: found.machine.serial, productName: found.productName, name: values.name, phone: values.phone, dealer: values.dealer, purchaseDate: values.purchaseDate },
              await deps.settings.notifyEmail(tx),
            ),
          );
          return { id: created!.id, status: "pending" as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY_PENDING);
        throw error;
      }
      if ("inDealerStock" in outcome) throw new ConflictError(outcome.inDealerStock);
      return outcome;
    },

    async list(status?: unknown): Promise<ActivationView[]> {
      const rows = await db
        .select({ activation: warrantyActivations, serial: machines.serial, productName: products.name, decidedBy: users.username })
        .from(warrantyActivations)
        .innerJoin(machines, eq(machines.id, warrantyActivations.machineId))
        .innerJoin(products, eq(products.id, machines.productId))
        .leftJoin(users, eq(users.id, warrantyActivations.decidedBy))
        .where(isOneOf(ACTIVATION_STATUSES, status) ? eq(warrantyActivations.status, status) : undefined)
        .orderBy(desc(warrantyActivations.id))
        .limit(200);
      return rows.map(toView);
    },

    /** `PUT /api/admin/warranty-activations/{id}`: `{ status: "approved" | "rejected", reason }`, once. */
    async decide(id: number, input: unknown, actor: Actor): Promise<ActivationView> {
      const decision = activationDecisionSchema.parse(input);
      await db.transaction(async (tx) => {
        const [activation] = await tx.select().from(warrantyActivations).where(eq(warrantyActivations.id, id)).for("update");
        if (!activation) throw new NotFoundError("Không tìm thấy yêu cầu kích hoạt");
        if (activation.status !== "pending") {
          throw new ConflictError(`Yêu cầu này đã được xử lý (${ACTIVATION_STATUS_LABELS[activation.status]})`);
        }
        const [machine] = await tx
          .select({ machine: machines, months: products.warrantyMonths })
          .from(machines)
          .innerJoin(products, eq(products.id, machines.productId))
          .where(eq(machines.id, activation.machineId))
          .for("update", { of: machines });
        const approved = decision.status === "approved";
        let warrantyUntil: string | null = null;
        if (approved) {
          if (machine!.machine.warrantyStart !== null || machine!.machine.orderId !== null) throw new ConflictError(ALREADY_ACTIVATED);
          // The purchase date counts when the receipt shows it; without proof the warranty runs from the request.
          const start = activation.purchaseDate && activation.receiptUrl ? activation.purchaseDate : vietnamDay(activation.createdAt);
          warrantyUntil = addMonths(start, machine!.months);
          await tx
            .update(machines)
            .set({
              source: "dealer",
              ownerName: activation.name,
              ownerPhone: activation.phone,
              ownerEmail: activation.email,
              shopName: activation.shopName,
              street: activation.street,
              provinceCode: activation.provinceCode,
              provinceName: activation.provinceName,
              wardCode: activation.wardCode,
              wardName: activation.wardName,
              deliveredOn: start,
              installedOn: start,
              warrantyStart: start,
              warrantyUntil,
              updatedAt: deps.now(),
            })
            .where(eq(machines.id, activation.machineId));
        }
        await tx
          .update(warrantyActivations)
          .set({ status: decision.status, reason: decision.reason, decidedBy: actor.id, decidedAt: deps.now() })
          .where(eq(warrantyActivations.id, id));
        const serial = machine!.machine.serial;
        await writeAudit(tx, actor, {
          action: approved ? "activation.approve" : "activation.reject",
          entityType: "activation",
          entityId: id,
          summary: approved ? `Duyệt kích hoạt ${serial}, bảo hành đến ${warrantyUntil}` : `Từ chối kích hoạt ${serial}: ${decision.reason}`,
          before: { status: activation.status },
          after: { status: decision.status, reason: decision.reason, warrantyUntil },
        });
        const mails = activationDecidedMail(
          { serial, email: activation.email, approved, warrantyUntil, reason: decision.reason, lookupUrl: `${deps.siteUrl}/warranty?serial=${encodeURIComponent(serial)}` },
          await deps.settings.siteInfo(tx),
        );
        await deps.notifications.enqueue(tx, approved ? await withZaloOptOutLink(deps.zalo, tx, "warranty-activated", mails, activation.phone) : mails);
        // The owner's Zalo message of an activated warranty (decision 0040), with or without an e-mail.
        if (approved) {
          const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, machine!.machine.productId));
          await deps.zalo?.queue(tx, "warranty-activated", {
            phone: activation.phone,
            subjectRef: machineReference(serial),
            fields: {
              customer_name: activation.name,
              serial,
              product: product?.name ?? "",
              warranty_until: warrantyUntil!.split("-").reverse().join("/"),
            },
          });
        }
      });
      return viewOf(id);
    },
  };
}

export type ActivationService = ReturnType<typeof createActivationService>;
