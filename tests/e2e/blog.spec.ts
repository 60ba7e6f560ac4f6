import { DRAFT_SLUG, SITE_URL } from "./support/site";
import { expect, failedLoad, test } from "./fixtures";

test.describe("public blog", () => {
  test("a post shows cover, date, categories, body, tags, share links, related posts, breadcrumb and sidebar", async ({ page }) => {
    const slug = "y-tuong-marketing-quan-cafe-moi";
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ý tưởng marketing cho quán cafe mới: thu hút và giữ chân khách");
    await expect(page.getByRole("img", { name: "Ý tưởng marketing cho quán cafe mới: thu hút và giữ chân khách" })).toBeVisible();
    await expect(page.locator("article time").first()).toHaveText("15 tháng 10, 2026");

    const categories = page.getByRole("list", { name: "Chuyên mục" }).getByRole("link");
    await expect(categories).toHaveText(["Khởi nghiệp", "Marketing"]);
    await expect(categories.nth(1)).toHaveAttribute("href", "/blog/category/marketing");

    await expect(page.getByTestId("post-content").getByRole("heading", { name: "Chuẩn bị trước ngày khai trương" })).toBeVisible();

    const tags = page.getByRole("list", { name: "Thẻ" }).getByRole("link");
    await expect(tags).toHaveCount(4);
    await expect(page.getByRole("link", { name: "#quán cafe" })).toHaveAttribute("href", `/blog/tag/${encodeURIComponent("quán cafe")}`);

    const url = `${SITE_URL}/blog/${slug}`;
    await expect(page.getByRole("link", { name: /lên Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    const zalo = page.getByRole("link", { name: /qua Zalo/ });
    await expect(zalo).toHaveAttribute("href", new RegExp(`^https://sp\\.zalo\\.me/.*[?&]href=${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(zalo).toHaveAttribute("target", "_blank");

    const related = page.getByRole("region", { name: "Bài viết liên quan" }).getByRole("article");
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    const relatedLinks = await related.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(relatedLinks).not.toContain(`/blog/${slug}`);
    expect(relatedLinks).toContain("/blog/khoi-nghiep-quan-tra-sua-von-nho");

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const sidebar = page.getByRole("complementary", { name: "Thanh bên blog" });
    await expect(sidebar.getByRole("region", { name: "Chuyên mục" }).getByRole("link")).toHaveCount(4);
    await expect(sidebar.getByRole("region", { name: "Từ khóa phổ biến" }).getByRole("link")).toHaveText([
      "Khởi nghiệp",
      "Cà phê",
      "Trà sữa",
      "Vận hành",
      "Marketing",
      "Thu hút khách hàng",
    ]);
    await expect(sidebar.getByRole("button", { name: "Nhận tư vấn miễn phí" })).toBeVisible();

    await breadcrumb.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("related posts never include the post itself and stay within its category", async ({ page }) => {
    await page.goto("/blog/chon-may-pha-ca-phe-tu-dong-cho-quan");
    const related = page.getByRole("region", { name: "Bài viết liên quan" }).getByRole("article").getByRole("heading");
    await expect(related).toHaveText(["Checklist vận hành và vệ sinh quán trà, cà phê mỗi ngày"]);
  });

  test("a category page lists its published posts; an empty one links to all posts", async ({ page }) => {
    await page.goto("/blog/category/van-hanh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vận hành");
    const posts = page.getByRole("list", { name: "Bài viết chuyên mục Vận hành" }).getByRole("heading");
    await expect(posts).toHaveText([
      "Checklist vận hành và vệ sinh quán trà, cà phê mỗi ngày",
      "Cách chọn máy pha cà phê tự động cho quán: so sánh LS-200 và LS-250",
    ]);

    await page.goto("/blog/category/cong-thuc-pha-che");
    await expect(page.getByText("Chưa có bài viết nào trong chuyên mục này.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Xem tất cả bài viết" })).toHaveAttribute("href", "/blog");
  });

  test("a tag page lists the posts with that tag; an unknown tag shows the empty message", async ({ page }) => {
    await page.goto(`/blog/tag/${encodeURIComponent("khởi nghiệp")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("#khởi nghiệp");
    await expect(page.getByRole("list", { name: "Bài viết có thẻ khởi nghiệp" }).getByRole("heading")).toHaveText([
      "Khởi nghiệp quán trà sữa vốn nhỏ: lộ trình thực tế cho người mới",
    ]);

    await page.goto("/blog/tag/marketing");
    await expect(page.getByRole("list", { name: "Bài viết có thẻ marketing" }).getByRole("heading")).toHaveText([
      "Ý tưởng marketing cho quán cafe mới: thu hút và giữ chân khách",
    ]);

    const response = await page.goto(`/blog/tag/${encodeURIComponent("thu hút khách hàng")}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Chưa có bài viết nào với thẻ này.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Xem tất cả bài viết" })).toBeVisible();
  });

  test("a draft, an unknown post and an unknown category are the 404 page with status 404", async ({ page, request, allowConsoleErrors }) => {
    for (const path of [`/blog/${DRAFT_SLUG}`, "/blog/khong-co-bai-nay", "/blog/category/khong-co"]) {
      allowConsoleErrors(failedLoad(404, path));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle("404 – Không tìm thấy trang");
    }
    const html = await (await request.get(`/blog/${DRAFT_SLUG}`)).text();
    expect(html).not.toContain("Công thức trà trái cây với máy pha trà tự động cho quán");
  });
});
