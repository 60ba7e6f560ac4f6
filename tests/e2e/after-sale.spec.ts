import { request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { addDays, addMonths, vietnamDay } from "#common/after-sale";
import { computeTotals } from "#common/money";
import { BUYER_ADDRESS } from "../support/buyer";
import { expect, loginAsAdmin, test } from "./fixtures";
import { pickPlace, waitForElementHydration, waitForHydration } from "./helpers";

const suffix = Date.now().toString(36).toUpperCase();
const PHOTO = "public/images/placeholder.png";
const DAY = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const shown = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** Staff import serials on /admin/machines by pasting the factory's CSV. */
async function importSerials(page: Page, serials: string[]) {
  await page.goto("/admin/machines");
  await waitForHydration(page);
  await page.getByLabel("Nội dung CSV").fill(["serial,product,production_date", ...serials.map((serial) => `${serial},1,2026-10-01`)].join("\n"));
  await page.getByRole("button", { name: "Nhập serial" }).click();
  await expect(page.getByText(`Đã nhập ${serials.length} serial`)).toBeVisible();
}

/** A cash-on-delivery order of `quantity` LT-150 placed through the API by a buyer of its own. */
async function placeOrder(baseURL: string, quantity: number): Promise<number> {
  const buyer = await playwrightRequest.newContext({ baseURL });
  expect((await buyer.post("/api/cart", { data: { productId: 1, quantity } })).status()).toBe(201);
  const cart = (await (await buyer.get("/api/cart")).json()) as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.post("/api/orders", { data: { acceptTerms: true, address: BUYER_ADDRESS, total: String(total), paymentMethod: "cod" } });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await buyer.dispose();
  return id;
}

/** The owner creates a technician's account; the technician signs in for the first time in a browser of their own. */
async function technicianSignsIn(owner: Page, browser: Browser, username: string): Promise<Page> {
  await owner.goto("/admin/staff");
  await owner.getByLabel("Tên đăng nhập mới").fill(username);
  await owner.getByLabel("Vai trò", { exact: true }).selectOption({ label: "Kỹ thuật / bảo hành" });
  await owner.getByRole("button", { name: "Tạo tài khoản" }).click();
  await expect(owner.getByRole("status")).toContainText(`Đã tạo tài khoản ${username}.`);
  const temporary = (await owner.getByTestId("temporary-password").textContent())!.trim();
  const page = await (await browser.newContext()).newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu").fill(temporary);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await page.getByLabel("Mật khẩu mới", { exact: true }).fill(`${username}-Mat-khau-2026`);
  await page.getByLabel("Nhập lại mật khẩu mới").fill(`${username}-Mat-khau-2026`);
  await page.getByRole("button", { name: "Lưu mật khẩu" }).click();
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
  return page;
}

async function lookUp(page: Page, serial: string) {
  const lookup = page.getByRole("region", { name: "Tra cứu bảo hành" });
  await lookup.getByLabel("Số serial").fill(serial);
  await lookup.getByRole("button", { name: "Tra cứu" }).click();
  return page.getByTestId("warranty-result");
}

test("serials shipped with an order, a look-up, a service request with a photo, the technician's steps and the owner's private page", async ({ page, browser, baseURL }) => {
  // The longest story of the suite: three people, two sign-ins, an upload.
  test.setTimeout(120_000);
  const serials = [`E2E-${suffix}-1`, `E2E-${suffix}-2`];
  const today = vietnamDay(new Date());
  await loginAsAdmin(page, "/admin/machines");
  await importSerials(page, serials);

  // The order ships with its two serials and is delivered: the warranty starts today.
  const orderId = await placeOrder(baseURL!, 2);
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: "Chuyển sang “Đã xác nhận”" }).click();
  await waitForHydration(page);
  await page.getByLabel(/Serial .* máy 1$/).fill(serials[0]!);
  await page.getByLabel(/Serial .* máy 2$/).fill(serials[1]!);
  await page.getByRole("button", { name: "Lưu serial" }).click();
  await expect(page.getByText("Đã lưu serial").first()).toBeVisible();
  await page.getByRole("button", { name: "Chuyển sang “Đang giao hàng”" }).click();
  await page.getByRole("button", { name: "Chuyển sang “Hoàn thành”" }).click();
  await expect(page.getByText(`bảo hành đến ${shown(addMonths(today, 12))}`)).toHaveCount(2);

  // The buyer looks the machine up and asks for a repair with a photo.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto("/warranty");
  await waitForHydration(buyer);
  await expect(await lookUp(buyer, serials[0]!)).toContainText(`Còn bảo hành đến hết ngày ${shown(addMonths(today, 12))}`);
  const form = buyer.getByRole("region", { name: "Gửi yêu cầu sửa chữa, bảo dưỡng" });
  await form.getByLabel("Số serial").fill(serials[0]!);
  await form.getByLabel("Số điện thoại chủ máy").fill(BUYER_ADDRESS.phone);
  await form.getByLabel("Tình trạng máy").selectOption({ label: "Máy không nóng" });
  await form.getByLabel(/Mô tả/).fill("Máy không nóng từ sáng nay");
  await form.getByLabel(/Ảnh chụp máy/).setInputFiles(PHOTO);
  await expect(form.getByRole("img", { name: "Ảnh đã tải lên" })).toBeVisible();
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  const created = buyer.getByTestId("service-request-created");
  await expect(created).toContainText(/DV-\d{6}/);
  const reference = (await created.getByText(/DV-\d{6}/).textContent())!.match(/DV-\d{6}/)![0];
  await created.getByRole("link", { name: "trang theo dõi riêng của anh/chị" }).click();
  await expect(buyer).toHaveURL(/\/service\/[\w-]+$/);
  const privateUrl = buyer.url();
  await expect(buyer.getByTestId("service-steps")).toContainText("Mới");

  // The technician sees only the after-sale screens, schedules the visit and resolves it with a note.
  const username = `kt${suffix.toLowerCase()}`;
  const tech = await technicianSignsIn(page, browser, username);
  // Every role opens on the dashboard (issue 36); the technician's menu holds it and the after-sale screens only.
  await expect(tech).toHaveURL(/\/admin$/);
  const techNav = tech.getByRole("navigation", { name: "Quản trị" });
  await expect(techNav.getByRole("link")).toHaveText(["Tổng quan", "Bảo hành & sửa chữa", "Máy & serial", "Kích hoạt bảo hành"]);
  await techNav.getByRole("link", { name: "Bảo hành & sửa chữa" }).click();
  await expect(tech).toHaveURL(/\/admin\/service-requests$/);
  await tech.getByRole("link", { name: reference }).click();
  // The list has a "Trạng thái" filter too: wait for the request's own page.
  await expect(tech.getByRole("heading", { name: `Yêu cầu ${reference}` })).toBeVisible();
  await waitForElementHydration(tech.getByRole("button", { name: "Lưu thay đổi" }));
  await tech.getByLabel("Trạng thái").selectOption({ label: "Đã hẹn lịch" });
  await tech.getByLabel("Kỹ thuật viên").selectOption({ label: `${username} (Kỹ thuật / bảo hành)` });
  await tech.getByLabel("Ngày hẹn").fill(addDays(today, 1));
  await tech.getByLabel("Khung giờ hẹn").selectOption({ label: "Sáng (8:00–12:00)" });
  await tech.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(tech.getByTestId("service-status")).toHaveText("Đã hẹn lịch");
  await tech.getByLabel("Trạng thái").selectOption({ label: "Đang xử lý" });
  await tech.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(tech.getByTestId("service-status")).toHaveText("Đang xử lý");
  await tech.getByLabel("Trạng thái").selectOption({ label: "Đã xử lý xong" });
  await tech.getByLabel("Ghi chú cho khách").fill("Đã thay rơ-le nhiệt, máy nóng bình thường");
  await tech.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(tech.getByTestId("service-status")).toHaveText("Đã xử lý xong");
  const history = tech.getByTestId("service-history");
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history).toContainText(`Mới → Đã hẹn lịch`);
  for (const line of await history.getByRole("listitem").allTextContents()) expect(line).toContain(`bởi ${username}`);

  // The buyer's private page shows every step and the note.
  await buyer.goto(privateUrl);
  const steps = buyer.getByTestId("service-steps");
  await expect(steps.getByRole("listitem")).toHaveCount(4);
  await expect(steps).toContainText("Đã hẹn lịch");
  await expect(steps).toContainText("Đang xử lý");
  await expect(steps).toContainText("Đã thay rơ-le nhiệt, máy nóng bình thường");
  await expect(buyer.getByTestId("visit")).toContainText(shown(addDays(today, 1)));

  // The owner's audit trail names the technician.
  await page.goto("/admin/audit");
  const rows = page.getByRole("row").filter({ hasText: reference });
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(username);
  await expect(rows.first()).toContainText("Đang xử lý → Đã xử lý xong");
});

