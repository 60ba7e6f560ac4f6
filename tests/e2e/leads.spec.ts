import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, failedLoad, test, loginAsAdmin } from "./fixtures";
import { waitForElementHydration, waitForHydration } from "./helpers";

/** Names unique to this run: the e2e data folder may outlive one run. */
const run = Date.now().toString(36);

/**
 * Clicks until React has hydrated and the click opens the dialog. The dialog's code may still be loading after a
 * click that worked, so a retry only clicks again while no dialog is shown (an open modal blocks the trigger).
 */
async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** A toast of the notification area (sonner), by its text. */
function toastWith(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Uncaught errors and console errors (a hydration mismatch is one); expected failed requests are left out. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/api\/|Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function seedLead(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post("/api/contact-requests", {
    data: { phone: "0912 345 678", needType: "contact", product: "Chưa xác định", ...data },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("consultation dialog", () => {
  test("sends name, phone and message with the page's product; success toast, dialog closed, form cleared", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/products/1");
    const dialog = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
    await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), dialog);
    await dialog.getByLabel("Họ và tên").fill(`Nguyễn Văn Tư Vấn ${run}`);
    await dialog.getByLabel("Số điện thoại").fill("0912 345 678");
    await dialog.getByLabel("Lời nhắn").fill("Tôi cần tư vấn máy LT-150");
    // Sharing with a dealer is asked on its own and never pre-ticked (issue 45); left alone it is sent as false.
    await expect(dialog.getByLabel(/Đồng ý chia sẻ thông tin với đại lý gần nhất/)).not.toBeChecked();

    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact-requests") && request.method() === "POST");
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      fullName: `Nguyễn Văn Tư Vấn ${run}`,
      phone: "0912 345 678",
      message: "Tôi cần tư vấn máy LT-150",
      needType: "contact",
      consents: { dealerSharing: false },
    });
    expect(String(body.product)).toContain("LT-150");

    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();
    await expect(toastWith(page, "Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Gọi tư vấn" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Họ và tên")).toHaveValue("");
    await expect(dialog.getByLabel("Số điện thoại")).toHaveValue("");
    await expect(dialog.getByLabel("Lời nhắn")).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("without a product on the page the product is 'Chưa xác định'; a sending indicator disables the button", async ({ page }) => {
    await page.goto("/");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact-requests", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
    await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), dialog);
    await dialog.getByLabel("Họ và tên").fill(`Khách trang chủ ${run}`);
    await dialog.getByLabel("Số điện thoại").fill("+84 987 654 321");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact-requests"));
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
    expect((await posted).postDataJSON()).toMatchObject({ product: "Chưa xác định", needType: "contact", message: "" });
    const sending = dialog.getByRole("button", { name: "Đang gửi..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a server error (e.g. the database briefly down) shows the failure toast, keeps the dialog and the form; retry succeeds", async ({ page, allowConsoleErrors }) => {
    // The refused and the failed send, and the form's own report of each (app/components/leads/use-lead-form.ts).
    allowConsoleErrors(
      failedLoad(500, "/api/contact-requests"),
      failedLoad("net::ERR_CONNECTION_REFUSED", "/api/contact-requests"),
      /^lead form not sent: ApiError: /,
    );
    await page.goto("/");
    await page.route("**/api/contact-requests", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Đã xảy ra lỗi máy chủ" }) }),
    );
    const dialog = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
    await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), dialog);
    await dialog.getByLabel("Họ và tên").fill(`Khách thử lại ${run}`);
    await dialog.getByLabel("Số điện thoại").fill("0912.345.678");
    await dialog.getByLabel("Lời nhắn").fill("Gọi tôi buổi chiều");
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();

    await expect(toastWith(page, "Không thể gửi yêu cầu")).toBeVisible();
    await expect(toastWith(page, "Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.")).toBeVisible();
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Họ và tên")).toHaveValue(`Khách thử lại ${run}`);
    await expect(dialog.getByLabel("Số điện thoại")).toHaveValue("0912.345.678");
    await expect(dialog.getByLabel("Lời nhắn")).toHaveValue("Gọi tôi buổi chiều");
    await expect(dialog.getByRole("button", { name: "Gửi yêu cầu" })).toBeEnabled();
    // The failure is also written in the dialog (the modal hides the toast area from screen readers).
    await expect(dialog.getByRole("alert")).toContainText("Không thể gửi yêu cầu");

    // A network failure is a failure too.
    await page.unroute("**/api/contact-requests");
    await page.route("**/api/contact-requests", (route) => route.abort("connectionrefused"));
    const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/contact-requests"));
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
    await failed;
    await expect(dialog.getByRole("alert")).toContainText("Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.");
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Họ và tên")).toHaveValue(`Khách thử lại ${run}`);

    // When the server is back the same, kept form goes through: no lead lost.
    await page.unroute("**/api/contact-requests");
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a phone that cannot be a Vietnamese number is refused before sending", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
    await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), dialog);
    let requests = 0;
    await page.route("**/api/contact-requests", (route) => {
      requests += 1;
      return route.continue();
    });
    await dialog.getByLabel("Họ và tên").fill("Khách sai số");
    await dialog.getByLabel("Số điện thoại").fill("123");
    await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
    await expect(dialog.getByText("Số điện thoại không hợp lệ, ví dụ: 0912 345 678")).toBeVisible();
    await expect(dialog.getByLabel("Số điện thoại")).toHaveAttribute("aria-invalid", "true");
    expect(requests).toBe(0);
  });
});

