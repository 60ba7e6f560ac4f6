import { addFromProductPage, fillShipping } from "./helpers";
import { expect, loginAsAdmin, test } from "./fixtures";

/**
 * Issue 36: staff create a discount code; a visitor applies it at checkout and sees it as its own line in the
 * summary, the VietQR amount and the order e-mail (read from the outbox through the admin's order).
 */
test("a visitor applies a discount code at checkout and sees its line in the totals, the VietQR amount and the e-mail", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const code = `GIAM${Date.now().toString(36).toUpperCase()}`;

  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await loginAsAdmin(admin, "/admin/discount-codes");
    await admin.getByRole("button", { name: "Tạo mã giảm giá" }).click();
    const dialog = admin.getByRole("dialog", { name: "Tạo mã giảm giá" });
    await dialog.getByLabel("Mã", { exact: true }).fill(code);
    await dialog.getByLabel("Giảm (%)").fill("10");
    await dialog.getByLabel("Tổng lượt dùng").fill("5");
    await dialog.getByRole("button", { name: "Lưu" }).click();
    await expect(admin.getByRole("rowheader", { name: code })).toBeVisible();

    // LT-300: 32.800.000đ; 10 % off = 3.280.000đ before VAT; VAT 2.952.000đ; total 32.472.000đ.
    await addFromProductPage(page, 2, 1);
    await page.goto("/checkout");
    await page.getByLabel("Mã giảm giá").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Áp dụng" }).click();
    await expect(page.getByText(`Đã áp dụng mã ${code}`)).toBeVisible();
    await expect(page.getByTestId("summary-discount")).toHaveText("-3.280.000đ");
    await expect(page.getByTestId("summary-total")).toHaveText("32.472.000đ");
    await fillShipping(page);
    await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
    await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
    await page.getByRole("button", { name: "Đặt hàng – 32.472.000đ" }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("transfer-amount")).toHaveText("32.472.000đ");
    await expect(page.getByTestId("summary-discount")).toHaveText("-3.280.000đ");

    // The buyer's confirmation and the shop's alert, as queued in the outbox.
    const order = await (await admin.request.get(`/api/admin/orders/${orderId}`)).json();
    expect(order).toMatchObject({ discount: 3_280_000, discountCode: code, total: 32_472_000 });
    const confirmation = order.notifications.find((mail: { kind: string }) => mail.kind === "order-confirmation");
    expect(confirmation.textBody).toContain(`Giảm giá (${code}): -3.280.000đ`);
    expect(confirmation.htmlBody).toContain(`Giảm giá (${code})`);

    // The code's row counts the use and the order's revenue.
    await admin.reload();
    const row = admin.getByRole("row", { name: new RegExp(code) });
    await expect(row.getByTestId("discount-uses")).toHaveText("1 / 5");
    await expect(row).toContainText("32.472.000đ");
  } finally {
    await staff.close();
  }
});
