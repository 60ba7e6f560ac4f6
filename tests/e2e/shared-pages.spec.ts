import { expect, failedLoad, test } from "./fixtures";

/** The early badge's text: what the stylesheet shows from the count cookie before the cart is loaded. */
const earlyBadgeText = (page: import("@playwright/test").Page) =>
  page.locator('[data-testid="cart-count-early"]').evaluate((element) => getComputedStyle(element, "::after").content);

test("a visitor with a cart gets the same page as one without, then sees the badge before and after the page's scripts run", async ({ page, browser, request, allowConsoleErrors }) => {
  // A visitor who put two machines in the cart.
  await page.goto("/products/2");
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  const lines = (await (await page.request.get("/api/cart")).json()) as Array<{ id: number }>;
  await page.request.put(`/api/cart/${lines[0]!.id}`, { data: { quantity: 2 } });

  // The same bytes as a first-time visitor's, from the shared cache, with no cookie set.
  const anonymous = await request.get("/products/2");
  const withCart = await page.request.get("/products/2");
  expect(withCart.headers()["x-page-cache"]).toBe("hit");
  expect(withCart.headers()["set-cookie"]).toBeUndefined();
  expect(withCart.headers()["cache-control"]).toContain("public");
  expect(await withCart.body()).toEqual(await anonymous.body());

  // Without the page's scripts (held back) the header already shows the count, from the cookie.
  const held = await browser.newContext({ storageState: await page.context().storageState() });
  const early = await held.newPage();
  await early.route(/\/assets\/.*\.js$/, (route) => route.abort());
  allowConsoleErrors(failedLoad("net::ERR_FAILED", /\/assets\/[^?]*\.js/));
  await early.goto("/products/1");
  expect(await earlyBadgeText(early)).toBe('"2"');
  await held.close();

  // With them, the real badge takes over once the cart is loaded.
  await page.goto("/about");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByTestId("cart-count-early")).toHaveCount(0);
});

test("the cart page is never shared, and a first-time visitor's page sets no cookie and shows no badge", async ({ page, request }) => {
  const cart = await request.get("/cart");
  expect(cart.headers()["cache-control"]).toBe("private, no-store");
  expect(cart.headers()["x-page-cache"]).toBeUndefined();

  await page.goto("/products/3");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("a visitor with a cart keeps the product page's lower sections as the server sent them while their code is on its way", async ({ page }) => {
  await page.request.post("/api/cart", { data: { productId: 3, quantity: 1 } });
  // The lower sections' code arrives only after the cart has: the cart's arrival must not replace their HTML.
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-lower-sections-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const cartArrived = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/cart");
  await page.goto("/products/2");
  // The lower sections' own wrapper (the photo area and the tabs are deferred sections too).
  const lower = page.locator("[data-deferred-section]").filter({ has: page.locator("#related-heading") });
  const fromServer = await lower.innerText();
  expect(fromServer.length).toBeGreaterThan(200);

  // The cart has arrived (the count came from the cookie meanwhile); the section still shows the server's HTML.
  await cartArrived;
  await page.waitForTimeout(500);
  expect(await earlyBadgeText(page)).toBe('"1"');
  expect(await lower.innerText()).toBe(fromServer);

  // Once the code is in, the section hydrates in place and the real badge takes over.
  release();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await lower.innerText()).toBe(fromServer);
});
