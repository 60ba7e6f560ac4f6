import type { SelectHTMLAttributes } from "react";
import { PLACE_KIND_LABELS, PLACE_KINDS } from "#common/places";

/** The kinds of place (dealer, service centre, regional office) as select options, in the shop's order. */
export const PLACE_KIND_OPTIONS = PLACE_KINDS.map((kind) => ({ code: kind, name: PLACE_KIND_LABELS[kind] }));

/**
 * A labelled select of provinces, wards or kinds of place: a first "none" option when given, the options by code,
 * and the error under it when there is one. A plain select, so a form of it works without JavaScript (the dealer finder) and browser tests
 * choose by label.
 */
export function PlaceSelect({
  id,
  label,
  noneOption,
  options,
  error,
  labelClassName = "block text-sm font-medium text-gray-700",
  optionsLang,
  ...select
}: {
  id: string;
  label: string;
  /** The first option's text, value "": "Chọn phường/xã", "Tất cả tỉnh/thành". */
  noneOption?: string;
  options: ReadonlyArray<{ code: string; name: string }>;
  error?: string;
  labelClassName?: string;
  /** The options' language when it is not the page's: place names are Vietnamese (`"vi"`) on an English page. */
  optionsLang?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} {...select}>
        {noneOption !== undefined && <option value="">{noneOption}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={optionsLang}>
            {option.name}
          </option>
        ))}
      </select>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
