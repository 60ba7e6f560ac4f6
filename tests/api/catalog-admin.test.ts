import { beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { DEFAULT_SPEC_ROWS, type ContentBlock } from "#common/product-content";
import type { AdminProductView, ProductInput } from "#common/schemas/catalog-admin";
import { BUYER_ADDRESS } from "../support/buyer";
import { adminCaller, drivers, getJson, useTestApp, visitor, type TestApp } from "./harness";

const LT500: Partial<ProductInput> & Record<string, unknown> = {
  name: "Máy pha trà LT-500",
  description: "Máy pha trà tự động công suất lớn cho chuỗi trà sữa.",
  price: 52_000_000,
  discountPrice: 49_900_000,
  image: "/uploads/lt-500.webp",
  categoryId: 1,
  tag: "Mới",
  inStock: true,
  stockQuantity: null,
  featured: false,
  newArrival: true,
  displayOrder: 10,
};

/** A product without the owner's English (docs/decisions/0060). */
const NO_ENGLISH = { name: null, description: null };

/** A buyer who puts one product in the cart and orders it at the server's price. */
async function buy(app: TestApp, productId: number, unitPrice: number, quantity = 1) {
  const buyer = visitor(app);
  const added = await buyer.call("/api/cart", { method: "POST", body: { productId, quantity } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { total } = computeTotals([{ unitPrice, quantity }]);
  return { buyer, order: () => buyer.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total) } }) };
}

