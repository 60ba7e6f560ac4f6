import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { depositAmount } from "#common/business-buyers";
import { formatVnd } from "#common/money";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/services/staff-and-access/passwords";
import { fakeEInvoiceEnv, startFakeSepayEInvoice, type FakeSepayEInvoice } from "../support/fake-sepay-einvoice";
import { pdfText } from "../support/pdf-text";
import { waitForHydration } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { expect, test } from "./fixtures";

/**
 * Issue 32's story on a server of its own (a bank account, the bank webhook and the e-invoice provider — a local
 * fake of the SePay eInvoice API): a visitor asks for a quote of three machines, sales price it and send it, the
 * buyer accepts with the company's tax code, pays the deposit, and the completed order gets its e-invoice.
 */
const SALES = { username: "lan.sales", password: "e2e-Sales-Pass-2026" };
const WEBHOOK_SECRET = "e2e-bank-webhook-secret-0123456789";
const TAX_CODE = "0300588569";

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let fake: FakeSepayEInvoice;
const at = (path: string) => `${server.baseUrl}${path}`;

test.beforeAll(async () => {
  fake = await startFakeSepayEInvoice();
  server = await startIsolatedServer(
    async (db) => {
      await db.insert(users).values({ username: SALES.username, password: await hashPassword(SALES.password, { ln: 10, r: 8, p: 2 }), role: "sales" });
    },
    {
      ...fakeEInvoiceEnv(fake),
      BANK_BIN: "970436",
      BANK_ACCOUNT: "0011004455667",
      BANK_ACCOUNT_NAME: "CONG TY MAY PHA DEMO",
      BANK_NAME: "Vietcombank",
      BANK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function signInAsSales(page: Page, next: string) {
  await page.goto(at(`/admin/login?next=${encodeURIComponent(next)}`));
  await page.getByLabel("Tên đăng nhập").fill(SALES.username);
  await page.getByLabel("Mật khẩu").fill(SALES.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).toHaveURL(at(next));
}

test("a quote asked for from the cart is priced, sent, accepted with a tax code, its deposit paid, and the completed order gets its e-invoice", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The visitor puts three machines in the cart and asks for a quote.
  await page.goto(at("/"));
  for (const [productId, quantity] of [[1, 2], [2, 1]] as const) {
    expect((await page.request.post(at("/api/cart"), { data: { productId, quantity } })).ok()).toBe(true);
  }
  await page.goto(at("/cart"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Yêu cầu báo giá" }).click();
  const request = page.getByRole("form", { name: "Yêu cầu báo giá" });
  await request.getByLabel("Họ và tên").fill("Trần Thị Bình");
  await request.getByLabel("Số điện thoại").fill("0912345678");
  await request.getByLabel("Email").fill("binh@dongatea.vn");
  await request.getByLabel("Tên công ty / hộ kinh doanh").fill("Công ty TNHH Trà Sữa Đông Á");
  await request.getByRole("button", { name: "Gửi yêu cầu báo giá" }).click();
  await expect(page.getByText("Đã nhận yêu cầu báo giá")).toBeVisible();

  // Sales price the first line 5 % lower, add the installation fee and a 30 % deposit, and send it.
  const admin = await (await browser.newContext()).newPage();
  await signInAsSales(admin, "/admin/quotes");
  await admin.getByRole("link", { name: /^BG-\d+$/ }).first().click();
  await expect(admin.getByRole("heading", { name: /Báo giá BG-\d+/ })).toBeVisible();
  await waitForHydration(admin);
  const firstPrice = admin.getByLabel("Đơn giá dòng 1");
  const listPrice = Number(await firstPrice.inputValue());
  await firstPrice.fill(String(Math.round(listPrice * 0.95)));
  await expect(admin.getByRole("cell", { name: "5%" })).toBeVisible();
  await admin.getByLabel("Phí giao hàng và lắp đặt (đồng, chưa VAT)").fill("1500000");
  await admin.getByLabel("Đặt cọc (%)").fill("30");
  await admin.getByRole("button", { name: "Lưu báo giá" }).click();
  await expect(admin.getByText("Đã lưu", { exact: true })).toBeVisible();
  const quotedTotal = await admin.getByTestId("editor-total").textContent();
  await admin.getByRole("button", { name: "Gửi cho khách" }).click();
  const link = await admin.getByTestId("quote-link").textContent();
  const token = /\/quotes\/([\w-]+)/.exec(link ?? "")![1]!;

  // The buyer opens the private link, downloads the PDF and reads it.
  await page.goto(at(`/quotes/${token}`));
  await expect(page.getByTestId("quote-total")).toHaveText(quotedTotal!);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Tải báo giá (PDF)" }).click();
  const pdf = await readFile((await (await download).path())!);
  const text = pdfText(pdf).replace(/\n/g, "");
  expect(text).toMatch(/Bằng chữ: [A-ZĐ][a-zà-ỹđ ]+ đồng/);
  expect(text).toContain(`Tổng cộng thanh toán:${quotedTotal}`);
  // Its first page rendered by Chromium's own PDF viewer, kept with the test's results.
  const viewer = await (await browser.newContext({ viewport: { width: 900, height: 1200 } })).newPage();
  await viewer.route("http://pdf.test/bao-gia.pdf", (route) => route.fulfill({ status: 200, contentType: "application/pdf", body: pdf }));
  await viewer.goto("http://pdf.test/bao-gia.pdf");
  await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith("chrome-extension://"))).toBe(true);
  // A blank viewer's screenshot is ~5 kB; the drawn page (text, table, lines) is several times that. The viewer
  // draws when it gets to it: on a loaded machine that took more than the 1.5 s once waited here.
  let image: Buffer = Buffer.alloc(0);
  await expect.poll(async () => (image = await viewer.screenshot()).length, { timeout: 20_000 }).toBeGreaterThan(20_000);
  await test.info().attach("quote-first-page.png", { body: image, contentType: "image/png" });
  await viewer.context().close();

  // It accepts with the company's tax code: the order carries the quoted total, the VietQR asks for the deposit.
  await waitForHydration(page);
  const accept = page.getByRole("form", { name: "Chấp nhận báo giá" });
  await accept.getByLabel("Mã số thuế").fill(TAX_CODE);
  await accept.getByLabel("Địa chỉ xuất hóa đơn").fill("25 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh");
  await accept.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await accept.getByRole("button", { name: "Chấp nhận và đặt hàng" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?t=/);
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  const total = Number(quotedTotal!.replace(/\D/g, ""));
  await expect(page.getByTestId("summary-total")).toHaveText(quotedTotal!);
  await expect(page.getByTestId("transfer-amount")).toHaveText(formatVnd(depositAmount(total, 30)));
  await expect(page.getByTestId("transfer-note")).toHaveText(`Dat coc don hang ${orderId}`);
  await expect(page.getByText(`Mã số thuế: ${TAX_CODE}`)).toBeVisible();

  // The bank tells the shop about a transfer of that amount: the deposit is paid.
  const notified = await page.request.post(at("/api/payments/bank-notifications"), {
    headers: { authorization: `Apikey ${WEBHOOK_SECRET}` },
    data: {
      id: 880001,
      gateway: "Vietcombank",
      transactionDate: "2026-11-26 10:00:00",
      accountNumber: "0011004455667",
      content: `MBVCB.880001.DAT COC DON HANG ${orderId}.CT tu 0123456789`,
      transferType: "in",
      transferAmount: depositAmount(total, 30),
      referenceCode: "FT26330880001",
      description: "",
    },
  });
  expect(notified.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("amount-paid")).toHaveText(formatVnd(depositAmount(total, 30)));
  await expect(page.getByTestId("amount-due")).toHaveText(formatVnd(total - depositAmount(total, 30)));

  // Sales deliver and complete the order: the e-invoice is issued through the provider.
  await admin.goto(at(`/admin/orders/${orderId}`));
  for (const label of ["Đã xác nhận", "Đang giao hàng", "Hoàn thành"]) {
    await admin.getByRole("button", { name: `Chuyển sang “${label}”` }).click();
    await expect(admin.getByRole("status").filter({ hasText: `Trạng thái đã được cập nhật: ${label}` })).toBeVisible();
  }
  await expect(admin.getByTestId("einvoice")).toContainText("0000001");
  expect(fake.refusals).toEqual([]);
  expect(fake.invoices[0]).toMatchObject({ buyer: { tax_code: TAX_CODE } });

  // Its number shows on the buyer's order page.
  await page.reload();
  await expect(page.getByTestId("einvoice")).toContainText("Hóa đơn điện tử số 0000001");
});
