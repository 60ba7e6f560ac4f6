import { startIsolatedServer } from "./support/isolated-server";
import { expect, failedLoad, test } from "./fixtures";

/**
 * The owner's payment gateway screen (decisions 0054, 0057, 0061) on a phone: both panels show their state, the
 * owner turns VNPAY (live, with instalments) and MoMo (sandbox) on with their keys, the keys are never shown again,
 * and a wrong TmnCode is named under its field. On a server of its own: the shared server's gateways come from its
 * environment, and what is saved here must not reach the other tests.
 */
const ADMIN = { username: "chuthanhtoan", password: "e2e-Payments-Pass-2026" };

let server: Awaited<ReturnType<typeof startIsolatedServer>>;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  server = await startIsolatedServer(async () => {}, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the owner turns VNPAY and MoMo on from the payment settings; keys stay hidden and a wrong code is named", async ({ page, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  // The refused save answers 400, which the browser logs.
  allowConsoleErrors(failedLoad(400, "/admin/settings/payments.data"));
  await server.signIn(page, ADMIN, "/admin/settings/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Cổng thanh toán (VNPAY, MoMo)" })).toBeVisible();
  await expect(page.getByTestId("vnpay-settings-status")).toHaveText("Chưa bật: khách không thấy phương thức này · Chuỗi bí mật: chưa có");
  await expect(page.getByTestId("momo-settings-status")).toHaveText("Chưa bật: khách không thấy phương thức này · Khóa: chưa có");
  await expect(page.getByText("Địa chỉ IPN khai báo với VNPAY:")).toBeVisible();
  await expect(page.getByText("Địa chỉ IPN (ipnUrl) cửa hàng gửi MoMo:")).toBeVisible();

  await page.getByLabel("Bật thanh toán qua VNPAY").check();
  await page.getByLabel("Mã website (TmnCode)").fill("SHOP2026");
  await page.getByLabel("Chuỗi bí mật (HashSecret)").fill("VNPAYSECRET0123456789ABCDEFGHIJK");
  await page.locator("#vnpay-environment").selectOption("live");
  await page.getByLabel(/Cho khách trả góp qua thẻ tín dụng \(VNPAY\)/).check();
  await page.getByLabel("Bật thanh toán bằng ví MoMo").check();
  await page.getByLabel("Mã đối tác (partnerCode)").fill("MOMOSHOP2026");
  await page.getByLabel("Access key").fill("F8BBA842ECF85");
  await page.getByLabel("Secret key").fill("K951B6PE1waDMi640xX08PD3vg6EkVlz");
  await expect(page.locator("#momo-environment")).toHaveValue("sandbox");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByText("Đã lưu cài đặt cổng thanh toán")).toBeVisible();

  await expect(page.getByTestId("vnpay-settings-status")).toHaveText("Đang bật · môi trường thật · Chuỗi bí mật: đã lưu");
  await expect(page.getByTestId("momo-settings-status")).toHaveText("Đang bật · môi trường thử nghiệm · Khóa: đã lưu");
  for (const label of ["Chuỗi bí mật (HashSecret)", "Access key", "Secret key"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByLabel(label)).toHaveAttribute("placeholder", "•••••• (đã lưu)");
  }

  // What was saved is what the screen shows after a reload.
  await page.reload();
  await expect(page.getByLabel("Mã website (TmnCode)")).toHaveValue("SHOP2026");
  await expect(page.getByLabel("Mã đối tác (partnerCode)")).toHaveValue("MOMOSHOP2026");
  await expect(page.locator("#vnpay-environment")).toHaveValue("live");
  await expect(page.getByLabel("Bật thanh toán qua VNPAY")).toBeChecked();
  await expect(page.getByLabel("Bật thanh toán bằng ví MoMo")).toBeChecked();
  await expect(page.getByLabel(/Cho khách trả góp qua thẻ tín dụng \(VNPAY\)/)).toBeChecked();

  // A wrong TmnCode is refused and named under its field; the stored settings stay.
  await page.getByLabel("Mã website (TmnCode)").fill("sai");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.locator("#main").getByText("Mã website (TmnCode) gồm 8 chữ và số")).toBeVisible();
  await expect(page.getByLabel("Mã website (TmnCode)")).toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(page.getByLabel("Mã website (TmnCode)")).toHaveValue("SHOP2026");
});
