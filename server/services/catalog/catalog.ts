import { asc, eq, isNull } from "drizzle-orm";
import { modelOf } from "#common/leads";
import { matchesSearch, normalizeSearchQuery } from "#common/search-text";
import type { ProductSearchResult, ProductView } from "#common/catalog";
import type { ProductContent } from "#common/product-content";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";
import { NotFoundError } from "../foundation/errors";

interface CategoryView {
  id: number;
  name: string;
  icon: string;
  bgColor: string;
}

const MAX_RELATED_PRODUCTS = 4;

interface ProductMenuEntry {
  id: number;
  label: string;
}

/** The columns of a product as the shop reads it (the admin adds its own to these). */
export const productColumns = {
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
  stockQuantity: products.stockQuantity,
  featured: products.featured,
  newArrival: products.newArrival,
};

type ProductRow = Omit<ProductView, "rating"> & {
  rating: string;
  stockQuantity: number | null;
};

/** A product is on sale when marked in stock and, if its machines are counted, at least one is left. */
export function isOnSale(product: { inStock: boolean; stockQuantity: number | null }): boolean {
  return product.inStock && (product.stockQuantity === null || product.stockQuantity > 0);
}

function toProductView({ stockQuantity, ...row }: ProductRow): ProductView {
  return {
    ...row,
    rating: Number(row.rating),
    inStock: isOnSale({ inStock: row.inStock, stockQuantity }),
  };
}

/**
 * The public catalogue, read from the database once and then kept in memory until a catalogue change is announced
 * (services/foundation/public-content.ts, also from other processes): every page renders the header menu and the search
 * index from it, so it is the most read data of the shop and one of the smallest. Carts and orders never use this
 * copy: they read prices and stock in their own transactions.
 */
export function createCatalogService(db: Db, onCatalogChanged: (drop: () => void) => void = () => {}) {
  /** The products on sale, as the shop shows them and as the header menu lists them: one query, kept together. */
  let cachedCatalogue: Promise<{
    products: readonly ProductView[];
    menu: readonly ProductMenuEntry[];
    /** Each product page's own sections and table, by product id: only the product page reads them. */
    content: ReadonlyMap<number, ProductContent>;
  }> | null = null;
  let cachedCategories: Promise<readonly CategoryView[]> | null = null;
  onCatalogChanged(() => {
    cachedCatalogue = null;
    cachedCategories = null;
  });
  const forgetOnFailure = <T>(promise: Promise<T>, forget: () => void) => {
    promise.catch(forget);
    return promise;
  };
  const catalogue = () =>
    (cachedCatalogue ??= forgetOnFailure(
      db
        .select({ ...productColumns, menuLabel: products.menuLabel, contentBlocks: products.contentBlocks, specRows: products.specRows, gallery: products.gallery, nameEn: products.nameEn, descriptionEn: products.descriptionEn })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        // Archived products answer 404 and leave every list, menu, search and the sitemap.
        .where(isNull(products.archivedAt))
        .orderBy(asc(products.displayOrder), asc(products.id))
        .then((rows) => ({
          products: rows.map(({ menuLabel: _menuLabel, contentBlocks: _blocks, specRows: _specs, gallery: _gallery, nameEn: _nameEn, descriptionEn: _descriptionEn, ...row }) => Object.freeze(toProductView(row))),
          menu: rows.map(({ id, name, menuLabel }) => Object.freeze({ id, label: menuLabel?.trim() || name })),
          content: new Map(
            rows.map(({ id, contentBlocks, specRows, gallery, nameEn, descriptionEn }) => [
              id,
              Object.freeze({ blocks: contentBlocks, specs: specRows, gallery, english: { name: nameEn, description: descriptionEn } }),
            ]),
          ),
        })),
      () => (cachedCatalogue = null),
    ));
  const allProducts = async (): Promise<readonly ProductView[]> => (await catalogue()).products;
  const allCategories = (): Promise<readonly CategoryView[]> =>
    (cachedCategories ??= forgetOnFailure(
      db
        .select()
        .from(categories)
        .orderBy(asc(categories.id))
        .then((rows) => rows.map((row) => Object.freeze(row))),
      () => (cachedCategories = null),
    ));

  async function listProducts(options: { search?: string } = {}): Promise<ProductView[]> {
    const all = [...(await allProducts())];
    const query = normalizeSearchQuery(options.search);
    if (!query) return all;
    // The catalogue is a handful of machines: folding in memory gives diacritic-insensitive search
    // without a database extension (unaccent is not available in PGlite).
    return all.filter((product) => matchesSearch(`${product.name} ${product.categoryName}`, query));
  }

  async function listByCategory(categoryId: number): Promise<ProductView[]> {
    return (await allProducts()).filter((product) => product.categoryId === categoryId);
  }

  return {
    listProducts,

    /** The machines on sale as the trial forms offer them (their model codes, common/leads.ts modelOf), in shop order. */
    async listModels(): Promise<string[]> {
      return [...new Set((await allProducts()).map((product) => modelOf(product.name)))];
    },

    /** The header's product menu: every product on sale, in shop order, under its menu label (or its name). */
    async listMenu(): Promise<ProductMenuEntry[]> {
      return [...(await catalogue()).menu];
    },

    async getProduct(id: number): Promise<ProductView> {
      const found = (await allProducts()).find((product) => product.id === id);
      if (!found) throw new NotFoundError("Không tìm thấy sản phẩm");
      return found;
    },

    /**
     * The page content of a product on sale: its blocks in order and its own table rows (empty = the default table,
     * see specRowsOf). Not part of ProductView: lists, cards and the public API never carry it.
     */
    async getProductContent(id: number): Promise<ProductContent> {
      const found = (await catalogue()).content.get(id);
      if (!found) throw new NotFoundError("Không tìm thấy sản phẩm");
      return found;
    },

    async listFeatured(): Promise<ProductView[]> {
      return (await allProducts()).filter((product) => product.featured);
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
      return [...(await allCategories())];
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
