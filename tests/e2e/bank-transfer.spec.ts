import { addFromProductPage, checkoutByBankTransfer, collectErrors } from "./helpers";
import { expect, failedLoad, test } from "./fixtures";

test("bank-transfer checkout shows the VietQR page with the exact total and the order number; nobody else can open it", async ({ page, browser, allowConsoleErrors }) => {
  const errors = collectErrors(page);
  await addFromProductPage(page, 2, 1);
  // LT-300: 32.800.000đ + 10 % VAT.
  const orderId = await checkoutByBankTransfer(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Đơn hàng #${orderId}`);
  await expect(page.getByTestId("transfer-amount")).toHaveText("36.080.000đ");
  await expect(page.getByTestId("transfer-note")).toHaveText(`Thanh toan don hang ${orderId}`);
  await expect(page.getByTestId("bank-account")).toHaveText("0011004455667");
  const qr = page.getByRole("img", { name: `Mã VietQR chuyển 36.080.000đ cho đơn hàng #${orderId}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(errors).toEqual([]);

  // Another browser session gets the 404 page for the same address.
  allowConsoleErrors(failedLoad(404, `/orders/${orderId}`));
  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/orders/${orderId}`);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { name: "Không tìm thấy trang" })).toBeVisible();
    await expect(strangerPage.getByText("36.080.000đ")).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
