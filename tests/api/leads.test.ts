import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactRequests, rateLimits } from "../../server/db/schema";
import { drivers, useTestApp } from "./harness";

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const validContact = {
  fullName: "Nguyễn Thị Hoa",
  phone: "0912 345 678",
  needType: "contact",
  product: "Chưa xác định",
  message: "Tư vấn giúp tôi máy pha trà",
};

const validTrial = {
  name: "Trần Văn Bình",
  phone: "+84 987 654 321",
  address: "12 Lê Lợi, Quận 1, TP. Hồ Chí Minh",
  message: "Sáng thứ bảy",
  businessStatus: "Sắp kinh doanh",
  product: "LS-200",
};

describe.each(drivers)("leads API on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;

  beforeAll(async () => {
    admin = await app.adminCookie();
  });
  beforeEach(async () => {
    // Every request of the suite comes from 127.0.0.1; start each test with an empty rate-limit window.
    await app.services.database.db.delete(rateLimits);
  });

  const list = async (query = "") => {
    const response = await app.fetch(`/api/contact-requests${query}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  };
  const storedCount = async () => (await app.services.database.db.select().from(contactRequests)).length;

  it("stores a consultation request, answers 201 with its id, and lists it for the admin", async () => {
    const response = await app.fetch("/api/contact-requests", json(validContact));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const [row] = (await list()).filter((lead) => lead.id === id);
    expect(row).toMatchObject({
      id,
      fullName: "Nguyễn Thị Hoa",
      phone: "0912345678",
      needType: "contact",
      product: "Chưa xác định",
      message: "Tư vấn giúp tôi máy pha trà",
      businessStatus: null,
      address: null,
      source: "contact",
      status: "new",
    });
    expect(new Date(row!.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores a trial registration with empty optional fields as null", async () => {
    const response = await app.fetch(
      "/api/contact-requests",
      json({ fullName: "Lê Minh", phone: "0281234567", needType: "atCenter", product: "LT-300", businessStatus: null, address: "", message: "   ", source: "trial" }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = (await list()).filter((lead) => lead.id === id);
    expect(row).toMatchObject({ needType: "atCenter", product: "LT-300", businessStatus: null, address: null, message: null, source: "trial" });
  });

  it("stores an LS-200 on-site trial request as an on-site contact request shown in the desk", async () => {
    const response = await app.fetch("/api/trial-requests", json(validTrial));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = (await list()).filter((lead) => lead.id === id);
    expect(row).toMatchObject({
      fullName: "Trần Văn Bình",
      phone: "0987654321",
      address: "12 Lê Lợi, Quận 1, TP. Hồ Chí Minh",
      message: "Sáng thứ bảy",
      businessStatus: "planning",
      product: "LS-200",
      needType: "atStore",
      source: "onsite-trial",
      status: "new",
    });
  });

  it.each(["fullName", "phone", "needType", "product"])("rejects a contact request without %s with a field error", async (field) => {
    const before = await storedCount();
    const body: Record<string, unknown> = { ...validContact };
    delete body[field];
    const response = await app.fetch("/api/contact-requests", json(body));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)).toEqual([field]);
    expect(answer.errors[field]![0]).toMatch(/^Vui lòng (nhập|chọn) /);
    expect(await storedCount()).toBe(before);
  });

  it.each(["name", "phone", "address"])("rejects a trial request without %s with a field error", async (field) => {
    const body: Record<string, unknown> = { ...validTrial };
    body[field] = field === "address" ? "   " : undefined;
    const response = await app.fetch("/api/trial-requests", json(body));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)).toEqual([field]);
  });

  it("rejects unknown enumerations and over-long text", async () => {
    const response = await app.fetch(
      "/api/contact-requests",
      json({ ...validContact, needType: "atHome", businessStatus: "rich", fullName: "x".repeat(101), message: "m".repeat(2001) }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["businessStatus", "fullName", "message", "needType"]);
    expect(errors.fullName![0]).toBe("Họ và tên tối đa 100 ký tự");

    const trial = await app.fetch("/api/trial-requests", json({ ...validTrial, product: "LX-999" }));
    expect(trial.status).toBe(400);
  });

  it.each([
    ["0912 345 678", "0912345678"],
    ["+84 912 345 678", "0912345678"],
    ["0912.345.678", "0912345678"],
    ["84912345678", "0912345678"],
    ["(028) 3823 4567", "02838234567"],
  ])("accepts the phone %s and stores %s", async (typed, stored) => {
    const response = await app.fetch("/api/contact-requests", json({ ...validContact, phone: typed }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await list()).find((lead) => lead.id === id)?.phone).toBe(stored);
  });

  it.each(["abc", "123", "0912 345 67a", "+1 212 555 0100", "0000000000"])("rejects the phone %s with a Vietnamese message", async (phone) => {
    const response = await app.fetch("/api/contact-requests", json({ ...validContact, phone }));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors.phone).toEqual(["Số điện thoại không hợp lệ, ví dụ: 0912 345 678"]);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await storedCount();
    for (const [path, body] of [
      ["/api/contact-requests", { ...validContact, website: "http://spam.example" }],
      ["/api/trial-requests", { ...validTrial, website: "x" }],
      ["/api/contact-requests", { website: "bots do not fill the rest" }],
    ] as const) {
      const response = await app.fetch(path, json(body));
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ id: expect.any(Number) });
    }
    expect(await storedCount()).toBe(before);
  });

  it("limits stored requests to 5 per client in 10 minutes: the 6th gets 429 with a Vietnamese message", async () => {
    const before = await storedCount();
    for (let index = 0; index < 5; index += 1) {
      const path = index % 2 ? "/api/trial-requests" : "/api/contact-requests";
      const response = await app.fetch(path, json(index % 2 ? validTrial : validContact));
      expect(response.status, `request ${index + 1}`).toBe(201);
    }
    // Invalid submissions are answered 400 and do not use up the allowance.
    expect((await app.fetch("/api/contact-requests", json({ ...validContact, phone: "abc" }))).status).toBe(400);
    const sixth = await app.fetch("/api/contact-requests", json(validContact));
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toMatch(/quá nhiều yêu cầu/);
    // When the window frees up, in the body for the page and in the standard header.
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(sixth.headers.get("retry-after")).toBe(String(body.retryAfterSeconds));
    expect((await app.fetch("/api/trial-requests", json(validTrial))).status).toBe(429);
    expect(await storedCount()).toBe(before + 5);
  });

  it("stores an XSS payload verbatim (it is escaped where rendered)", async () => {
    const payload = `<script>window.__xss = 1</script><img src=x onerror="alert(1)"> & "quotes" 'single'`;
    const response = await app.fetch("/api/contact-requests", json({ ...validContact, fullName: "<b>Khách</b>", message: payload }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = (await list()).find((lead) => lead.id === id);
    expect(row?.message).toBe(payload);
    expect(row?.fullName).toBe("<b>Khách</b>");
  });

  it("keeps the admin list and status changes behind an admin session", async () => {
    expect((await app.fetch("/api/contact-requests")).status).toBe(401);
    expect((await app.fetch("/api/contact-requests/export.csv")).status).toBe(401);
    const put = await app.fetch("/api/contact-requests/1/status", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "contacted" }) });
    expect(put.status).toBe(401);
  });

  it("sets any status from any status, maintains updatedAt, rejects unknown statuses and ids", async () => {
    const { id } = (await (await app.fetch("/api/contact-requests", json(validContact))).json()) as { id: number };
    const put = (status: unknown, target: number | string = id) =>
      app.fetch(`/api/contact-requests/${target}/status`, {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: admin },
        body: JSON.stringify({ status }),
      });
    const original = (await list()).find((lead) => lead.id === id)!;
    for (const status of ["completed", "new", "canceled", "scheduled", "contacted"]) {
      const response = await put(status);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, status });
    }
    const updated = (await list()).find((lead) => lead.id === id)!;
    expect(updated.status).toBe("contacted");
    expect(new Date(updated.updatedAt as string).getTime()).toBeGreaterThan(new Date(original.updatedAt as string).getTime());

    const bad = await put("done");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.status).toBeDefined();
    expect((await put(undefined)).status).toBe(400);
    expect((await put("new", 999_999)).status).toBe(404);
    expect((await put("new", "abc")).status).toBe(400);
    expect((await list()).find((lead) => lead.id === id)!.status).toBe("contacted");
  });

  it("filters by status, searches by name or phone, newest first, paginated with a total", async () => {
    const names = ["Phạm Thu Trang", "Đỗ Quang Huy", "Vũ Ngọc Ánh"];
    const ids: number[] = [];
    for (const [index, fullName] of names.entries()) {
      const response = await app.fetch("/api/contact-requests", json({ ...validContact, fullName, phone: `0933 000 00${index}` }));
      ids.push(((await response.json()) as { id: number }).id);
    }
    await app.fetch(`/api/contact-requests/${ids[1]}/status`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ status: "scheduled" }),
    });

    const all = await list();
    const times = all.map((lead) => new Date(lead.createdAt as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]!.id).toBe(ids[2]);

    expect((await list("?status=scheduled")).map((lead) => lead.id)).toContain(ids[1]);
    expect((await list("?status=scheduled")).every((lead) => lead.status === "scheduled")).toBe(true);
    expect((await list(`?q=${encodeURIComponent("quang huy")}`)).map((lead) => lead.id)).toEqual([ids[1]]);
    // Typed without diacritics (đ as d), or in capitals: the same lead.
    expect((await list(`?q=${encodeURIComponent("do quang huy")}`)).map((lead) => lead.id)).toEqual([ids[1]]);
    expect((await list(`?q=${encodeURIComponent("VŨ NGỌC ÁNH")}`)).map((lead) => lead.id)).toEqual([ids[2]]);
    expect((await list(`?q=${encodeURIComponent("0933 000 002")}`)).map((lead) => lead.id)).toEqual([ids[2]]);
    expect((await list(`?q=${encodeURIComponent("+84933000000")}`)).map((lead) => lead.id)).toEqual([ids[0]]);
    expect(await list(`?q=${encodeURIComponent("%")}`)).toEqual([]);

    const page = await app.fetch("/api/contact-requests?pageSize=2&page=2", { headers: { cookie: admin } });
    expect(Number(page.headers.get("x-total-count"))).toBe(all.length);
    expect(((await page.json()) as Array<{ id: number }>).map((lead) => lead.id)).toEqual(all.slice(2, 4).map((lead) => lead.id));
    expect((await app.fetch("/api/contact-requests?status=bogus", { headers: { cookie: admin } })).status).toBe(400);
  });

  it("exports the filtered list as UTF-8 CSV with a BOM, Vietnamese intact and formulas defused", async () => {
    await app.fetch("/api/contact-requests", json({ ...validContact, fullName: "Hoàng Thị Ngọc Điệp", message: '=HYPERLINK("http://evil")' }));
    const response = await app.fetch("/api/contact-requests/export.csv", { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="yeu-cau-lien-he-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Mã","Thời gian","Họ và tên","Số điện thoại","Sản phẩm","Hình thức","Tình trạng kinh doanh","Địa chỉ","Lời nhắn","Nguồn","Trạng thái"');
    const row = lines.find((line) => line.includes("Hoàng Thị Ngọc Điệp"));
    expect(row).toContain(`"0912345678","Chưa xác định","Liên hệ tư vấn"`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toMatch(/"Mới"$/);
    expect(lines.length - 1).toBe((await list("?pageSize=500")).length);

    const filtered = await app.fetch("/api/contact-requests/export.csv?status=canceled", { headers: { cookie: admin } });
    const filteredLines = (await filtered.text()).trimEnd().split("\r\n");
    expect(filteredLines.slice(1).every((line) => line.endsWith('"Đã hủy"'))).toBe(true);
  });

  it("never answers success when the database is unavailable", async () => {
    const before = await storedCount();
    const db = app.services.database.db;
    const failing = vi.spyOn(db, "insert").mockImplementation(() => {
      throw new Error("connection terminated unexpectedly");
    });
    try {
      const contact = await app.fetch("/api/contact-requests", json(validContact));
      expect(contact.status).toBe(500);
      expect(await contact.json()).toEqual({ message: expect.stringMatching(/lỗi máy chủ/) });
      expect((await app.fetch("/api/trial-requests", json(validTrial))).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await storedCount()).toBe(before);
    expect((await app.fetch("/api/contact-requests", json(validContact))).status).toBe(201);
  });
  it("offers the catalogue's machines in the trial forms: a fifth machine the owner adds can be chosen, an unknown one is refused", async () => {
    expect(await app.services.catalog.listModels()).toEqual(["LT-150", "LT-300", "LS-200", "LS-250"]);
    await app.services.catalogAdmin.createProduct(
      { name: "Máy pha cà phê tự động LS-300", description: "", price: 29_000_000, image: "/images/products/ls-250.svg", categoryId: 2 },
      { id: 1, username: "admin" },
    );
    expect(await app.services.catalog.listModels()).toContain("LS-300");
    expect((await app.fetch("/api/trial-requests", json({ ...validTrial, product: "LS-300" }))).status).toBe(201);
    const dialog = { ...validContact, needType: "atStore", source: "trial" };
    expect((await app.fetch("/api/contact-requests", json({ ...dialog, product: "LS-300" }))).status).toBe(201);
    const refused = await app.fetch("/api/contact-requests", json({ ...dialog, product: "LT-100" }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({ product: ["Vui lòng chọn một máy đang bán"] });
    // The consultation dialog still sends the page's product name, whatever it is.
    expect((await app.fetch("/api/contact-requests", json({ ...validContact, product: "Máy pha cà phê tự động LS-300" }))).status).toBe(201);
  });
});
