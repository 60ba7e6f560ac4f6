import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PLACE_CSV_HEADER } from "#common/places";
import { contactRequests, places, rateLimits } from "../../server/db/schema";
import { drivers, useTestApp } from "./harness";

/**
 * The dealer CSV as spreadsheets actually carry it (issue 47, decision 0063): province and ward by name — folded,
 * with or without prefixes, or from before the 2025 merger — coordinates optional (listed, not mapped), everyday
 * hours; an unknown or ambiguous name, half a coordinate pair or bad hours refuse the file, naming row, column, value.
 */

const CAN_THO = "92";
const NINH_KIEU = "31135";
const CAI_RANG = "31186";
/** Vị Thanh (Cần Thơ) absorbed Hậu Giang's old Phường I; Thủ Dầu Một (Hồ Chí Minh City) Bình Dương's Phú Cường. */
const VI_THANH = "31321";
const THU_DAU_MOT = "25747";
/** Điện Biên: no seeded place, so a lead there can only reach what this file imports. */
const DIEN_BIEN = "11";

type Row = [name: string, kind: string, province: string, ward: string, address: string, phone: string, email: string, zalo: string, hours: string, latitude: string, longitude: string];

function toCsv(rows: Row[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${[PLACE_CSV_HEADER.join(","), ...rows.map((row) => row.map(cell).join(","))].join("\r\n")}\r\n`;
}

describe.each(drivers)("the dealer CSV by names on %s", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db;
  let salesCookie = "";
  beforeAll(async () => {
    salesCookie = await app.adminCookie("lan-places-csv", "sales");
  });
  beforeEach(async () => {
    await db().delete(rateLimits);
  });
  const importCsv = async (csv: string) => {
    const response = await app.fetch("/api/admin/places/import", { method: "POST", headers: { cookie: salesCookie, "content-type": "text/csv" }, body: csv });
    return { status: response.status, body: (await response.json()) as { message: string; rows: Array<{ line: number; message: string }>; created: number; updated: number; unchanged: number } };
  };

  it("reads province and ward names (folded, prefixed or not, old names) and everyday hours; the same file twice changes nothing", async () => {
    const rows: Row[] = [
      ["Đại lý Tên Tỉnh Một", "dealer", "TP. Cần Thơ", "Phường Ninh Kiều", "Số 1 Hòa Bình", "0292 3000 001", "", "", "8:00-20:00", "10.0341", "105.7876"],
      ["Đại lý Tên Tỉnh Hai", "dealer", "can tho", "cai rang", "Số 2 Trần Hưng Đạo", "0292 3000 002", "", "", "8h-20h", "10.0001", "105.7621"],
      ["Đại lý Tên Cũ Ba", "service_center", "Tỉnh Hậu Giang", "Phường I", "Số 3 Trần Hưng Đạo", "0293 3000 003", "", "", "08:00 – 20:00", "9.7845", "105.4701"],
      ["Đại lý Tên Cũ Bốn", "dealer", "Bình Dương", "Phường Phú Cường, Thành phố Thủ Dầu Một", "Số 4 Yersin", "0274 3000 004", "", "", "7:30-21:30", "10.98", "106.652"],
      ["Đại lý Mã Năm", "dealer", CAN_THO, CAI_RANG, "Số 5 Võ Văn Kiệt", "0292 3000 005", "", "", "T2-T7 8h-17h30", "10.01", "105.76"],
    ];
    const csv = toCsv(rows);
    const first = await importCsv(csv);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ created: 5, updated: 0, unchanged: 0 });
    const stored = await db()
      .select()
      .from(places)
      .where(inArray(places.name, rows.map((row) => row[0])));
    const byName = Object.fromEntries(stored.map((row) => [row.name, row]));
    expect(byName["Đại lý Tên Tỉnh Một"]).toMatchObject({ provinceCode: CAN_THO, wardCode: NINH_KIEU, hours: "Hằng ngày 08:00-20:00" });
    expect(byName["Đại lý Tên Tỉnh Hai"]).toMatchObject({ provinceCode: CAN_THO, wardCode: CAI_RANG, hours: "Hằng ngày 08:00-20:00" });
    expect(byName["Đại lý Tên Cũ Ba"]).toMatchObject({ provinceCode: CAN_THO, wardCode: VI_THANH, hours: "Hằng ngày 08:00-20:00" });
    expect(byName["Đại lý Tên Cũ Bốn"]).toMatchObject({ provinceCode: "79", wardCode: THU_DAU_MOT, hours: "Hằng ngày 07:30-21:30" });
    expect(byName["Đại lý Mã Năm"]).toMatchObject({ provinceCode: CAN_THO, wardCode: CAI_RANG, hours: "T2-T7 08:00-17:30" });

    // Names and codes of the same units are the same places: the file again, and the file with codes, change nothing.
    expect((await importCsv(csv)).body).toEqual({ created: 0, updated: 0, unchanged: 5 });
    const withCodes = rows.map((row): Row => {
      const place = byName[row[0]]!;
      return [row[0], row[1], place.provinceCode, place.wardCode, ...(row.slice(4) as [string, string, string, string, string, string, string])];
    });
    expect((await importCsv(toCsv(withCodes))).body).toEqual({ created: 0, updated: 0, unchanged: 5 });
  });

  it("a place without coordinates is imported, listed in its province with no position, and a lead of its province reaches it", async () => {
    const ward = app.services.locations.listWards(DIEN_BIEN)[0]!;
    const name = "Đại lý Chưa Có Tọa Độ";
    const response = await importCsv(
      toCsv([[name, "dealer", "Tỉnh Điện Biên", ward.name, "Số 6 Võ Nguyên Giáp", "0215 3000 006", "chua-co-toa-do@example.com", "", "8h-20h", "", ""]]),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.created).toBe(1);

    const listed = (await (await app.fetch(`/api/places?province=${DIEN_BIEN}`)).json()) as Array<{ name: string; slug: string; latitude: number | null; longitude: number | null }>;
    expect(listed).toEqual([expect.objectContaining({ name, latitude: null, longitude: null })]);

    // Its own page's data (the finder's pages read the same service): no position.
    const one = (await (await app.fetch(`/api/places/${listed[0]!.slug}`)).json()) as Record<string, unknown>;
    expect(one).toMatchObject({ name, provinceCode: DIEN_BIEN, wardCode: ward.code, latitude: null, longitude: null, hours: "Hằng ngày 08:00-20:00" });

    // A lead of its province reaches it: routing goes by ward and province, not by distance.
    const lead = await app.fetch("/api/trial-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Lò Văn Minh", phone: "0912 000 333", address: "Bản Him Lam", message: "Sáng mai", product: "LS-200", provinceCode: DIEN_BIEN, wardCode: ward.code, consents: { dealerSharing: true } }),
    });
    expect(lead.status).toBe(201);
    const [stored] = await db().select().from(contactRequests).where(eq(contactRequests.id, ((await lead.json()) as { id: number }).id));
    const [place] = await db().select().from(places).where(eq(places.name, name));
    expect(stored!.routedPlaceId).toBe(place!.id);
  });

  it("refuses the whole file for an unknown or ambiguous name, half a coordinate pair or bad hours, naming row, column and value", async () => {
    const good: Row = ["Đại lý Lô Lỗi Tốt", "dealer", "Cần Thơ", "Ninh Kiều", "Số 7 Hòa Bình", "0292 3000 007", "", "", "8:00-20:00", "10.03", "105.78"];
    const bad = (name: string, change: Partial<Record<number, string>>): Row => {
      const row = [...good] as Row;
      row[0] = name;
      for (const [at, value] of Object.entries(change)) row[Number(at)] = value!;
      return row;
    };
    const before = (await db().select().from(places)).length;
    const response = await importCsv(
      toCsv([
        good,
        bad("Đại lý Lô Lỗi Tỉnh", { 2: "Narnia" }),
        bad("Đại lý Lô Lỗi Phường", { 3: "Phường Không Có" }),
        bad("Đại lý Lô Lỗi Trùng", { 2: "TP.HCM", 3: "Phường 12" }),
        bad("Đại lý Lô Lỗi Nửa", { 10: "" }),
        bad("Đại lý Lô Lỗi Giờ", { 8: "sáng 8h tối 8h" }),
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/5 dòng bị từ chối, chưa có gì thay đổi/);
    const messages = Object.fromEntries(response.body.rows.map((row) => [row.line, row.message]));
    expect(Object.keys(messages)).toEqual(["3", "4", "5", "6", "7"]);
    expect(messages[3]).toMatch(/^Cột province_code "Narnia": không có trong danh sách 34 tỉnh\/thành/);
    expect(messages[4]).toMatch(/^Cột ward_code "Phường Không Có": không tìm thấy phường\/xã này ở Thành phố Cần Thơ/);
    expect(messages[5]).toMatch(/^Cột ward_code "Phường 12": tên này khớp nhiều phường\/xã của Thành phố Hồ Chí Minh \(.*Phường An Hội Tây.*\), hãy ghi mã phường\/xã hoặc tên kèm quận\/huyện cũ/);
    expect(messages[6]).toBe("Cột longitude (trống): Thiếu kinh độ: nhập cả vĩ độ và kinh độ, hoặc để trống cả hai");
    expect(messages[7]).toMatch(/^Cột hours "sáng 8h tối 8h": Giờ mở cửa viết theo mẫu 8:00-20:00 \(mọi ngày\)/);
    expect((await db().select().from(places)).length).toBe(before);
  });
});
