import { collectErrors, waitForHydration } from "./helpers";
import { expect, failedLoad, test } from "./fixtures";

test("product page is rendered on the server", async ({ request }) => {
  const response = await request.get("/products/1");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("LT-150");
  expect(html).toContain("17.200.000đ");
  expect(html).toMatch(/<title>[^<]*LT-150[^<]*<\/title>/);
});

test("product page hydrates: the quantity stepper works", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/products/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/LT-150/);
  await expect(page.getByTestId("product-price")).toContainText("17.200.000đ");
  const decrease = page.getByRole("button", { name: "Giảm số lượng" });
  await expect(decrease).toBeDisabled();
  // Clicking only changes the number once React has hydrated the server HTML.
  await expect(async () => {
    await page.getByRole("button", { name: "Tăng số lượng" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("2", { timeout: 500 });
  }).toPass();
  await expect(decrease).toBeEnabled();
  await decrease.click();
  await expect(page.getByTestId("quantity")).toHaveText("1");
  expect(errors).toEqual([]);
});

test("an unknown product answers 404 with the not-found page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedLoad(404, "/products/999"));
  const response = await page.goto("/products/999");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 – Không tìm thấy trang");
  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy trang" })).toBeVisible();
});

test("the product list asks for its first photo first and leaves the others lazy", async ({ request }) => {
  const html = await (await request.get("/products")).text();
  const grid = html.slice(html.indexOf('data-testid="product-grid"'));
  const photos = [...grid.matchAll(/<img [^>]*src="\/images\/products\/[^"]+"[^>]*>/g)].map(([tag]) => tag.toLowerCase());
  expect(photos.length).toBeGreaterThan(1);
  // The first card's photo is the largest paint on a phone: a lazy one would wait for layout before loading.
  expect(photos[0]).toContain('fetchpriority="high"');
  expect(photos[0]).not.toContain('loading="lazy"');
  for (const photo of photos.slice(1)) expect(photo).toContain('loading="lazy"');
});

test("the page's scripts are preloaded after its first paint, not beside its stylesheet", async ({ page, request, allowConsoleErrors }) => {
  // With the preloads in the head, a phone on a slow line downloads the scripts beside the stylesheet and paints later.
  const html = await (await request.get("/products/2")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toContain('<link rel="modulepreload"');
  expect(head).toContain("/*preloads-after-paint*/");

  // Once painted, the page's own inline script adds the preloads: with every script file refused (so React never
  // hydrates and never adds links of its own), the entry's preload still arrives in the head.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  allowConsoleErrors(failedLoad("net::ERR_FAILED", /\/assets\/[^?]*\.js/));
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { __preloadsAdded: string[] }).__preloadsAdded = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === "modulepreload") added.push(node.href);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/products/2");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __preloadsAdded: string[] }).__preloadsAdded.join(" ")))
    .toContain("/assets/entry.client");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a quote for this machine in the chosen quantity, asked for on its page without a cart; the form loads only when asked for", async ({ page }) => {
    const errors = collectErrors(page);
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/quote-request-form/.test(request.url())) formCode.push(request.url());
    });
    await page.goto("/products/2");
    await waitForHydration(page);
    expect(formCode).toEqual([]);
    await page.getByRole("button", { name: "Tăng số lượng" }).click();
    await page.getByRole("button", { name: "Tăng số lượng" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("3");
    await page.getByRole("button", { name: "Yêu cầu báo giá" }).tap();
    const form = page.getByRole("form", { name: "Yêu cầu báo giá" });
    await expect(form).toContainText("Báo giá cho 3 × Máy pha trà tự động LT-300");
    await form.getByLabel("Họ và tên").fill("Nguyễn Hải Yến");
    await form.getByLabel("Số điện thoại").fill("0912 765 432");
    await form.getByLabel("Email").fill("yen@chuoitra.vn");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/quote-requests"));
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    await form.getByRole("button", { name: "Gửi yêu cầu báo giá" }).tap();
    expect((await posted).postDataJSON()).toMatchObject({ name: "Nguyễn Hải Yến", items: [{ productId: 2, quantity: 3 }] });
    expect((await answered).status()).toBe(201);
    await expect(page.getByText("Đã nhận yêu cầu báo giá")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
