import { expect, failedLoad, test, E2E_ADMIN, loginAsAdmin } from "./fixtures";

test("a logged-out visit to an admin page lands on the login page and logging in returns there", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/admin/contact-requests");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontact-requests$/);
  await expect(page.getByRole("heading", { name: "Đăng nhập" })).toBeVisible();

  await page.getByLabel("Tên đăng nhập").fill(E2E_ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();

  await expect(page).toHaveURL(/\/admin\/contact-requests$/);
  await expect(page.getByRole("link", { name: "Yêu cầu liên hệ" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(errors).toEqual([]);
});

test("a wrong password shows the generic message and stays on the login page", async ({ page, allowConsoleErrors }) => {
  // The refused login answers 401.
  allowConsoleErrors(failedLoad(401, "/admin/login.data"));
  await page.goto("/admin/login");
  await page.getByLabel("Tên đăng nhập").fill("khong-ton-tai");
  await page.getByLabel("Mật khẩu").fill("sai-mat-khau-123");
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByRole("alert")).toHaveText("Tên đăng nhập hoặc mật khẩu không đúng");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel("Tên đăng nhập")).toHaveValue("khong-ton-tai");
});

test("the admin layout links every admin screen, and logging out ends the session", async ({ page }) => {
  await loginAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Quản trị" });
  for (const [name, path] of [
    ["Đơn hàng", "/admin/orders"],
    ["Thanh toán", "/admin/payments"],
    ["Blog", "/admin/blog-admin"],
    ["Số liệu bán hàng", "/admin/analytics"],
    ["Phân tích SEO", "/admin/seo-analytics"],
    ["Yêu cầu liên hệ", "/admin/contact-requests"],
  ] as const) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
});

test("an outside address in next is ignored (no open redirect)", async ({ page }) => {
  await loginAsAdmin(page, "https://evil.example/phish");
  await expect(page).toHaveURL(/\/admin$/);
});
