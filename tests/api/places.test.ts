import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PLACE_CSV_HEADER } from "#common/places";
import { DEFAULT_CONTACT_SETTINGS } from "#common/site-info";
import { contactRequests, places, rateLimits } from "../../server/db/schema";
import { contactRequestReference } from "../../server/services/notifications/notifications";
import { adminCaller, drivers, useTestApp } from "./harness";

/** Cần Thơ and two of its wards, as /api/locations gives them. */
const CAN_THO = "92";
const NINH_KIEU = "31135";
const CAI_RANG = "31186";

const validPlace = {
  name: "Đại lý Kiểm Thử Ninh Kiều",
  kind: "dealer",
  provinceCode: CAN_THO,
  wardCode: NINH_KIEU,
  address: "Số 1 Hòa Bình, phường Ninh Kiều, Cần Thơ",
  phone: "0292 3812 345",
  email: "kiemthu@example.com",
  zalo: "https://zalo.me/0292381234",
  hours: "T2-T7 08:00-17:30; CN 08:00-12:00",
  latitude: 10.0341,
  longitude: 105.7876,
};

/** `count` valid places spread over Cần Thơ's wards, as CSV cells (addresses carry commas). */
function networkRows(count: number, wards: string[]): string[][] {
  return Array.from({ length: count }, (_, index) => {
    const ward = wards[index % wards.length]!;
    return [
      `Đại lý Nhập Thử ${index + 1}`,
      index % 7 === 0 ? "service_center" : "dealer",
      CAN_THO,
      ward,
      `Số ${index + 1} Đường 3/2, phường ${ward}, Cần Thơ`,
      `09${String(10_000_000 + index).padStart(8, "0")}`,
      `nhapthu${index + 1}@example.com`,
      "",
      "T2-T7 08:00-17:30",
      (9.9 + (index % 50) / 200).toFixed(4),
      (105.6 + (index % 40) / 200).toFixed(4),
    ];
  });
}

