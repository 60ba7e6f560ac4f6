import { asc, count, eq, isNull, sql } from "drizzle-orm";
import { modelOf } from "#common/leads";
import { formatVnd } from "#common/money";
import {
  CategoryInputSchema,
  ProductInputSchema,
  type AdminCategoryView,
  type AdminProductView,
  type CategoryInput,
  type ProductInput,
} from "#common/schemas/catalog-admin";
import { DEFAULT_SPEC_ROWS } from "#common/product-content";
import { stockColumns } from "#common/stock";
import { rearmLowStock } from "./catalog-bulk";
import { VALIDATION_MESSAGE } from "#common/validation";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";
import { productColumns } from "./catalog";
import { ConflictError, NotFoundError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";

const PRODUCT_NOT_FOUND = "Không tìm thấy sản phẩm";
const CATEGORY_NOT_FOUND = "Không tìm thấy danh mục";
const UNKNOWN_CATEGORY = "Danh mục không tồn tại";

/**
 * Orders whose line snapshots name the product (orders keep their lines as JSON). Written with qualified names:
 * Drizzle leaves columns unqualified in a one-table select, and inside the subquery `"id"` would be the order's.
 */
const ORDERS_NAMING_PRODUCT = sql<number>`(select count(*)::int from "orders" where "orders"."items" @> jsonb_build_array(jsonb_build_object('productId', "products"."id")))`;
const PRODUCTS_IN_CATEGORY = sql<number>`(select count(*)::int from "products" where "products"."category_id" = "categories"."id")`;

/** The editable fields an audit row names by their Vietnamese label, with the value as staff read it. */
const AUDITED_FIELDS: Array<[key: keyof ProductInput & keyof AdminProductView, label: string, show: (value: unknown) => string]> = [
  ["name", "tên", (value) => `“${String(value)}”`],
  ["description", "mô tả", () => "(đã sửa)"],
  ["image", "ảnh", (value) => String(value)],
  ["categoryId", "danh mục", (value) => `#${String(value)}`],
  ["tag", "nhãn", (value) => (value ? `“${String(value)}”` : "(không)")],
  ["inStock", "còn hàng", (value) => (value ? "có" : "không")],
  ["stockQuantity", "tồn kho", (value) => (value === null ? "không đếm" : String(value))],
  ["featured", "nổi bật", (value) => (value ? "có" : "không")],
  ["newArrival", "hàng mới", (value) => (value ? "có" : "không")],
  ["menuLabel", "tên trên menu", (value) => (value ? `“${String(value)}”` : "(tên sản phẩm)")],
  ["displayOrder", "thứ tự", (value) => String(value)],
  ["archived", "ngừng bán", (value) => (value ? "có" : "không")],
];

/** What an edit changes, field by field: "tồn kho 5 → 3", and the same as before/after values for the trail. */
function productChanges(before: AdminProductView, input: ProductInput) {
  const words: string[] = [];
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, label, show] of AUDITED_FIELDS) {
    const old = before[key];
    if (JSON.stringify(old) === JSON.stringify(input[key])) continue;
    words.push(key === "description" ? "sửa mô tả" : `${label} ${show(old)} → ${show(input[key])}`);
    was[key] = old;
    now[key] = input[key];
  }
  if (input.blocks && JSON.stringify(input.blocks) !== JSON.stringify(before.blocks)) words.push(`khối nội dung ${before.blocks.length} → ${input.blocks.length}`);
  if (input.specs && JSON.stringify(input.specs) !== JSON.stringify(before.specs)) words.push("sửa thông số kỹ thuật");
  return { words, before: was, after: now };
}

/**
 * The owner's catalogue: products and categories, including archived products. Every write announces a catalogue
 * change (`catalogChanged`) after it commits, so the in-memory catalogue and the cached pages are refreshed.
 */