test.describe("trial registration on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("the field the keyboard moves to is shown above the sticky submit bar, not under it", async ({ page }) => {
    await page.goto("/products/2");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
    await openDialog(page.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).first(), dialog);
    const submitBar = dialog.getByRole("button", { name: "Đăng ký dùng thử" }).locator("xpath=..");
    await dialog.getByLabel("Họ và tên").focus();
    for (const next of ["Số điện thoại", "Hình thức dùng thử", "Sản phẩm", "Tình trạng kinh doanh", "Địa chỉ", "Lời nhắn"]) {
      await page.keyboard.press("Tab");
      const field = dialog.getByLabel(next);
      await expect(field).toBeFocused();
      const [fieldBox, barBox] = await Promise.all([field.boundingBox(), submitBar.boundingBox()]);
      // A one-line field whole; of the message box, its first lines (Chromium scrolls a text area to its caret).
      expect(fieldBox!.y + Math.min(fieldBox!.height, 48), next).toBeLessThanOrEqual(barBox!.y + 1);
    }
  });
});

test.describe("trial registration", () => {
  test("the dialog on /products/2 defaults to LT-300 and sends empty optional fields as null", async ({ page }) => {
    await page.goto("/products/2");
    const dialog = page.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
    await openDialog(page.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }), dialog);
    await expect(dialog.getByLabel("Sản phẩm")).toHaveValue("LT-300");
    await expect(dialog.getByLabel("Hình thức dùng thử")).toHaveValue("");
    await expect(dialog.getByText("*", { exact: true })).toHaveCount(4);

    await dialog.getByLabel("Họ và tên").fill(`Chủ quán dùng thử ${run}`);
    await dialog.getByLabel("Số điện thoại").fill("0987 654 321");
    await dialog.getByLabel("Hình thức dùng thử").selectOption({ label: "Dùng thử tại cửa hàng của bạn" });
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact-requests"));
    await dialog.getByRole("button", { name: "Đăng ký dùng thử" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      fullName: `Chủ quán dùng thử ${run}`,
      phone: "0987 654 321",
      needType: "atStore",
      product: "LT-300",
      businessStatus: null,
      address: null,
      message: null,
    });
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a failure shows 'Có lỗi xảy ra' and keeps the dialog open with the form", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(failedLoad(503, "/api/contact-requests"), /^lead form not sent: ApiError: 503/);
    await page.goto("/products/4");
    await page.route("**/api/contact-requests", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    const dialog = page.getByRole("dialog", { name: "Đăng ký trải nghiệm máy miễn phí" });
    await openDialog(page.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }), dialog);
    await expect(dialog.getByLabel("Sản phẩm")).toHaveValue("LS-250");
    await dialog.getByLabel("Họ và tên").fill("Khách LS-250");
    await dialog.getByLabel("Số điện thoại").fill("0912345678");
    await dialog.getByLabel("Hình thức dùng thử").selectOption("atCenter");
    await dialog.getByLabel("Tình trạng kinh doanh").selectOption("planning");
    await dialog.getByRole("button", { name: "Đăng ký dùng thử" }).click();
    await expect(toastWith(page, "Có lỗi xảy ra")).toBeVisible();
    await expect(toastWith(page, "Vui lòng thử lại sau.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toContainText("Có lỗi xảy raVui lòng thử lại sau.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Họ và tên")).toHaveValue("Khách LS-250");
    await expect(dialog.getByLabel("Tình trạng kinh doanh")).toHaveValue("planning");
  });

  test("the LS-200 on-site form sends the Vietnamese business status and promises a call within 24 hours", async ({ page }) => {
    await page.goto("/products/3");
    // Wait for hydration (the floating button opens its dialog) before typing into the form.
    const consultation = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
    await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), consultation);
    await page.keyboard.press("Escape");
    await expect(consultation).toBeHidden();
    const form = page.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" });
    await form.getByLabel("Họ và tên").fill(`Chủ quán LS-200 ${run}`);
    await form.getByLabel("Số điện thoại").fill("0912 000 111");
    await form.getByLabel("Địa chỉ quán").fill("45 Trần Phú, Hải Châu, Đà Nẵng");
    await form.getByLabel("Thời gian mong muốn").fill("Chiều thứ sáu");
    await form.getByLabel("Sắp kinh doanh").check();
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/trial-requests"));
    await form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      name: `Chủ quán LS-200 ${run}`,
      phone: "0912 000 111",
      address: "45 Trần Phú, Hải Châu, Đà Nẵng",
      message: "Chiều thứ sáu",
      businessStatus: "Sắp kinh doanh",
      product: "LS-200",
    });
    await expect(toastWith(page, "Đăng ký thành công!")).toContainText("trong vòng 24 giờ");
    await expect(page.getByRole("status").filter({ hasText: "trong vòng 24 giờ" })).toBeVisible();
    await expect(form.getByLabel("Họ và tên")).toHaveValue("");
  });
});

