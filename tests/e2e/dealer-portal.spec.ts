import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";

/**
 * The dealer portal on a phone (issue 43): staff invite a dealer, the dealer opens the link, chooses a password,
 * lands in the portal and orders two machines on credit at its price.
 */
test("a dealer accepts the invitation on a phone and orders two machines on credit", async ({ page }) => {
  await loginAsAdmin(page);
  const name = `Đại lý Điện Thoại ${Date.now()}`;
  const place = await page.request.post("/api/admin/places", {
    data: {
      name,
      kind: "dealer",
      provinceCode: "92",
      wardCode: "31135",
      address: "Số 9 Hòa Bình, phường Ninh Kiều, Cần Thơ",
      phone: "0292 3812 399",
      latitude: 10.0341,
      longitude: 105.7876,
    },
  });
  expect(place.status()).toBe(201);
  const placeId = ((await place.json()) as { id: number }).id;
  expect((await page.request.put(`/api/admin/dealers/${placeId}`, { data: { tierId: null, creditLimit: 5_000_000_000, paymentTermDays: 30 } })).status()).toBe(200);
  const invited = await page.request.post(`/api/admin/places/${placeId}/accounts`, { data: { name: "Chị Hạnh", email: `hanh-${Date.now()}@example.com`, phone: "0912 345 678" } });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };

  // The staff member leaves; the dealer opens the link on a phone.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL(inviteUrl).pathname);
  await waitForHydration(page);
  await page.getByLabel("Mật khẩu mới").fill("trà-ngon-mỗi-ngày");
  await page.getByLabel("Nhập lại mật khẩu").fill("trà-ngon-mỗi-ngày");
  await page.getByRole("button", { name: "Đặt mật khẩu và vào cổng đại lý" }).click();
  await expect(page).toHaveURL(/\/dai-ly$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Công nợ hiện tại")).toBeVisible();

  const response = await page.goto("/dai-ly");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  const quantity = page.locator('input[name^="qty-"]:not([disabled])').first();
  await quantity.fill("2");
  await page.getByRole("button", { name: "Đặt hàng", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(/Đã đặt đơn #\d+/);
  await expect(page.getByText(/Đơn #\d+/).first()).toBeVisible();
  // Nothing in the portal is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
