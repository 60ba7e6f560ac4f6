import { readFile } from "node:fs/promises";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { computeTotals } from "#common/money";
import { BUYER_ADDRESS } from "../support/buyer";
import { pdfText } from "../support/pdf-text";
import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";

/** The owner's order desk (issue 36), one story per line of the "done when". */

const dongOf = (text: string) => Number(text.replace(/\D/g, ""));
const unique = () => `${Date.now()}`.slice(-8);

/** A buyer's checkout through the API in `buyer`'s cookie jar; answers the order id and total. */
async function placeOrder(
  buyer: APIRequestContext,
  { phone = BUYER_ADDRESS.phone as string, fullName = BUYER_ADDRESS.fullName as string, paymentMethod = "cod" }: { phone?: string; fullName?: string; paymentMethod?: string } = {},
) {
  expect((await buyer.post("/api/cart", { data: { productId: 1, quantity: 1 } })).status()).toBe(201);
  const cart = (await (await buyer.get("/api/cart")).json()) as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  const { total } = computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity })));
  const placed = await buyer.post("/api/orders", { data: { acceptTerms: true, address: { ...BUYER_ADDRESS, phone, fullName }, total: String(total), paymentMethod } });
  expect(placed.status()).toBe(201);
  return { id: ((await placed.json()) as { id: number }).id, total };
}

async function freshBuyer(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

async function todayPaid(page: Page): Promise<number> {
  await page.goto("/admin");
  return dongOf(await page.getByTestId("dashboard-today-paid").innerText());
}

test("staff find an order by the buyer's phone typed with spaces, and export the filtered list", async ({ page, baseURL }) => {
  const digits = unique();
  const phone = `09${digits}`;
  const buyer = await freshBuyer(baseURL!);
  const { id } = await placeOrder(buyer, { phone, fullName: `Khách Tìm ${digits}` });
  await buyer.dispose();

  await loginAsAdmin(page, "/admin/orders");
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Tìm kiếm" }).fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await page.getByRole("button", { name: "Lọc" }).click();
  await expect(page.getByTestId("orders-count")).toHaveText("1 đơn hàng khớp bộ lọc");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `#${id}`, exact: true }) });
  await expect(row).toContainText(`Khách Tìm ${digits}`);
  await expect(row).toContainText("Chưa thanh toán");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Xuất CSV" }).click()]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${id},.*Khách Tìm ${digits},${phone},`));
});

test("adding a line to an unshipped order changes the buyer's VietQR amount", async ({ page, browser }) => {
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const { id, total } = await placeOrder(buyerPage.request, { paymentMethod: "bank_transfer" });
  await buyerPage.goto(`/orders/${id}`);
  await expect(buyerPage.getByTestId("transfer-amount")).toHaveText(new RegExp(`^${total.toLocaleString("vi-VN").replaceAll(".", "\\.")}đ$`));

  await loginAsAdmin(page, `/admin/orders/${id}`);
  await waitForHydration(page);
  await page.getByLabel("Thêm sản phẩm").selectOption({ label: "Máy pha cà phê tự động LS-200" });
  await page.getByRole("button", { name: "Thêm dòng" }).click();
  await page.getByRole("button", { name: "Cập nhật sản phẩm" }).click();
  await expect(page.getByText("Đã cập nhật sản phẩm, khách sẽ nhận e-mail")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Máy pha cà phê tự động LS-200" })).toBeVisible();

  await buyerPage.reload();
  const amount = dongOf(await buyerPage.getByTestId("transfer-amount").innerText());
  expect(amount).toBeGreaterThan(total);
  await expect(page.getByTestId("order-history")).toContainText("Sửa đơn: sản phẩm và tổng tiền");
  await buyerContext.close();
});

test("refunding half of a paid order lowers the dashboard's revenue by that amount", async ({ page, baseURL }) => {
  const buyer = await freshBuyer(baseURL!);
  const { id, total } = await placeOrder(buyer);
  await buyer.dispose();
  await loginAsAdmin(page, `/admin/orders/${id}`);
  await page.getByLabel("Trạng thái thanh toán").selectOption("paid");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Trạng thái thanh toán đã được cập nhật" })).toBeVisible();

  const before = await todayPaid(page);
  await page.goto(`/admin/orders/${id}`);
  await waitForHydration(page);
  const half = Math.floor(total / 2);
  await page.getByLabel("Số tiền hoàn (đ)").fill(String(half));
  await page.getByLabel("Lý do hoàn tiền").fill("Khách trả lại một nửa phụ kiện");
  await page.getByRole("button", { name: "Hoàn tiền" }).click();
  await expect(page.getByTestId("order-refunds")).toContainText("Khách trả lại một nửa phụ kiện");
  await expect(page.getByTestId("order-money")).toContainText(`Đã hoàn`);
  await expect(page.getByText("Hoàn tiền một phần").first()).toBeVisible();
  expect(await todayPaid(page)).toBe(before - half);
});

test("staff print a delivery note whose text reads back from the PDF", async ({ page, baseURL }) => {
  const buyer = await freshBuyer(baseURL!);
  const name = `Người Nhận ${unique()}`;
  const { id } = await placeOrder(buyer, { fullName: name });
  await buyer.dispose();
  await loginAsAdmin(page, `/admin/orders/${id}`);
  const link = page.getByRole("link", { name: "In phiếu giao hàng" });
  const href = await link.getAttribute("href");
  expect(href).toBe(`/api/admin/orders/${id}/documents/delivery-note.pdf`);
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await response.body());
  expect(text).toContain("PHIẾU GIAO HÀNG");
  expect(text).toContain(`Họ tên: ${name}`);
  expect(text).toContain("Máy pha trà tự động LT-150");
  expect(text).toContain("Người nhận hàng");
});

test("staff create a phone order for a caller", async ({ page }) => {
  const name = `Khách Gọi ${unique()}`;
  await loginAsAdmin(page, "/admin/orders");
  await page.getByRole("link", { name: "Tạo đơn qua điện thoại" }).click();
  await expect(page.getByRole("heading", { name: "Tạo đơn qua điện thoại" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Thêm sản phẩm").selectOption({ label: "Máy pha trà tự động LT-150" });
  await page.getByRole("button", { name: "Thêm dòng" }).click();
  await page.getByLabel("Số lượng Máy pha trà tự động LT-150").fill("2");
  await page.getByLabel("Họ tên người nhận").fill(name);
  await page.getByLabel("Số điện thoại").fill("0988 777 666");
  await page.getByLabel("E-mail").fill("khach.goi@example.vn");
  await page.getByLabel("Tỉnh/thành phố").selectOption(BUYER_ADDRESS.provinceCode);
  await expect(page.getByLabel("Phường/xã").locator(`option[value="${BUYER_ADDRESS.wardCode}"]`)).toHaveCount(1);
  await page.getByLabel("Phường/xã").selectOption(BUYER_ADDRESS.wardCode);
  await page.getByLabel("Số nhà, đường").fill("5 Hàng Bài");
  await page.getByRole("button", { name: "Tạo đơn hàng" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Đơn hàng #\d+$/ })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Máy pha trà tự động LT-150" })).toBeVisible();
  await expect(page.getByTestId("order-history")).toContainText("Tạo đơn qua điện thoại");
});
