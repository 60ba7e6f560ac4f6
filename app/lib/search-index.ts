import type { ProductView } from "#common/catalog";
import { matchesSearch, normalizeSearchQuery } from "#common/search-text";
import { loadApi } from "./lazy-api";

/**
 * The catalogue as the header search needs it, fetched once per visit when the visitor first uses the search box
 * (not sent with every page): the search then answers from it without a server round trip, and its names and
 * prices are the database's own.
 */
export interface SearchEntry {
  id: number;
  name: string;
  image: string;
  /** Whole dong. */
  price: number;
  discountPrice: number | null;
  categoryName: string;
}

/** Above this many products the browser keeps no index and the search asks the server for each query. */
export const MAX_LOCAL_SEARCH_ENTRIES = 200;

let loadingIndex: Promise<SearchEntry[] | null> | null = null;

/**
 * The index from the public product list (GET /api/products), loaded once per visit; null when the catalogue is too
 * big to keep in the browser or could not be loaded (the search then asks /api/products/search; a later use tries
 * the list again).
 */
export function loadSearchIndex(): Promise<SearchEntry[] | null> {
  loadingIndex ??= loadApi()
    .then((api) => api.get<ProductView[]>("/api/products"))
    .then(
    (products) =>
      products.length <= MAX_LOCAL_SEARCH_ENTRIES
        ? products.map(({ id, name, image, price, discountPrice, categoryName }) => ({ id, name, image, price, discountPrice, categoryName }))
        : null,
    () => {
      loadingIndex = null;
      return null;
    },
  );
  return loadingIndex;
}

/** The same match rule as the server (`catalog.listProducts({ search })`): name and category name. */
export function searchCatalog(entries: readonly SearchEntry[], rawQuery: string): SearchEntry[] {
  const query = normalizeSearchQuery(rawQuery);
  if (!query) return [];
  return entries.filter((entry) => matchesSearch(`${entry.name} ${entry.categoryName}`, query));
}
