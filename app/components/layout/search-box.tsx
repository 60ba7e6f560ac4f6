import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { ProductSearchResult } from "#common/catalog";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { normalizeSearchQuery } from "#common/search-query";
import { loadApi } from "~/lib/lazy-api";
import type { SearchEntry } from "~/lib/search-index";
import { CloseIcon, SearchIcon } from "~/components/ui/icons";
import { Photo } from "~/components/ui/photo";
import { useMessages } from "~/lib/language";

type Result = Pick<SearchEntry, "id" | "name" | "image" | "price" | "discountPrice">;

/** The catalogue index and its match rule, loaded together on the first use of the box. */
interface SearchEngine {
  entries: SearchEntry[];
  search(entries: readonly SearchEntry[], query: string): SearchEntry[];
}


/**
 * Header search (spec section 2): results drop down under the box (max height 24rem); choosing opens
 * /products/{id}, submitting opens /products?search=…; case- and diacritic-insensitive. Answers from the
 * catalogue index, fetched when the box is first focused or typed in; asks /api/products/search only when there
 * is no index (a catalogue too big to keep, or the list could not be loaded).
 * Without JavaScript it is a plain GET form to /products.
 */
export function SearchBox({ autoFocus = false, className = "" }: { autoFocus?: boolean; className?: string }) {
  const t = useMessages();
  const navigate = useNavigate();
  // undefined until the index has been asked for and answered; null when the search asks the server instead.
  const [engine, setEngine] = useState<SearchEngine | null | undefined>(undefined);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [remote, setRemote] = useState<{ query: string; results: Result[] } | null>(null);
  const containerRef = useRef<HTMLFormElement>(null);
  const loadingEngine = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const query = normalizeSearchQuery(text);

  const local = useMemo(() => (engine && query ? engine.search(engine.entries, query) : null), [engine, query]);
  const needsServer = engine === null && query !== "";

  function startLoadingIndex() {
    if (engine !== undefined || loadingEngine.current) return;
    loadingEngine.current = true;
    void import("~/lib/search-index")
      .then(async ({ loadSearchIndex, searchCatalog }) => {
        const entries = await loadSearchIndex();
        setEngine(entries ? { entries, search: searchCatalog } : null);
      })
      .catch(() => setEngine(null))
      .finally(() => (loadingEngine.current = false));
  }

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

  const results: Result[] | null = local ?? (remote?.query === query ? remote.results : null);
  const loading = query !== "" && results === null;
  const showDropdown = open && query !== "";

  useEffect(() => {
    if (!showDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [showDropdown]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(result: Result) {
    close();
    setText("");
    inputRef.current?.blur();
    navigate(`/products/${result.id}`);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!query) return;
    close();
    inputRef.current?.blur();
    navigate(`/products?search=${encodeURIComponent(query)}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      close();
      return;
    }
    if (!results?.length || !showDropdown) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]);
    }
  }

  return (
    <form
      ref={containerRef}
      role="search"
      action="/products"
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t.searchLabel}
      </label>
      <div className="flex items-center rounded-full border border-gray-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <SearchIcon size={18} className="ml-3 shrink-0 text-gray-400" />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          name="search"
          type="search"
          role="combobox"
          aria-expanded={showDropdown}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-option-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => {
            startLoadingIndex();
            setText(event.target.value);
            setActive(-1);
            setOpen(normalizeSearchQuery(event.target.value) !== "");
          }}
          onFocus={() => {
            startLoadingIndex();
            setOpen(query !== "");
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full min-w-0 bg-transparent px-2 text-sm outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t.clearSearch}
            className="mr-1 rounded-full p-1.5 text-gray-400 hover:text-gray-700"
            onClick={() => {
              setText("");
              close();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={16} />
          </button>
        )}
        <button type="submit" className="sr-only">
          {t.searchButton}
        </button>
      </div>
      {showDropdown && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
          {loading ? (
            <p role="status" className="px-4 py-3 text-sm text-gray-500">
              {t.searching}
            </p>
          ) : results && results.length === 0 ? (
            <p role="status" className="px-4 py-3 text-sm text-gray-500">
              {t.noProductFound}
            </p>
          ) : (
            <ul id={`${listId}-list`} role="listbox" aria-label={t.searchResults}>
              {results?.map((result, index) => (
                <li
                  key={result.id}
                  id={`${listId}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(result)}
                  onMouseEnter={() => setActive(index)}
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
        </div>
      )}
    </form>
  );
}
