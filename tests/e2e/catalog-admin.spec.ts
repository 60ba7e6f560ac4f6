import { expect, loginAsAdmin, test } from "./fixtures";
import { addFromProductPage, checkoutByBankTransfer } from "./helpers";

/** A 1×1 PNG: the upload store checks the bytes, not the name. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let createdProductId: number | undefined;

test.afterEach(async ({ page }) => {
  // A failed run must not leave a machine on sale: the storefront and sitemap suites count the catalogue.
  if (createdProductId === undefined) return;
  await page.request.delete(`/api/admin/products/${createdProductId}`);
  createdProductId = undefined;
});

test("the owner adds a machine with a photo; visitors find, order and see its new price; archived, it answers 404 and its order keeps the line", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Máy pha trà LT-500 ${Date.now().toString(36)}`;

  await loginAsAdmin(page, "/admin/products/new");
  await page.getByLabel("Tên sản phẩm", { exact: true }).fill(name);
  await page.getByLabel("Mô tả").fill("Máy pha trà tự động công suất lớn cho chuỗi trà sữa.");
  await page.getByLabel("Giá bán (đồng)").fill("52.000.000");
  await page.getByLabel("Giá khuyến mãi (đồng, để trống nếu không có)").fill("49.900.000");
  await expect(page.getByText("Khách thấy: 49.900.000")).toBeVisible();
  await page.getByLabel("Tải ảnh lên").setInputFiles({ name: "lt-500.png", mimeType: "image/png", buffer: PHOTO });
  await expect(page.getByLabel("Ảnh sản phẩm")).toHaveValue(/^\/uploads\/.+\.png$/);
  await page.getByLabel("Danh mục").selectOption({ label: "Máy pha trà" });
  await page.getByLabel("Nhãn (ví dụ Mới, Hot, -8%)").fill("Mới");
  await page.getByRole("button", { name: "Thêm sản phẩm", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  createdProductId = Number(new URL(page.url()).pathname.split("/").pop());
  const id = createdProductId;

  // A visitor (no session yet: the shared, cached pages) finds it in the list, in search and on its own page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/products");
  await expect(visitor.getByRole("heading", { name })).toBeVisible();
  // The header's product menu comes from the catalogue.
  await expect(visitor.getByRole("banner").locator(`a[href="/products/${id}"]`)).toHaveCount(1);
  for (const query of ["lt500", "may pha tra"]) {
    const found = (await (await visitor.request.get(`/api/products/search?q=${encodeURIComponent(query)}`)).json()) as { id: number }[];
    expect(found.map((product) => product.id), query).toContain(id);
  }
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/products/${id}</loc>`);
  // A related product of the other tea machines.
  await visitor.goto("/products/1");
  await expect(visitor.getByTestId("related-products").getByRole("heading", { name })).toBeVisible();
  await visitor.goto(`/products/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("49.900.000đ").first()).toBeVisible();

  // The visitor orders it; another puts it in the cart and waits.
  await addFromProductPage(visitor, id, 1);
  const orderId = await checkoutByBankTransfer(visitor);
  const undecided = await (await browser.newContext()).newPage();
  await addFromProductPage(undecided, id, 1);

  // The owner lowers the price: the next visit shows it.
  await page.getByLabel("Giá khuyến mãi (đồng, để trống nếu không có)").fill("");
  await page.getByLabel("Giá bán (đồng)").fill("50.000.000");
  await page.getByRole("button", { name: "Lưu sản phẩm" }).click();
  await expect(page.getByText("Đã lưu sản phẩm")).toBeVisible();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/products/${id}`);
  await expect(stranger.getByText("50.000.000đ").first()).toBeVisible();
  // The waiting cart is priced from the database: it shows the new price.
  await undecided.goto("/cart");
  await expect(undecided.getByTestId("line-total")).toHaveText("50.000.000đ");

  // An ordered machine is archived, not deleted: 404 for the shop, the order keeps its line.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Xóa ${name}` }).click();
  await expect(page.getByText("Sản phẩm có trong 1 đơn hàng nên sẽ được chuyển sang ngừng bán")).toBeVisible();
  await page.getByRole("button", { name: "Ngừng bán", exact: true }).click();
  await expect(page.getByText("Sản phẩm đã ngừng bán")).toBeVisible();
  expect((await stranger.goto(`/products/${id}`))?.status()).toBe(404);
  expect(await (await stranger.request.get("/sitemap.xml")).text()).not.toContain(`/products/${id}</loc>`);
  await stranger.goto("/products");
  await expect(stranger.getByRole("heading", { name })).toHaveCount(0);
  await expect(stranger.getByRole("banner").locator(`a[href="/products/${id}"]`)).toHaveCount(0);

  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test("the owner moderates a visitor's review before it shows on the product page", async ({ page }) => {
  const author = `Chị Ngọc ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/products/2/reviews", {
    data: { author, rating: 5, text: "Máy pha trà rất ổn định, quán mình dùng cả năm chưa hỏng lần nào." },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/products/2");
  await page.getByRole("tab", { name: "Đánh giá" }).click();
  await expect(page.getByText(author)).toHaveCount(0);

  await loginAsAdmin(page, "/admin/reviews?status=pending");
  await page.getByRole("button", { name: `Duyệt đánh giá của ${author}` }).click();
  await expect(page.getByText("Đánh giá đã được duyệt")).toBeVisible();

  await page.goto("/products/2");
  await page.getByRole("tab", { name: "Đánh giá" }).click();
  await expect(page.getByText(author)).toBeVisible();

  await page.goto("/admin/reviews");
  await page.getByRole("button", { name: `Xóa đánh giá của ${author}` }).click();
  await expect(page.getByText("Đánh giá đã được xóa")).toBeVisible();
});
