import { LANGUAGE_COOKIE } from "#common/i18n-vi";
import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";
import { scrollThrough, vietnameseInterfaceWords } from "./support/vietnamese-words";

/**
 * Issue 47 point 4: the home page and the product pages in English (docs/decisions/0060). Every interface text comes
 * from the page catalogues; the owner's words without an English version stay Vietnamese inside regions marked
 * `lang="vi"` (product sections, the specification table, reviews, videos, category names).
 */

test.describe("the English storefront pages", () => {
  test("on a phone, the English home page says nothing in Vietnamese outside the owner's content; the Vietnamese one is unchanged", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseURL! }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Automatic tea and coffee machines/);
    await expect(page.getByRole("heading", { name: "Featured products" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    await expect(page.getByRole("heading", { name: "The figures say it all" })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    // The phone menu, opened.
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.context().clearCookies({ name: LANGUAGE_COOKIE });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { name: "Sản phẩm nổi bật" })).toBeVisible();
  });

  test("the footer's switch turns the home page's own texts English at once, and back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Sản phẩm nổi bật" })).toBeVisible();
    await page.getByRole("button", { name: "English", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Featured products" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Tiếng Việt", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sản phẩm nổi bật" })).toBeVisible();
  });

  test("an English product page says nothing in Vietnamese outside the owner's content, its tabs and toast included", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseURL! }]);
    await page.goto("/products/2");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
    await expect(page.getByText("Prices exclude 10% VAT").first()).toBeVisible();
    // Without an English description the owner's Vietnamese one shows, marked as Vietnamese.
    await expect(page.locator('main p[lang="vi"]').first()).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    for (const tab of ["Specifications", "Reviews"]) {
      await page.getByRole("tab", { name: tab }).click();
      expect(await vietnameseInterfaceWords(page)).toEqual([]);
    }
    await expect(page.getByRole("heading", { name: "Write a review" })).toBeVisible();
  });

  test("the owner writes a product's English name and description in the editor; the English page shows them, the Vietnamese one does not", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const english = { name: `LT-300 automatic tea machine ${Date.now().toString(36)}`, description: "A tea machine for busy milk-tea shops, with nine stored recipes." };
    await loginAsAdmin(page, "/admin/products/2");
    await waitForHydration(page).catch(() => undefined);
    const nameField = page.getByLabel("Tên sản phẩm (tiếng Anh)");
    await expect(nameField).toBeVisible();
    try {
      await nameField.fill(english.name);
      await page.getByLabel("Mô tả (tiếng Anh)").fill(english.description);
      await page.getByRole("button", { name: "Lưu sản phẩm" }).click();
      await expect(page.getByText(/Đã lưu/).first()).toBeVisible();

      const visitor = await browser.newContext({ baseURL });
      await visitor.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseURL! }]);
      const shopper = await visitor.newPage();
      await shopper.goto("/products/2");
      await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(english.name);
      await expect(shopper.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", "vi");
      await expect(shopper.getByText(english.description)).toBeVisible();
      await visitor.clearCookies({ name: LANGUAGE_COOKIE });
      await shopper.goto("/products/2");
      await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Máy pha trà tự động LT-300");
      await expect(shopper.getByText(english.description)).toHaveCount(0);
      await visitor.close();
    } finally {
      // Other suites read this machine's English page: it goes back to having no English of its own.
      await page.reload();
      await page.getByLabel("Tên sản phẩm (tiếng Anh)").fill("");
      await page.getByLabel("Mô tả (tiếng Anh)").fill("");
      await page.getByRole("button", { name: "Lưu sản phẩm" }).click();
      await expect(page.getByText(/Đã lưu/).first()).toBeVisible();
    }
  });
});
