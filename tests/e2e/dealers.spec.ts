import { expect, loginAsAdmin, test } from "./fixtures";
import { waitForHydration } from "./helpers";

/**
 * The dealer finder (issue 33): filtering without JavaScript and with it, the map on demand with its tiles stubbed
 * here (tests never reach the internet), "near me" from a position the test fixes, and a lead that reaches the
 * nearest place.
 */

const CAN_THO = "92";
/** A 1×1 transparent PNG: every map tile of the test. */
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("a visitor filters Cần Thơ and sees its places without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dealers");
  await page.getByLabel("Tỉnh/thành phố").selectOption(CAN_THO);
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/province=92/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đại lý và trung tâm bảo hành tại Thành phố Cần Thơ");
  const cards = page.getByTestId("place-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Thành phố Cần Thơ");
  await expect(cards.filter({ hasText: "Đại lý Cái Răng Quán Xanh" }).getByRole("link", { name: /^Gọi .* – Đại lý Cái Răng Quán Xanh$/ })).toHaveAttribute("href", /^tel:\+84292/);

  // Then a ward, still without JavaScript; the place's own page has its meta and LocalBusiness data.
  await page.getByLabel("Phường/xã").selectOption({ label: "Phường Cái Răng (1)" });
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(cards).toHaveCount(1);
  await cards.getByRole("link", { name: "Đại lý Cái Răng Quán Xanh", exact: true }).click();
  await expect(page).toHaveURL(/\/dealers\/dai-ly-cai-rang-quan-xanh$/);
  await expect(page).toHaveTitle(/Đại lý Cái Răng Quán Xanh – Phường Cái Răng, Thành phố Cần Thơ/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"LocalBusiness"') && text.includes("Đại lý Cái Răng Quán Xanh"))).toBe(true);
  await context.close();
});

test("with JavaScript: the province filter, the map on demand, and near me sorting the nearest first", async ({ page }) => {
  const tileRequests: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", async (route) => {
    tileRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "image/png", body: TILE });
  });
  const leafletLoads: string[] = [];
  page.on("request", (request) => {
    if (/place-map|leaflet/.test(request.url())) leafletLoads.push(request.url());
  });

  await page.goto("/dealers");
  await waitForHydration(page);
  const cards = page.getByTestId("place-card");
  // The whole country a page at a time; "Xem thêm" adds the next page where the list was.
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(/^Đang xem 12\/\d+ địa điểm$/)).toBeVisible();
  await page.getByRole("link", { name: "Xem thêm 12 địa điểm" }).click();
  await expect(page).toHaveURL(/show=24/);
  await expect(cards).toHaveCount(24);
  await page.getByLabel("Tỉnh/thành phố").selectOption(CAN_THO);
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/province=92/);
  await expect(page.getByRole("heading", { level: 2, name: /địa điểm tại Thành phố Cần Thơ/ })).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Thành phố Cần Thơ");

  // The map's code loads only when it is opened; its markers are the listed places.
  expect(leafletLoads).toEqual([]);
  await page.getByRole("button", { name: "Xem bản đồ" }).click();
  const map = page.getByTestId("place-map");
  await expect(map).toBeVisible();
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(count);
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  expect(leafletLoads.length).toBeGreaterThan(0);

  // Near me: a position in Thốt Nốt, fixed by the test; the list is sorted in the browser, nothing is sent.
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 10.268, longitude: 105.535 });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("10.268") || (request.postData() ?? "").includes("10.268")) sent.push(request.url());
  });
  await expect(cards.first()).not.toContainText("Đại lý Thốt Nốt Phú Lộc");
  await page.getByRole("button", { name: "Gần tôi nhất" }).click();
  await expect(cards.first()).toContainText("Đại lý Thốt Nốt Phú Lộc");
  await expect(cards.first().getByTestId("place-distance")).toContainText(/cách bạn \d/);
  const distances = await page.getByTestId("place-distance").allInnerTexts();
  const kilometres = distances.map((text) => Number(/([\d.,]+) (k?m)/.exec(text)![1]!.replace(/\./g, "").replace(",", ".")) / (/ m$/.test(text) ? 1000 : 1));
  expect([...kilometres].sort((a, b) => a - b)).toEqual(kilometres);
  expect(sent).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the finder lists a page of places, not the whole country in one 16,000 px list", async ({ page }) => {
    await page.goto("/dealers");
    await waitForHydration(page);
    await expect(page.getByTestId("place-card")).toHaveCount(12);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(9_000);
    await expect(page.getByRole("link", { name: "Xem thêm 12 địa điểm" })).toBeVisible();
  });
});

