import { describe, expect, it } from "vitest";
import { createLocationService, type UnitMatch } from "../../server/services/foundation/locations";

/**
 * The dealer CSV's province and ward columns (decision 0063): a code, or a name as people write it — folded (case,
 * accents, spaces), with or without its administrative prefix — or a name from before the 2025 merger, mapped to the
 * current unit through the address data. An unknown or ambiguous name is no match, with the candidates.
 */
const locations = createLocationService();
const found = (match: UnitMatch<{ code: string }>) => (match.found ? { code: match.found.code, former: match.former } : null);
const candidates = (match: UnitMatch<{ name: string }>) => (match.found ? [] : match.candidates.map((candidate) => candidate.name));

const CAN_THO = "92";
const HCM = "79";

describe("the province column", () => {
  it("takes a code, or a current name folded and with or without its prefix", () => {
    for (const text of ["92", "Thành phố Cần Thơ", "Cần Thơ", "TP. Cần Thơ", "tp can tho", "thanh pho can tho", "  CẦN   THƠ  ", "Tp.Cần Thơ"]) {
      expect(found(locations.matchProvince(text)), text).toEqual({ code: CAN_THO, former: false });
    }
    expect(found(locations.matchProvince("Tỉnh Khánh Hòa"))).toEqual({ code: "56", former: false });
    expect(found(locations.matchProvince("TP.HCM"))).toEqual({ code: HCM, former: false });
    expect(found(locations.matchProvince("Hồ Chí Minh"))).toEqual({ code: HCM, former: false });
  });

  it("maps an old province (before the 2025 merger) to the province it became part of", () => {
    expect(found(locations.matchProvince("Tỉnh Hậu Giang"))).toEqual({ code: CAN_THO, former: true });
    expect(found(locations.matchProvince("soc trang"))).toEqual({ code: CAN_THO, former: true });
    expect(found(locations.matchProvince("Bình Dương"))).toEqual({ code: HCM, former: true });
    expect(found(locations.matchProvince("Bà Rịa - Vũng Tàu"))).toEqual({ code: HCM, former: true });
    expect(found(locations.matchProvince("Quảng Nam"))).toEqual({ code: "48", former: true });
    // Both spellings of the old accent placement.
    expect(found(locations.matchProvince("Hoà Bình"))?.code).toBe(found(locations.matchProvince("Hòa Bình"))?.code);
    expect(found(locations.matchProvince("Thừa Thiên Huế"))).toEqual({ code: "46", former: true });
  });

  it("finds nothing for an unknown code or name", () => {
    for (const text of ["99", "Narnia", "Sài Gòn", ""]) expect(candidates(locations.matchProvince(text)), text).toEqual([]);
    for (const text of ["99", "Narnia"]) expect(locations.matchProvince(text).found, text).toBeNull();
  });
});

describe("the ward column", () => {
  it("takes a code of the province's ward, or its current name folded, with or without its prefix", () => {
    for (const text of ["31135", "Phường Ninh Kiều", "Ninh Kiều", "phuong ninh kieu", "P. Ninh Kiều", "NINH  KIỀU"]) {
      expect(found(locations.matchWard(CAN_THO, text)), text).toEqual({ code: "31135", former: false });
    }
    // A Hà Nội ward's code is not a Cần Thơ ward.
    expect(locations.matchWard(CAN_THO, "00166").found).toBeNull();
  });

  it("keeps accents apart when they tell two wards apart, and calls a folded name of both ambiguous", () => {
    const province = [...locations.listProvinces()].find((candidate) => {
      const names = locations.listWards(candidate.code).map((ward) => ward.name);
      return names.includes("Xã Văn Lang") && names.includes("Xã Văn Lăng");
    });
    expect(province).toBeDefined();
    const code = (name: string) => locations.listWards(province!.code).find((ward) => ward.name === name)!.code;
    expect(found(locations.matchWard(province!.code, "Văn Lăng"))?.code).toBe(code("Xã Văn Lăng"));
    expect(found(locations.matchWard(province!.code, "xa van lang"))).toBeNull();
    expect(candidates(locations.matchWard(province!.code, "van lang")).sort()).toEqual(["Xã Văn Lang", "Xã Văn Lăng"]);
  });

  it("maps an old ward (before the 2025 merger) to the ward it went into, by its name, with its old district when needed", () => {
    expect(found(locations.matchWard(HCM, "Phường 12, Quận Gò Vấp"))).toEqual({ code: "26882", former: true });
    expect(found(locations.matchWard(HCM, "P12, Q. Gò Vấp"))).toEqual({ code: "26882", former: true });
    expect(found(locations.matchWard(HCM, "phuong 12, quan go vap"))).toEqual({ code: "26882", former: true });
    // "Phường 12" alone was a ward of many districts: ambiguous, with the wards it could be.
    const many = candidates(locations.matchWard(HCM, "Phường 12"));
    expect(many.length).toBeGreaterThan(1);
    expect(many).toContain("Phường An Hội Tây");
    // An old province narrows the old wards to its own (Thủ Dầu Một's Phú Cường, now in Hồ Chí Minh City).
    expect(found(locations.matchWard(HCM, "Phường Phú Cường", "Tỉnh Bình Dương"))).toEqual({ code: "25747", former: true });
    expect(found(locations.matchWard(CAN_THO, "Phường I", "Hậu Giang"))?.former).toBe(true);
  });

  it("finds nothing for a name no ward of the province has", () => {
    expect(candidates(locations.matchWard(CAN_THO, "Phường Không Có"))).toEqual([]);
    expect(locations.matchWard(CAN_THO, "Phường Không Có").found).toBeNull();
    expect(locations.matchWard(CAN_THO, "Phường 12, Quận Gò Vấp").found).toBeNull();
  });
});
