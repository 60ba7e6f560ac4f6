import type { Page } from "@playwright/test";
import { parseSubFields, parseVietQrPayload } from "#common/vietqr";
import { decodeMail, startSmtp } from "../api/smtp";
import { fillShipping, waitForCartReady } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * The owner changes the store settings in the admin, and the next visitor sees them: the hotline in the header's
 * menu, the footer and the contact page, the order e-mail, and the bank in the next VietQR payload. On a server
 * of its own (with a mail server to read), so the shared server's contact data stays what the other tests expect.
 */
const ADMIN = { username: "chucuahang", password: "e2e-Settings-Pass-2026" };
const NEW_HOTLINE = "0911 222 333";

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const at = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startIsolatedServer(async () => {}, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "shop@example.vn",
    BANK_BIN: "970436",
    BANK_ACCOUNT: "0011004455667",
    BANK_ACCOUNT_NAME: "CONG TY MAY PHA DEMO",
    BANK_NAME: "Vietcombank",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});


async function signIn(page: Page, next: string) {
  await page.goto(at(`/admin/login?next=${encodeURIComponent(next)}`));
  await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).toHaveURL(at(next));
}

test("the owner changes the hotline and the bank; pages, the order e-mail and the next VietQR follow", async ({ page, browser }) => {
  test.setTimeout(90_000);

  // A visitor's view before the change: it is in the shared page cache now.
  const before = await browser.newContext();
  const beforePage = await before.newPage();
  await beforePage.goto(at("/contact"));
  await expect(beforePage.getByRole("link", { name: "0968 150 300" }).first()).toBeVisible();
  await before.close();

  await signIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Cài đặt cửa hàng" })).toBeVisible();
  await expect(page.getByText("Đang dùng giá trị mặc định")).toBeVisible();
  await expect(page.getByLabel("Hotline tư vấn bán hàng")).toHaveValue("0968 150 300");
  await expect(page.getByLabel("Ngân hàng")).toHaveValue("970436");

  await page.getByLabel("Hotline tư vấn bán hàng").fill(NEW_HOTLINE);
  await page.getByLabel("Ngân hàng").selectOption({ label: "BIDV – Ngân hàng TMCP Đầu tư và Phát triển Việt Nam" });
  await expect(page.getByText("Mã BIN NAPAS: 970418")).toBeVisible();
  // A slip is caught with the field's own message, and nothing is saved.
  await page.getByLabel("Số tài khoản").fill("12-AB-34");
  await page.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(page.getByText("Số tài khoản chỉ gồm chữ số (6–19 số)")).toBeVisible();
  await expect(page.getByText("Có thay đổi chưa lưu")).toBeVisible();

  await page.getByLabel("Số tài khoản").fill("1234567890");
  await page.getByLabel("Chủ tài khoản").fill("CONG TY TRA VIET");
  await page.getByLabel("E-mail nhận thông báo").fill("donhang@traviet.vn");
  await page.getByLabel("Tên thương hiệu").fill("Trà Việt Pro");
  await page.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(page.getByText("Đã lưu cài đặt")).toBeVisible();
  await expect(page.getByText("Có thay đổi chưa lưu")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Hotline tư vấn bán hàng")).toHaveValue(NEW_HOTLINE);
  await expect(page.getByLabel("Số tài khoản")).toHaveValue("1234567890");
  await expect(page.getByText("Lưu lần cuối:")).toBeVisible();

  // A new visitor, on a phone: the header's menu, the footer and the contact page carry the new number.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await visitor.newPage();
  await shopper.goto(at("/"));
  await waitForCartReady(shopper);
  await shopper.getByRole("button", { name: "Mở menu" }).click();
  await expect(shopper.getByRole("link", { name: `Hotline ${NEW_HOTLINE}` })).toHaveAttribute("href", "tel:+84911222333");
  await shopper.keyboard.press("Escape");
  await expect(shopper.locator("footer").getByRole("link", { name: `Hotline: ${NEW_HOTLINE}` })).toBeVisible();
  await expect(shopper.locator("footer")).toContainText("© " + new Date().getFullYear() + " Trà Việt Pro.");
  await shopper.goto(at("/contact"));
  await expect(shopper).toHaveTitle("Liên hệ tư vấn máy pha trà, cà phê và khóa học | Trà Việt Pro");
  await expect(shopper.locator("main").getByRole("link", { name: NEW_HOTLINE })).toHaveAttribute("href", "tel:+84911222333");
  await expect(shopper.getByText("0968 150 300")).toHaveCount(0);

  // The visitor orders by bank transfer: the order page and its VietQR name the new bank and account.
  await shopper.goto(at("/products/1"));
  await waitForCartReady(shopper);
  await shopper.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(shopper.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  await shopper.goto(at("/checkout"));
  await fillShipping(shopper);
  await shopper.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await shopper.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await shopper.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(shopper).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(shopper.url()).pathname.split("/").pop());
  await expect(shopper.getByTestId("bank-account")).toHaveText("1234567890");
  await expect(shopper.getByText("BIDV", { exact: true })).toBeVisible();
  const order = await (await shopper.request.get(at(`/api/orders/${orderId}`))).json();
  const merchant = parseSubFields(parseSubFields(parseVietQrPayload(order.bankTransfer.payload).get("38")!).get("01")!);
  expect(merchant.get("00")).toBe("970418");
  expect(merchant.get("01")).toBe("1234567890");
  await visitor.close();

  // The buyer's confirmation carries the new hotline; the shop's alert goes to the new address.
  await expect
    .poll(() => smtp.received.filter((mail) => mail.raw.includes(`#${orderId}`)).map((mail) => mail.to.join(",")).sort(), { timeout: 30_000 })
    .toEqual(["an.nguyen@example.vn", "donhang@traviet.vn"]);
  const confirmation = smtp.received.find((mail) => mail.to.includes("an.nguyen@example.vn") && mail.raw.includes(`#${orderId}`))!;
  expect(decodeMail(confirmation.raw)).toContain(`gọi hotline ${NEW_HOTLINE}`);
  expect(decodeMail(confirmation.raw)).toContain("Trà Việt Pro");
});
