import { request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { computeTotals } from "#common/money";
import { BUYER_ADDRESS } from "../support/buyer";
import { expect, failedLoad, loginAsAdmin, test } from "./fixtures";

const suffix = Date.now().toString(36);

/** The owner creates an account on /admin/staff and reads the one-time password shown once. */
async function createStaff(page: Page, username: string, role: "Bán hàng" | "Biên tập"): Promise<string> {
  await page.goto("/admin/staff");
  await page.getByLabel("Tên đăng nhập mới").fill(username);
  await page.getByLabel("Vai trò", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Tạo tài khoản" }).click();
  await expect(page.getByRole("status")).toContainText(`Đã tạo tài khoản ${username}.`);
  await expect(page.getByTestId(`staff-${username}`)).toContainText("Chờ đổi mật khẩu");
  return (await page.getByTestId("temporary-password").textContent())!.trim();
}

/** A staff member's first sign-in in a browser of their own: the one-time password, then their own. */
async function firstSignIn(browser: Browser, username: string, temporaryPassword: string, next = "/admin") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu").fill(temporaryPassword);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByRole("heading", { name: "Đặt mật khẩu mới" })).toBeVisible();
  await page.getByLabel("Mật khẩu mới", { exact: true }).fill(`${username}-Mat-khau-2026`);
  await page.getByLabel("Nhập lại mật khẩu mới").fill(`${username}-Mat-khau-2026`);
  await page.getByRole("button", { name: "Lưu mật khẩu" }).click();
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
  return page;
}

/** A cash-on-delivery order placed through the API by a buyer of its own. */
async function placeOrder(baseURL: string): Promise<number> {
  const buyer = await playwrightRequest.newContext({ baseURL });
  expect((await buyer.post("/api/cart", { data: { productId: 1, quantity: 1 } })).status()).toBe(201);
  const cart = (await (await buyer.get("/api/cart")).json()) as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.post("/api/orders", { data: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await buyer.dispose();
  return id;
}

test("the owner creates a sales account; it sees only leads and orders, confirms an order, and the order shows who did it", async ({ page, browser, baseURL, allowConsoleErrors }) => {
  const username = `lan${suffix}`;
  await loginAsAdmin(page);
  const temporaryPassword = await createStaff(page, username, "Bán hàng");
  const orderId = await placeOrder(baseURL!);

  const sales = await firstSignIn(browser, username, temporaryPassword);
  await expect(sales).toHaveURL(/\/admin$/);
  const nav = sales.getByRole("navigation", { name: "Quản trị" });
  await expect(nav.getByRole("link")).toHaveText([
    "Tổng quan",
    "Yêu cầu liên hệ",
    "Đơn hàng",
    "Thanh toán",
    "Báo giá",
    "Khách hàng",
    "Mã giảm giá",
    "Bảo hành & sửa chữa",
    "Máy & serial",
    "Kích hoạt bảo hành",
    "Đại lý",
    "Mạng lưới đại lý",
  ]);
  // In sections (issue 47), only those the role has entries in.
  await expect(nav.getByRole("heading")).toHaveText(["Bán hàng", "Sau bán hàng", "Mạng lưới"]);

  await sales.goto(`/admin/orders/${orderId}`);
  await sales.getByRole("button", { name: "Chuyển sang “Đã xác nhận”" }).click();
  await expect(sales.getByRole("status")).toHaveText("Trạng thái đã được cập nhật: Đã xác nhận");
  await expect(sales.getByTestId("order-history")).toContainText(new RegExp(`Đã xác nhận bởi ${username} lúc \\d{2}:\\d{2}`));

  // A page outside the role: the "no permission" page inside the admin frame, answered with 403.
  allowConsoleErrors(failedLoad(403, "/admin/blog-admin"));
  const refused = await sales.goto("/admin/blog-admin");
  expect(refused?.status()).toBe(403);
  await expect(sales.getByRole("heading", { name: "Không có quyền truy cập" })).toBeVisible();
  await expect(nav).toBeVisible();

  // The owner sees the same history, and the move in the audit trail.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId("order-history")).toContainText(`Đã xác nhận bởi ${username}`);
  await page.goto(`/admin/audit?entityType=order&entityId=${orderId}`);
  await expect(page.getByRole("row").filter({ hasText: username })).toContainText("Đổi trạng thái đơn hàng");
});

test("an editor opening /admin/orders gets the no-permission page", async ({ page, browser, allowConsoleErrors }) => {
  const username = `minh${suffix}`;
  await loginAsAdmin(page);
  const temporaryPassword = await createStaff(page, username, "Biên tập");
  const editor = await firstSignIn(browser, username, temporaryPassword);
  await expect(editor).toHaveURL(/\/admin$/);

  allowConsoleErrors(failedLoad(403, "/admin/orders"));
  const response = await editor.goto("/admin/orders");
  expect(response?.status()).toBe(403);
  await expect(editor.getByRole("heading", { name: "Không có quyền truy cập" })).toBeVisible();
  await expect(editor.getByText("Bạn không có quyền truy cập chức năng này")).toBeVisible();
  await expect(editor.getByRole("navigation", { name: "Quản trị" }).getByRole("link", { name: "Đơn hàng" })).toHaveCount(0);
  // The API says the same, as JSON.
  const api = await editor.request.get("/api/admin/orders");
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ message: "Bạn không có quyền truy cập chức năng này" });
});
