import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";

/**
 * A service centre on a phone (issue 43, point 5's last sentence; decision 0064): an owner's repair request of its
 * area waits in the portal's "Yêu cầu bảo hành/sửa chữa"; the centre accepts it, sees the owner's phone, and records
 * that it repaired the machine — the staff desk shows the centre and the request resolved.
 */
test("a service centre on a phone accepts an owner's repair request and records it repaired", async ({ page }) => {
  const stampId = Date.now().toString(36).toUpperCase();
  const name = `Trung tâm bảo hành ${stampId}`;
  const email = `ttbh-${stampId.toLowerCase()}@example.com`;
  const serial = `SC-${stampId}`;
  await loginAsAdmin(page);
  // Lai Châu has no place in the seed: this centre is the nearest.
  const place = await page.request.post("/api/admin/places", {
    data: { name, kind: "service_center", provinceCode: "12", wardCode: "03388", address: "Số 2 Trần Phú", phone: "0213 3812 399", latitude: 22.39, longitude: 103.45 },
  });
  expect(place.status()).toBe(201);
  const placeId = ((await place.json()) as { id: number }).id;
  const invited = await page.request.post(`/api/admin/places/${placeId}/accounts`, { data: { name: "Anh Tùng", email, phone: "0912 345 678" } });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };

  // The centre opens its account (a centre without one gets no requests).
  await page.context().clearCookies();
  const token = new URL(inviteUrl).pathname.split("/").pop()!;
  expect((await page.request.post(`/api/dealer/invitations/${token}`, { data: { password: "sửa-máy-nhanh-gọn" } })).status()).toBe(200);

  // A machine whose owner in Lai Châu activated its warranty, and the owner's repair request.
  await page.context().clearCookies();
  await loginAsAdmin(page);
  const products = (await (await page.request.get("/api/products")).json()) as { items?: Array<{ id: number }> } | Array<{ id: number }>;
  const productId = (Array.isArray(products) ? products : products.items!)[0]!.id;
  expect((await page.request.post("/api/admin/machines", { data: { serial, productId } })).status()).toBe(201);
  const activation = await page.request.post("/api/warranty/activations", {
    data: { serial, phone: "0903 111 444", name: "Chị Lò Thị Mai", address: { address: "Số 5 Trần Phú", provinceCode: "12", wardCode: "03388" } },
  });
  expect(activation.status(), await activation.text()).toBe(201);
  const activationId = ((await activation.json()) as { id: number }).id;
  expect((await page.request.put(`/api/admin/warranty-activations/${activationId}`, { data: { status: "approved" } })).status()).toBe(200);
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const opened = await page.request.post("/api/service-requests", {
    data: { serial, phone: "0903 111 444", problem: "leaking", description: "Rò nước dưới máy", mode: "onsite", preferredDate: today, slot: "morning" },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { reference } = (await opened.json()) as { reference: string };

  // The centre opens the portal on a phone.
  await page.context().clearCookies();
  expect((await page.request.post("/api/dealer/login", { data: { username: email, password: "sửa-máy-nhanh-gọn" } })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dai-ly");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Yêu cầu bảo hành/sửa chữa" })).toBeVisible();
  const card = page.locator("li", { hasText: reference });
  await expect(card).toContainText("Rò rỉ nước");
  // The owner's phone only after accepting.
  await expect(page.getByRole("link", { name: "0903111444" })).toHaveCount(0);
  await card.getByRole("button", { name: "Nhận yêu cầu" }).click();
  await expect(page.getByRole("status")).toContainText("Đã nhận yêu cầu");
  await expect(page.getByRole("link", { name: "0903111444" })).toBeVisible();

  const accepted = page.locator("li", { hasText: reference });
  await accepted.getByLabel("Kết quả").selectOption("visit_booked");
  await expect(accepted.getByLabel("Ngày hẹn")).toBeVisible();
  await accepted.getByRole("button", { name: "Lưu kết quả" }).click();
  await expect(page.getByRole("status")).toContainText("Đã ghi kết quả");
  await expect(page.locator("li", { hasText: reference })).toContainText("Đã hẹn lịch");

  await page.locator("li", { hasText: reference }).getByLabel("Kết quả").selectOption("repaired");
  await page.locator("li", { hasText: reference }).getByRole("button", { name: "Lưu kết quả" }).click();
  await expect(page.getByRole("status")).toContainText("Đã ghi kết quả");
  await expect(page.locator("li", { hasText: reference })).toContainText("Đã xử lý xong");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The staff desk shows who has it and where it stands.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, "/admin/service-requests");
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Đã xử lý xong");
  await expect(row.getByTestId("centre-state")).toContainText(`${name} đã nhận · Đã sửa xong`);
});
