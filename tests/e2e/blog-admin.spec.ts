import { type Page } from "@playwright/test";
import { expect, failedLoad, test, loginAsAdmin } from "./fixtures";

async function seoScore(page: Page): Promise<number> {
  const text = (await page.getByTestId("seo-score").textContent()) ?? "";
  return Number(text.split("/")[0]);
}

let createdPostId: number | undefined;

test.afterEach(async ({ page }) => {
  // A failed run must not leave a published post behind: the sitemap and RSS suites count the published posts.
  if (createdPostId === undefined) return;
  await page.request.delete(`/api/admin/blog/posts/${createdPostId}`);
  createdPostId = undefined;
});

test("write a post with the editor, watch the score, save, publish, read it publicly and see the view in analytics", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Kinh nghiệm chọn máy pha trà cho quán ${stamp}`;

  await loginAsAdmin(page, "/admin/blog-editor");
  await expect(page.getByRole("heading", { name: "Viết bài mới" })).toBeVisible();

  // Title → slug generated live.
  await page.getByLabel("Tiêu đề", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(`kinh-nghiem-chon-may-pha-tra-cho-quan-${stamp}`);
  const initial = await seoScore(page);

  // Content with H2/H3 headings, paragraphs and an image with alt text, through the rich-text editor.
  const editor = page.getByRole("textbox", { name: "Nội dung" });
  await expect(editor).toBeVisible();
  await editor.click();
  const toolbar = page.getByRole("toolbar", { name: "Định dạng nội dung" });
  await toolbar.getByRole("button", { name: "Tiêu đề H2" }).click();
  await page.keyboard.type("Vì sao nên dùng máy pha trà");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Máy pha trà tự động giúp quán pha đều tay, tiết kiệm nhân sự và thời gian đào tạo.");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Tiêu đề H2" }).click();
  await page.keyboard.type("Chi phí đầu tư");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Tiêu đề H3" }).click();
  await page.keyboard.type("Bảo trì định kỳ");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Vệ sinh máy pha trà mỗi ngày để giữ hương vị ổn định.");
  await toolbar.getByRole("button", { name: "Chèn ảnh" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Chèn ảnh" });
  await imageDialog.getByLabel("Địa chỉ ảnh (URL)").fill("/images/blog/quay-bar-mau.png");
  await imageDialog.getByLabel("Văn bản thay thế (alt)").fill("Quầy bar với máy pha trà tự động");
  await imageDialog.getByRole("button", { name: "Chèn vào bài" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator("h2")).toHaveCount(2);
  await expect(editor.locator("h3")).toHaveCount(1);
  await expect(editor.getByRole("img", { name: "Quầy bar với máy pha trà tự động" })).toBeVisible();
  const afterContent = await seoScore(page);
  expect(afterContent).toBeGreaterThan(initial);

  // Tags (Enter and the add button; duplicates ignored) and a category.
  await page.getByRole("tab", { name: "Chuyên mục & thẻ" }).click();
  await expect(page).toHaveURL(/tab=categories/);
  const tagInput = page.getByLabel("Thẻ", { exact: true });
  await tagInput.fill("máy pha trà");
  await tagInput.press("Enter");
  await tagInput.fill("  Máy pha trà ");
  await page.getByRole("button", { name: "Thêm thẻ" }).click();
  await tagInput.fill("quán trà sữa");
  await page.getByRole("button", { name: "Thêm thẻ" }).click();
  const tags = page.getByRole("list", { name: "Các thẻ của bài viết" }).getByRole("listitem");
  await expect(tags).toHaveCount(2);
  await expect(tags.first()).toContainText("Từ khóa chính");
  const categoryBox = page.getByRole("checkbox").first();
  const categoryName = ((await categoryBox.locator("xpath=..").textContent()) ?? "").trim();
  await categoryBox.check();
  const afterTags = await seoScore(page);
  expect(afterTags).toBeGreaterThan(afterContent);

  // Meta fields with live counters.
  await page.getByRole("tab", { name: "SEO" }).click();
  const metaTitle = `Chọn máy pha trà cho quán: kinh nghiệm thực tế ${stamp}`.padEnd(55, ".");
  await page.getByLabel("Tiêu đề SEO (meta title)").fill(metaTitle);
  await expect(page.locator("#meta-title-count")).toContainText(`${metaTitle.length} ký tự · khuyến nghị 50–60 ký tự ✓`);
  await page.getByLabel("Mô tả SEO (meta description)").fill("Hướng dẫn chọn máy pha trà tự động cho quán trà sữa: công suất, chi phí, bảo trì và kinh nghiệm vận hành thực tế từ các chủ quán.".padEnd(155, "."));
  await expect(page.locator("#meta-description-count")).toContainText("155 ký tự");
  const finalScore = await seoScore(page);
  expect(finalScore).toBeGreaterThan(afterTags);

  // Preview renders like the public page.
  await page.getByRole("tab", { name: "Xem trước" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("post-content").getByRole("heading", { level: 3, name: "Bảo trì định kỳ" })).toBeVisible();

  // Save: create mode becomes edit mode at /admin/blog-editor/{id}.
  await page.getByRole("button", { name: "Lưu bài viết" }).click();
  await expect(page.getByText("Bài viết đã được tạo")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-editor\/\d+\?tab=preview$/);
  await expect(page.getByRole("heading", { name: "Sửa bài viết" })).toBeVisible();
  const postId = Number(/blog-editor\/(\d+)/.exec(page.url())![1]);
  createdPostId = postId;

  // Publish with the switch and save again.
  const publish = page.getByRole("switch", { name: "Xuất bản" });
  await expect(publish).toHaveAttribute("aria-checked", "false");
  await publish.click();
  await expect(publish).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Lưu bài viết" }).click();
  await expect(page.getByText("Bài viết đã được cập nhật")).toBeVisible();

  // The list shows it published with its stored score (the same as the live one).
  await page.getByRole("link", { name: "Blog", exact: true }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(row).toContainText("Đã xuất bản");
  await expect(row).toContainText(categoryName);
  await expect(row.getByTitle(/Điểm SEO/)).toContainText(String(finalScore));

  // Open it publicly (a page view is sent to the first-party collector once the page has hydrated; under load that
  // can take seconds, so wait for the collector's answer rather than for the server-rendered heading).
  const postPath = `/blog/kinh-nghiem-chon-may-pha-tra-cho-quan-${stamp}`;
  const collected: string[] = [];
  // Read in the route: beacons' bodies are not on `request` events.
  await page.route("**/api/analytics/events", async (route) => {
    const body = route.request().postData() ?? "";
    await route.continue();
    collected.push(body);
  });
  await page.goto(postPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: "Quầy bar với máy pha trà tự động" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Chuyên mục" }).getByRole("link", { name: categoryName })).toBeVisible();
  await expect.poll(() => collected.some((body) => body.includes('"pageview"') && body.includes(postPath)), { timeout: 30_000 }).toBe(true);
  await page.unroute("**/api/analytics/events");

  // The analytics page shows that view.
  await page.goto("/admin/seo-analytics?period=day");
  await expect(page.getByRole("heading", { name: "Phân tích SEO", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Lượt xem trang/ })).toBeVisible();
  await page.getByRole("tab", { name: "Bài viết" }).click();
  const analyticsRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Bài viết" }).click();
    await expect(analyticsRow.getByRole("cell").nth(1)).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("tab", { name: "Tổng quan" }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Clean up through the list: delete with confirmation.
  await page.goto("/admin/blog-admin");
  await page.getByRole("button", { name: `Xóa bài viết ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Xóa bài viết" });
  await expect(confirm).toContainText("Bạn có chắc chắn muốn xóa bài viết này?");
  await confirm.getByRole("button", { name: "Xóa" }).click();
  await expect(page.getByText("Bài viết đã được xóa")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/blog/posts/${postId}`)).status()).toBe(404);
});

test("saving without title or content is refused with the spec's message", async ({ page }) => {
  await loginAsAdmin(page, "/admin/blog-editor");
  await page.getByRole("button", { name: "Lưu bài viết" }).click();
  await expect(page.getByText("Không thể lưu bài viết")).toBeVisible();
  await expect(page.getByText("Vui lòng điền tiêu đề và nội dung bài viết").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-editor$/);
});

test("an unknown post id says so with a link back; leaving with unsaved changes asks first", async ({ page, allowConsoleErrors }) => {
  // The editor's data for the unknown post answers 404, as it should.
  allowConsoleErrors(failedLoad(404, /\/admin\/blog-editor\/999999\.data\?.*/));
  await loginAsAdmin(page, "/admin/blog-editor/999999");
  await expect(page.getByRole("heading", { name: "Không tìm thấy bài viết" })).toBeVisible();
  await page.getByRole("link", { name: "Quay lại danh sách bài viết" }).click();
  await expect(page).toHaveURL(/\/admin\/blog-admin$/);

  await page.getByRole("link", { name: "Tạo bài viết mới" }).click();
  await page.getByLabel("Tiêu đề", { exact: true }).fill("Bản nháp chưa lưu");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "← Danh sách bài viết" }).click();
  await expect.poll(() => asked).toContain("chưa lưu");
  await expect(page).toHaveURL(/\/admin\/blog-editor$/);
  await expect(page.getByLabel("Tiêu đề", { exact: true })).toHaveValue("Bản nháp chưa lưu");
});

test("the posts list toggles publishing and the categories tab adds, edits and deletes a category", async ({ page }) => {
  await loginAsAdmin(page, "/admin/blog-admin");
  const created = await page.request.post("/api/admin/blog/posts", {
    data: { title: `Bài nháp để bật tắt ${Date.now()}`, content: "<p>Nội dung</p>", tags: [] },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; title: string; slug: string };
  await page.reload();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: post.title }) });
  await expect(row).toContainText("Bản nháp");
  await row.getByRole("button", { name: `Xuất bản bài viết ${post.title}` }).click();
  await expect(page.getByText("Bài viết đã được cập nhật")).toBeVisible();
  await expect(row).toContainText("Đã xuất bản");
  expect((await page.request.get(`/api/blog/posts/slug/${post.slug}`)).status()).toBe(200);
  await row.getByRole("button", { name: `Ẩn bài viết ${post.title}` }).click();
  await expect(row).toContainText("Bản nháp");
  expect((await page.request.get(`/api/blog/posts/slug/${post.slug}`)).status()).toBe(404);

  await page.getByRole("tab", { name: "Chuyên mục" }).click();
  await page.getByRole("button", { name: "Thêm chuyên mục" }).click();
  const dialog = page.getByRole("dialog", { name: "Thêm chuyên mục" });
  await dialog.getByLabel("Tên chuyên mục").fill("Đồ uống mùa hè");
  await expect(dialog.getByLabel("Slug")).toHaveValue("do-uong-mua-he");
  await dialog.getByRole("button", { name: "Lưu chuyên mục" }).click();
  await expect(page.getByText("Chuyên mục đã được tạo")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Đồ uống mùa hè" })).toBeVisible();

  await page.getByRole("button", { name: "Sửa chuyên mục Đồ uống mùa hè" }).click();
  const edit = page.getByRole("dialog", { name: "Sửa chuyên mục" });
  await edit.getByLabel("Tên chuyên mục").fill("Đồ uống hè");
  await edit.getByRole("button", { name: "Lưu chuyên mục" }).click();
  await expect(page.getByRole("rowheader", { name: "Đồ uống hè" })).toBeVisible();

  await page.getByRole("button", { name: "Xóa chuyên mục Đồ uống hè" }).click();
  await page.getByRole("dialog", { name: "Xóa chuyên mục" }).getByRole("button", { name: "Xóa chuyên mục" }).click();
  await expect(page.getByText("Chuyên mục đã được xóa")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Đồ uống hè" })).toHaveCount(0);
  await page.request.delete(`/api/admin/blog/posts/${post.id}`);
});