test("a failing LS-200 on-site request shows 'Không thể gửi yêu cầu' and keeps the form", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedLoad(500, "/api/trial-requests"), /^lead form not sent: ApiError: 500/);
  await page.goto("/products/3");
  const consultation = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
  await openDialog(page.getByRole("button", { name: "Gọi tư vấn" }), consultation);
  await page.keyboard.press("Escape");
  await page.route("**/api/trial-requests", (route) => route.fulfill({ status: 500, body: "{}" }));
  const form = page.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" });
  await form.getByLabel("Họ và tên").fill("Khách LS-200 lỗi");
  await form.getByLabel("Số điện thoại").fill("0912 000 222");
  await form.getByLabel("Địa chỉ quán").fill("Cần Thơ");
  await form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
  await expect(toastWith(page, "Không thể gửi yêu cầu")).toContainText("Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.");
  await expect(form.getByRole("alert")).toContainText("Không thể gửi yêu cầu");
  await expect(form.getByLabel("Họ và tên")).toHaveValue("Khách LS-200 lỗi");
  await expect(form.getByLabel("Địa chỉ quán")).toHaveValue("Cần Thơ");
  await expect(page.getByRole("status").filter({ hasText: "24 giờ" })).toHaveCount(0);
});

test.describe("contact page form", () => {
  test("refuses a phone that cannot be Vietnamese before sending; a valid request goes with the page's product and the honeypot field", async ({ page }) => {
    await page.goto("/contact?product=LT-300");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Gửi yêu cầu tư vấn" });
    const posts: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact-requests") && request.method() === "POST") posts.push(request.postDataJSON());
    });
    const name = `Khách trang liên hệ ${run}`;
    await form.getByLabel("Họ và tên").fill(name);
    await form.getByLabel("Số điện thoại").fill("123");
    await form.getByLabel("Nội dung cần tư vấn").fill("Tư vấn khóa học pha chế");
    await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
    await expect(form.getByText("Số điện thoại không hợp lệ, ví dụ: 0912 345 678")).toBeVisible();
    await expect(form.getByLabel("Số điện thoại")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);

    await form.getByLabel("Số điện thoại").fill("0912 345 678");
    // The province routes the request to the nearest dealer, once the visitor agrees to share it (issue 45).
    await form.getByLabel("Tỉnh/thành phố của quán").selectOption({ label: "Thành phố Đà Nẵng" });
    const sharing = form.getByRole("checkbox", { name: /Đồng ý chia sẻ thông tin với đại lý gần nhất/ });
    await expect(sharing).not.toBeChecked();
    await sharing.check();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact-requests"));
    await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
    expect((await answered).status()).toBe(201);
    expect(posts).toEqual([
      {
        fullName: name,
        phone: "0912 345 678",
        message: "Tư vấn khóa học pha chế",
        provinceCode: "48",
        needType: "contact",
        product: "LT-300",
        website: "",
        consents: { dealerSharing: true },
      },
    ]);
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();
    await expect(form.getByRole("status")).toContainText("Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!");
    await expect(form.getByLabel("Họ và tên")).toHaveValue("");
  });

  test("a bot that fills the honeypot gets the usual answer but its request is not stored", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Gửi yêu cầu tư vấn" });
    const name = `Bot trang liên hệ ${run}`;
    await form.getByLabel("Họ và tên").fill(name);
    await form.getByLabel("Số điện thoại").fill("0912 345 679");
    await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact-requests"));
    await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
    expect((await posted).postDataJSON()).toMatchObject({ fullName: name, website: "https://spam.example", product: "Chưa xác định" });
    await expect(toastWith(page, "Yêu cầu đã được gửi")).toBeVisible();

    await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Không có yêu cầu nào khớp bộ lọc.")).toBeVisible();
  });
});