/** The import's CSV: the header, then the rows, a cell with a comma or quote quoted (as spreadsheets save it). */
function toCsv(rows: string[][]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${[PLACE_CSV_HEADER.join(","), ...rows.map((row) => row.map(cell).join(","))].join("\r\n")}\r\n`;
}

describe.each(drivers)("places on %s", (driver) => {
  const app = useTestApp(driver);
  const db = () => app.services.database.db;
  let salesCookie = "";
  let editorCookie = "";
  let ownerCookie = "";
  beforeAll(async () => {
    salesCookie = await app.adminCookie("lan-places", "sales");
    editorCookie = await app.adminCookie("minh-places", "editor");
    ownerCookie = await app.adminCookie("chu-places", "owner");
  });
  beforeEach(async () => {
    await db().delete(rateLimits);
  });
  const sales = adminCaller(app, () => salesCookie);
  const owner = adminCaller(app, () => ownerCookie);
  const importCsv = (csv: string) =>
    app.fetch("/api/admin/places/import", { method: "POST", headers: { cookie: salesCookie, "content-type": "text/csv" }, body: csv });

  it("the public list has the seeded sample network over three regions and the three regional offices", async () => {
    const response = await app.fetch("/api/places");
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list.filter((place) => place.sample).length).toBeGreaterThanOrEqual(30);
    expect(list.filter((place) => place.kind === "head_office").map((place) => place.officeRegion).sort()).toEqual(["central", "north", "south"]);
    for (const place of list) {
      expect(place).toMatchObject({ slug: expect.any(String), name: expect.any(String), kind: expect.any(String), provinceCode: expect.any(String), wardCode: expect.any(String), address: expect.any(String), phone: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) });
      // The routing address is not a public contact.
      expect(place).not.toHaveProperty("email");
    }
    const provinces = new Set(list.map((place) => place.provinceCode));
    for (const code of ["01", "48", "79", CAN_THO]) expect(provinces.has(code)).toBe(true);
  });

  it("filters by province, ward, kind and name; a place has its own page; an unknown slug is a 404", async () => {
    const canTho = (await (await app.fetch(`/api/places?province=${CAN_THO}`)).json()) as Array<{ slug: string; provinceCode: string; wardCode: string; kind: string; name: string }>;
    expect(canTho.length).toBeGreaterThanOrEqual(3);
    expect(canTho.every((place) => place.provinceCode === CAN_THO)).toBe(true);
    const ward = (await (await app.fetch(`/api/places?province=${CAN_THO}&ward=${CAI_RANG}`)).json()) as typeof canTho;
    expect(ward.map((place) => place.wardCode)).toEqual([CAI_RANG]);
    const centres = (await (await app.fetch(`/api/places?province=${CAN_THO}&kind=service_center`)).json()) as typeof canTho;
    expect(centres.length).toBeGreaterThan(0);
    expect(centres.every((place) => place.kind === "service_center")).toBe(true);
    const byName = (await (await app.fetch(`/api/places?q=${encodeURIComponent("Tây Đô Ninh Kiều")}`)).json()) as typeof canTho;
    expect(byName.map((place) => place.name)).toEqual(["Đại lý Tây Đô Ninh Kiều"]);
    // A bad filter is ignored, not an error: the finder's form may carry anything.
    expect((await app.fetch("/api/places?kind=castle")).status).toBe(200);

    const one = await app.fetch(`/api/places/${byName[0]!.slug}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ name: "Đại lý Tây Đô Ninh Kiều", provinceName: "Thành phố Cần Thơ", wardName: "Phường Ninh Kiều" });
    expect((await app.fetch("/api/places/khong-co-dai-ly-nay")).status).toBe(404);
  });

  it("refuses bad places with Vietnamese field messages", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ provinceCode: "99" }, "provinceCode", /34 tỉnh/],
      [{ wardCode: "00166" }, "wardCode", /không thuộc Thành phố Cần Thơ/],
      [{ latitude: 48.85, longitude: 2.35 }, "latitude", /ngoài lãnh thổ Việt Nam/],
      [{ latitude: 105.78, longitude: 10.03 }, "longitude", /ngoài lãnh thổ Việt Nam/],
      [{ phone: "+33 1 23 45 67 89" }, "phone", /số Việt Nam/],
      [{ kind: "warehouse" }, "kind", /dealer/],
      [{ hours: "sáng thứ hai" }, "hours", /T2-T7/],
      // Both coordinates or neither (decision 0063).
      [{ longitude: "" }, "longitude", /Thiếu kinh độ/],
    ];
    for (const [change, field, message] of cases) {
      const response = await sales("POST", "/api/admin/places", { ...validPlace, ...change });
      expect(response.status, field).toBe(400);
      expect(response.body.errors[field]?.[0], field).toMatch(message);
    }
  });

  it("staff add, edit and deactivate a place, audited; an editor may not", async () => {
    expect((await adminCaller(app, () => editorCookie)("POST", "/api/admin/places", validPlace)).status).toBe(403);
    const created = await sales("POST", "/api/admin/places", validPlace);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "dai-ly-kiem-thu-ninh-kieu", active: true, sample: false });
    const id = created.body.id as number;
    expect((await sales("POST", "/api/admin/places", validPlace)).status).toBe(400);

    const updated = await sales("PUT", `/api/admin/places/${id}`, { ...validPlace, phone: "0292 3812 999" });
    expect(updated.status).toBe(200);
    expect(updated.body.phone).toBe("0292 3812 999");
    expect((await app.fetch(`/api/places/${created.body.slug}`)).status).toBe(200);

    const removed = await sales("DELETE", `/api/admin/places/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.active).toBe(false);
    expect((await app.fetch(`/api/places/${created.body.slug}`)).status).toBe(404);
    const admin = await sales("GET", "/api/admin/places?status=inactive");
    expect(admin.body.map((place: { id: number }) => place.id)).toContain(id);

    const history = await app.services.audit.forEntity("place", id);
    expect(history.map((row) => row.action)).toEqual(["place.create", "place.update", "place.deactivate"]);
  });

  it("imports a 300-row network; the same file again changes nothing", async () => {
    const wards = (app.services.locations.listWards(CAN_THO) as Array<{ code: string }>).slice(0, 20).map((ward) => ward.code);
    const csv = toCsv(networkRows(300, wards));
    const first = await importCsv(csv);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ created: 300, updated: 0, unchanged: 0 });
    const snapshot = async () =>
      (await db().select().from(places).orderBy(places.id)).map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    const before = await snapshot();

    const again = await importCsv(csv);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ created: 0, updated: 0, unchanged: 300 });
    expect(await snapshot()).toEqual(before);

    // One changed row is one update.
    const changed = csv.replace("nhapthu5@example.com", "nhapthu5-moi@example.com");
    expect(await (await importCsv(changed)).json()).toEqual({ created: 0, updated: 1, unchanged: 299 });
    const canTho = (await (await app.fetch(`/api/places?province=${CAN_THO}&q=${encodeURIComponent("Nhập Thử 300")}`)).json()) as unknown[];
    expect(canTho).toHaveLength(1);
  });

  it("a file with 5 bad rows is refused whole, with each row's line and reason", async () => {
    const rows = networkRows(20, [NINH_KIEU, CAI_RANG]).map(([name, ...rest]) => [name!.replace("Nhập Thử", "Lô Lỗi"), ...rest]);
    // Data rows start on line 2 (line 1 is the header): row index + 2 is the line a spreadsheet shows.
    const set = (line: number, column: number, value: string) => {
      rows[line - 2]![column] = value;
    };
    set(3, 2, "99"); // unknown province
    set(6, 3, "00166"); // a Hà Nội ward in Cần Thơ
    set(9, 9, "48.85"); // Paris
    set(12, 5, "+33 1 23 45 67 89"); // not a Vietnamese phone
    set(15, 1, "warehouse"); // unknown kind
    const before = (await db().select().from(places)).length;
    const response = await importCsv(toCsv(rows));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; rows: Array<{ line: number; message: string }> };
    expect(body.message).toMatch(/5 dòng/);
    expect(body.rows.map((row) => row.line)).toEqual([3, 6, 9, 12, 15]);
    expect(body.rows[0]!.message).toMatch(/34 tỉnh/);
    expect(body.rows[1]!.message).toMatch(/không thuộc/);
    expect(body.rows[2]!.message).toMatch(/ngoài lãnh thổ/);
    expect(body.rows[3]!.message).toMatch(/số Việt Nam/);
    expect(body.rows[4]!.message).toMatch(/dealer/);
    expect((await db().select().from(places)).length).toBe(before);

    const badHeader = await importCsv("ten,loai\nA,dealer\n");
    expect(badHeader.status).toBe(400);
    expect(((await badHeader.json()) as { rows: Array<{ line: number }> }).rows[0]!.line).toBe(1);
  });

  it("a lead from a province reaches its nearest active place (ward first), with a queued e-mail to it", async () => {
    const trial = {
      name: "Võ Thị Mai",
      phone: "0907 111 222",
      address: "Số 5 Trần Hưng Đạo, phường Cái Răng, Cần Thơ",
      message: "Sáng thứ hai",
      businessStatus: "Đang kinh doanh",
      product: "LS-200",
      provinceCode: CAN_THO,
      wardCode: CAI_RANG,
      // The visitor agreed to sharing with a dealer (issue 45): without it no place gets the lead.
      consents: { dealerSharing: true },
    };
    const response = await app.fetch("/api/trial-requests", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(trial) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [lead] = await db().select().from(contactRequests).where(eq(contactRequests.id, id));
    const [place] = await db().select().from(places).where(eq(places.id, lead!.routedPlaceId!));
    expect(place).toMatchObject({ name: "Đại lý Cái Răng Quán Xanh", wardCode: CAI_RANG });
    const mails = await app.services.notifications.listFor(contactRequestReference(id));
    expect(mails.find((mail) => mail.kind === "lead-place-alert")).toMatchObject({ recipient: place!.email, status: "pending" });

    // Without codes the province and ward are read from the address.
    const byText = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Lý Văn Tư", phone: "0912 000 111", needType: "contact", product: "LS-200", address: "12 Quốc lộ 91, Thốt Nốt, TP Cần Thơ", consents: { dealerSharing: true } }),
    });
    const second = (await byText.json()) as { id: number };
    const [routed] = await db().select().from(contactRequests).where(eq(contactRequests.id, second.id));
    expect(routed).toMatchObject({ provinceCode: CAN_THO, wardCode: "31207" });
    const [nearest] = await db().select().from(places).where(eq(places.id, routed!.routedPlaceId!));
    expect(nearest!.name).toBe("Đại lý Thốt Nốt Phú Lộc");

    // A province without places: no routing, the shop's alert only.
    const far = await app.fetch("/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Hà Văn Sơn", phone: "0912 000 222", needType: "contact", product: "LS-200", address: "Bản Mường, Lai Châu", consents: { dealerSharing: true } }),
    });
    const [unrouted] = await db().select().from(contactRequests).where(eq(contactRequests.id, ((await far.json()) as { id: number }).id));
    expect(unrouted).toMatchObject({ provinceCode: "12", routedPlaceId: null });
  });

  it("staff re-route a lead (audited, the new place is mailed); the owner can turn routing off", async () => {
    const submit = async (name: string) => {
      const response = await app.fetch("/api/trial-requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, phone: "0907 333 444", address: "Số 9 Hòa Bình, Ninh Kiều, Cần Thơ", product: "LS-200", consents: { dealerSharing: true } }),
      });
      return ((await response.json()) as { id: number }).id;
    };
    const id = await submit("Đặng Văn Hải");
    const [target] = await db().select().from(places).where(eq(places.name, "Trung tâm Bảo hành Cái Khế"));
    const moved = await sales("PUT", `/api/admin/contact-requests/${id}/place`, { placeId: target!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.place).toMatchObject({ id: target!.id, name: "Trung tâm Bảo hành Cái Khế" });
    const [lead] = await db().select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(lead!.routedPlaceId).toBe(target!.id);
    const mails = await app.services.notifications.listFor(contactRequestReference(id));
    expect(mails.filter((mail) => mail.kind === "lead-place-alert").map((mail) => mail.recipient)).toContain(target!.email);
    expect((await app.services.audit.forEntity("lead", id)).map((row) => row.action)).toEqual(["lead.route"]);
    expect((await sales("PUT", `/api/admin/contact-requests/${id}/place`, { placeId: 999_999 })).status).toBe(404);

    const settings = (await owner("GET", "/api/admin/settings")).body;
    expect(settings.leadRouting).toBe(true);
    expect((await owner("PUT", "/api/admin/settings", { ...settings, leadRouting: false })).status).toBe(200);
    const [unrouted] = await db().select().from(contactRequests).where(eq(contactRequests.id, await submit("Đặng Thị Hạnh")));
    expect(unrouted!.routedPlaceId).toBeNull();
    expect((await owner("PUT", "/api/admin/settings", { ...settings, leadRouting: true })).status).toBe(200);
  });

  it("the regional offices follow the store settings (one source for the footer and the finder)", async () => {
    const settings = (await owner("GET", "/api/admin/settings")).body;
    const offices = DEFAULT_CONTACT_SETTINGS.offices.map((office) =>
      office.region === "south" ? { ...office, label: "Văn phòng miền Nam (mới)", streetAddress: "Số 7 Nguyễn Huệ, phường Sài Gòn", phone: "0283 999 8888" } : office,
    );
    expect((await owner("PUT", "/api/admin/settings", { ...settings, offices })).status).toBe(200);
    const [south] = await db().select().from(places).where(eq(places.officeRegion, "south"));
    expect(south).toMatchObject({ name: "Văn phòng miền Nam (mới)", address: "Số 7 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh", phone: "0283 999 8888", provinceCode: "79" });
    // Its name and address are the settings': an edit here keeps them, and changes what is edited here.
    const edited = await sales("PUT", `/api/admin/places/${south!.id}`, {
      ...validPlace,
      name: "Tên khác",
      provinceCode: "79",
      wardCode: "26740",
      latitude: 10.776,
      longitude: 106.701,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Văn phòng miền Nam (mới)", kind: "head_office", wardCode: "26740", latitude: 10.776 });
  });
});
