import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance } from "#common/place-distance";
import { HOURS_FORMAT_MESSAGE, isOpenAt, normalizeHours, parseHours } from "#common/place-hours";
import { directionsUrl, insideVietnam } from "#common/places";
import { byDistance } from "~/components/places/near-me";
import { placeJsonLd } from "~/lib/place-meta.server";
import { PlaceInputSchema } from "#common/schemas/places";

/** 2026-11-23 is a Monday; times are UTC, Vietnam is UTC+7. */
const vietnamTime = (day: number, hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 23 + day, hours - 7, minutes));

describe("opening hours", () => {
  it("reads day ranges, single days and every day; refuses what it cannot read", () => {
    expect(parseHours("T2-T7 08:00-17:30; CN 08:00-12:00")).toEqual([
      { days: [1, 2, 3, 4, 5, 6], opens: 480, closes: 1050 },
      { days: [0], opens: 480, closes: 720 },
    ]);
    expect(parseHours("Hằng ngày 07:30-20:00")![0]!.days).toHaveLength(7);
    expect(parseHours("T2, T4, T6 09h00-11h00")![0]!.days).toEqual([1, 3, 5]);
    for (const bad of ["sáng thứ hai", "T2-T7 17:00-08:00", "T8 08:00-17:00", "CN-T2 08:00-10:00", "T2 25:00-26:00"]) expect(parseHours(bad), bad).toBeNull();
  });

  it("reads everyday hours written as a bare time range, and stores every form in one normalised text", () => {
    for (const everyday of ["8:00-20:00", "8h-20h", "08:00 – 20:00", "08h00-20h00", "8H - 20H", " 8:00 —20:00 "]) {
      expect(parseHours(everyday), everyday).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], opens: 480, closes: 1200 }]);
      expect(normalizeHours(everyday), everyday).toBe("Hằng ngày 08:00-20:00");
    }
    expect(normalizeHours("7:30-21:30")).toBe("Hằng ngày 07:30-21:30");
    expect(normalizeHours("8h30-17h")).toBe("Hằng ngày 08:30-17:00");
    // The day forms keep their meaning; the stored text is the one format.
    expect(normalizeHours("t2-t7 8h00-17h30; cn 8:00-12:00")).toBe("T2-T7 08:00-17:30; CN 08:00-12:00");
    expect(normalizeHours("T2-T7 08:00-17:30; CN 08:00-12:00")).toBe("T2-T7 08:00-17:30; CN 08:00-12:00");
    expect(normalizeHours("Hằng ngày 07:30-20:00")).toBe("Hằng ngày 07:30-20:00");
    expect(normalizeHours("T2, T4, T6 09h00-11h00")).toBe("T2, T4, T6 09:00-11:00");
    expect(normalizeHours("T2-CN 08:00-17:00")).toBe("Hằng ngày 08:00-17:00");
    expect(normalizeHours("T7-CN 09:00-12:00")).toBe("T7-CN 09:00-12:00");
    // Normalising twice changes nothing (the same CSV twice stays unchanged).
    for (const text of ["8h-20h", "t2, t3, t4 8:00-11:00; T6-CN 13h-17h"]) expect(normalizeHours(normalizeHours(text)!)).toBe(normalizeHours(text));
    for (const bad of ["8-20", "8:00", "20:00-8:00", "8h-25h", "sáng 8h-20h", "8:00-20:00 tối"]) expect(normalizeHours(bad), bad).toBeNull();
  });

  it("a bad hours value is refused with a Vietnamese message naming the forms", () => {
    const place = { name: "A", kind: "dealer", provinceCode: "92", wardCode: "31135", address: "B", phone: "0292 3812 345" };
    const bad = PlaceInputSchema.safeParse({ ...place, hours: "sáng thứ hai" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(HOURS_FORMAT_MESSAGE);
    expect(HOURS_FORMAT_MESSAGE).toMatch(/^Giờ mở cửa viết theo mẫu 8:00-20:00/);
    const good = PlaceInputSchema.safeParse({ ...place, hours: "8h-20h" });
    expect(good.success && good.data.hours).toBe("Hằng ngày 08:00-20:00");
  });

  it("says open or closed at a moment in Vietnam's time, null without readable hours", () => {
    const hours = "T2-T7 08:00-17:30; CN 08:00-12:00";
    expect(isOpenAt(hours, vietnamTime(0, 9))).toBe(true); // Monday 09:00
    expect(isOpenAt(hours, vietnamTime(0, 17, 30))).toBe(false); // closing time
    expect(isOpenAt(hours, vietnamTime(6, 11, 59))).toBe(true); // Sunday morning
    expect(isOpenAt(hours, vietnamTime(6, 13))).toBe(false);
    expect(isOpenAt(hours, vietnamTime(0, 7, 59))).toBe(false);
    expect(isOpenAt(null, vietnamTime(0, 9))).toBeNull();
    expect(isOpenAt("khi nào cũng được", vietnamTime(0, 9))).toBeNull();
  });
});