describe.each(drivers)("the owner's catalogue on %s", (driver) => {
  const app = useTestApp(driver);
  let cookie = "";
  const owner = adminCaller(app, () => cookie);
  beforeAll(async () => {
    cookie = await app.adminCookie();
  });

  it("answers 401 without an administrator session on every catalogue endpoint", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products"],
      ["GET", "/api/admin/products/1"],
      ["PUT", "/api/admin/products/1"],
      ["DELETE", "/api/admin/products/1"],
      ["GET", "/api/admin/categories"],
      ["POST", "/api/admin/categories"],
      ["PUT", "/api/admin/categories/1"],
      ["DELETE", "/api/admin/categories/1"],
    ];
    for (const [method, path] of calls) {
      const response = await app.fetch(path, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("creates a product that the shop then lists, finds and shows, in whole dong", async () => {
    const created = await owner("POST", "/api/admin/products", LT500);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as AdminProductView;
    expect(product).toMatchObject({ name: "Máy pha trà LT-500", price: 52_000_000, discountPrice: 49_900_000, archived: false, orderCount: 0 });

    const listed = (await getJson(app, "/api/products")).body as { id: number }[];
    expect(listed.map((item) => item.id)).toContain(product.id);
    expect((await getJson(app, "/api/products/search?q=lt500")).body).toEqual([
      { id: product.id, name: "Máy pha trà LT-500", image: "/uploads/lt-500.webp", price: "52000000" },
    ]);
    const searched = (await getJson(app, "/api/products/search?q=may pha tra")).body as { id: number }[];
    expect(searched.map((item) => item.id)).toContain(product.id);
    expect((await getJson(app, `/api/products/${product.id}`)).body).toMatchObject({ price: 52_000_000, inStock: true, categoryName: expect.any(String) });

    // The header menu comes from the catalogue: the seeded machines under the spec's labels, then the new one.
    expect(await app.services.catalog.listMenu()).toEqual([
      { id: 1, label: "Máy pha trà LT-150" },
      { id: 2, label: "Máy pha trà LT-300" },
      { id: 3, label: "Máy pha cà phê LS-200" },
      { id: 4, label: "Máy pha cà phê LS-250" },
      { id: product.id, label: "Máy pha trà LT-500" },
    ]);

    const changed = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, price: 50_000_000, discountPrice: null, menuLabel: "LT-500" });
    expect(changed.status).toBe(200);
    expect((await getJson(app, `/api/products/${product.id}`)).body).toMatchObject({ price: 50_000_000, discountPrice: null });
    expect(await app.services.catalog.listMenu()).toContainEqual({ id: product.id, label: "LT-500" });
  });

  it("answers bad input with 400 and a Vietnamese message per field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...LT500, name: "  " }, "name"],
      [{ ...LT500, price: -1 }, "price"],
      [{ ...LT500, price: 1.5 }, "price"],
      [{ ...LT500, price: 9_000_000_000 }, "price"],
      [{ ...LT500, price: "52000000" }, "price"],
      [{ ...LT500, discountPrice: 60_000_000 }, "discountPrice"],
      [{ ...LT500, categoryId: 999 }, "categoryId"],
      [{ ...LT500, stockQuantity: -2 }, "stockQuantity"],
      [{ ...LT500, image: "javascript:alert(1)" }, "image"],
      [{ ...LT500, name: "a\u0000b" }, "name"],
    ];
    for (const [body, field] of cases) {
      const response = await owner("POST", "/api/admin/products", body);
      expect(response.status, field).toBe(400);
      expect(response.body.errors?.[field], `${field}: ${JSON.stringify(response.body)}`).toEqual([expect.stringMatching(/\p{L}/u)]);
    }
    expect((await owner("PUT", "/api/admin/products/99999", LT500)).status).toBe(404);
  });

  it("keeps the seeded machines' page content: blocks and tables for the page, none of it in the public API", async () => {
    const admin = (await owner("GET", "/api/admin/products/2")).body as AdminProductView;
    expect(admin.blocks.map((block) => block.type)).toEqual(["banner", "trial", "features", "video", "playlist"]);
    expect(admin.specs).toContainEqual({ label: "Công suất", value: "3000 W" });
    expect(((await owner("GET", "/api/admin/products/1")).body as AdminProductView).specs).toEqual(DEFAULT_SPEC_ROWS);
    const content = await app.services.catalog.getProductContent(3);
    expect(content.blocks[0]).toMatchObject({ type: "priceBanner", trialProduct: "LS-200" });
    expect(content.specs).toEqual(DEFAULT_SPEC_ROWS);
    const publicProduct = (await getJson(app, "/api/products/2")).body as Record<string, unknown>;
    expect(publicProduct).not.toHaveProperty("blocks");
    expect(publicProduct).not.toHaveProperty("specs");
    expect(publicProduct).not.toHaveProperty("contentBlocks");
  });

  it("stores a product's content blocks and spec rows, normalised, and the product page reads them at once", async () => {
    const blocks = [
      { type: "banner", eyebrow: "LT-600", title: "  LT-600 cho chuỗi lớn ", text: "", tone: "tea" },
      { type: "features", heading: "Vì sao chọn LT-600", features: [{ icon: "memory", title: "Nhớ 20 công thức", text: "Lưu 20 công thức.", image: "" }] },
      { type: "playlist", anchor: "", title: "Video", videos: [{ youtubeId: "https://youtu.be/Xk3pQ7vT2mA", title: "Demo" }] },
      { type: "trial", variant: "onsite", product: "LT-300", title: "Dùng thử tại quán" },
    ];
    const specs = [{ label: "Công suất", value: "3500 W" }];
    const created = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-600", blocks, specs });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as AdminProductView;
    const stored: ContentBlock[] = [
      { type: "banner", eyebrow: "LT-600", title: "LT-600 cho chuỗi lớn", text: "", tone: "tea" },
      { type: "features", heading: "Vì sao chọn LT-600", features: [{ icon: "memory", title: "Nhớ 20 công thức", text: "Lưu 20 công thức.", image: null }] },
      { type: "playlist", anchor: null, title: "Video", videos: [{ youtubeId: "Xk3pQ7vT2mA", title: "Demo", thumbnail: null }] },
      { type: "trial", variant: "onsite", product: "LT-300", title: "Dùng thử tại quán" },
    ];
    expect(product.blocks).toEqual(stored);
    expect(product.specs).toEqual(specs);
    expect((await owner("GET", `/api/admin/products/${product.id}`)).body).toMatchObject({ blocks: stored, specs });
    expect(await app.services.catalog.getProductContent(product.id)).toEqual({ blocks: stored, specs, gallery: [], english: NO_ENGLISH });

    // Editing the basics alone leaves the page as it was; sending blocks replaces them.
    const basics = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-600", price: 60_000_000, discountPrice: null });
    expect(basics.body).toMatchObject({ price: 60_000_000, blocks: stored, specs });
    const replaced = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-600", discountPrice: null, blocks: [stored[3]], specs: [...DEFAULT_SPEC_ROWS] });
    expect(replaced.status).toBe(200);
    expect(await app.services.catalog.getProductContent(product.id)).toEqual({ blocks: [stored[3]], specs: DEFAULT_SPEC_ROWS, gallery: [], english: NO_ENGLISH });
    const cleared = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-600", discountPrice: null, blocks: [] });
    expect(cleared.body).toMatchObject({ blocks: [], specs: DEFAULT_SPEC_ROWS });

    // A new product without content: no sections, the default table written out for the owner to edit.
    const plain = (await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-700" })).body as AdminProductView;
    expect(plain).toMatchObject({ blocks: [], specs: DEFAULT_SPEC_ROWS });
  });

  it("keeps the owner's optional English name and description: trimmed, unchanged when not sent, cleared when empty, too long refused", async () => {
    const created = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-800", nameEn: "  LT-800 automatic tea machine ", descriptionEn: "A tea machine for chains." });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as AdminProductView;
    expect(product).toMatchObject({ nameEn: "LT-800 automatic tea machine", descriptionEn: "A tea machine for chains." });
    expect((await app.services.catalog.getProductContent(product.id)).english).toEqual({ name: "LT-800 automatic tea machine", description: "A tea machine for chains." });
    // Not in the public product: lists, cards and the API carry the Vietnamese only.
    expect(JSON.stringify((await getJson(app, `/api/products/${product.id}`)).body)).not.toContain("LT-800 automatic");

    // A client that edits the basics alone leaves the English as it was.
    const basics = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-800", price: 61_000_000, discountPrice: null });
    expect(basics.body).toMatchObject({ price: 61_000_000, nameEn: "LT-800 automatic tea machine" });
    const cleared = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-800", discountPrice: null, nameEn: "", descriptionEn: "  " });
    expect(cleared.body).toMatchObject({ nameEn: null, descriptionEn: null });
    expect((await app.services.catalog.getProductContent(product.id)).english).toEqual(NO_ENGLISH);

    const tooLong = await owner("PUT", `/api/admin/products/${product.id}`, { ...LT500, name: "Máy pha trà LT-800", discountPrice: null, nameEn: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { nameEn: ["Tên tiếng Anh tối đa 200 ký tự"] } });
  });

  it("answers a bad content block or spec row with 400 and the Vietnamese message at its path", async () => {
    const feature = { icon: "touch", title: "Một chạm", text: "Nhấn là xong." };
    const cases: [unknown[] | undefined, unknown[] | undefined, string, string][] = [
      [[{ type: "marquee" }], undefined, "blocks.0.type", "Loại khối nội dung không hợp lệ"],
      [[{ type: "banner", eyebrow: "", title: "", text: "", tone: "tea" }], undefined, "blocks.0.title", "Vui lòng nhập tiêu đề"],
      [[{ type: "banner", eyebrow: "", title: "A", text: "", tone: "neon" }], undefined, "blocks.0.tone", "Chọn màu banner"],
      [[{ type: "priceBanner", eyebrow: "", text: "", buttonLabel: " ", trialProduct: "LS-200" }], undefined, "blocks.0.buttonLabel", "Vui lòng nhập chữ trên nút"],
      [[{ type: "features", heading: "H", features: [{ ...feature, icon: "rocket" }] }], undefined, "blocks.0.features.0.icon", "Chọn biểu tượng trong danh sách"],
      [[{ type: "features", heading: "H", features: [] }], undefined, "blocks.0.features", "Cần ít nhất một tính năng"],
      [[{ type: "features", heading: "H", features: [{ ...feature, image: "javascript:alert(1)" }] }], undefined, "blocks.0.features.0.image", "Ảnh tính năng phải là ảnh đã tải lên hoặc đường dẫn https://"],
      [[{ type: "video", title: "V", video: { youtubeId: "not a video", title: "V" } }], undefined, "blocks.0.video.youtubeId", "Mã video YouTube gồm 11 ký tự (chữ, số, - hoặc _) hoặc là đường dẫn YouTube"],
      [[{ type: "playlist", title: "P", videos: [] }], undefined, "blocks.0.videos", "Cần ít nhất một video"],
      [[{ type: "shortVideos", title: "", videos: [{ youtubeId: "Sh1aB4cD7eF", title: "S" }] }], undefined, "blocks.0.title", "Vui lòng nhập tiêu đề"],
      [[{ type: "customers", title: "C", photos: [{ image: "/images/a.png", caption: "" }] }], undefined, "blocks.0.photos.0.caption", "Vui lòng nhập chú thích"],
      [[{ type: "trial", variant: "contact", product: "XX-9", title: "T" }], undefined, "blocks.0.product", "Chọn máy cho form dùng thử"],
      [[{ type: "trial", variant: "visit", product: "LT-150", title: "T" }], undefined, "blocks.0.variant", "Chọn kiểu đăng ký dùng thử"],
      [undefined, [{ label: "Công suất", value: "" }], "specs.0.value", "Vui lòng nhập giá trị thông số"],
      [undefined, [], "specs", "Cần ít nhất một dòng thông số"],
    ];
    for (const [blocks, specs, path, message] of cases) {
      for (const [method, url] of [["POST", "/api/admin/products"], ["PUT", "/api/admin/products/1"]] as const) {
        const response = await owner(method, url, { ...LT500, name: "Máy pha trà LT-800", blocks, specs });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body.errors?.[path], `${path}: ${JSON.stringify(response.body)}`).toContain(message);
      }
    }
    expect((await owner("POST", "/api/admin/products", { ...LT500, blocks: "banner" })).body.errors?.blocks).toEqual(["Danh sách khối nội dung không hợp lệ"]);
    // Product 1 kept its page: none of the refused bodies reached it.
    expect(((await owner("GET", "/api/admin/products/1")).body as AdminProductView).blocks[0]).toMatchObject({ type: "customers" });
  });

  it("sells the last machine once: of two buyers racing for it, one gets the order and the other a 409", async () => {
    const { body: product } = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-500 Pro", discountPrice: null, stockQuantity: 1 });
    const first = await buy(app, product.id, LT500.price!);
    const second = await buy(app, product.id, LT500.price!);
    const answers = await Promise.all([first.order(), second.order()]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe("Máy pha trà LT-500 Pro đã hết hàng. Vui lòng xóa sản phẩm khỏi giỏ hàng.");

    // None left: shown out of stock, and it cannot be added any more.
    expect((await getJson(app, `/api/products/${product.id}`)).body.inStock).toBe(false);
    expect((await owner("GET", `/api/admin/products/${product.id}`)).body).toMatchObject({ stockQuantity: 0, orderCount: 1 });
    const late = await visitor(app).call("/api/cart", { method: "POST", body: { productId: product.id } });
    expect(late.status).toBe(409);
  });

  it("says how many are left when a buyer wants more than the stock", async () => {
    const { body: product } = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-500 Mini", discountPrice: null, stockQuantity: 2 });
    const greedy = await buy(app, product.id, LT500.price!, 3);
    const answer = await greedy.order();
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Máy pha trà LT-500 Mini chỉ còn 2 máy. Vui lòng giảm số lượng trong giỏ hàng.");
    expect((await owner("GET", `/api/admin/products/${product.id}`)).body.stockQuantity).toBe(2);
  });

  it("archives a product that an order names: 404 and gone from lists, its order intact, a cart holding it refused at checkout", async () => {
    const { body: product } = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy pha trà LT-500 Cũ", discountPrice: null });
    const sold = await buy(app, product.id, LT500.price!);
    const placed = await sold.order();
    expect(placed.status).toBe(201);
    const waiting = await buy(app, product.id, LT500.price!);

    const removed = await owner("DELETE", `/api/admin/products/${product.id}`);
    expect(removed).toEqual({ status: 200, body: { id: product.id, result: "archived" } });

    expect((await app.fetch(`/api/products/${product.id}`)).status).toBe(404);
    expect(((await getJson(app, "/api/products")).body as { id: number }[]).map((item) => item.id)).not.toContain(product.id);
    expect((await getJson(app, "/api/products/search?q=lt-500 cu")).body).toEqual([]);
    expect((await app.services.catalog.listMenu()).map((entry) => entry.id)).not.toContain(product.id);
    const order = await owner("GET", `/api/admin/orders/${placed.body.id}`);
    expect(order.body.items).toEqual([expect.objectContaining({ productId: product.id, name: "Máy pha trà LT-500 Cũ" })]);

    const refused = await waiting.order();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Máy pha trà LT-500 Cũ đã ngừng bán. Vui lòng xóa sản phẩm khỏi giỏ hàng.");
    expect((await visitor(app).call("/api/cart", { method: "POST", body: { productId: product.id } })).status).toBe(404);

    const listed = (await owner("GET", "/api/admin/products")).body as AdminProductView[];
    expect(listed.find((item) => item.id === product.id)).toMatchObject({ archived: true, orderCount: 1 });
  });

  it("deletes a product that no order names", async () => {
    const { body: product } = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy thử" });
    expect(await owner("DELETE", `/api/admin/products/${product.id}`)).toEqual({ status: 200, body: { id: product.id, result: "deleted" } });
    expect((await owner("GET", `/api/admin/products/${product.id}`)).status).toBe(404);
  });

  it("adds, edits and deletes categories, refusing to delete one that still has products", async () => {
    const created = await owner("POST", "/api/admin/categories", { name: "Máy xay cà phê", icon: "⚙️", bgColor: "bg-amber-50" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Máy xay cà phê", productCount: 0 });
    expect((await getJson(app, "/api/categories")).body).toContainEqual({ id: created.body.id, name: "Máy xay cà phê", icon: "⚙️", bgColor: "bg-amber-50" });

    const renamed = await owner("PUT", `/api/admin/categories/${created.body.id}`, { name: "Máy xay", icon: "⚙️", bgColor: "bg-amber-50" });
    expect(renamed.body.name).toBe("Máy xay");
    expect((await owner("POST", "/api/admin/categories", { name: "", bgColor: "red" })).body.errors).toMatchObject({
      name: [expect.any(String)],
      bgColor: [expect.any(String)],
    });

    const { body: product } = await owner("POST", "/api/admin/products", { ...LT500, name: "Máy xay X1", categoryId: created.body.id });
    const counted = (await owner("GET", "/api/admin/categories")).body as { id: number; productCount: number }[];
    expect(counted.find((category) => category.id === created.body.id)?.productCount).toBe(1);
    expect(counted.find((category) => category.id === 1)?.productCount).toBeGreaterThan(1);
    const refused = await owner("DELETE", `/api/admin/categories/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Danh mục còn 1 sản phẩm. Hãy chuyển các sản phẩm sang danh mục khác trước khi xoá.");

    await owner("DELETE", `/api/admin/products/${product.id}`);
    expect((await owner("DELETE", `/api/admin/categories/${created.body.id}`)).status).toBe(204);
    expect(((await getJson(app, "/api/categories")).body as { id: number }[]).map((category) => category.id)).not.toContain(created.body.id);
  });
});
