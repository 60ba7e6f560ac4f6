import { describe, expect, it } from "vitest";
import { ghnDestinationOf, placeKey, type GhnAddressList } from "../../server/services/shipping/ghn/ghn-addresses";

const list: GhnAddressList = {
  provinces: async () => [{ ProvinceID: 202, ProvinceName: "Hồ Chí Minh", NameExtension: ["TP.Hồ Chí Minh", "Thành phố Hồ Chí Minh"] }],
  districts: async () => [
    { DistrictID: 1442, DistrictName: "Quận 1", NameExtension: ["Q1"] },
    { DistrictID: 1452, DistrictName: "Quận 10" },
  ],
  wards: async (districtId) => (districtId === 1452 ? [{ WardCode: "21014", WardName: "Phường 14" }] : [{ WardCode: "20109", WardName: "Phường Bến Nghé" }]),
};

describe("GHN's ids of a post-2025 address", () => {
  it("writes place names alike whatever their accents, type word or leading zeros", () => {
    expect(placeKey("Thành phố Hồ Chí Minh")).toBe(placeKey("TP. Ho Chi Minh"));
    expect(placeKey("Quận 01")).toBe(placeKey("Q.1"));
    expect(placeKey("Quận 1")).not.toBe(placeKey("Quận 10"));
  });

  it("finds the ward through its name before the merger, in its former district", async () => {
    expect(await ghnDestinationOf(list, { city: "Thành phố Hồ Chí Minh", state: "Phường Sài Gòn" }, ["Phường Bến Nghé, Quận 1"])).toEqual({ to_district_id: 1442, to_ward_code: "20109" });
    expect(await ghnDestinationOf(list, { city: "Thành phố Hồ Chí Minh", state: "Phường Diên Hồng" }, ["Phường 14, Quận 10"])).toEqual({ to_district_id: 1452, to_ward_code: "21014" });
  });

  it("refuses, naming the ward, what GHN's list does not place", async () => {
    await expect(ghnDestinationOf(list, { city: "Thành phố Hồ Chí Minh", state: "Phường Tân Định" }, ["Phường Tân Định, Quận 3"])).rejects.toThrow(/Phường Tân Định/);
    await expect(ghnDestinationOf(list, { city: "Thành phố Hà Nội", state: "Phường Hoàn Kiếm" }, [])).rejects.toThrow(/GHN chưa có/);
  });
});
