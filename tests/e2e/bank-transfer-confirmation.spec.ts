import { randomInt } from "node:crypto";
import { expect, failedLoad, test, loginAsAdmin } from "./fixtures";
import { addFromProductPage, checkoutByBankTransfer, collectErrors } from "./helpers";

/** playwright.config.ts gives the server this secret and the demo account 0011004455667. */
const WEBHOOK_SECRET = "e2e-bank-webhook-secret-0123456789";
const SHOP_ACCOUNT = "0011004455667";

const dongOf = (text: string) => Number(text.replace(/\D/g, ""));

test("a bank notification turns the open order page to 'Đã nhận thanh toán' without a reload", async ({ page }) => {
  const errors = collectErrors(page);
  await addFromProductPage(page, 2, 1);
  const orderId = await checkoutByBankTransfer(page);
  const amount = dongOf(await page.getByTestId("transfer-amount").innerText());
  await expect(page.getByTestId("payment-status")).toHaveText("Chưa thanh toán");
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const transactionId = randomInt(1_000_000, 9_000_000);
  const response = await page.request.post("/api/payments/bank-notifications", {
    headers: { authorization: `Apikey ${WEBHOOK_SECRET}` },
    data: {
      id: transactionId,
      gateway: "Vietcombank",
      transactionDate: "2026-05-10 09:15:00",
      accountNumber: SHOP_ACCOUNT,
      code: null,
      content: `MBVCB.${transactionId}.THANH TOAN DON HANG ${orderId}.CT tu 0905123456 PHAM MINH CHAU`,
      transferType: "in",
      transferAmount: amount,
      accumulated: amount,
      subAccount: null,
      referenceCode: `FT${transactionId}`,
      description: "",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });

  await expect(page.getByRole("heading", { name: "Đã nhận thanh toán" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("payment-status")).toHaveText("Đã thanh toán");
  await expect(page.getByTestId("transfer-amount")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(errors).toEqual([]);
});

test("a two-row statement import pays the known order and keeps the unknown transfer for staff", async ({ page }) => {
  const errors = collectErrors(page);
  await addFromProductPage(page, 1, 1);
  const orderId = await checkoutByBankTransfer(page);
  const amount = dongOf(await page.getByTestId("transfer-amount").innerText());
  const unknownNote = `CHUYEN KHOAN ${randomInt(1_000_000, 9_000_000)} KHONG GHI DON`;
  const csv = [
    "Ngày giao dịch;Số tiền ghi có;Mô tả",
    `11/05/2026 08:30:00;${amount.toLocaleString("vi-VN")};MBVCB.4455.THANH TOAN DON HANG ${orderId}.CT tu 0905123456`,
    `11/05/2026 09:00:00;1.250.000;${unknownNote}`,
  ].join("\r\n");

  // Without an administrator session the screen's action is refused like its page.
  const refused = await page.request.post("/admin/payments", { form: { intent: "import", csv, headerRow: "0", date: "0", amount: "1", note: "2" }, maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toMatch(/^\/admin\/login\?next=/);

  await loginAsAdmin(page, "/admin/payments");
  await expect(page.getByRole("heading", { name: "Thanh toán chuyển khoản", level: 1 })).toBeVisible();
  await page.getByLabel("Tệp sao kê (CSV)").setInputFiles({ name: "sao-ke.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Xem trước" }).click();

  const preview = page.getByRole("table", { name: "Xem trước: kết quả của từng dòng sao kê" });
  await expect(preview.getByRole("row")).toHaveCount(3);
  await expect(preview.getByRole("row").nth(1)).toContainText(`Thanh toán đơn #${orderId}`);
  await expect(preview.getByRole("row").nth(2)).toContainText("Chưa khớp đơn nào");
  await expect(page.getByLabel("Cột số tiền ghi có (tiền vào)")).toHaveValue("1");

  await page.getByRole("button", { name: "Xác nhận nhập 2 giao dịch" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã nhập 2 giao dịch" })).toHaveText("Đã nhập 2 giao dịch: 1 khớp đơn, 1 chưa khớp đơn.");

  await page.getByRole("link", { name: /^Chưa khớp đơn/ }).click();
  const unmatched = page.getByTestId("bank-transfer-row").filter({ hasText: unknownNote });
  await expect(unmatched).toContainText("1.250.000đ");
  await expect(unmatched.getByRole("button", { name: "Gán" })).toBeVisible();

  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByLabel("Trạng thái thanh toán")).toHaveValue("paid");
  await expect(page.getByTestId("order-transfer-balance")).toContainText("đủ");
  expect(errors).toEqual([]);
});

test("staff assign an unmatched transfer to an order from the payments page; the order page records a refund", async ({ page, allowConsoleErrors }) => {
  // Refused on purpose below: an unknown order number, then an empty statement file.
  allowConsoleErrors(failedLoad(400, /\/admin\/payments\.data(?:\?.*)?/));
  await addFromProductPage(page, 1, 1);
  const orderId = await checkoutByBankTransfer(page);
  const amount = dongOf(await page.getByTestId("transfer-amount").innerText());
  const note = `CK ${randomInt(1_000_000, 9_000_000)} KHONG GHI`;
  const csv = ["Ngày giao dịch;Số tiền ghi có;Mô tả", `11/05/2026 09:00:00;${amount.toLocaleString("vi-VN")};${note}`].join("\r\n");
  await loginAsAdmin(page, "/admin/payments");
  await page.getByLabel("Tệp sao kê (CSV)").setInputFiles({ name: "s.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Xem trước" }).click();
  await page.getByRole("button", { name: "Xác nhận nhập 1 giao dịch" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã nhập 1 giao dịch" })).toBeVisible();
  await page.getByRole("link", { name: /^Chưa khớp đơn/ }).click();
  const row = page.getByTestId("bank-transfer-row").filter({ hasText: note });
  await row.getByPlaceholder("Mã đơn").fill("99999999");
  await row.getByRole("button", { name: "Gán" }).click();
  await expect(page.getByRole("alert")).toContainText("Không tìm thấy đơn hàng #99999999");
  await row.getByPlaceholder("Mã đơn").fill(String(orderId));
  await row.getByRole("button", { name: "Gán" }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(`Đã gán giao dịch #\\d+ cho đơn hàng #${orderId}`));
  // An empty file preview is refused with the schema's words.
  await page.goto("/admin/payments");
  await page.getByLabel("Tệp sao kê (CSV)").setInputFiles({ name: "e.csv", mimeType: "text/csv", buffer: Buffer.from("a;b\r\n", "utf8") });
  await page.getByRole("button", { name: "Xem trước" }).click();
  await expect(page.getByRole("alert")).toContainText("Tệp CSV không có dòng giao dịch nào");
  // Order page: payment status through its form.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByLabel("Trạng thái thanh toán")).toHaveValue("paid");
  await page.getByLabel("Trạng thái thanh toán").selectOption("refunded");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Trạng thái thanh toán đã được cập nhật: Đã hoàn tiền");
});
