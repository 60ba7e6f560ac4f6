import { expect, type Page } from "@playwright/test";

/** The seeded administrator of the browser tests (playwright.config.ts passes these to the server). */
export const E2E_ADMIN = { username: "admin", password: "e2e-Admin-Pass-2026" } as const;

/**
 * Logs the page in through the real login page and waits until it has left it. `next` is where to land
 * (default: the admin home, /admin/contact-requests).
 */
export async function loginAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await page.getByLabel("Tên đăng nhập").fill(E2E_ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
}
