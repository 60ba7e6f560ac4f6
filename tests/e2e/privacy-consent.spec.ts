import { addFromProductPage, collectErrors, fillShipping } from "./helpers";
import { expect, loginAsAdmin, test } from "./fixtures";

/**
 * Issue 45: the checkout's consent boxes start unticked, the order cannot be placed without the terms box (no
 * request leaves the browser), and the order then records the terms' version, which the admin order shows. The
 * privacy notice and the terms of sale are linked from the footer and from the checkout.
 */
test("consent boxes start unticked; the checkout refuses without the terms box; the admin order shows the version agreed", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await addFromProductPage(page, 1, 1);
  await page.goto("/checkout");
  await fillShipping(page);

  const terms = page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ });
  const marketing = page.getByRole("checkbox", { name: "Nhận e-mail giới thiệu sản phẩm, khuyến mãi và nhắc bảo dưỡng" });
  const zalo = page.getByRole("checkbox", { name: "Nhận tin Zalo từ cửa hàng ngoài tin về đơn hàng này" });
  for (const box of [terms, marketing, zalo]) await expect(box).not.toBeChecked();
  // The box links the terms and the notice it agrees to.
  await expect(page.getByRole("link", { name: "Điều khoản bán hàng" }).first()).toHaveAttribute("href", "/dieu-khoan-ban-hang");
  await expect(page.getByRole("link", { name: "Chính sách bảo mật" }).first()).toHaveAttribute("href", "/chinh-sach-bao-mat");

  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") posted.push(request.url());
  });
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Vui lòng đánh dấu đồng ý với Điều khoản bán hàng để đặt hàng" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(posted).toEqual([]);

  await zalo.check();
  await terms.check();
  await expect(page.getByRole("alert").filter({ hasText: "Vui lòng đánh dấu đồng ý" })).toBeHidden();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  expect(posted).toHaveLength(1);
  expect(errors).toEqual([]);

  await loginAsAdmin(page, `/admin/orders/${orderId}`);
  await expect(page.getByTestId("order-terms")).toContainText(/đã đồng ý phiên bản [0-9a-f]{10} lúc/);
});

test("the footer links the privacy notice and the terms of sale, each with its version", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Chính sách bảo mật" }).click();
  await expect(page).toHaveURL(/\/chinh-sach-bao-mat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Chính sách bảo mật và xử lý dữ liệu cá nhân" })).toBeVisible();
  await expect(page.getByTestId("notice-version")).toHaveText(/Phiên bản 2026-11-29\.[0-9a-f]{10}/);
  await expect(page.getByRole("heading", { name: "6. Quyền của bạn và cách thực hiện" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Điều khoản bán hàng" }).click();
  await expect(page).toHaveURL(/\/dieu-khoan-ban-hang$/);
  for (const heading of ["Giao hàng và lắp đặt", "Thanh toán", "Hủy đơn, đổi trả và hoàn tiền", "Bảo hành"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("terms-version")).toHaveText(/Phiên bản [0-9a-f]{10}/);
  expect(errors).toEqual([]);
});
