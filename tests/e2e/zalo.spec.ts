import type { Page } from "@playwright/test";
import { startSmtp } from "../api/smtp";
import { startFakeZalo, type FakeZalo } from "../api/support/fake-zalo";
import { fillShipping, waitForCartReady } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * The owner sets up the Zalo channel against a local stand-in for Zalo (tests/api/support/fake-zalo.ts), sends a
 * test message, a buyer orders, and the order shows its e-mail and its Zalo message with their statuses
 * (decision 0040). On a server of its own: the shared server has no Zalo.
 */
const ADMIN = { username: "chuzalo", password: "e2e-Zalo-Pass-2026" };

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let fake: FakeZalo;
const at = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtp();
  fake = await startFakeZalo();
  server = await startIsolatedServer(async () => {}, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ZALO_API_URL: fake.url,
    ZALO_OAUTH_URL: fake.url,
    OUTBOX_INTERVAL_SECONDS: "0.5",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

async function signIn(page: Page, next: string) {
  await page.goto(at(`/admin/login?next=${encodeURIComponent(next)}`));
  await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).toHaveURL(at(next));
}

test("the owner configures Zalo, sends a test message, and sees an order's e-mail and Zalo message with their statuses", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "/admin/settings/zalo");
  await expect(page.getByRole("heading", { level: 1, name: "Tin nhắn Zalo (ZNS)" })).toBeVisible();
  await expect(page.getByTestId("zalo-status")).toContainText("Chưa cấu hình");

  await page.getByLabel("App ID").fill(fake.appId);
  await page.getByLabel("Secret key của ứng dụng").fill(fake.secretKey);
  await page.getByLabel("Refresh token của OA").fill(fake.firstRefreshToken);
  const orderPlaced = page.getByTestId("zalo-event-order-placed");
  await orderPlaced.getByLabel("Gửi tin Zalo").check();
  await orderPlaced.getByLabel("Mã mẫu ZNS (template id)").fill("250001");
  await page.getByRole("button", { name: "Lưu cài đặt Zalo" }).click();
  await expect(page.getByText("Đã lưu cài đặt Zalo")).toBeVisible();
  await expect(page.getByTestId("zalo-status")).toContainText("Đã cấu hình");
  // Write-only: the secrets are never shown again.
  await expect(page.getByLabel("Refresh token của OA")).toHaveValue("");
  await page.reload();
  await expect(page.getByLabel("Refresh token của OA")).toHaveValue("");
  await expect(page.getByLabel("Refresh token của OA")).toHaveAttribute("placeholder", /đã lưu/);
  expect(await page.content()).not.toContain(fake.firstRefreshToken);

  await page.getByLabel("Số điện thoại (có Zalo)").fill("0987 654 321");
  await page.getByRole("button", { name: "Gửi tin thử" }).click();
  await expect(page.getByText("Đã gửi tin thử")).toBeVisible();
  expect(fake.messages.map((message) => message.phone)).toEqual(["84987654321"]);

  // A buyer orders: the checkout says order messages come by Zalo.
  const buyer = await browser.newContext();
  const shopper = await buyer.newPage();
  await shopper.goto(at("/products/1"));
  await waitForCartReady(shopper);
  await shopper.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(shopper.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  await shopper.goto(at("/checkout"));
  await expect(shopper.getByTestId("zalo-consent")).toContainText("qua Zalo");
  await fillShipping(shopper);
  // Cash on delivery (the default): the buyer is told the order number.
  await shopper.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await shopper.getByRole("button", { name: /^Đặt hàng/ }).click();
  const placed = shopper.getByText(/^Đơn hàng #\d+ của bạn đã được đặt thành công\.$/);
  await expect(placed).toBeVisible();
  const orderId = Number((await placed.textContent())!.match(/#(\d+)/)![1]);
  await buyer.close();

  // The owner sees both messages on the order; the worker sends them within a second or two.
  await page.goto(at(`/admin/orders/${orderId}`));
  const messages = page.getByTestId("outbox-messages");
  await expect(async () => {
    await page.reload();
    await expect(messages.locator('[data-channel="email"][data-status="sent"]')).toHaveCount(1, { timeout: 500 });
    await expect(messages.locator('[data-channel="zalo"][data-status="sent"]')).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  const zalo = messages.locator('[data-channel="zalo"]');
  await expect(zalo).toContainText("Zalo");
  await expect(zalo).toContainText("Đặt hàng thành công");
  await expect(zalo).toContainText("84912345678");
  await expect(zalo).toContainText("Đã gửi");
  await expect(messages.locator('[data-channel="email"]')).toContainText("an.nguyen@example.vn");
  expect(fake.messages.at(-1)).toMatchObject({ phone: "84912345678", template_id: "250001", tracking_id: expect.stringMatching(/^outbox-\d+$/) });
  expect(fake.violations).toEqual([]);
});