describe("distances and Vietnam's bounding box", () => {
  it("measures great-circle distance and prints it as a visitor reads it", () => {
    const ninhKieu = { latitude: 10.029, longitude: 105.771 };
    const thotNot = { latitude: 10.27, longitude: 105.533 };
    expect(distanceKm(ninhKieu, thotNot)).toBeGreaterThan(35);
    expect(distanceKm(ninhKieu, thotNot)).toBeLessThan(38);
    expect(formatDistance(0.85)).toBe("850 m");
    expect(formatDistance(2.345)).toBe("2,3 km");
  });

  it("keeps coordinates inside Vietnam with its islands; swapped or foreign ones are refused", () => {
    expect(insideVietnam(10.03, 105.78)).toBe(true);
    expect(insideVietnam(8.68, 106.6)).toBe(true); // Côn Đảo
    expect(insideVietnam(105.78, 10.03)).toBe(false);
    expect(insideVietnam(48.85, 2.35)).toBe(false);
    const parsed = PlaceInputSchema.safeParse({
      name: "A",
      kind: "dealer",
      provinceCode: "92",
      wardCode: "31135",
      address: "B",
      phone: "0292 3812 345",
      latitude: "10,0341",
      longitude: "105.7876",
    });
    expect(parsed.success && parsed.data.latitude).toBe(10.0341);
  });

  it("takes both coordinates or neither; half a pair is refused on the missing one", () => {
    const place = { name: "A", kind: "dealer", provinceCode: "92", wardCode: "31135", address: "B", phone: "0292 3812 345" };
    for (const none of [{}, { latitude: "", longitude: "" }, { latitude: null, longitude: null }]) {
      const parsed = PlaceInputSchema.safeParse({ ...place, ...none });
      expect(parsed.success, JSON.stringify(none)).toBe(true);
      expect(parsed.data).toMatchObject({ latitude: null, longitude: null });
    }
    const noLongitude = PlaceInputSchema.safeParse({ ...place, latitude: "10.03", longitude: "" });
    expect(noLongitude.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["longitude", "Thiếu kinh độ: nhập cả vĩ độ và kinh độ, hoặc để trống cả hai"],
    ]);
    const noLatitude = PlaceInputSchema.safeParse({ ...place, longitude: 105.78 });
    expect(noLatitude.error?.issues[0]?.path).toEqual(["latitude"]);
  });
});

describe("a place without a position", () => {
  const base = {
    id: 1,
    slug: "dai-ly-khong-toa-do",
    name: "Đại lý Không Tọa Độ",
    kind: "dealer" as const,
    provinceCode: "92",
    provinceName: "Thành phố Cần Thơ",
    wardCode: "31135",
    wardName: "Phường Ninh Kiều",
    address: "Số 1 Hòa Bình",
    phone: "0292 3812 345",
    tel: "+842923812345",
    zalo: null,
    hours: "Hằng ngày 08:00-20:00",
    models: [],
    sample: false,
    officeRegion: null,
  };
  const placed = (slug: string, provinceCode: string, latitude: number, longitude: number) => ({ ...base, slug, provinceCode, latitude, longitude });
  const unplaced = (slug: string, provinceCode: string) => ({ ...base, slug, provinceCode, latitude: null, longitude: null });

  it("has LocalBusiness data without GeoCoordinates, and directions to its written address", () => {
    const jsonLd = placeJsonLd("https://example.vn", unplaced("a", "92"), "Thương hiệu");
    expect(jsonLd).not.toHaveProperty("geo");
    expect(jsonLd.address).toMatchObject({ streetAddress: "Số 1 Hòa Bình", addressRegion: "Thành phố Cần Thơ" });
    expect(placeJsonLd("https://example.vn", placed("b", "92", 10.03, 105.78), "Thương hiệu").geo).toEqual({ "@type": "GeoCoordinates", latitude: 10.03, longitude: 105.78 });
    expect(directionsUrl(unplaced("a", "92"))).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("Số 1 Hòa Bình, Phường Ninh Kiều, Thành phố Cần Thơ")}`,
    );
    expect(directionsUrl(placed("b", "92", 10.03, 105.78))).toBe("https://www.google.com/maps/dir/?api=1&destination=10.03,105.78");
  });

  it("comes after the places with a distance in 'near me', those of the nearest place's province first", () => {
    const list = [unplaced("far-province", "01"), placed("far", "01", 21.02, 105.85), unplaced("same-province", "92"), placed("near", "92", 10.03, 105.78)];
    const sorted = byDistance(list, { latitude: 10.04, longitude: 105.77 });
    expect(sorted.map((entry) => entry.place.slug)).toEqual(["near", "far", "same-province", "far-province"]);
    expect(sorted.map((entry) => entry.distance === undefined)).toEqual([false, false, true, true]);
  });
});
