import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_HASH_SECRET, FAKE_TMN_CODE, gmt7, payRequestProblems, signedByVnpay } from "../api/support/fake-vnpay";
import { BUYER_ADDRESS } from "../support/buyer";
import { fillShipping, pickPlace, waitForCartReady } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * Checkout with VNPAY (decision 0054): the shop sends the buyer to the gateway's page; the fake gateway checks the
 * request, notifies the shop server-to-server (IPN) and sends the buyer back to the return page, which shows what
 * the IPN recorded; the order page says paid. On a server of its own, with VNPAY configured.
 */
let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let gateway: Server;
/** The payment page's parameters of the last request, as the fake gateway received them. */
let lastPayment: Record<string, string> = {};
/** VNPAY numbers each transaction: one number per payment. */
let transactionNo = 71234567;
const at = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  let siteUrl = "";
  gateway = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway");
    const problems = payRequestProblems(url, siteUrl);
    if (problems.length > 0) {
      res.writeHead(400, { "content-type": "text/plain" }).end(problems.join("\n"));
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    lastPayment = params;
    const result = signedByVnpay({
      vnp_Amount: params.vnp_Amount!,
      vnp_BankCode: "NCB",
      vnp_CardType: "ATM",
      vnp_OrderInfo: params.vnp_OrderInfo!,
      vnp_PayDate: gmt7(new Date()),
      vnp_ResponseCode: "00",
      vnp_TmnCode: FAKE_TMN_CODE,
      vnp_TransactionNo: String((transactionNo += 1)),
      vnp_TransactionStatus: "00",
      vnp_TxnRef: params.vnp_TxnRef!,
    });
    // VNPAY notifies the shop before the buyer is back.
    await fetch(`${siteUrl}/api/payments/vnpay/ipn?${result}`);
    res.writeHead(302, { location: `${params.vnp_ReturnUrl}?${result}` }).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  server = await startIsolatedServer(async () => {}, (port) => {
    siteUrl = `http://127.0.0.1:${port}`;
    return {
      SITE_URL: siteUrl,
      VNPAY_TMN_CODE: FAKE_TMN_CODE,
      VNPAY_HASH_SECRET: FAKE_HASH_SECRET,
      VNPAY_PAYMENT_URL: `${gatewayUrl}/paymentv2/vpcpay.html`,
      VNPAY_API_URL: `${gatewayUrl}/merchant_webapi/api/transaction`,
    };
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
});

test("a buyer pays through VNPAY's page and comes back to a paid order", async ({ page }) => {
  await page.goto(at("/products/1"));
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();

  await page.goto(at("/checkout"));
  await fillShipping(page);
  // VNPAY's page replaces the card form: no card field on the shop's page.
  await expect(page.getByRole("radio", { name: /^Thẻ ngân hàng/ })).toHaveCount(0);
  await page.getByRole("radio", { name: "Thẻ ATM / thẻ quốc tế / QR ngân hàng (VNPAY)" }).check();
  await expect(page.getByLabel("Số thẻ")).toHaveCount(0);
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();

  await expect(page).toHaveURL(/\/payments\/vnpay\/return\?/);
  await expect(page.getByTestId("gateway-result")).toHaveText("Thanh toán thành công");
  await page.getByRole("link", { name: /^Xem đơn hàng #\d+$/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?t=/);
  await expect(page.getByTestId("payment-status")).toHaveText("Đã thanh toán");
});

test("an English-speaking buyer checks out with VNPAY: English checkout, VNPAY's page in English, back to a paid order", async ({ page }) => {
  await page.goto(at("/products/1"));
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  // The visitor's choice of English (decision 0038): the `lang` cookie.
  await page.context().addCookies([{ name: "lang", value: "en", url: at("/") }]);
  await page.goto(at("/checkout"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Full name").fill(BUYER_ADDRESS.fullName);
  await page.getByLabel("Email").fill(BUYER_ADDRESS.email);
  await page.getByLabel("Phone").fill(BUYER_ADDRESS.phone);
  await pickPlace(page, "Province/City", "ha noi", BUYER_ADDRESS.city);
  await pickPlace(page, "Ward/Commune", "hoan kiem", BUYER_ADDRESS.state);
  await page.getByLabel("Street address").fill(BUYER_ADDRESS.address);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("radio", { name: "ATM card / international card / bank QR (VNPAY)" }).check();
  await expect(page.getByText(/you go on to VNPAY's payment page/)).toBeVisible();
  await page.getByRole("checkbox", { name: /agree to the Terms of sale/ }).check();
  await page.getByRole("button", { name: /^Place order/ }).click();

  await expect(page).toHaveURL(/\/payments\/vnpay\/return\?/);
  expect(lastPayment.vnp_Locale).toBe("en");
  // The return page and the order page are English too (decision 0067).
  await expect(page.getByTestId("gateway-result")).toHaveText("Payment successful");
  await page.getByRole("link", { name: /^View order #\d+$/ }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
});