export function createCatalogAdminService(db: Db, catalogChanged: () => void) {
  const selectAdminProducts = () =>
    db
      .select({
        ...productColumns,
        displayOrder: products.displayOrder,
        menuLabel: products.menuLabel,
        nameEn: products.nameEn,
        descriptionEn: products.descriptionEn,
        warrantyMonths: products.warrantyMonths,
        archivedAt: products.archivedAt,
        contentBlocks: products.contentBlocks,
        specRows: products.specRows,
        lowStockThreshold: products.lowStockThreshold,
        gallery: products.gallery,
        orderCount: ORDERS_NAMING_PRODUCT,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));

  type Row = Awaited<ReturnType<typeof selectAdminProducts>>[number];
  const toView = ({ archivedAt, rating, orderCount, contentBlocks, specRows, ...row }: Row): AdminProductView => ({
    ...row,
    blocks: contentBlocks,
    specs: specRows,
    rating: Number(rating),
    archived: archivedAt !== null,
    orderCount: Number(orderCount),
  });

  async function getProduct(id: number): Promise<AdminProductView> {
    const [row] = await selectAdminProducts().where(eq(products.id, id)).limit(1);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return toView(row);
  }

  /** A trial block names a machine of the catalogue (on sale), or the product itself (a new machine's own page). */
  async function checkTrialModels(input: ProductInput): Promise<void> {
    const named = (input.blocks ?? []).flatMap((block, index): Array<[path: string, model: string]> =>
      block.type === "trial" ? [[`blocks.${index}.product`, block.product]]
      : block.type === "priceBanner" ? [[`blocks.${index}.trialProduct`, block.trialProduct]]
      : [],
    );
    if (named.length === 0) return;
    const onSale = await db.select({ name: products.name }).from(products).where(isNull(products.archivedAt));
    const models = new Set([...onSale.map((row) => modelOf(row.name)), modelOf(input.name)]);
    const unknown = named.filter(([, model]) => !models.has(model));
    if (unknown.length > 0) throw new ValidationError(VALIDATION_MESSAGE, Object.fromEntries(unknown.map(([path]) => [path, ["Chọn máy cho form dùng thử"]])));
  }

  async function checkCategory(categoryId: number): Promise<void> {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
    if (!found) throw new ValidationError(VALIDATION_MESSAGE, { categoryId: [UNKNOWN_CATEGORY] });
  }

  const columnsOf = (input: ProductInput, archivedAt: Date | null) => ({
    name: input.name,
    description: input.description,
    price: input.price,
    discountPrice: input.discountPrice,
    image: input.image,
    categoryId: input.categoryId,
    tag: input.tag,
    // One way to say stock (issue 36): a counted product's flag follows its count.
    ...stockColumns(input),
    featured: input.featured,
    newArrival: input.newArrival,
    displayOrder: input.displayOrder,
    menuLabel: input.menuLabel,
    ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
    ...(input.descriptionEn !== undefined ? { descriptionEn: input.descriptionEn } : {}),
    archivedAt,
    // Page content is replaced only when sent: a client that edits the basics alone leaves the page as it was.
    ...(input.blocks ? { contentBlocks: input.blocks } : {}),
    ...(input.specs ? { specRows: input.specs } : {}),
    ...(input.warrantyMonths !== undefined ? { warrantyMonths: input.warrantyMonths } : {}),
  });

  const priceFields = (product: { price: number; discountPrice: number | null }) => ({ price: product.price, discountPrice: product.discountPrice });
  const effective = (product: { price: number; discountPrice: number | null }) => product.discountPrice ?? product.price;

  async function changed<T>(result: T): Promise<T> {
    catalogChanged();
    return result;
  }

  return {
    /** Every product, archived ones too, in shop order. */
    async listProducts(): Promise<AdminProductView[]> {
      const rows = await selectAdminProducts().orderBy(asc(products.displayOrder), asc(products.id));
      return rows.map(toView);
    },

    getProduct,

    async createProduct(body: unknown, actor: Actor): Promise<AdminProductView> {
      const input = ProductInputSchema.parse(body);
      await checkCategory(input.categoryId);
      await checkTrialModels(input);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(products)
          // A new machine starts with the shop's default table, written out so the owner edits real rows.
          .values({ specRows: [...DEFAULT_SPEC_ROWS], ...columnsOf(input, input.archived ? new Date() : null) })
          .returning({ id: products.id });
        await writeAudit(tx, actor, {
          action: "product.create",
          entityType: "product",
          entityId: created!.id,
          summary: `Thêm “${input.name}”, giá ${formatVnd(input.price)}`,
          after: priceFields(input),
        });
        return created!.id;
      });
      return changed(await getProduct(id));
    },

    /** A full replacement of the editable fields; `archived` archives or brings back. */
    async updateProduct(id: number, body: unknown, actor: Actor): Promise<AdminProductView> {
      const input = ProductInputSchema.parse(body);
      const before = await getProduct(id);
      await checkCategory(input.categoryId);
      await checkTrialModels(input);
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, id)).for("update");
        if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
        const archivedAt = input.archived ? (current.archivedAt ?? new Date()) : null;
        await tx
          .update(products)
          .set({ ...columnsOf(input, archivedAt), updatedAt: new Date() })
          .where(eq(products.id, id));
        // Restocked above its threshold: the next fall alerts again.
        await rearmLowStock(tx, [id]);
        // A price change is its own row, so "who changed the price" is one filter away.
        const repriced = before.price !== input.price || before.discountPrice !== input.discountPrice;
        const changes = productChanges(before, input);
        await writeAudit(tx, actor, {
          action: repriced ? "product.price" : "product.update",
          entityType: "product",
          entityId: id,
          summary: repriced
            ? `“${input.name}”: giá ${formatVnd(effective(before))} → ${formatVnd(effective(input))}`
            : `Sửa “${input.name}”: ${changes.words.length > 0 ? changes.words.join("; ") : "không đổi trường nào"}`,
          before: { name: before.name, ...priceFields(before), archived: before.archived, ...changes.before },
          after: { name: input.name, ...priceFields(input), archived: input.archived, ...changes.after },
        });
      });
      return changed(await getProduct(id));
    },

    /**
     * Deletes a product no order names; one that an order names is archived instead (the order keeps its line
     * snapshot, the shop stops showing and selling it). Carts holding it lose the line either way on delete.
     */
    async removeProduct(id: number, actor: Actor): Promise<{ id: number; result: "deleted" | "archived" }> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: products.id, name: products.name, orderCount: ORDERS_NAMING_PRODUCT })
          .from(products)
          .where(eq(products.id, id))
          .for("update")
          .limit(1);
        if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
        if (Number(row.orderCount) > 0) {
          await tx
            .update(products)
            .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, updatedAt: new Date() })
            .where(eq(products.id, id));
          await writeAudit(tx, actor, { action: "product.archive", entityType: "product", entityId: id, summary: `Ngừng bán “${row.name}”` });
          return "archived" as const;
        }
        await tx.delete(products).where(eq(products.id, id));
        await writeAudit(tx, actor, { action: "product.delete", entityType: "product", entityId: id, summary: `Xóa “${row.name}”`, before: { name: row.name } });
        return "deleted" as const;
      });
      return changed({ id, result: outcome });
    },

    async listCategories(): Promise<AdminCategoryView[]> {
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          icon: categories.icon,
          bgColor: categories.bgColor,
          productCount: PRODUCTS_IN_CATEGORY,
        })
        .from(categories)
        .orderBy(asc(categories.id));
      return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
    },

    async createCategory(body: unknown, actor: Actor): Promise<AdminCategoryView> {
      const input: CategoryInput = CategoryInputSchema.parse(body);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(categories).values(input).returning();
        await writeAudit(tx, actor, { action: "category.create", entityType: "category", entityId: row!.id, summary: `Thêm danh mục “${input.name}”`, after: { ...input } });
        return row!;
      });
      return changed({ ...created, productCount: 0 });
    },

    async updateCategory(id: number, body: unknown, actor: Actor): Promise<AdminCategoryView> {
      const input: CategoryInput = CategoryInputSchema.parse(body);
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const [row] = await tx.update(categories).set(input).where(eq(categories.id, id)).returning();
        const { id: _id, ...was } = before;
        await writeAudit(tx, actor, {
          action: "category.update",
          entityType: "category",
          entityId: id,
          summary: before.name === input.name ? `Sửa danh mục “${input.name}”` : `Danh mục “${before.name}” → “${input.name}”`,
          before: was,
          after: { ...input },
        });
        return row!;
      });
      const [counted] = await db.select({ value: count() }).from(products).where(eq(products.categoryId, id));
      return changed({ ...updated, productCount: counted?.value ?? 0 });
    },

    /** Refused (409, saying how many) while products — archived ones included — still belong to it. */
    async deleteCategory(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx.select().from(categories).where(eq(categories.id, id)).for("update").limit(1);
        if (!found) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const [counted] = await tx.select({ value: count() }).from(products).where(eq(products.categoryId, id));
        const left = counted?.value ?? 0;
        if (left > 0) {
          throw new ConflictError(`Danh mục còn ${left} sản phẩm. Hãy chuyển các sản phẩm sang danh mục khác trước khi xoá.`, {
            productCount: left,
          });
        }
        await tx.delete(categories).where(eq(categories.id, id));
        const { id: _id, ...was } = found;
        await writeAudit(tx, actor, { action: "category.delete", entityType: "category", entityId: id, summary: `Xóa danh mục “${found.name}”`, before: was });
      });
      catalogChanged();
    },
  };
}
