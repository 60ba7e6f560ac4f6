import { computeTotals } from "#common/money";
import { BUYER_ADDRESS } from "../support/buyer";
import { expect, loginAsAdmin, test } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Issue 47 point 3, on a phone: a cash-on-delivery or card order's page says what happens next and gives the hotline;
 * the quote page's lines read at 375 px.
 */

/** Places an order of one LT-150 from this page's own cookies (so its order page is theirs) and opens that page. */
async function placeAndOpen(page: Page, paymentMethod: "cod" | "card" | "bank_transfer"): Promise<number> {
  await page.goto("/");
  expect((await page.request.post("/api/cart", { data: { productId: 1, quantity: 1 } })).status()).toBe(201);
  const cart = (await (await page.request.get("/api/cart")).json()) as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await page.request.post("/api/orders", { data: { address: BUYER_ADDRESS, total: String(total), paymentMethod, acceptTerms: true } });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await page.goto(`/orders/${id}`);
  return id;
}

test.describe("the order page's next steps, on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const method of ["cod", "card"] as const) {
    test(`a ${method} order says what happens next and gives the hotline`, async ({ page }) => {
      await placeAndOpen(page, method);
      const next = page.getByRole("region", { name: "Tiếp theo" });
      await expect(next).toBeVisible();
      await expect(next).toContainText("gọi điện xác nhận");
      await expect(next).toContainText(method === "card" ? "thanh toán bằng thẻ" : "khi nhận hàng");
      const hotline = next.getByRole("link");
      await expect(hotline).toHaveAttribute("href", /^tel:/);
      // Readable on the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test("a bank-transfer order keeps its own steps (the VietQR box), not these", async ({ page }) => {
    await placeAndOpen(page, "bank_transfer");
    await expect(page.getByRole("heading", { name: /Chuyển khoản bằng mã VietQR/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tiếp theo" })).toHaveCount(0);
  });

  test("the quote page's lines read at 375 px: every amount on screen with its column's name, nothing scrolls sideways", async ({ page }) => {
    await loginAsAdmin(page);
    const created = await page.request.post("/api/admin/quotes", {
      data: {
        customer: { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: "Công ty TNHH Trà Sữa Đông Á" },
        lines: [
          { productId: 4, quantity: 12 },
          { productId: 1, quantity: 3, unitPrice: 10_000_000 },
        ],
        installationFee: 1_500_000,
        depositPercent: 30,
        validUntil: "2099-12-31",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sent = await page.request.post(`/api/admin/quotes/${id}/send`);
    expect(sent.status(), await sent.text()).toBe(200);
    const { token } = (await sent.json()) as { token: string };

    await page.goto(`/quotes/${token}`);
    const lines = page.getByTestId("quote-lines");
    await expect(lines).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const cell of await lines.locator("tbody td").all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // Each number says what it is: the column's name is drawn before it.
    const label = await lines.locator('tbody td[data-label="Thành tiền"]').first().evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe('"Thành tiền"');
  });
});
