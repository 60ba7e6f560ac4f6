import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { paymentGatewaySettings, products } from "../../server/db/schema";
import { FAKE_HASH_SECRET, FAKE_TMN_CODE, gmt7, instalmentInitProblems, signedByVnpay } from "../api/support/fake-vnpay";
import { fillShipping, waitForCartReady } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * Instalments through VNPAY (decision 0061), on a phone: offered at checkout only at or above the minimum, the shop
 * initiates the instalment at the fake VNPAY, the buyer goes on to its page, VNPAY notifies the shop (IPN) and
 * sends the buyer back to the return page; the order page says paid. On a server of its own, with VNPAY configured
 * and the owner's instalments on.
 */
let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let gateway: Server;
const at = (path: string) => `${server.baseUrl}${path}`;
/** The product priced below the instalments' minimum. */
const CHEAP_PRODUCT = 4;

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

test.beforeAll(async () => {
  let siteUrl = "";
  let gatewayUrl = "";
  /** The initiations received, by their order reference. */
  const inits = new Map<string, { amount: number; returnUrl: string }>();
  gateway = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway");
    if (req.method === "POST" && url.pathname === "/isp-svc/payment/init") {
      const body = JSON.parse(await bodyOf(req)) as Record<string, Record<string, unknown>>;
      const problems = instalmentInitProblems(body, siteUrl);
      if (problems.length > 0) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ rspCode: "97", rspMsg: problems.join("; ") }));
        return;
      }
      const reference = String(body.order!.orderReference);
      inits.set(reference, { amount: Number(body.transaction!.amount), returnUrl: String(body.transaction!.returnUrl) });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ rspCode: "00", rspMsg: "Success", data: { paymentUrl: `${gatewayUrl}/isp-svc/payment?ref=${reference}` } }));
      return;
    }
    if (req.method === "GET" && url.pathname === "/isp-svc/payment") {
      const reference = url.searchParams.get("ref") ?? "";
      const init = inits.get(reference);
      if (!init) {
        res.writeHead(404).end();
        return;
      }
      const result = signedByVnpay({
        vnp_Amount: String(init.amount),
        vnp_BankCode: "VCB",
        vnp_CardType: "VISA",
        vnp_OrderInfo: "Tra gop",
        vnp_PayDate: gmt7(new Date()),
        vnp_ResponseCode: "00",
        vnp_TmnCode: FAKE_TMN_CODE,
        vnp_TransactionNo: "72000001",
        vnp_TransactionStatus: "00",
        vnp_TxnRef: reference,
      });
      await fetch(`${siteUrl}/api/payments/vnpay/ipn?${result}`);
      res.writeHead(302, { location: `${init.returnUrl}?${result}` }).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  server = await startIsolatedServer(
    async (db) => {
      await db.insert(paymentGatewaySettings).values({ id: 1, vnpayInstalments: true });
      await db.update(products).set({ price: 2_000_000, discountPrice: null }).where(eq(products.id, CHEAP_PRODUCT));
    },
    (port) => {
      siteUrl = `http://127.0.0.1:${port}`;
      return {
        SITE_URL: siteUrl,
        VNPAY_TMN_CODE: FAKE_TMN_CODE,
        VNPAY_HASH_SECRET: FAKE_HASH_SECRET,
        VNPAY_PAYMENT_URL: `${gatewayUrl}/paymentv2/vpcpay.html`,
        VNPAY_API_URL: `${gatewayUrl}/merchant_webapi/api/transaction`,
        VNPAY_INSTALMENT_URL: `${gatewayUrl}/isp-svc`,
      };
    },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
});

async function addToCart(page: Page, productId: number) {
  await page.goto(at(`/products/${productId}`));
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
}

test("below the minimum the checkout does not offer instalments", async ({ page }) => {
  await addToCart(page, CHEAP_PRODUCT);
  await page.goto(at("/checkout"));
  await fillShipping(page);
  await expect(page.getByRole("radio", { name: "Thẻ ATM / thẻ quốc tế / QR ngân hàng (VNPAY)" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Trả góp qua thẻ tín dụng (VNPAY)" })).toHaveCount(0);
});

test("a buyer pays a machine in instalments on VNPAY's page and comes back to a paid order", async ({ page }) => {
  await addToCart(page, 1);
  await page.goto(at("/checkout"));
  await fillShipping(page);
  await page.getByRole("radio", { name: "Trả góp qua thẻ tín dụng (VNPAY)" }).check();
  await expect(page.getByText(/trang trả góp của VNPAY/)).toBeVisible();
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();

  await expect(page).toHaveURL(/\/payments\/vnpay\/return\?/);
  await expect(page.getByTestId("gateway-result")).toHaveText("Thanh toán thành công");
  await page.getByRole("link", { name: /^Xem đơn hàng #\d+$/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?t=/);
  await expect(page.getByTestId("payment-status")).toHaveText("Đã thanh toán");
});
