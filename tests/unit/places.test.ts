import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance } from "#common/place-distance";
import { isOpenAt, parseHours } from "#common/place-hours";
import { insideVietnam } from "#common/places";
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
});
