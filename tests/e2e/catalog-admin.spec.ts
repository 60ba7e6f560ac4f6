import { expect, failedLoad, loginAsAdmin, test } from "./fixtures";
import { addFromProductPage, checkoutByBankTransfer, fillShipping, waitForHydration } from "./helpers";

/** A 1×1 PNG: the upload store checks the bytes, not the name. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let createdProductId: number | undefined;

test.afterEach(async ({ page }) => {
  // A failed run must not leave a machine on sale: the storefront and sitemap suites count the catalogue.
  if (createdProductId === undefined) return;
  await page.request.delete(`/api/admin/products/${createdProductId}`);
  createdProductId = undefined;
});

test("the owner adds a machine with a photo; visitors find, order and see its new price; the last one goes to one of two buyers; archived, it answers 404 and its orders keep the line", async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  const name = `Máy pha trà LT-500 ${Date.now().toString(36)}`;

  await loginAsAdmin(page, "/admin/products/new");
  await page.getByLabel("Tên sản phẩm", { exact: true }).fill(name);
  await page.getByLabel("Mô tả", { exact: true }).fill("Máy pha trà tự động công suất lớn cho chuỗi trà sữa.");
  await page.getByLabel("Giá bán (đồng)").fill("52.000.000");
  await page.getByLabel("Giá khuyến mãi (đồng, để trống nếu không có)").fill("49.900.000");
  await expect(page.getByText("Khách thấy: 49.900.000")).toBeVisible();
  await page.getByLabel("Danh mục").selectOption({ label: "Máy pha trà" });
  await page.getByLabel("Nhãn (ví dụ Mới, Hot, -8%)").fill("Mới");
  // The photo has its own section; what was typed in the first one stays in the draft.
  await page.getByRole("tab", { name: "Ảnh" }).click();
  await page.getByLabel("Tải ảnh lên").setInputFiles({ name: "lt-500.png", mimeType: "image/png", buffer: PHOTO });
  await expect(page.getByLabel("Ảnh sản phẩm")).toHaveValue(/^\/uploads\/.+\.png$/);
  await page.getByRole("button", { name: "Thêm sản phẩm", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  createdProductId = Number(new URL(page.url()).pathname.split("/").pop());
  const id = createdProductId;
  // The second buyer's order is refused (409), and the archived machine's page is a 404: both on purpose.
  allowConsoleErrors(failedLoad(409, "/api/orders"), failedLoad(404, `/products/${id}`));

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
  await page.getByRole("tab", { name: "Thông tin chung" }).click();
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

  // One machine left and two carts holding it: the first buyer gets it, the second a clear message (409).
  // Stock is said one way: counted, the count decides.
  await page.getByRole("radio", { name: "Đếm số máy (hết máy là hết hàng)" }).check();
  await page.getByLabel("Số máy còn lại").fill("1");
  await expect(page.getByText("Có thay đổi chưa lưu")).toBeVisible();
  await page.getByRole("button", { name: "Lưu sản phẩm" }).click();
  // Saved (the price change's toast may still be on screen, so the form's own state tells).
  await expect(page.getByText("Có thay đổi chưa lưu")).toHaveCount(0);
  const latecomer = await (await browser.newContext()).newPage();
  await addFromProductPage(latecomer, id, 1);
  await checkoutByBankTransfer(undecided);
  await latecomer.goto("/checkout");
  await fillShipping(latecomer);
  await latecomer.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await latecomer.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(latecomer.getByText(`${name} đã hết hàng. Vui lòng xóa sản phẩm khỏi giỏ hàng.`)).toBeVisible();
  await expect(latecomer).toHaveURL(/\/checkout$/);
  // Sold out: the page says so and nothing can be added.
  await latecomer.goto(`/products/${id}`);
  await expect(latecomer.getByRole("button", { name: "Hết hàng" })).toBeDisabled();

  // An ordered machine is archived, not deleted: 404 for the shop, the order keeps its line.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Xóa ${name}` }).click();
  await expect(page.getByText("Sản phẩm có trong 2 đơn hàng nên sẽ được chuyển sang ngừng bán")).toBeVisible();
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

  // Deleting asks first, as the product editor does; cancelling keeps the review.
  await page.goto("/admin/reviews");
  await page.getByRole("button", { name: `Xóa đánh giá của ${author}` }).click();
  const confirm = page.getByRole("dialog", { name: "Xóa đánh giá?" });
  await expect(confirm).toContainText(author);
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: author })).toHaveCount(1);
  await page.getByRole("button", { name: `Xóa đánh giá của ${author}` }).click();
  await confirm.getByRole("button", { name: "Xóa", exact: true }).click();
  await expect(page.getByText("Đánh giá đã được xóa")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: author })).toHaveCount(0);
});

test("the owner adds a marketplace review with its source and date and answers it; the words stay the customer's; the page shows the answer", async ({ page, browser }) => {
  const author = `Anh Tuấn ${Date.now().toString(36)}`;
  await loginAsAdmin(page, "/admin/products/2");
  await waitForHydration(page);
  // No typed rating any more: the score is computed from the approved reviews.
  await expect(page.getByLabel("Điểm đánh giá (0–5)")).toHaveCount(0);
  await expect(page.getByTestId("computed-rating")).toContainText("đánh giá đã duyệt (tính tự động)");
  await page.getByRole("tab", { name: "Đánh giá" }).click();
  const reviews = page.getByRole("region", { name: /Đánh giá của khách/ });
  await reviews.getByRole("button", { name: "Thêm đánh giá" }).click();
  await page.getByLabel("Tên khách").fill(author);
  await page.getByLabel("Số sao").selectOption("4");
  await page.getByLabel("Nội dung đánh giá").fill("Ngắn");
  await reviews.getByRole("button", { name: "Thêm đánh giá" }).click();
  await expect(reviews.getByText("Cảm nhận cần ít nhất 10 ký tự")).toBeVisible();
  await page.getByLabel("Nội dung đánh giá").fill("Mua trên sàn, máy chạy êm, pha trà đều vị.");
  await page.getByLabel(/^Nguồn/).fill("Shopee");
  await page.getByLabel(/^Ngày khách đánh giá/).fill("2026-10-02");
  await reviews.getByRole("button", { name: "Thêm đánh giá" }).click();
  await expect(page.getByText("Đã thêm đánh giá")).toBeVisible();
  await expect(reviews.getByText("Mua trên sàn, máy chạy êm, pha trà đều vị.")).toBeVisible();
  await expect(reviews.getByText(/02\/10\/2026 · từ Shopee/)).toBeVisible();

  // The shop answers; it cannot edit the customer's words (no such button).
  await expect(reviews.getByRole("button", { name: `Sửa đánh giá của ${author}` })).toHaveCount(0);
  await reviews.getByRole("button", { name: `Trả lời đánh giá của ${author}` }).click();
  await page.getByLabel("Trả lời công khai của cửa hàng").fill("Cảm ơn anh Tuấn đã tin dùng LT-300!");
  await reviews.getByRole("button", { name: "Lưu câu trả lời" }).click();
  await expect(page.getByText("Đã lưu câu trả lời")).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/products/2");
  await visitor.getByRole("tab", { name: "Đánh giá" }).click();
  const shown = visitor.getByRole("listitem").filter({ hasText: "Mua trên sàn, máy chạy êm, pha trà đều vị." });
  await expect(shown).toContainText("đánh giá trên Shopee");
  await expect(shown).toContainText("Phản hồi của cửa hàng: Cảm ơn anh Tuấn đã tin dùng LT-300!");

  page.once("dialog", (dialog) => void dialog.accept());
  await reviews.getByRole("button", { name: `Xóa đánh giá của ${author}` }).click();
  await expect(page.getByText("Đã xóa đánh giá")).toBeVisible();
  await expect(reviews.getByText(author)).toHaveCount(0);
});

test("a machine without reviews shows no stars, no count and no AggregateRating", async ({ page }) => {
  await loginAsAdmin(page, "/admin/products");
  const created = await page.request.post("/api/admin/products", {
    data: { name: `Máy pha trà ${Date.now().toString(36)} LT-700`, description: "Chưa ai đánh giá.", price: 30_000_000, image: "/images/products/lt-300.svg", categoryId: 1 },
  });
  expect(created.status()).toBe(201);
  createdProductId = ((await created.json()) as { id: number }).id;
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(`/products/${createdProductId}`);
  await expect(visitor.getByText(/\(\d+ đánh giá\)/)).toHaveCount(0);
  // The product's own block (name, description, price): the related products below have their own stars.
  const summary = visitor.getByRole("heading", { level: 1 }).locator("..");
  await expect(summary.getByRole("img", { name: /^Đánh giá .* trên 5 sao$/ })).toHaveCount(0);
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toContain('"@type":"Product"');
  expect(jsonLd.join("\n")).not.toContain("AggregateRating");
  await visitor.getByRole("tab", { name: "Đánh giá" }).click();
  await expect(visitor.getByText("Chưa có đánh giá nào. Hãy là người đầu tiên đánh giá sản phẩm này.")).toBeVisible();
  // Its card in the list has no stars either.
  await visitor.goto("/products");
  const card = visitor.locator("article").filter({ has: visitor.getByRole("heading", { name: /LT-700$/ }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("img", { name: /trên 5 sao$/ })).toHaveCount(0);

  // The trial dialog's machines come from the catalogue: the new one can be chosen.
  await visitor.goto("/products/2");
  await waitForHydration(visitor);
  const dialog = visitor.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await visitor.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog.getByLabel("Sản phẩm").locator("option")).toContainText(["LT-150", "LT-300", "LS-200", "LS-250", "LT-700"]);
});

test("the owner adds a feature block and a spec row in the editor, sees them in the preview, and the product page shows them once saved", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const name = `Máy pha trà ${suffix} LT-900`;
  await loginAsAdmin(page, "/admin/products");
  const created = await page.request.post("/api/admin/products", {
    data: { name, description: "Máy pha trà thử nghiệm.", price: 41_000_000, image: "/images/products/lt-300.svg", categoryId: 1 },
  });
  expect(created.status()).toBe(201);
  createdProductId = ((await created.json()) as { id: number }).id;
  const id = createdProductId;

  await page.goto(`/admin/products/${id}`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Khối nội dung" }).click();
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByText("Chưa có khối nội dung.")).toBeVisible();

  // A feature block, typed field by field: the preview draws it with the shop's own components as it is typed.
  await page.getByLabel("Loại khối mới").selectOption({ label: "Nhóm tính năng" });
  await page.getByRole("button", { name: "Thêm khối" }).click();
  const block = page.getByRole("group", { name: /^Khối 1: Nhóm tính năng/ });
  await block.getByLabel("Tiêu đề nhóm").fill("Vì sao chọn LT-900");
  const feature = block.getByRole("group", { name: "Tính năng 1" });
  await feature.getByLabel("Biểu tượng").selectOption({ label: "Bộ nhớ" });
  await feature.getByLabel("Tên tính năng").fill("Nhớ 20 công thức");
  await feature.getByLabel("Mô tả tính năng").fill("Mỗi cửa hàng trong chuỗi pha cùng một vị trà.");
  await expect(preview.getByTestId(`extras-lt-900`).getByRole("heading", { name: "Vì sao chọn LT-900" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Nhớ 20 công thức" })).toBeVisible();

  // A new machine starts from the default table; the owner adds a row of its own, in the next section.
  await page.getByRole("tab", { name: "Thông số kỹ thuật" }).click();
  await expect(page.getByLabel("Giá trị 1", { exact: true })).toHaveValue("2200 W");
  await page.getByRole("button", { name: "+ Thêm dòng thông số" }).click();
  await page.getByLabel("Tên thông số 4", { exact: true }).fill("Áp suất hơi");
  await page.getByLabel("Giá trị 4", { exact: true }).fill("9 bar");
  await expect(preview.getByRole("cell", { name: "9 bar", exact: true })).toBeVisible();

  // Leaving before saving asks first; staying keeps the draft.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("thay đổi chưa lưu");
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "← Danh sách sản phẩm" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
  await page.getByRole("tab", { name: "Khối nội dung" }).click();
  await expect(block.getByLabel("Tiêu đề nhóm")).toHaveValue("Vì sao chọn LT-900");

  await page.getByRole("button", { name: "Lưu sản phẩm" }).click();
  await expect(page.getByText("Đã lưu sản phẩm")).toBeVisible();
  await expect(page.getByText("Có thay đổi chưa lưu")).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/products/${id}`);
  const extras = visitor.getByTestId("extras-lt-900");
  await expect(extras.getByRole("heading", { level: 2, name: "Vì sao chọn LT-900" })).toBeVisible();
  await expect(extras.getByRole("heading", { level: 3, name: "Nhớ 20 công thức" })).toBeVisible();
  await expect(extras.getByText("Mỗi cửa hàng trong chuỗi pha cùng một vị trà.")).toBeVisible();
  await waitForHydration(visitor);
  await visitor.getByRole("tab", { name: "Thông số kỹ thuật" }).click();
  const table = visitor.getByTestId("spec-table-lt-900");
  await expect(table.getByRole("cell", { name: "9 bar", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "2200 W", exact: true })).toBeVisible();
});

test("the editor of a product whose page carries an on-site trial form (the seeded LS-200) hydrates without an error", async ({ page, pageErrors }) => {
  await loginAsAdmin(page);
  // A full load (the server's HTML, then hydration), not the client-side navigation that follows the login.
  await page.goto("/admin/products/3");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sửa sản phẩm: Máy pha cà phê tự động LS-200" })).toBeVisible();
  // The preview draws the page's trial form as visitors get it; it must not sit inside the editor's own form
  // (a form in a form is not HTML: the parser drops the inner one and the server's page no longer matches React's).
  await page.getByRole("tab", { name: "Khối nội dung" }).click();
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(pageErrors).toEqual([]);
  await expect(page.locator("form form")).toHaveCount(0);
});
