import { type Page } from "@playwright/test";
import { LANGUAGE_COOKIE, MESSAGES } from "#common/i18n";
import { LEAD_RATE_LIMIT_MESSAGE } from "../../server/services/leads/leads";
import { expect, failedLoad, loginAsAdmin, test } from "./fixtures";
import { addFromProductPage, collectErrors, waitForElementHydration, waitForHydration } from "./helpers";

/** Issue 21: what a first-time visitor and the admin notice, checked on a 375 px phone and a 1280 px desktop. */
const WIDTHS = [
  { name: "phone", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Fails the test if the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "page width").toBeLessThanOrEqual(client);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`VAT: prices read as before VAT and the cart explains the VAT line (${size.name})`, async ({ page }) => {
      await page.goto("/products");
      const card = page.getByRole("article").filter({ hasText: "LS-200" }).first();
      await expect(card.getByText("Giá chưa bao gồm VAT 10%")).toBeVisible();

      await addFromProductPage(page, 3, 1);
      await expect(page.getByTestId("price-vat-note")).toHaveText("Giá chưa bao gồm VAT 10%");
      const productText = await page.locator("main").innerText();
      expect(productText).not.toMatch(/đã (bao )?gồm (10% )?VAT/i);

      await page.goto("/cart");
      await expect(page.getByTestId("summary-subtotal").first()).toHaveText("19.300.000đ");
      await expect(page.getByTestId("summary-tax").first()).toHaveText("1.930.000đ");
      await expect(page.getByTestId("summary-total").first()).toHaveText("21.230.000đ");
      await expect(page.getByTestId("summary-vat-note").first()).toHaveText(
        "Giá sản phẩm chưa bao gồm VAT; thuế VAT 10% được cộng vào tổng cộng khi đặt hàng.",
      );
    });

    test(`video thumbnails have one play button, centred (${size.name})`, async ({ page, request }) => {
      await page.goto("/products/3");
      const player = page.getByRole("button", { name: /^Phát video: LS-200/ });
      await player.scrollIntoViewIfNeeded();
      const thumbnail = player.locator("img");
      await expect(thumbnail).toBeVisible();
      // The artwork itself no longer draws a play triangle; the facade's is the only one.
      const artwork = await (await request.get((await thumbnail.getAttribute("src"))!)).text();
      expect(artwork).not.toMatch(/<circle[^>]*r="4\d" fill="#fff"\/>/);
      const icons = player.locator("svg");
      await expect(icons).toHaveCount(1);
      const box = (await player.boundingBox())!;
      const icon = (await icons.boundingBox())!;
      const round = (await icons.locator("xpath=..").boundingBox())!;
      expect(Math.abs(round.x + round.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(round.y + round.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(1);
      expect(icon.width).toBeGreaterThan(0);
    });

    test(`an unknown address shows the Vietnamese not-found page with search, products and hotline (${size.name})`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(failedLoad(404, "/trang-khong-ton-tai"));
      const errors = collectErrors(page);
      const response = await page.goto("/trang-khong-ton-tai");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(MESSAGES.vi.notFoundTitle);
      const main = page.locator("main").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
      await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
      await expect(main.getByRole("link", { name: "Xem tất cả sản phẩm" })).toHaveAttribute("href", "/products");
      await expect(main.getByRole("link", { name: /Gọi hotline/ })).toHaveAttribute("href", /^tel:\+84/);
      await expectNoSidewaysScroll(page);
      // The search box works (a plain GET form until hydration, the catalogue search afterwards).
      await waitForHydration(page).catch(() => undefined);
      const search = main.getByRole("combobox", { name: "Tìm kiếm sản phẩm" });
      await search.fill("LS-200");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/products\?search=LS-200/);
      // The spec's English words stay, as the English variant of the catalogue (footer switch / cookie).
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: page.url() }]);
      expect((await page.goto("/trang-khong-ton-tai"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      await page.context().clearCookies({ name: LANGUAGE_COOKIE });
      expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    });

    test(`hero banner: readable tagline, dots clear of the artwork, no layout shift (${size.name})`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/");
      const slider = page.getByRole("region", { name: "Banner nổi bật" });
      const before = (await slider.boundingBox())!;
      await page.waitForLoadState("load");
      await waitForHydration(page);
      const after = (await slider.boundingBox())!;
      expect(after.height).toBe(before.height);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

      const picture = slider.getByRole("img").first();
      const art = (await picture.boundingBox())!;
      const dots = slider.getByRole("button", { name: /Xem banner/ });
      const caption = slider.locator('[data-active] [data-testid="hero-caption"]');
      if (size.width < 768) {
        const tagline = caption.locator("span").nth(1);
        await expect(tagline).toBeVisible();
        const fontSize = await tagline.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(14);
        for (const dot of await dots.all()) {
          const box = (await dot.boundingBox())!;
          expect(box.y, "dot below the artwork").toBeGreaterThanOrEqual(art.y + art.height - 0.5);
        }
      } else {
        await expect(caption).toBeHidden();
        expect(after.height).toBeCloseTo((size.width * 3) / 8, 0);
      }
    });

    test(`a rate-limited lead sees the server's message and when to retry (${size.name})`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(failedLoad(429, "/api/trial-requests"), /^lead form not sent: ApiError: /);
      await page.goto("/products/3");
      await waitForHydration(page);
      await page.route("**/api/trial-requests", (route) =>
        route.fulfill({
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "420" },
          body: JSON.stringify({ message: LEAD_RATE_LIMIT_MESSAGE, retryAfterSeconds: 420 }),
        }),
      );
      const form = page.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" });
      await waitForElementHydration(form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }));
      await form.getByLabel("Họ và tên").fill("Khách gửi nhiều lần");
      await form.getByLabel("Số điện thoại").fill("0912 000 333");
      await form.getByLabel("Địa chỉ quán").fill("12 Lê Lợi, Huế");
      await form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText(LEAD_RATE_LIMIT_MESSAGE);
      await expect(alert).toContainText("Bạn có thể gửi lại sau khoảng 7 phút.");
      await expect(alert).not.toContainText("Đã xảy ra lỗi");
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "khoảng 7 phút" })).toBeVisible();
      await expect(form.getByLabel("Họ và tên")).toHaveValue("Khách gửi nhiều lần");
    });

    test(`admin: leads as cards with the status selector in view below 768 px, light table frame above (${size.name})`, async ({ page }) => {
      const name = `Khách thẻ ${size.width} ${Date.now()}`;
      const created = await page.request.post("/api/contact-requests", {
        data: { fullName: name, phone: "0912345678", email: "khach@example.vn", needType: "contact", product: "LS-200", message: "Tư vấn mở quán" },
      });
      expect(created.status()).toBe(201);
      await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(name)}`);
      await expectNoSidewaysScroll(page);
      const select = page.getByRole("combobox", { name: `Đổi trạng thái yêu cầu của ${name}` });
      await expect(select).toBeVisible();
      const box = (await select.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      if (size.width < 768) {
        await expect(page.getByTestId("lead-card").filter({ hasText: name })).toBeVisible();
        await expect(page.getByRole("table")).toBeHidden();
        await page.goto("/admin/orders");
        await expectNoSidewaysScroll(page);
        await expect(page.getByRole("table")).toBeHidden();
      } else {
        const table = page.getByRole("table");
        await expect(table).toBeVisible();
        await expect(page.getByTestId("lead-card")).toBeHidden();
        const frame = table.locator("xpath=..");
        // Tailwind's gray-200, as the other cards.
        await expect(frame).toHaveCSS("border-top-color", "oklch(0.928 0.006 264.531)");
      }
    });

    test(`a tap on the trial button before hydration opens the dialog (${size.name})`, async ({ page }) => {
      // A slow phone: the CPU 6× slower and the page's scripts late — held back until the tap, so it lands before
      // hydration however fast or loaded the machine is.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto("/products/4", { waitUntil: "commit" });
      const trigger = page.getByRole("button", { name: "Đăng ký dùng thử miễn phí" });
      await expect(trigger).toBeVisible({ timeout: 20_000 });
      // Not hydrated yet: React has not attached its props to the button.
      expect(await trigger.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), "tapped before hydration").toBe(false);
      await trigger.click();
      releaseScripts();
      const dialog = page.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
      await expect(dialog).toBeVisible({ timeout: 25_000 });
      await expect(dialog.getByLabel("Sản phẩm")).toHaveValue("LS-250");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // After hydration the button works as before: close, tap again, it opens again.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await trigger.click();
      await expect(dialog).toBeVisible();
    });
  });
}
