import { blogPostCategories, blogPosts } from "../../server/db/schema";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, failedLoad, test } from "./fixtures";

const SLUG = "bai-viet-doc-hai";
const HOSTILE_CONTENT = `
<p>Nội dung bình thường trước.</p>
<img src=x onerror="window.__xss = 'img'; alert('img')">
<script>window.__xss = 'script'; alert('script')</script>
<p><a href="javascript:window.__xss='link';alert('link')">Bấm vào đây</a></p>
<p onmouseover="window.__xss='hover'">Di chuột qua đây</p>
<iframe src="https://evil.example/embed/x" onload="window.__xss='iframe'"></iframe>
<svg><script>window.__xss='svg'</script></svg>
<p>Nội dung bình thường sau.</p>
`;

let server: Awaited<ReturnType<typeof startIsolatedServer>>;

test.beforeAll(async () => {
  server = await startIsolatedServer(async (db) => {
    const [post] = await db
      .insert(blogPosts)
      .values({
        title: `Bài độc hại </script><script>window.__xss='title'</script>`,
        slug: SLUG,
        summary: `Tóm tắt "><img src=x onerror="window.__xss='summary'">`,
        content: HOSTILE_CONTENT,
        tags: ["marketing", `"><script>window.__xss='tag'</script>`],
        metaDescription: `</script><script>window.__xss='meta'</script>`,
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning({ id: blogPosts.id });
    await db.insert(blogPostCategories).values({ postId: post!.id, categoryId: 3 });
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a stored post with script, event handlers and javascript: links renders with none of them active", async ({ page, allowConsoleErrors }) => {
  // The planted `<img src=x>` stays an image (without its handler) and asks for /blog/x, which does not exist.
  allowConsoleErrors(failedLoad(404, "/blog/x"));
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto(`${server.baseUrl}/blog/${SLUG}`);
  expect(response?.status()).toBe(200);
  const content = page.getByTestId("post-content");
  await expect(content).toContainText("Nội dung bình thường trước.");
  await expect(content).toContainText("Nội dung bình thường sau.");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bài độc hại");

  // Give any planted handler its chance: image errors, hover, clicking the link.
  await content.getByText("Di chuột qua đây").hover();
  await content.getByText("Bấm vào đây").click();
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(await content.locator("script, iframe, svg").count()).toBe(0);
  const attributes = await content.locator("*").evaluateAll((nodes) =>
    nodes.flatMap((node) => Array.from(node.attributes).map((attribute) => `${attribute.name}=${attribute.value}`)),
  );
  expect(attributes.filter((attribute) => /^on/i.test(attribute) || /javascript:/i.test(attribute))).toEqual([]);

  // The head (title, description, JSON-LD) and the hydration data are escaped too: no planted script element.
  const planted = await page
    .locator("script")
    .evaluateAll((nodes) => nodes.filter((node) => /^\s*window\.__xss/.test(node.textContent ?? "")).length);
  expect(planted).toBe(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const text of jsonLd) expect(() => JSON.parse(text)).not.toThrow();
});
