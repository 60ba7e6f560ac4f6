import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { normalizeSearchQuery } from "#common/search-query";
import { CloseIcon, SearchIcon } from "~/components/ui/icons";
import { useMessages } from "~/lib/language";
import { SearchDropdown, SearchingStatus } from "./search-dropdown";
import type { SearchResult } from "./search-results";

/**
 * The answers and the dropdown's list (search-results.tsx) load, with the catalogue index, on the first use of the
 * box: this module is in every page's first JavaScript (the header), they are not.
 */
const SearchResults = lazy(() => import("./search-results"));

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
  // Set on the first focus or keystroke: from then on the results' code and the index are loaded and kept.
  const [used, setUsed] = useState(false);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The results the dropdown shows (null while they are being looked up), for the arrow keys and Enter.
  const resultsRef = useRef<SearchResult[] | null>(null);
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const query = normalizeSearchQuery(text);
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

  function choose(result: SearchResult) {
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
    const results = resultsRef.current;
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
            setUsed(true);
            setText(event.target.value);
            setActive(-1);
            setOpen(normalizeSearchQuery(event.target.value) !== "");
          }}
          onFocus={() => {
            setUsed(true);
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
      {used && (
        <Suspense
          fallback={
            showDropdown && (
              <SearchDropdown>
                <SearchingStatus />
              </SearchDropdown>
            )
          }
        >
          <SearchResults
            query={query}
            open={showDropdown}
            listId={listId}
            active={active}
            onActive={setActive}
            onChoose={choose}
            resultsRef={resultsRef}
          />
        </Suspense>
      )}
    </form>
  );
}
