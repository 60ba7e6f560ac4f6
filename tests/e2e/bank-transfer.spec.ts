import { expect, test } from "@playwright/test";
import { addFromProductPage, collectErrors } from "./helpers";

test("bank-transfer checkout shows the VietQR page with the exact total and the order number; nobody else can open it", async ({ page, browser }) => {
  const errors = collectErrors(page);
  await addFromProductPage(page, 2, 1);
  await page.goto("/checkout");
  await page.getByLabel("Họ và tên").fill("Phạm Minh Châu");
  await page.getByLabel("Email").fill("chau.pham@example.vn");
  await page.getByLabel("Số điện thoại").fill("0905123456");
  await page.getByLabel("Địa chỉ").fill("8 Bạch Đằng");
  await page.getByLabel("Tỉnh/Thành phố").fill("Đà Nẵng");
  await page.getByLabel("Quận/Huyện").fill("Hải Châu");
  await page.getByLabel("Mã bưu chính").fill("550000");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await expect(page.getByLabel("Số thẻ")).toBeHidden();
  // LT-300: 32.800.000đ + 10 % VAT.
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Đơn hàng #${orderId}`);
  await expect(page.getByTestId("transfer-amount")).toHaveText("36.080.000đ");
  await expect(page.getByTestId("transfer-note")).toHaveText(`Thanh toan don hang ${orderId}`);
  await expect(page.getByTestId("bank-account")).toHaveText("0011004455667");
  const qr = page.getByRole("img", { name: `Mã VietQR chuyển 36.080.000đ cho đơn hàng #${orderId}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(errors).toEqual([]);

  // Another browser session gets the 404 page for the same address.
  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/orders/${orderId}`);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(strangerPage.getByText("36.080.000đ")).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