test.describe("admin contact-request desk", () => {
  test("lists requests; a status change shows the toast and persists after reload", async ({ page, request }) => {
    const name = `Lê Thị Trạng Thái ${run}`;
    await seedLead(request, { fullName: name, product: "LT-300", businessStatus: "running", needType: "atCenter" });
    const errors = collectErrors(page);
    await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: "0912345678" })).toHaveAttribute("href", "tel:0912345678");
    await expect(row).toContainText("Dùng thử tại trung tâm");
    await expect(row).toContainText("Đang kinh doanh");
    await expect(row.getByTestId("status-badge")).toHaveText("Mới");

    const select = row.getByRole("combobox", { name: `Đổi trạng thái yêu cầu của ${name}` });
    await select.selectOption({ label: "Đã hẹn lịch" });
    await expect(toastWith(page, "Trạng thái đã được cập nhật")).toBeVisible();
    await expect(row.getByTestId("status-badge")).toHaveText("Đã hẹn lịch");

    await page.reload();
    await expect(row.getByTestId("status-badge")).toHaveText("Đã hẹn lịch");
    await expect(select).toHaveValue("scheduled");

    // The status filter finds it under its new status only.
    await page.goto(`/admin/contact-requests?status=scheduled&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    await page.goto(`/admin/contact-requests?status=new&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Không có yêu cầu nào khớp bộ lọc.")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a failed status change shows the error toast and keeps the old status", async ({ page, request, allowConsoleErrors }) => {
    // The failed post, and the action hook's own report of it (app/lib/admin-action.ts).
    allowConsoleErrors(failedLoad(500, /\/admin\/contact-requests\.data\?.*/), /^admin action: no usable answer/);
    const name = `Phan Văn Lỗi ${run}`;
    await seedLead(request, { fullName: name });
    await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(name)}`);
    // The status change posts to the page's action; its loaders' reloads go through.
    const statusChange = /\/admin\/contact-requests\.data/;
    await page.route(statusChange, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue()));
    const row = page.getByRole("row").filter({ hasText: name });
    const select = row.getByRole("combobox");
    await expect(async () => {
      await select.selectOption("completed");
      await expect(toastWith(page, "Lỗi khi cập nhật")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(toastWith(page, "Không thể cập nhật trạng thái. Vui lòng thử lại sau.")).toBeVisible();
    await expect(select).toHaveValue("new");
    await page.unroute(statusChange);
    await page.reload();
    await expect(row.getByTestId("status-badge")).toHaveText("Mới");
  });

  test("searches by phone and exports CSV (UTF-8 with BOM) with Vietnamese names intact", async ({ page, request }) => {
    const name = `Nguyễn Thị Ánh Tuyết ${run}`;
    const phone = `09${String(Date.now()).slice(-8)}`;
    await seedLead(request, { fullName: name, phone, message: "Quán ở Đà Lạt, cần máy pha trà sữa", address: "Phường 1, Đà Lạt" });
    await loginAsAdmin(page, "/admin/contact-requests");
    await page.getByLabel("Tìm kiếm").fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    await page.getByRole("button", { name: "Lọc" }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row").nth(1)).toContainText(name);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Xuất CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^yeu-cau-lien-he-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toContain('"Họ và tên","Số điện thoại"');
    expect(text).toContain(`"${name}","${phone}"`);
    expect(text).toContain('"Phường 1, Đà Lạt","Quán ở Đà Lạt, cần máy pha trà sữa"');
    expect(text.trimEnd().split("\r\n")).toHaveLength(2);
  });

  test("renders an XSS payload as plain text and runs no script", async ({ page, request }) => {
    const marker = `xss-${run}`;
    const payload = `<img src=x onerror="window.__xss='${marker}';alert(1)"><script>window.__xss='${marker}'</script>`;
    await seedLead(request, { fullName: `<b>${marker}</b>`, message: payload, product: `<svg onload=alert(1)>` });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(marker)}`);
    const row = page.getByRole("row").filter({ hasText: marker });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: `<b>${marker}</b>` })).toBeVisible();
    await expect(row).toContainText(payload);
    await expect(row).toContainText("<svg onload=alert(1)>");
    await expect(row.locator("img, script, svg, b")).toHaveCount(0);
    // Hydrated (the select works) and still nothing ran.
    await expect(row.getByRole("combobox")).toBeEnabled();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

