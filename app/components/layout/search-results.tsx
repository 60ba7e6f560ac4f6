import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from "react";
import type { ProductSearchResult } from "#common/catalog";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { loadApi } from "~/lib/lazy-api";
import { loadSearchIndex, searchCatalog, type SearchEntry } from "~/lib/search-index";
import { Photo } from "~/components/ui/photo";
import { useMessages } from "~/lib/language";
import { SearchDropdown, SearchingStatus } from "./search-dropdown";

export type SearchResult = Pick<SearchEntry, "id" | "name" | "image" | "price" | "discountPrice">;

/**
 * The header search's answers (app/components/layout/search-box.tsx): the catalogue index and its match rule, the
 * server search when there is no index, and the dropdown. Loaded with the index on the first use of the box, so
 * none of it is in the page's first JavaScript. Mounted from then on (it keeps the index); the dropdown shows
 * while `open`. The results it shows go to `resultsRef`, which the box's arrow keys and Enter read.
 */
export default function SearchResults({
  query,
  open,
  listId,
  active,
  onActive,
  onChoose,
  resultsRef,
}: {
  query: string;
  open: boolean;
  listId: string;
  active: number;
  onActive(index: number): void;
  onChoose(result: SearchResult): void;
  resultsRef: RefObject<SearchResult[] | null>;
}) {
  // undefined until the index has answered; null when the search asks the server instead.
  const [entries, setEntries] = useState<SearchEntry[] | null | undefined>(undefined);
  const [remote, setRemote] = useState<{ query: string; results: SearchResult[] } | null>(null);

  useEffect(() => {
    let live = true;
    loadSearchIndex().then(
      (loaded) => live && setEntries(loaded),
      () => live && setEntries(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const local = useMemo(() => (entries && query ? searchCatalog(entries, query) : null), [entries, query]);
  const needsServer = entries === null && query !== "";

  useEffect(() => {
    if (!needsServer) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadApi()
        .then((api) => api.get<ProductSearchResult[]>(`/api/products/search?q=${encodeURIComponent(query)}`, { signal: controller.signal }))
        .then((rows) => setRemote({ query, results: rows.map((row) => ({ ...row, price: Number(row.price), discountPrice: null })) }))
        .catch(() => {
          if (!controller.signal.aborted) setRemote({ query, results: [] });
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needsServer, query]);

  const results: SearchResult[] | null = local ?? (remote?.query === query ? remote.results : null);
  useLayoutEffect(() => {
    resultsRef.current = results;
  });

  const t = useMessages();
  if (!open) return null;
  return (
    <SearchDropdown>
      {results === null ? (
        <SearchingStatus />
      ) : results.length === 0 ? (
        <p role="status" className="px-4 py-3 text-sm text-gray-500">
          {t.noProductFound}
        </p>
      ) : (
        <ul id={`${listId}-list`} role="listbox" aria-label={t.searchResults}>
          {results.map((result, index) => (
            <li
              key={result.id}
              id={`${listId}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(result)}
              onMouseEnter={() => onActive(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? "bg-brand-50" : ""}`}
            >
              <Photo src={result.image} alt="" width={44} height={44} sizes="44px" className="h-11 w-11 rounded-md bg-gray-50 object-contain" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">{result.name}</span>
                <span className="block text-sm text-accent-700">{formatVnd(effectiveUnitPrice(result))}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SearchDropdown>
  );
}
