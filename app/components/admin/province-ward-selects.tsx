import { PlaceSelect } from "~/components/places/place-select";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { useWards } from "~/lib/locations";

/** A place as staff pick it: province and ward by code, "" for none. */
export interface ProvinceWard {
  provinceCode: string;
  wardCode: string;
}

/**
 * The staff's province and ward (the order desk's address, the places editor): the province from the list given,
 * the chosen province's wards from the locations API. Another province clears the ward, which waits for a province.
 */
export function ProvinceWardSelects({
  idPrefix,
  provinceLabel,
  provinces,
  value,
  onChange,
  errors,
}: {
  /** The selects' ids are `{idPrefix}-province` and `{idPrefix}-ward`. */
  idPrefix: string;
  /** "Tỉnh/thành phố" or "Tỉnh/thành"; the first option asks for it ("Chọn tỉnh/thành phố"). */
  provinceLabel: string;
  provinces: ReadonlyArray<{ code: string; name: string }>;
  value: ProvinceWard;
  onChange(next: ProvinceWard): void;
  errors: { provinceCode?: string; wardCode?: string };
}) {
  const { wards } = useWards(value.provinceCode);
  return (
    <>
      <PlaceSelect
        id={`${idPrefix}-province`}
        label={provinceLabel}
        noneOption={`Chọn ${provinceLabel.toLowerCase()}`}
        options={provinces}
        value={value.provinceCode}
        onChange={(event) => onChange({ provinceCode: event.target.value, wardCode: "" })}
        error={errors.provinceCode}
        className={ADMIN_INPUT_CLASS}
      />
      <PlaceSelect
        id={`${idPrefix}-ward`}
        label="Phường/xã"
        noneOption="Chọn phường/xã"
        options={wards ?? []}
        value={value.wardCode}
        onChange={(event) => onChange({ provinceCode: value.provinceCode, wardCode: event.target.value })}
        error={errors.wardCode}
        className={ADMIN_INPUT_CLASS}
        disabled={!value.provinceCode}
      />
    </>
  );
}
