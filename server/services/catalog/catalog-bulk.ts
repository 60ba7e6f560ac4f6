import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { formatVnd } from "#common/money";
import { BulkProductSchema, ProductPhotosSchema } from "#common/schemas/catalog-bulk";
import { stockColumns, type BulkProductAction } from "#common/stock";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { NotFoundError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";

/** What a bulk action did: how many products changed, and the ones it left alone with why. */
export interface BulkOutcome {
  changed: number;
  skipped: Array<{ id: number; name: string; reason: string }>;
}

const ACTION_LABELS: Record<BulkProductAction, string> = {
  "in-stock": "Còn hàng",
  "out-of-stock": "Hết hàng",
  "price-percent": "Đổi giá",
  archive: "Ngừng bán",
  "low-stock-threshold": "Ngưỡng báo sắp hết",
};

/** A price moved by a percentage, rounded to the thousand dong (prices of machines end in 000), never below 1 000đ. */
export function repriced(price: number, percent: number): number {
  return Math.max(1000, Math.round((price * (100 + percent)) / 100 / 1000) * 1000);
}

/** A low-stock alert for the shop: product names and what is left. */
export interface LowStockAlert {
  products: Array<{ id: number; name: string; stockQuantity: number; threshold: number }>;
}

/**
 * Products whose counted stock fell to their threshold and that have not alerted yet: marks them alerted in the
 * caller's transaction (the order that took the stock) and returns them, so each crossing alerts exactly once.
 * A product alerts again only after its stock rose above the threshold (the list's bulk actions and the editor
 * clear the mark through `rearmLowStock`).
 */
export async function takeLowStockAlerts(tx: Db, productIds: number[]): Promise<LowStockAlert | null> {
  if (productIds.length === 0) return null;
  const rows = await tx
    .update(products)
    .set({ lowStockAlertedAt: new Date() })
    .where(
      and(
        inArray(products.id, productIds),
        isNotNull(products.stockQuantity),
        isNotNull(products.lowStockThreshold),
        isNull(products.lowStockAlertedAt),
        lte(products.stockQuantity, products.lowStockThreshold),
      ),
    )
    .returning({ id: products.id, name: products.name, stockQuantity: products.stockQuantity, threshold: products.lowStockThreshold });
  if (rows.length === 0) return null;
  return { products: rows.map((row) => ({ id: row.id, name: row.name, stockQuantity: row.stockQuantity ?? 0, threshold: row.threshold ?? 0 })) };
}

/** Clears the alert mark of products whose stock is above their threshold again (or no longer counted). */
export async function rearmLowStock(tx: Db, productIds?: number[]): Promise<void> {
  await tx
    .update(products)
    .set({ lowStockAlertedAt: null })
    .where(
      and(
        isNotNull(products.lowStockAlertedAt),
        productIds ? inArray(products.id, productIds) : undefined,
        sql`(${products.stockQuantity} IS NULL OR ${products.lowStockThreshold} IS NULL OR ${products.stockQuantity} > ${products.lowStockThreshold})`,
      ),
    );
}

/**
 * The catalogue list's own writes (issue 36): bulk actions and duplicating a product. Stock is stored through the
 * one rule (`stockColumns`); every change is audited per product; the shop's pages are refreshed after commit.
 */
export function createCatalogBulkService(db: Db, catalogChanged: () => void) {
  return {
    async bulk(body: unknown, actor: Actor): Promise<BulkOutcome> {
      const input = BulkProductSchema.parse(body);
      const outcome = await db.transaction(async (tx) => {
        const rows = await tx.select().from(products).where(inArray(products.id, input.ids)).orderBy(products.id).for("update");
        const result: BulkOutcome = { changed: 0, skipped: [] };
        for (const row of rows) {
          const now = new Date();
          switch (input.action) {
            case "in-stock":
            case "out-of-stock": {
              const wanted = input.action === "in-stock";
              // A counted product is in stock by its count: out of stock sets it to 0; in stock needs a count.
              if (wanted && row.stockQuantity === 0) {
                result.skipped.push({ id: row.id, name: row.name, reason: "Đang đếm tồn kho: nhập số lượng trong trang sửa sản phẩm" });
                continue;
              }
              const next = stockColumns({ inStock: wanted, stockQuantity: row.stockQuantity === null ? null : wanted ? row.stockQuantity : 0 });
              await tx.update(products).set({ ...next, updatedAt: now }).where(eq(products.id, row.id));
              await writeAudit(tx, actor, {
                action: "product.bulk",
                entityType: "product",
                entityId: row.id,
                summary: `“${row.name}”: ${ACTION_LABELS[input.action]}`,
                before: { inStock: row.inStock, stockQuantity: row.stockQuantity },
                after: next,
              });
              break;
            }
            case "price-percent": {
              const percent = input.percent!;
              const price = repriced(row.price, percent);
              const discountPrice = row.discountPrice === null ? null : Math.min(price, repriced(row.discountPrice, percent));
              await tx.update(products).set({ price, discountPrice, updatedAt: now }).where(eq(products.id, row.id));
              await writeAudit(tx, actor, {
                action: "product.price",
                entityType: "product",
                entityId: row.id,
                summary: `“${row.name}”: giá ${formatVnd(row.discountPrice ?? row.price)} → ${formatVnd(discountPrice ?? price)} (${percent > 0 ? "+" : ""}${percent}%)`,
                before: { price: row.price, discountPrice: row.discountPrice },
                after: { price, discountPrice },
              });
              break;
            }
            case "archive": {
              if (row.archivedAt) {
                result.skipped.push({ id: row.id, name: row.name, reason: "Đã ngừng bán" });
                continue;
              }
              await tx.update(products).set({ archivedAt: now, updatedAt: now }).where(eq(products.id, row.id));
              await writeAudit(tx, actor, { action: "product.archive", entityType: "product", entityId: row.id, summary: `Ngừng bán “${row.name}”` });
              break;
            }
            case "low-stock-threshold": {
              const threshold = input.threshold ?? null;
              await tx.update(products).set({ lowStockThreshold: threshold, lowStockAlertedAt: null, updatedAt: now }).where(eq(products.id, row.id));
              await writeAudit(tx, actor, {
                action: "product.bulk",
                entityType: "product",
                entityId: row.id,
                summary: `“${row.name}”: báo sắp hết khi còn ${threshold ?? "—"}`,
                before: { lowStockThreshold: row.lowStockThreshold },
                after: { lowStockThreshold: threshold },
              });
              break;
            }
          }
          result.changed += 1;
        }
        if (input.action === "in-stock") await rearmLowStock(tx, input.ids);
        return result;
      });
      catalogChanged();
      return outcome;
    },

    /** Replaces the product's main photo and gallery (the list's photo manager). */
    async setPhotos(id: number, body: unknown, actor: Actor): Promise<{ id: number; image: string; gallery: string[] }> {
      const input = ProductPhotosSchema.parse(body);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select({ name: products.name, image: products.image, gallery: products.gallery }).from(products).where(eq(products.id, id)).for("update");
        if (!row) throw new NotFoundError("Không tìm thấy sản phẩm");
        await tx.update(products).set({ image: input.image, gallery: input.gallery, updatedAt: new Date() }).where(eq(products.id, id));
        await writeAudit(tx, actor, {
          action: "product.update",
          entityType: "product",
          entityId: id,
          summary: `Ảnh của “${row.name}”: ${input.gallery.length + 1} ảnh`,
          before: { image: row.image, gallery: row.gallery },
          after: { image: input.image, gallery: input.gallery },
        });
        return { id, image: input.image, gallery: input.gallery };
      });
      catalogChanged();
      return saved;
    },

    /** A copy to edit into a new model: same content and price, `(bản sao)` in its name, hidden until the owner shows it. */
    async duplicate(id: number, actor: Actor): Promise<{ id: number; name: string }> {
      const copy = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
        if (!row) throw new NotFoundError("Không tìm thấy sản phẩm");
        const { id: _id, createdAt: _c, updatedAt: _u, archivedAt: _a, lowStockAlertedAt: _l, ...fields } = row;
        const name = `${row.name} (bản sao)`.slice(0, 150);
        const [created] = await tx
          .insert(products)
          .values({ ...fields, name, reviewCount: 0, archivedAt: new Date() })
          .returning({ id: products.id, name: products.name });
        await writeAudit(tx, actor, { action: "product.duplicate", entityType: "product", entityId: created!.id, summary: `Nhân bản “${row.name}” thành “${name}”`, after: { from: id } });
        return created!;
      });
      catalogChanged();
      return copy;
    },
  };
}

export type CatalogBulkService = ReturnType<typeof createCatalogBulkService>;