/** Holds back the code of a product page's sections below the tabs (the on-site form among them) until released. */
async function holdProductSectionCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-lower-sections-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("what a quick visitor types into the on-site form before its code has loaded is what gets sent", async ({ page }) => {
  // The section's code is held back until the visitor has typed and pressed the button.
  const release = await holdProductSectionCode(page);
  await page.goto("/products/3");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" });
  await form.getByLabel("Họ và tên").fill(`Khách nhanh tay ${run}`);
  await form.getByLabel("Số điện thoại").fill("0912 000 222");
  await form.getByLabel("Địa chỉ quán").fill("8 Bạch Đằng, Hải Châu, Đà Nẵng");
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/trial-requests"));
  await form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
  release();
  expect((await posted).postDataJSON()).toMatchObject({
    name: `Khách nhanh tay ${run}`,
    phone: "0912 000 222",
    address: "8 Bạch Đằng, Hải Châu, Đà Nẵng",
    product: "LS-200",
  });
  await expect(page.getByRole("status").filter({ hasText: "trong vòng 24 giờ" })).toBeVisible();
});

test("what a visitor typed into the on-site form before its code loaded survives the typing that follows", async ({ page }) => {
  const release = await holdProductSectionCode(page);
  await page.goto("/products/3");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Đăng ký dùng thử LS-200 tại quán" });
  await form.getByLabel("Họ và tên").fill(`Khách gõ sớm ${run}`);
  await form.getByLabel("Số điện thoại").fill("0912 000 333");
  release();
  // The section answers now; a field typed afterwards re-renders the form, which must keep the earlier ones.
  await waitForElementHydration(form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }));
  await form.getByLabel("Địa chỉ quán").fill("20 Lê Duẩn, Hải Châu, Đà Nẵng");
  await expect(form.getByLabel("Họ và tên")).toHaveValue(`Khách gõ sớm ${run}`);
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/trial-requests"));
  await form.getByRole("button", { name: "Đăng ký dùng thử miễn phí" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ name: `Khách gõ sớm ${run}`, phone: "0912 000 333", address: "20 Lê Duẩn, Hải Châu, Đà Nẵng" });
});
