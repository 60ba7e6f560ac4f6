import { matchesSearch, normalizeSearchQuery } from "#common/search-text";

/**
 * The catalogue as the header search needs it, sent once with the root loader data: the search answers
 * from it without a server round trip, and its names and prices are the database's own.
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

/** Above this many products the root data carries no index and the search asks the server. */
export const MAX_LOCAL_SEARCH_ENTRIES = 200;

/** The same match rule as the server (`catalog.listProducts({ search })`): name and category name. */
export function searchCatalog(entries: readonly SearchEntry[], rawQuery: string): SearchEntry[] {
  const query = normalizeSearchQuery(rawQuery);
  if (!query) return [];
  return entries.filter((entry) => matchesSearch(`${entry.name} ${entry.categoryName}`, query));
}
