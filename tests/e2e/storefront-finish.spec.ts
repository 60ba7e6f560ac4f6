import { LANGUAGE_COOKIE } from "#common/i18n-vi";
import { expect, test } from "./fixtures";
import { addFromProductPage, pickPlace, waitForCartReady, waitForHydration } from "./helpers";
import { PRODUCT_NAMES, VIETNAMESE_LETTERS } from "./support/vietnamese-words";
import type { Locator, Page } from "@playwright/test";

/** Issue 37, the storefront: the English pages, a 375 px phone, the old ward name, the "added" toast. */

/** Names on every page: the four machines (header and footer menus) and the language switch's "Tiếng Việt". */
const ALWAYS_NAMES = [...PRODUCT_NAMES, "Tiếng Việt"];

/**
 * Everything the page says, frame and toasts included, as words: its title, visible text, accessible names and
 * placeholders, without what is marked `translate="no"` (addresses), the names (products, places) the test
 * typed or added, and amounts in dong.
 */
async function vietnameseWordsOn(page: Page, names: string[]): Promise<string[]> {
  const said = await page.evaluate(() => {
    const parts = [document.title];
    const kept = (element: Element | null) => !!element && !element.closest('[translate="no"], script, style, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (kept(parent) && parent!.checkVisibility({ visibilityProperty: true })) parts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (!kept(element) || !element.checkVisibility()) continue;
      for (const attribute of ["aria-label", "placeholder", "title", "alt"]) parts.push(element.getAttribute(attribute) ?? "");
    }
    return parts.join("\n");
  });
  // Amounts are dong in every language (spec section 9: vi-VN format, trailing đ).
  let text = said.replace(/\d{1,3}(?:\.\d{3})*đ/g, " ");
  for (const name of [...names, ...ALWAYS_NAMES]) text = text.split(name).join(" ");
  return text.split(/\s+/).filter((word) => VIETNAMESE_LETTERS.test(word));
}

