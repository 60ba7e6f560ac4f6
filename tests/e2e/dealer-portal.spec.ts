import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";
import { DEALER_PASSWORD, dealerSignedIn } from "./support/dealer-setup";

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

/**
 * Points 4 to 6 on a phone: the dealer accepts a lead it was sent and closes it as sold, registers the sale of a
 * machine it received (the warranty starts), and the owner sees both on the network view.
 */
test("a dealer on a phone accepts a lead, registers a machine's sale and closes the lead; the owner sees it", async ({ page }) => {
  // The dealer opens its account and orders one machine on credit; staff ship it with the serial.
  const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const { name, email, placeId } = await dealerSignedIn(page, { name: "Đại lý Bán Máy", serial });

  // Staff send the dealer a lead.
  await page.context().clearCookies();
  await loginAsAdmin(page);
  const lead = await page.request.post("/api/contact-requests", { data: { fullName: "Chị Lan Quán Mây", phone: "0907 555 666", needType: "contact", product: "LS-200", address: "Cần Thơ", consents: { dealerSharing: true } } });
  const leadId = ((await lead.json()) as { id: number }).id;
  expect((await page.request.put(`/api/admin/contact-requests/${leadId}/place`, { data: { placeId } })).status()).toBe(200);

  // On the phone.
  await page.context().clearCookies();
  expect((await page.request.post("/api/dealer/login", { data: { username: email, password: DEALER_PASSWORD } })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dai-ly");
  await waitForHydration(page);
  const leadCard = page.locator("li", { hasText: "Chị Lan Quán Mây" });
  await leadCard.getByRole("button", { name: "Nhận yêu cầu" }).click();
  await expect(page.getByRole("status")).toContainText("Đã nhận yêu cầu");
  await expect(page.getByRole("link", { name: "0907555666" })).toBeVisible();

  await page.getByText(`Ghi nhận bán máy ${serial}`).click();
  const sale = page.locator("form", { has: page.locator(`input[name="serial"][value="${serial}"]`) });
  await sale.getByLabel("Tên người mua / quán").fill("Quán Mây");
  await sale.getByLabel("Điện thoại người mua").fill("0907 555 666");
  // The province is the form's first (GET) step; with JavaScript, picking it loads the wards at once.
  await page.getByLabel("Tỉnh/thành của người mua").selectOption("92");
  await expect(sale.getByLabel("Phường/xã").locator('option[value="31135"]')).toHaveCount(1);
  await sale.getByLabel("Phường/xã").selectOption("31135");
  await sale.getByLabel("Địa chỉ").fill("Số 3 Mậu Thân");
  await sale.getByRole("button", { name: "Ghi nhận bán" }).click();
  await expect(page.getByRole("status")).toContainText(`Đã ghi nhận bán máy ${serial}`);
  await expect(page.getByText("Tồn kho: 0 · Đã bán: 1")).toBeVisible();

  const accepted = page.locator("li", { hasText: "Chị Lan Quán Mây" });
  await accepted.getByLabel("Kết quả").selectOption("sold");
  await accepted.getByLabel("Serial máy đã bán").fill(serial);
  await accepted.getByRole("button", { name: "Lưu kết quả" }).click();
  await expect(page.getByRole("status")).toContainText("Đã ghi kết quả");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The owner's network view.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, "/admin/dealers");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("1 / 1");
  await expect(row).toContainText("100%");
});
