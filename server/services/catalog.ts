import { asc, eq } from "drizzle-orm";
import { dongFromDecimal } from "#common/money";
import { matchesSearch, normalizeSearchQuery } from "#common/search-text";
import type { ProductSearchResult, ProductView } from "#common/catalog";
import type { Db } from "../db/client";
import { categories, products } from "../db/schema";
import { NotFoundError } from "./errors";

export interface CategoryView {
  id: number;
  name: string;
  icon: string;
  bgColor: string;
}

export const MAX_RELATED_PRODUCTS = 4;

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  discountPrice: products.discountPrice,
  image: products.image,
  categoryId: products.categoryId,
  categoryName: categories.name,
  rating: products.rating,
  reviewCount: products.reviewCount,
  tag: products.tag,
  inStock: products.inStock,
  featured: products.featured,
  newArrival: products.newArrival,
};

type ProductRow = Omit<ProductView, "price" | "discountPrice" | "rating"> & {
  price: string;
  discountPrice: string | null;
  rating: string;
};

function toProductView(row: ProductRow): ProductView {
  return {
    ...row,
    price: dongFromDecimal(row.price),
    discountPrice: row.discountPrice === null ? null : dongFromDecimal(row.discountPrice),
    rating: Number(row.rating),
  };
}

export function createCatalogService(db: Db) {
  const selectProducts = () =>
    db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));

  async function listProducts(options: { search?: string } = {}): Promise<ProductView[]> {
    const rows = await selectProducts().orderBy(asc(products.id));
    const all = rows.map(toProductView);
    const query = normalizeSearchQuery(options.search);
    if (!query) return all;
    // The catalogue is a handful of machines: folding in memory gives diacritic-insensitive search
    // without a database extension (unaccent is not available in PGlite).
    return all.filter((product) => matchesSearch(`${product.name} ${product.categoryName}`, query));
  }

  async function listByCategory(categoryId: number): Promise<ProductView[]> {
    const rows = await selectProducts().where(eq(products.categoryId, categoryId)).orderBy(asc(products.id));
    return rows.map(toProductView);
  }

  return {
    listProducts,

    async getProduct(id: number): Promise<ProductView> {
      const [row] = await selectProducts().where(eq(products.id, id)).limit(1);
      if (!row) throw new NotFoundError("Không tìm thấy sản phẩm");
      return toProductView(row);
    },

    async listFeatured(): Promise<ProductView[]> {
      const rows = await selectProducts().where(eq(products.featured, true)).orderBy(asc(products.id));
      return rows.map(toProductView);
    },

    listByCategory,

    /** Same category, never the product itself, at most four. */
    async listRelated(product: Pick<ProductView, "id" | "categoryId">): Promise<ProductView[]> {
      const sameCategory = await listByCategory(product.categoryId);
      return sameCategory.filter((candidate) => candidate.id !== product.id).slice(0, MAX_RELATED_PRODUCTS);
    },

    async searchProducts(rawQuery: unknown): Promise<ProductSearchResult[]> {
      const query = normalizeSearchQuery(rawQuery);
      if (!query) return [];
      const found = await listProducts({ search: query });
      return found.map((product) => ({
        id: product.id,
        name: product.name,
        image: product.image,
        price: String(product.price),
      }));
    },

    async listCategories(): Promise<CategoryView[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
