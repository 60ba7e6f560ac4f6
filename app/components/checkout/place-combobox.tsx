import { useId, useMemo, useRef, useState } from "react";
import { matchesSearch } from "#common/search-text";

export interface PlaceOption {
  code: string;
  name: string;
  /** Old-style names that lead to this option (a ward's former wards). */
  formerNames?: string[];
}

/** Enough to choose from on a phone; typing narrows the rest. */
const MAX_SHOWN = 50;

interface Shown {
  option: PlaceOption;
  /** The former name the query matched, shown beside the new name. */
  via?: string;
}

/** Options whose name matches the query (accents and case ignored), then those an old-style name leads to. */
function filterOptions(options: PlaceOption[], query: string): Shown[] {
  if (!query.trim()) return options.slice(0, MAX_SHOWN).map((option) => ({ option }));
  const byName: Shown[] = [];
  const byFormerName: Shown[] = [];
  for (const option of options) {
    if (matchesSearch(option.name, query)) byName.push({ option });
    else {
      const via = option.formerNames?.find((name) => matchesSearch(name, query));
      if (via) byFormerName.push({ option, via });
    }
  }
  return [...byName, ...byFormerName].slice(0, MAX_SHOWN);
}

/**
 * A searchable select (WAI-ARIA combobox with a list box): type to filter, ↑/↓ to move, Enter to choose,
 * Escape to close. The chosen option's name fills the input; editing it clears the choice.
 */
export function PlaceCombobox({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  disabled,
  statusText,
  emptyText,
  formerlyText,
  chosenVia,
  className,
}: {
  label: string;
  placeholder: string;
  /** Null while the list loads. */
  options: PlaceOption[] | null;
  /** The chosen option's code, or "" for none. */
  value: string;
  /** The option, and the former name it was found by when the query matched that rather than its name. */
  onChange(option: PlaceOption | null, via?: string): void;
  /** The former name the chosen option was found by: said under the input once chosen. */
  chosenVia?: string;
  error?: string;
  disabled?: boolean;
  /** Shown in the list instead of options (loading, load failure, a prerequisite). */
  statusText?: string;
  emptyText: string;
  formerlyText: string;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const chosen = options?.find((option) => option.code === value) ?? null;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // While an option is chosen and untouched the input shows its name and the whole list is offered.
  const text = chosen && query === "" ? chosen.name : query;
  const shown = useMemo(() => (options ? filterOptions(options, chosen && query === "" ? "" : query) : []), [options, chosen, query]);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));

  const choose = ({ option, via }: Shown) => {
    setQuery("");
    setOpen(false);
    onChange(option, via);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === "Enter") {
      if (open && shown[activeIndex]) {
        event.preventDefault();
        choose(shown[activeIndex]);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = error ? errorId : undefined;

  return (
    <div className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown.length > 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          if (chosen) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm focus:outline-none focus:ring-2 disabled:bg-gray-100 sm:text-sm ${
          error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-600 focus:ring-brand-100"
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {statusText || !options ? (
          <li className="px-3 py-2 text-gray-500">{statusText}</li>
        ) : shown.length === 0 ? (
          <li className="px-3 py-2 text-gray-500">{emptyText}</li>
        ) : (
          shown.map((shownOption, index) => {
            const { option, via } = shownOption;
            return (
            <li
              key={option.code}
              id={optionId(index)}
              role="option"
              aria-selected={option.code === value}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(shownOption)}
              onMouseMove={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 ${index === activeIndex ? "bg-brand-50 text-brand-900" : "text-gray-800"}`}
            >
              {option.name}
              {via && (
                <span className="block text-xs text-gray-500">
                  ({formerlyText}: {via})
                </span>
              )}
            </li>
            );
          })
        )}
      </ul>
      {chosen && chosenVia && query === "" && (
        <p className="mt-1 text-xs text-gray-600" data-testid="chosen-former-name">
          ({formerlyText}: {chosenVia})
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
