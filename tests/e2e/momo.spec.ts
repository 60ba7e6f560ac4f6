import { FAKE_ACCESS_KEY, FAKE_PARTNER_CODE, FAKE_SECRET_KEY, startFakeMomo, type FakeMomo } from "../api/support/fake-momo";
import { fillShipping, waitForCartReady } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * Checkout with the MoMo wallet (decision 0057): the shop asks MoMo's `create` (the local fake checks every
 * documented field and the signature) and sends the buyer to the `payUrl`; the fake's page notifies the shop (a
 * signed IPN, answered 204) and sends the buyer back to the return page, which shows what the IPN recorded; the
 * order page says paid. On a server of its own, with MoMo configured.
 */
let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let momo: FakeMomo;
const at = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  let siteUrl = "";
  momo = await startFakeMomo(() => siteUrl);
  server = await startIsolatedServer(async () => {}, (port) => {
    siteUrl = `http://127.0.0.1:${port}`;
    return { SITE_URL: siteUrl, MOMO_PARTNER_CODE: FAKE_PARTNER_CODE, MOMO_ACCESS_KEY: FAKE_ACCESS_KEY, MOMO_SECRET_KEY: FAKE_SECRET_KEY, MOMO_ENDPOINT: momo.url };
  });
});

test.afterAll(async () => {
  await server?.stop();
  await momo?.close();
});

test("a buyer pays with the MoMo wallet on MoMo's page and comes back to a paid order", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("/products/1"));
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();

  await page.goto(at("/checkout"));
  await fillShipping(page);
  await page.getByRole("radio", { name: "Ví MoMo" }).check();
  await expect(page.getByText(/chuyển sang trang thanh toán của MoMo/)).toBeVisible();
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();

  await expect(page).toHaveURL(/\/payments\/momo\/return\?/);
  await expect(page.getByTestId("gateway-result")).toHaveText("Thanh toán thành công");
  expect(momo.problems).toEqual([]);
  await page.getByRole("link", { name: /^Xem đơn hàng #\d+$/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?t=/);
  await expect(page.getByTestId("payment-status")).toHaveText("Đã thanh toán");
});

test("a payment denied on MoMo's page leaves the order held, and the buyer pays again from the order page", async ({ page }) => {
  await page.goto(at("/products/1"));
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  await page.goto(at("/checkout"));
  await fillShipping(page);
  await page.getByRole("radio", { name: "Ví MoMo" }).check();
  momo.page.resultCode = 1006;
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(page.getByTestId("gateway-result")).toHaveText("Thanh toán chưa thành công");
  await page.getByRole("link", { name: /^Xem đơn hàng #\d+$/ }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Chưa thanh toán");

  momo.page.resultCode = 0;
  await page.getByRole("button", { name: "Thanh toán bằng ví MoMo" }).click();
  await expect(page.getByTestId("gateway-result")).toHaveText("Thanh toán thành công");
  await page.getByRole("link", { name: /^Xem đơn hàng #\d+$/ }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Đã thanh toán");
  expect(momo.problems).toEqual([]);
});