test.describe("the English variant", () => {
  const LT150 = "Máy pha trà tự động LT-150";

  test("cart, checkout (both tabs, every payment choice, every field message) and the not-found page say nothing in Vietnamese; pages without English stay Vietnamese", async ({ page, allowConsoleErrors }) => {
    test.setTimeout(60_000);
    await addFromProductPage(page, 1, 1);
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: new URL("/", page.url()).href }]);

    // The product list has an English variant (decision 0067): its cards' buttons and toast are English.
    const LS250 = "Máy pha cà phê tự động LS-250";
    await page.goto("/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForCartReady(page);
    await page.getByRole("button", { name: `Add to cart – ${LS250}`, exact: true }).click();
    await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
    // A page without an English variant (the training courses) stays Vietnamese for an English visitor.
    await page.goto("/knowledge/courses");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");

    await page.goto("/cart");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page).toHaveTitle("Shopping Cart");
    await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
    expect(await vietnameseWordsOn(page, [LT150, LS250])).toEqual([]);
    await page.getByRole("button", { name: `Remove ${LS250}` }).click();
    await expect(page.getByText("Item removed from cart.")).toBeVisible();
    expect(await vietnameseWordsOn(page, [LT150, LS250])).toEqual([]);
    // The quote request's field messages, checked in the page's language before anything is sent.
    await page.getByRole("button", { name: "Request a quote" }).click();
    const quoteForm = page.getByRole("form", { name: "Request a quote" });
    await quoteForm.getByLabel("Phone").fill("12345");
    await quoteForm.getByRole("button", { name: "Send the quote request" }).click();
    await expect(quoteForm.getByText("Full name is required")).toBeVisible();
    await expect(quoteForm.getByText("Invalid phone number (for example 0912345678)")).toBeVisible();
    expect(await vietnameseWordsOn(page, [LT150])).toEqual([]);
    // The header cart on an English page.
    await page.getByRole("button", { name: "Cart (1 item)" }).click();
    const miniCart = page.getByRole("region", { name: "Your cart" });
    await expect(miniCart.getByRole("link", { name: "View cart" })).toBeVisible();
    await expect(miniCart.getByRole("link", { name: "Checkout" })).toBeVisible();
    await expect(miniCart).toContainText("Subtotal");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page).toHaveTitle("Checkout");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    // The ward's message names the ward field it stands under.
    const ward = page.getByRole("combobox", { name: "Ward/Commune" });
    await expect(ward).toHaveAccessibleDescription("Ward/Commune is required");
    await expect(page.getByText("State is required")).toHaveCount(0);
    expect(await vietnameseWordsOn(page, [LT150])).toEqual([]);

    await page.getByLabel("Full name").fill("Nguyen Van An");
    await page.getByLabel("Email").fill("an.nguyen@example.vn");
    await page.getByLabel("Phone").fill("0912345678");
    await pickPlace(page, "Province/City", "ha noi", "Thành phố Hà Nội");
    await pickPlace(page, "Ward/Commune", "hoan kiem", "Phường Hoàn Kiếm");
    await page.getByLabel("Street address").fill("12 Ly Thuong Kiet");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("tab", { name: "Payment" })).toHaveAttribute("aria-selected", "true");
    for (const choice of ["Cash on delivery (COD)", "Bank transfer (VietQR)", "Bank card (our staff calls to confirm the payment)"]) {
      await page.getByRole("radio", { name: choice }).check();
      expect(await vietnameseWordsOn(page, [LT150, "Thành phố Hà Nội", "Phường Hoàn Kiếm"])).toEqual([]);
    }
    // The VAT invoice details, refused in English by the same tax-code rule as the server's.
    await page.getByRole("radio", { name: "Cash on delivery (COD)" }).check();
    await page.getByRole("checkbox", { name: "Issue a VAT invoice" }).check();
    await page.getByLabel("Tax code").fill("0300588568");
    await page.getByRole("checkbox", { name: /agree to the Terms of sale/ }).check();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByText("Please enter the company or household business name")).toBeVisible();
    await expect(page.getByLabel("Tax code")).toHaveAccessibleDescription("This tax code is not right: its check digit (the 10th) does not match. Please check it");
    await expect(page.getByText("Please enter the address on the invoice")).toBeVisible();
    expect(await vietnameseWordsOn(page, [LT150, "Thành phố Hà Nội", "Phường Hoàn Kiếm"])).toEqual([]);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("summary-subtotal")).toBeVisible();
    for (const row of ["Subtotal", "Shipping", "Free", "VAT (10%)", "Total"]) await expect(page.getByRole("complementary")).toContainText(row);

    allowConsoleErrors(/404/);
    expect((await page.goto("/khong-co-trang-nay"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    expect(await vietnameseWordsOn(page, [])).toEqual([]);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  /** No other element is drawn over the bottom of `target` once it is scrolled to the bottom of the screen. */
  async function expectNothingOver(target: Locator) {
    await target.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const covered = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found: string[] = [];
      // Inside the element's rounded corners.
      for (let y = box.bottom - 10; y > Math.max(box.top, box.bottom - 160); y -= 12) {
        for (let x = box.left + 16; x < box.right - 15; x += Math.max(8, (box.width - 32) / 12)) {
          if (y < 0 || y >= innerHeight || x >= innerWidth) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && hit !== element && !element.contains(hit)) found.push(`${Math.round(x)},${Math.round(y)}: ${hit.outerHTML.slice(0, 60)}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
  }

  test("the product tabs show 'Đánh giá' whole; the call button covers neither the description, the map nor 'Tiếp tục thanh toán'", async ({ page }) => {
    await page.goto("/products/3");
    const tabs = page.getByRole("tablist", { name: "Thông tin sản phẩm" });
    const overflow = await tabs.evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const listBox = (await tabs.boundingBox())!;
    for (const name of ["Chính sách", "Thông số kỹ thuật", "Đánh giá"]) {
      const tab = tabs.getByRole("tab", { name });
      const box = (await tab.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(listBox.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
      expect(await tab.evaluate((element) => element.scrollWidth - element.clientWidth), name).toBeLessThanOrEqual(0);
    }

    // The call button moves into the header on a phone: in reach, over nothing.
    await waitForHydration(page);
    const call = page.getByRole("button", { name: "Gọi tư vấn" });
    await expect(call).toHaveCount(1);
    expect(await call.evaluate((button) => button.closest("header") !== null)).toBe(true);
    await expectNothingOver(page.getByRole("main").locator("p.leading-relaxed").first());

    await page.goto("/about");
    await expectNothingOver(page.getByRole("img", { name: /^Bản đồ Việt Nam/ }));

    await addFromProductPage(page, 3, 1);
    await page.goto("/checkout");
    await expectNothingOver(page.getByRole("button", { name: "Tiếp tục thanh toán" }));

    await call.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the trial form's submit button is on screen without scrolling its dialog", async ({ page }) => {
    await page.goto("/products/2");
    const dialog = page.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
    await expect(async () => {
      await page.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).first().click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    const submit = dialog.getByRole("button", { name: "Đăng ký dùng thử" });
    const box = (await submit.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    expect(
      await submit.evaluate((button) => {
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === button || button.contains(hit);
      }),
    ).toBe(true);
  });

  test("a ward picked by its old name says so once chosen, and on the order", async ({ page }) => {
    await addFromProductPage(page, 1, 1);
    await page.goto("/checkout");
    await page.getByLabel("Họ và tên").fill("Nguyễn Văn An");
    await page.getByLabel("Email").fill("an.nguyen@example.vn");
    await page.getByLabel("Số điện thoại").fill("0912345678");
    await pickPlace(page, "Tỉnh/Thành phố", "ho chi minh", "Thành phố Hồ Chí Minh");
    await pickPlace(page, "Phường/Xã", "ben nghe", /^Phường Sài Gòn/);
    await expect(page.getByRole("combobox", { name: "Phường/Xã" })).toHaveValue("Phường Sài Gòn");
    await expect(page.getByTestId("chosen-former-name")).toHaveText("(trước đây: Phường Bến Nghé, Quận 1)");
    await page.getByLabel("Số nhà, tên đường").fill("12 Lê Lợi");
    await page.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
    await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
    await page.getByRole("button", { name: /^Đặt hàng/ }).click();
    const placed = page.getByText(/^Đơn hàng #\d+ của bạn đã được đặt thành công\.$/);
    await expect(placed).toBeVisible();
    const orderId = Number((await placed.textContent())!.match(/#(\d+)/)![1]);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText("12 Lê Lợi, Phường Sài Gòn (trước đây: Phường Bến Nghé, Quận 1), Thành phố Hồ Chí Minh")).toBeVisible();
  });

  test("the 'added to cart' toast leaves when the visitor goes to the cart", async ({ page }) => {
    await addFromProductPage(page, 2, 1);
    const toast = page.getByText("Đã thêm sản phẩm vào giỏ hàng!");
    await page.getByRole("button", { name: /^Giỏ hàng/ }).click();
    await page.getByRole("region", { name: "Giỏ hàng của bạn" }).getByRole("link", { name: "Xem giỏ hàng" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // Well before its 5 s are up.
    await expect(toast).toBeHidden({ timeout: 1500 });
  });
});
