import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, useTestApp, visitor } from "./harness";

/** Province and ward picker (issue 17, docs/decisions/0017): the lists, and the server's check of an order's place. */
describe.each(drivers)("locations and order places on %s", (driver) => {
  const app = useTestApp(driver);

  async function orderWith(address: Record<string, unknown>) {
    const buyer = visitor(app);
    await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } });
    return buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address, total: "18920000" } });
  }
  async function storedOrder(id: number) {
    const [row] = await app.services.database.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  it("lists the 34 provinces and a province's wards, cacheable for a day", async () => {
    const provinces = await visitor(app).call("/api/locations/provinces");
    expect(provinces.status).toBe(200);
    expect(provinces.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(provinces.body).toHaveLength(34);
    expect(provinces.body).toContainEqual({ code: "79", name: "Thành phố Hồ Chí Minh" });

    const wards = await visitor(app).call("/api/locations/provinces/79/wards");
    expect(wards.status).toBe(200);
    expect(wards.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(wards.body.length).toBeGreaterThan(100);
    expect(wards.body).toContainEqual(expect.objectContaining({ code: "26824", name: "Phường Thủ Đức" }));
    // The old-style address leads to its new ward.
    const anHoiTay = wards.body.find((ward: { name: string }) => ward.name === "Phường An Hội Tây");
    expect(anHoiTay.formerNames).toContain("Phường 12, Quận Gò Vấp");

    const unknown = await visitor(app).call("/api/locations/provinces/999/wards");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Tỉnh/thành phố không tồn tại");
  });

  it("stores the province and ward codes and names, the phone normalised", async () => {
    const placed = await orderWith({ ...BUYER_ADDRESS, phone: "+84 912.345.678" });
    expect(placed.status).toBe(201);
    const row = await storedOrder(placed.body.id);
    expect(row).toMatchObject({ provinceCode: "01", provinceName: "Thành phố Hà Nội", wardCode: "00070", wardName: "Phường Hoàn Kiếm" });
    expect(row.address).toMatchObject({ phone: "0912345678", city: "Thành phố Hà Nội", state: "Phường Hoàn Kiếm", provinceCode: "01", wardCode: "00070" });
  });

  it("refuses a ward that is not in the province (400)", async () => {
    const response = await orderWith({ ...BUYER_ADDRESS, provinceCode: "79", wardCode: "00070" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ "address.wardCode": ["Phường/xã không thuộc tỉnh/thành phố đã chọn"] });
  });

  it.each([
    ["an unknown province", { provinceCode: "00" }, "address.provinceCode", "Tỉnh/thành phố không tồn tại"],
    ["an unknown ward", { wardCode: "99999" }, "address.wardCode", "Phường/xã không tồn tại"],
    ["a missing province", { provinceCode: undefined }, "address.provinceCode", "Vui lòng chọn tỉnh/thành phố"],
    ["a missing ward", { wardCode: undefined }, "address.wardCode", "Vui lòng chọn phường/xã"],
    ["an empty ward", { wardCode: "" }, "address.wardCode", "Vui lòng chọn phường/xã"],
    ["no place at all", { provinceCode: undefined, wardCode: undefined, city: undefined, state: undefined }, "address.city", "Vui lòng chọn tỉnh/thành phố"],
  ])("refuses %s (400 with a Vietnamese field message)", async (_case, change, field, message) => {
    const response = await orderWith({ ...BUYER_ADDRESS, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it("still takes an order with only the spec's city, state and zip (older API clients)", async () => {
    const { provinceCode: _p, wardCode: _w, ...spec } = BUYER_ADDRESS;
    const placed = await orderWith({ ...spec, city: "Hà Nội", state: "Hoàn Kiếm", zip: "100000" });
    expect(placed.status).toBe(201);
    const row = await storedOrder(placed.body.id);
    expect(row).toMatchObject({ provinceCode: "01", wardCode: "00070", wardName: "Phường Hoàn Kiếm" });
    expect(row.address).toMatchObject({ city: "Thành phố Hà Nội", state: "Phường Hoàn Kiếm", zip: "100000" });

    // An old-style ward name is read as the new ward it became; zip may be left out.
    const oldStyle = await orderWith({ ...spec, city: "TP. Hồ Chí Minh", state: "phuong 12, quan go vap" });
    expect(oldStyle.status).toBe(201);
    expect(await storedOrder(oldStyle.body.id)).toMatchObject({ provinceCode: "79", wardName: "Phường An Hội Tây" });

    const elsewhere = await orderWith({ ...spec, city: "Hà Nội", state: "Phường Thủ Đức" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ "address.state": ["Phường/xã không thuộc tỉnh/thành phố đã chọn"] });
    const nowhere = await orderWith({ ...spec, city: "Gotham", state: "Hoàn Kiếm" });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ "address.city": ["Tỉnh/thành phố không tồn tại"] });
  });

  it("keeps the old ward name the buyer picked, for the order page and the e-mails (issue 37)", async () => {
    // "Bến Nghé" became part of Phường Sài Gòn in 2025; the checkout sends the name the buyer found it by.
    const placed = await orderWith({
      ...BUYER_ADDRESS,
      provinceCode: "79",
      wardCode: "26740",
      city: "Thành phố Hồ Chí Minh",
      state: "Phường Sài Gòn",
      formerWard: "phuong ben nghe, quan 1",
    });
    expect(placed.status).toBe(201);
    const row = await storedOrder(placed.body.id);
    // Stored in the data's own spelling.
    expect(row.address).toMatchObject({ state: "Phường Sài Gòn", formerWard: "Phường Bến Nghé, Quận 1" });
    const confirmation = (await app.services.notifications.listForOrder(placed.body.id)).find((mail) => mail.kind === "order-confirmation");
    expect(confirmation?.textBody).toContain("12 Lý Thường Kiệt, Phường Sài Gòn (trước đây: Phường Bến Nghé, Quận 1), Thành phố Hồ Chí Minh");
    expect(confirmation?.htmlBody).toContain("Phường Sài Gòn (trước đây: Phường Bến Nghé, Quận 1)");

    // A name that is not one of the ward's former names is not printed on the order.
    const wrong = await orderWith({ ...BUYER_ADDRESS, formerWard: "Phường Bến Nghé, Quận 1" });
    expect(wrong.status).toBe(201);
    expect((await storedOrder(wrong.body.id)).address).not.toHaveProperty("formerWard");

    // An older client that names the ward by its old name gets the same.
    const { provinceCode: _p, wardCode: _w, ...spec } = BUYER_ADDRESS;
    const oldStyle = await orderWith({ ...spec, city: "Hồ Chí Minh", state: "Phường Bến Nghé, Quận 1" });
    expect(oldStyle.status).toBe(201);
    expect((await storedOrder(oldStyle.body.id)).address).toMatchObject({ state: "Phường Sài Gòn", formerWard: "Phường Bến Nghé, Quận 1" });
  });

  it("takes Vietnamese mobile numbers only", async () => {
    for (const phone of ["0281234567", "0212345678", "091234567", "09123456789", "hello"]) {
      const response = await orderWith({ ...BUYER_ADDRESS, phone });
      expect(response.status, phone).toBe(400);
      expect(response.body.errors, phone).toEqual({ "address.phone": ["Số điện thoại không hợp lệ, ví dụ: 0912 345 678"] });
    }
  });
});
