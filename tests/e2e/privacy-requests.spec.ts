import { readFile } from "node:fs/promises";
import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForElementHydration } from "./helpers";

/**
 * The request page end to end on a phone (issue 45): the visitor asks for their data by e-mail, the code is taken
 * from the outbox (through the owner's desk, as the shop's own mail would carry it), the visitor enters it and
 * downloads the file; the owner's desk shows the request with its legal deadline.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("a visitor asks for their data, confirms with the code from the outbox and downloads the file", async ({ page, browser, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  const email = `privacy-e2e-${Date.now()}@example.vn`;
  await page.goto("/yeu-cau-du-lieu");
  await expect(page.getByRole("heading", { level: 1, name: "Yêu cầu về dữ liệu cá nhân" })).toBeVisible();
  const contact = page.getByLabel("Số điện thoại hoặc e-mail bạn đã dùng với cửa hàng");
  await waitForElementHydration(contact);
  await page.getByRole("radio", { name: "Tải dữ liệu của tôi (JSON, CSV)" }).check();
  await contact.fill(email);
  await page.getByRole("button", { name: "Gửi mã xác minh" }).click();
  await expect(page.getByRole("status")).toContainText("mã xác minh gồm 6 chữ số");

  // The owner's desk reads the code mail from the outbox.
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdmin(admin, "/admin/privacy-requests");
  const requests = (await (await admin.request.get("/api/admin/privacy-requests")).json()) as Array<{ id: number; contact: string }>;
  const request = requests.find((row) => row.contact === email)!;
  expect(request).toBeDefined();
  const messages = (await (await admin.request.get(`/api/admin/privacy-requests/${request.id}/messages`)).json()) as Array<{ kind: string; recipient: string; textBody: string }>;
  const mail = messages.find((message) => message.kind === "privacy-code")!;
  expect(mail.recipient).toBe(email);
  const code = /Mã xác minh của bạn: (\d{6})/.exec(mail.textBody)![1]!;

  // A wrong code is refused on the page; the right one opens the download.
  allowConsoleErrors(/status of 400/);
  const codeField = page.getByLabel("Mã xác minh");
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Xác minh" }).click();
  await expect(page.getByText("Mã xác minh không đúng hoặc đã hết hạn")).toBeVisible();
  await codeField.fill(code);
  await page.getByRole("button", { name: "Xác minh" }).click();
  await expect(page.getByText(`YC-${request.id}`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Tải dữ liệu (JSON)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as { contact: string; orders: unknown[]; privacyRequests: Array<{ id: number }> };
  expect(file.contact).toBe(email);
  expect(file.orders).toEqual([]);
  expect(file.privacyRequests.map((row) => row.id)).toContain(request.id);

  // The desk lists it, open, with its deadline.
  await admin.reload();
  const card = admin.getByTestId("privacy-request").filter({ hasText: `YC-${request.id}` });
  await expect(card).toContainText("Đang chờ xử lý");
  await expect(card.getByTestId("due-at")).toBeVisible();
  await expect(card).toHaveAttribute("data-overdue", "false");
  await admin.context().close();
});