test("a lead from Cần Thơ reaches its nearest place: the admin shows the routed place and the e-mail queued to it", async ({ page, request }) => {
  const name = `Khách Cần Thơ ${Date.now().toString(36)}`;
  const response = await request.post("/api/trial-requests", {
    data: { name, phone: "0907 555 666", address: "Số 3 Quốc lộ 91, Thốt Nốt, TP Cần Thơ", message: "Sáng mai", product: "LS-200", consents: { dealerSharing: true } },
  });
  expect(response.status()).toBe(201);

  await loginAsAdmin(page, `/admin/contact-requests?q=${encodeURIComponent(name)}`);
  const routing = page.getByTestId("lead-routing").filter({ visible: true });
  await expect(routing).toHaveCount(1);
  await expect(routing).toContainText("Khu vực: Thành phố Cần Thơ");
  await expect(routing).toContainText("Chuyển tới: Đại lý Thốt Nốt Phú Lộc");
  await expect(routing.getByTestId("lead-routing-mail")).toHaveText("E-mail tới thot-not-phu-loc@example.com: Chờ gửi");

  // Staff re-route it: the new place is named and mailed too.
  await routing.getByRole("combobox").selectOption({ label: "Trung tâm Bảo hành Cái Khế (Trung tâm bảo hành)" });
  await expect(routing).toContainText("Chuyển tới: Trung tâm Bảo hành Cái Khế");
  await expect(routing.getByTestId("lead-routing-mail")).toHaveText("E-mail tới cai-khe@example.com: Chờ gửi");
});

test("staff import places from a CSV on the admin page: a bad row is reported and nothing imported, then the fixed file is", async ({ page }) => {
  const name = `Đại lý Nhập Thử ${Date.now().toString(36)}`;
  const header = "name,kind,province_code,ward_code,address,phone,email,zalo,hours,latitude,longitude";
  const row = (ward: string) => `${name},dealer,96,${ward},"Số 1 Phan Ngọc Hiển, Cà Mau",0290 383 0000,nhapthu@example.com,,T2-T7 08:00-17:00,9.18,105.15`;
  const upload = async (csv: string) => {
    await page.getByLabel("Tệp CSV đại lý").setInputFiles({ name: "dai-ly.csv", mimeType: "text/csv", buffer: Buffer.from(`${header}\n${csv}\n`) });
    await page.getByRole("button", { name: "Nhập CSV" }).click();
  };
  await loginAsAdmin(page, "/admin/places");
  await waitForHydration(page);
  await upload(row("00166"));
  await expect(page.getByRole("alert").filter({ hasText: "Dòng 2" })).toContainText("Phường/xã không thuộc Cà Mau");
  await upload(row("32025"));
  await expect(page.getByRole("status").filter({ hasText: "Đã nhập" })).toHaveText("Đã nhập: 1 mới, 0 cập nhật, 0 không đổi.");
  await expect(page.getByTestId("admin-place-row").filter({ hasText: name })).toBeVisible();
});

test("a place imported by names without coordinates is in the phone finder's list, with no pin on the map", async ({ page, browser }) => {
  // Staff import two Điện Biên places by names (one by its ward's name before the 2025 merger), one without coordinates.
  const stamp = Date.now().toString(36);
  const unplaced = `Đại lý Chưa Định Vị ${stamp}`;
  const placed = `Đại lý Có Định Vị ${stamp}`;
  const header = "name,kind,province_code,ward_code,address,phone,email,zalo,hours,latitude,longitude";
  const csv = [
    header,
    `${unplaced},dealer,Tỉnh Điện Biên,phuong him lam,Số 8 Võ Nguyên Giáp,0215 3800 001,,,8h-20h,,`,
    `${placed},dealer,Điện Biên,Phường Điện Biên Phủ,Số 9 Võ Nguyên Giáp,0215 3800 002,,,T2-T7 08:00-17:30,21.386,103.017`,
  ].join("\n");
  await loginAsAdmin(page, "/admin/places");
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Cách ghi các cột" })).toContainText("Tên trước sáp nhập 2025");
  await page.getByLabel("Tệp CSV đại lý").setInputFiles({ name: "dai-ly.csv", mimeType: "text/csv", buffer: Buffer.from(`${csv}\n`) });
  await page.getByRole("button", { name: "Nhập CSV" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã nhập" })).toHaveText("Đã nhập: 2 mới, 0 cập nhật, 0 không đổi.");
  await expect(page.getByTestId("admin-place-row").filter({ hasText: unplaced })).toContainText("Chưa có tọa độ");

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const visitor = await phone.newPage();
  await visitor.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));
  await visitor.goto("/dealers?province=11");
  await waitForHydration(visitor);
  const cards = visitor.getByTestId("place-card");
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: unplaced });
  await expect(card).toContainText("Phường Điện Biên Phủ, Điện Biên");
  await expect(card).toContainText("Giờ mở cửa: Hằng ngày 08:00-20:00");
  // Directions go to its written address.
  await expect(card.getByRole("link", { name: `Chỉ đường tới ${unplaced}` })).toHaveAttribute("href", /destination=S%E1%BB%91%208/);

  // The map shows the one place with a position, and says the other is in the list only.
  await visitor.getByRole("button", { name: "Xem bản đồ" }).click();
  const map = visitor.getByTestId("place-map");
  await expect(map).toBeVisible();
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(visitor.getByTestId("place-map-unplaced")).toHaveText("1 địa điểm chưa có tọa độ nên không hiện trên bản đồ; xem trong danh sách bên dưới.");
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // "Near me" keeps it in the list, after the place with a distance.
  await phone.grantPermissions(["geolocation"]);
  await phone.setGeolocation({ latitude: 21.39, longitude: 103.02 });
  await visitor.getByRole("button", { name: "Gần tôi nhất" }).click();
  await expect(cards.first()).toContainText(placed);
  await expect(cards.first().getByTestId("place-distance")).toBeVisible();
  await expect(cards.nth(1)).toContainText(unplaced);
  await expect(cards.nth(1).getByTestId("place-distance")).toHaveCount(0);
  await phone.close();
});
