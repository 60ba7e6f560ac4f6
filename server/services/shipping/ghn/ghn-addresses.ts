import { foldVietnamese } from "#common/search-text";
import type { ShippingAddress } from "#common/schemas/checkout";
import { CarrierError } from "../carrier";

/**
 * GHN's create and fee calls need the receiver's place as GHN's own ids: `to_district_id` (an integer) and
 * `to_ward_code` (a string) from its address list (doc id=63; the list: `master-data/province`, `master-data/district`
 * id=78, `master-data/ward` id=61). The shop's addresses follow the 2025 reform (province and ward, no district);
 * GHN's list has districts. So a ward is looked up through its names before the merger (`formerNames`: "Phường
 * Hàng Mã, Quận Hoàn Kiếm"): the former district in the province's list, then, in that district, the ward by its
 * current name (GHN may already list it) or a former one. A ward GHN's list does not place is refused with its name
 * (422): staff send it with the own team instead of a parcel GHN would misroute.
 */

export interface GhnProvince {
  ProvinceID: number;
  ProvinceName: string;
  NameExtension?: string[] | null;
}
export interface GhnDistrict {
  DistrictID: number;
  DistrictName: string;
  NameExtension?: string[] | null;
}
export interface GhnWard {
  WardCode: string;
  WardName: string;
  NameExtension?: string[] | null;
}

export interface GhnAddressList {
  provinces(): Promise<GhnProvince[]>;
  districts(provinceId: number): Promise<GhnDistrict[]>;
  wards(districtId: number): Promise<GhnWard[]>;
}

export interface GhnDestination {
  to_district_id: number;
  to_ward_code: string;
}

const PREFIX = /^(thanh pho|tp\.?|tinh|quan|q\.|huyen|h\.|thi xa|tx\.?|phuong|p\.|xa|thi tran|tt\.?|dac khu)\s*/;

/** A place name as GHN's lists and ours both write it: no accents, case, type word (Phường, Quận, TP.) or leading zeros. */
export function placeKey(name: string): string {
  return foldVietnamese(name)
    .trim()
    .replace(PREFIX, "")
    .replace(/\b0+(\d)/g, "$1")
    .replace(/[^a-z0-9]+/g, "");
}

function matches(row: { NameExtension?: string[] | null }, name: string, rowName: string): boolean {
  const key = placeKey(name);
  return key !== "" && [rowName, ...(row.NameExtension ?? [])].some((candidate) => placeKey(candidate) === key);
}

/** GHN's district id and ward code for an address, or a CarrierError naming the ward GHN's list does not place. */
export async function ghnDestinationOf(list: GhnAddressList, address: Pick<ShippingAddress, "city" | "state">, formerNames: readonly string[]): Promise<GhnDestination> {
  const unknown = () => new CarrierError(`GHN chưa có ${address.state}, ${address.city} trong danh mục địa chỉ của GHN; hãy giao bằng đội giao hàng của cửa hàng`);
  const province = (await list.provinces()).find((row) => matches(row, address.city, row.ProvinceName));
  if (!province) throw unknown();
  const districts = await list.districts(province.ProvinceID);
  // Former names "Phường X, Quận Y": by district, each with the ward names to try (the current one first).
  const candidates = new Map<number, string[]>();
  for (const former of formerNames) {
    const at = former.lastIndexOf(",");
    if (at < 0) continue;
    const district = districts.find((row) => matches(row, former.slice(at + 1), row.DistrictName));
    if (!district) continue;
    const names = candidates.get(district.DistrictID) ?? [address.state];
    names.push(former.slice(0, at));
    candidates.set(district.DistrictID, names);
  }
  for (const [districtId, names] of candidates) {
    const wards = await list.wards(districtId);
    for (const name of names) {
      const ward = wards.find((row) => matches(row, name, row.WardName));
      if (ward) return { to_district_id: districtId, to_ward_code: String(ward.WardCode) };
    }
  }
  throw unknown();
}
