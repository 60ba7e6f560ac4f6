import { useState } from "react";
import { fill } from "#common/i18n-vi";
import type { QuoteTexts } from "#common/page-texts/quote";
import { PlaceSelect } from "~/components/places/place-select";
import { usePageTexts } from "~/lib/language";
import { useWards } from "~/lib/locations";

/** A branch the quoted machines go to, as the buyer types it. */
interface DeliveryDraft {
  fullName: string;
  phone: string;
  address: string;
  provinceCode: string;
  wardCode: string;
}

const EMPTY: DeliveryDraft = { fullName: "", phone: "", address: "", provinceCode: "", wardCode: "" };
const INPUT = "mt-1 w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-600 focus:outline-none";

/**
 * Where the machines go (issue 42): one or more branches, each with its receiver, province and ward (the checkout's
 * lists) and street. The fields are named `deliveries.{i}.{field}`, so the quote page's form posts them as they are;
 * errors come back under the same names.
 */
export function DeliveryAddresses({
  provinces,
  errors,
  defaults,
}: {
  provinces: ReadonlyArray<{ code: string; name: string }>;
  errors?: Record<string, string[]>;
  defaults: Pick<DeliveryDraft, "fullName" | "phone">;
}) {
  const [branches, setBranches] = useState<DeliveryDraft[]>([{ ...EMPTY, ...defaults }]);
  const update = (index: number, change: Partial<DeliveryDraft>) => setBranches(branches.map((branch, at) => (at === index ? { ...branch, ...change } : branch)));
  const t = usePageTexts<QuoteTexts>();
  return (
    <fieldset className="space-y-4">
      <legend className="pt-2 text-sm font-medium text-gray-900">{t.deliveries}</legend>
      {errors?.deliveries?.[0] && <p className="text-sm text-red-600">{errors.deliveries[0]}</p>}
      {branches.map((branch, index) => (
        <Branch
          key={index}
          index={index}
          count={branches.length}
          branch={branch}
          provinces={provinces}
          errors={errors}
          onChange={(change) => update(index, change)}
          onRemove={() => setBranches(branches.filter((_, at) => at !== index))}
        />
      ))}
      <button type="button" onClick={() => setBranches([...branches, EMPTY])} className="rounded-md border border-gray-300 px-3 py-2 text-sm hover:bg-gray-50">
        {t.addDelivery}
      </button>
    </fieldset>
  );
}

function Branch({
  index,
  count,
  branch,
  provinces,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  count: number;
  branch: DeliveryDraft;
  provinces: ReadonlyArray<{ code: string; name: string }>;
  errors?: Record<string, string[]>;
  onChange(change: Partial<DeliveryDraft>): void;
  onRemove(): void;
}) {
  const { wards } = useWards(branch.provinceCode);
  const t = usePageTexts<QuoteTexts>();
  const name = (field: keyof DeliveryDraft) => `deliveries.${index}.${field}`;
  const error = (field: keyof DeliveryDraft) => errors?.[name(field)]?.[0];
  const text = (field: "fullName" | "phone" | "address", label: string) => (
    <label className="block text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <input name={name(field)} value={branch[field]} onChange={(event) => onChange({ [field]: event.target.value })} aria-invalid={error(field) ? true : undefined} className={INPUT} />
      {error(field) && <span className="mt-1 block text-red-600">{error(field)}</span>}
    </label>
  );
  return (
    <div className="space-y-2 rounded-md border border-gray-200 p-3" aria-label={fill(t.deliveryGroup, { n: index + 1 })} role="group">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium">{fill(index === 0 ? t.deliveryMain : t.deliveryN, { n: index + 1 })}</span>
        {count > 1 && (
          <button type="button" onClick={onRemove} className="text-sm text-red-700 hover:underline">
            {t.removeDelivery}
          </button>
        )}
      </div>
      {text("fullName", t.receiver)}
      {text("phone", t.receiverPhone)}
      <PlaceSelect
        id={`delivery-${index}-province`}
        name={name("provinceCode")}
        label={t.province}
        noneOption={t.provincePlaceholder}
        optionsLang="vi"
        options={provinces}
        value={branch.provinceCode}
        onChange={(event) => onChange({ provinceCode: event.target.value, wardCode: "" })}
        error={error("provinceCode")}
        className={INPUT}
      />
      <PlaceSelect
        id={`delivery-${index}-ward`}
        name={name("wardCode")}
        label={t.ward}
        noneOption={t.wardPlaceholder}
        optionsLang="vi"
        options={wards ?? []}
        value={branch.wardCode}
        onChange={(event) => onChange({ wardCode: event.target.value })}
        error={error("wardCode")}
        className={INPUT}
        disabled={!branch.provinceCode}
      />
      {text("address", t.street)}
    </div>
  );
}