test("a dealer-sold machine is activated with a receipt photo and approved by staff; the look-up shows its warranty", async ({ page, browser }) => {
  const serial = `DLR-${suffix}`;
  const purchased = addDays(vietnamDay(new Date()), -3);
  await loginAsAdmin(page, "/admin/machines");
  await importSerials(page, [serial]);

  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`/warranty?serial=${serial}`);
  await waitForHydration(owner);
  await expect(await lookUp(owner, serial)).toContainText("Chưa kích hoạt bảo hành");
  const form = owner.getByRole("region", { name: "Kích hoạt bảo hành máy mua qua đại lý" });
  await expect(form.getByLabel("Số serial")).toHaveValue(serial);
  await form.getByLabel("Họ và tên chủ máy").fill("Trần Thị Bình");
  await form.getByLabel("Số điện thoại").fill("0901 234 567");
  await form.getByLabel("Tên quán (không bắt buộc)").fill("Trà sữa Bình");
  await form.getByLabel("Đại lý bán máy").fill("Đại lý Minh Phát");
  await pickPlace(owner, "Tỉnh/thành phố", "ha noi", BUYER_ADDRESS.city);
  await pickPlace(owner, "Phường/xã", "hoan kiem", BUYER_ADDRESS.state);
  await form.getByLabel("Số nhà, đường").fill("5 Trần Phú");
  await form.getByLabel("Ngày mua").fill(purchased);
  await form.getByLabel("Ảnh hóa đơn mua máy").setInputFiles(PHOTO);
  await expect(form.getByRole("img", { name: "Ảnh đã tải lên" })).toBeVisible();
  await form.getByRole("button", { name: "Gửi yêu cầu kích hoạt" }).click();
  await expect(owner.getByTestId("activation-sent")).toBeVisible();

  await page.goto("/admin/warranty-activations");
  await waitForHydration(page);
  const card = page.getByTestId("activation").filter({ hasText: serial });
  await expect(card.getByRole("img", { name: `Hóa đơn mua máy ${serial}` })).toBeVisible();
  await card.getByRole("button", { name: "Duyệt kích hoạt" }).click();
  await expect(page.getByText("Đã duyệt kích hoạt")).toBeVisible();
  await expect(page.getByTestId("activation").filter({ hasText: serial })).toHaveCount(0);

  await owner.reload();
  await waitForHydration(owner);
  await expect(await lookUp(owner, serial)).toContainText(`Còn bảo hành đến hết ngày ${shown(addMonths(purchased, 12))}`);
});

test("staff take an owner's call: a request opened from the service desk, and the owner's link to give them", async ({ page }) => {
  const serial = `E2E-${suffix}-CALL`;
  await loginAsAdmin(page, "/admin/machines");
  await importSerials(page, [serial]);
  await page.goto("/admin/service-requests");
  await page.getByRole("link", { name: "Tạo yêu cầu theo cuộc gọi" }).click();
  await expect(page).toHaveURL(/\/admin\/service-requests\/new$/);
  await waitForHydration(page);
  await page.getByLabel("Số serial").fill(serial);
  await page.getByLabel("Số điện thoại người gọi").fill("0977 000 222");
  await page.getByLabel("Tình trạng máy").selectOption({ label: "Rò rỉ nước" });
  await page.getByLabel("Mô tả (mã lỗi, khi nào xảy ra…)").fill("Khách gọi: máy rò nước dưới khay");
  await page.getByRole("button", { name: "Tạo yêu cầu" }).click();
  await expect(page).toHaveURL(/\/admin\/service-requests\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Yêu cầu DV-\d{6}/);
  await expect(page.getByTestId("service-history")).toContainText("Tạo yêu cầu");
  const link = (await page.getByTestId("owner-link").textContent())!.trim();
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(serial)).toBeVisible();
});
