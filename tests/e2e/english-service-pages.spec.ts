import type { Browser, Page } from "@playwright/test";
import { LANGUAGE_COOKIE } from "#common/i18n-vi";
import { expect, failedLoad, loginAsAdmin, test } from "./fixtures";
import { pickPlace, waitForCartReady, waitForElementHydration, waitForHydration } from "./helpers";
import { scrollThrough, vietnameseInterfaceWords } from "./support/vietnamese-words";

/**
 * Issue 47 point 4, the rest of the storefront in English: the dealer finder and a place's page, the warranty page,
 * the buyer's quote page and the lead dialogs (call-back, free trial, the product page's quote request). Every
 * interface text comes from the page catalogues or the message catalogue; the owner's words (place names,
 * addresses, provinces, product names, the quote's own content) stay Vietnamese, marked `lang="vi"`. Read on a
 * phone, with the same check as the English home page (tests/e2e/support/vietnamese-words.ts).
 */

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
/** A 1×1 transparent PNG: every map tile of the test (tests never reach the internet). */
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** A phone-sized visitor who chose English. */
async function englishPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseURL }]);
  return context.newPage();
}

test.describe("the English service pages, on a phone", () => {
  test("the dealer finder: filters, cards, open now, the map, near me, the next page and a place's page", async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const page = await englishPhone(browser, baseURL!);
    await page.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));
    await page.goto("/dealers");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Dealers and service centres nationwide/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a dealer or service centre near you" })).toBeVisible();
    await waitForHydration(page);
    const cards = page.getByTestId("place-card");
    await expect(cards).toHaveCount(12);
    await expect(page.getByText(/^Showing 12 of \d+ places$/)).toBeVisible();
    // "Open now" / "Closed now" come after the page, in the browser.
    await expect(cards.getByText(/^(Open now|Closed now)$/).first()).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.getByRole("region", { name: "Map of dealers" })).toBeVisible();
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 10.268, longitude: 105.535 });
    await page.getByRole("button", { name: "Nearest to me" }).click();
    await expect(page.getByRole("button", { name: "Sorted by your location" })).toBeVisible();
    await expect(cards.first().getByTestId("place-distance")).toContainText(/ from you$/);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.getByRole("link", { name: "Show 12 more places" }).click();
    await expect(page).toHaveURL(/show=24/);
    await expect(cards).toHaveCount(24);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // A province chosen: its name stays as written, inside an English sentence.
    await page.getByLabel("Province/City").selectOption("92");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ places in Thành phố Cần Thơ$/ })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await cards.first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dealers\/[\w-]+$/);
    await expect(page.getByText("Opening hours", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Directions to / })).toBeVisible();
    await waitForHydration(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // The Vietnamese finder is as it was.
    await page.context().clearCookies({ name: LANGUAGE_COOKIE });
    await page.goto("/dealers");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1, name: "Tìm đại lý và trung tâm bảo hành gần bạn" })).toBeVisible();
    await page.context().close();
  });

  test("the warranty page: the three forms, their field messages, a look-up's result and the server's not-found", async ({ browser, baseURL, page: admin, allowConsoleErrors }) => {
    test.setTimeout(60_000);
    allowConsoleErrors(failedLoad(404, /\/api\/warranty\?serial=NO-SUCH-MACHINE-1/));
    // A machine to look up, imported as the factory's CSV.
    const serial = `EN-${Date.now().toString(36).toUpperCase()}`;
    await loginAsAdmin(admin, "/admin/machines");
    await waitForHydration(admin);
    await admin.getByLabel("Nội dung CSV").fill(`serial,product,production_date\n${serial},1,2026-10-01`);
    await admin.getByRole("button", { name: "Nhập serial" }).click();
    await expect(admin.getByText("Đã nhập 1 serial")).toBeVisible();

    const page = await englishPhone(browser, baseURL!);
    await page.goto("/warranty");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Warranty look-up, warranty activation and repair requests/);
    await expect(page.getByRole("heading", { level: 1, name: "Warranty and repairs" })).toBeVisible();
    await waitForHydration(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // Checked in English before anything is sent.
    const request = page.getByRole("region", { name: "Request a repair or maintenance" });
    await waitForElementHydration(request.getByRole("button", { name: "Send request" }));
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(request.getByText("Please choose the machine's condition")).toBeVisible();
    await expect(request.getByRole("alert")).toHaveText("Please check the marked fields.");
    const activation = page.getByRole("region", { name: "Activate the warranty of a machine bought from a dealer" });
    await activation.getByRole("button", { name: "Send activation request" }).click();
    await expect(activation.getByText("Please enter the full name")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // A look-up: the machine's own name stays as written; the server's "not found" is said in English.
    const lookup = page.getByRole("region", { name: "Warranty look-up" });
    await lookup.getByLabel("Serial number").fill(serial);
    await lookup.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByTestId("warranty-result")).toContainText("Warranty not activated");
    await expect(page.getByTestId("warranty-result")).toContainText(`serial ${serial}`);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await lookup.getByLabel("Serial number").fill("NO-SUCH-MACHINE-1");
    await lookup.getByRole("button", { name: "Look up" }).click();
    await expect(lookup.getByRole("alert")).toHaveText("No machine was found with this serial number");
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("the buyer's quote page: table, totals, deposit, the acceptance and decline forms and their messages", async ({ browser, baseURL, page: admin, allowConsoleErrors }) => {
    test.setTimeout(60_000);
    // The refused acceptance and decline answer 400 (the browser logs them).
    allowConsoleErrors(failedLoad(400, /\/quotes\/[\w-]+(?:\.data)?(?:\?\S*)?/));
    await loginAsAdmin(admin, "/admin/quotes");
    const validUntil = new Date(Date.now() + 7 * 3600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin.request.post("/api/admin/quotes", {
      data: {
        customer: { name: "Trần Thị Bình", phone: "0912345678", email: "binh@dongatea.vn", companyName: "Công ty TNHH Trà Sữa Đông Á", taxCode: "" },
        lines: [{ productId: 1, quantity: 2 }],
        installationFee: 1_500_000,
        depositPercent: 30,
        validUntil,
        paymentTerms: "Đặt cọc 30%, phần còn lại khi giao máy",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const sent = await admin.request.post(`/api/admin/quotes/${(await created.json()).id}/send`);
    expect(sent.ok(), await sent.text()).toBe(true);
    const { token } = (await sent.json()) as { token: string };

    const page = await englishPhone(browser, baseURL!);
    await page.goto(`/quotes/${token}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: /^Quote / })).toBeVisible();
    await expect(page.getByTestId("quote-status")).toHaveText("Sent");
    await expect(page.getByText("Deposit 30%")).toBeVisible();
    await waitForHydration(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // Accepting without the terms and the tax code: the page's own messages, in English.
    const accept = page.getByRole("form", { name: "Accept the quote" });
    await waitForElementHydration(accept.getByRole("button", { name: "Add a delivery address (another branch)" }));
    await accept.getByRole("button", { name: "Accept and place the order" }).click();
    await expect(page.getByText("Please check the marked fields.")).toBeVisible();
    await expect(page.getByText("Please agree to the Terms of sale before ordering")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.getByRole("form", { name: "Decline the quote" }).getByRole("button", { name: "Decline" }).click();
    await expect(page.getByText("Please enter a reason")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("the call-back and free-trial dialogs and the product page's quote request", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(page);

    await page.getByRole("button", { name: "Call for advice" }).filter({ visible: true }).first().click();
    const callBack = page.getByRole("dialog", { name: "Get free advice" });
    await expect(callBack).toBeVisible();
    await callBack.getByLabel("Full name").fill("Nguyễn Văn An");
    await callBack.getByLabel("Phone number").fill("12345");
    await callBack.getByRole("button", { name: "Send request" }).click();
    await expect(callBack.getByText("Invalid phone number")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await callBack.getByRole("button", { name: "Close" }).click();
    await expect(callBack).toBeHidden();

    await scrollThrough(page);
    const offer = page.getByRole("button", { name: "Book a free trial" });
    await waitForElementHydration(offer);
    await offer.click();
    const trial = page.getByRole("dialog", { name: "Book a free machine trial" });
    await expect(trial).toBeVisible();
    await expect(trial.getByLabel("Kind of trial")).toContainText("Trial at your shop");
    await trial.getByLabel("Full name").fill("Nguyễn Văn An");
    await trial.getByLabel("Kind of trial").selectOption({ label: "Trial at your shop" });
    await trial.getByRole("combobox", { name: "Product", exact: true }).selectOption({ index: 1 });
    await trial.getByLabel("Phone number").fill("12");
    await trial.getByRole("button", { name: "Book the trial" }).click();
    await expect(trial.getByText("Invalid phone number")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await trial.getByRole("button", { name: "Close" }).click();

    await page.goto("/products/2");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Request a quote" }).click();
    const quote = page.getByRole("form", { name: "Request a quote" });
    await quote.getByRole("button", { name: "Send the quote request" }).click();
    await expect(quote.getByText("Full name is required")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });
});

/**
 * Issue 47 point 4, continued (docs/decisions/0067): the product list, the order page a buyer lands on after an
 * English checkout, the contact page and the about page, on a phone, with the same check.
 */
test.describe("the English product list, order page and contact pages, on a phone", () => {
  test("the product list: its title, the cards, a search and the empty result", async ({ browser, baseURL }) => {
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Products – automatic tea and coffee machines/);
    await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByTestId("product-grid").getByRole("listitem")).not.toHaveCount(0);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.getByPlaceholder("Machine name, e.g. LT-300").fill("LT-300");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “LT-300”" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /products? found$/ })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.goto("/products?search=zzzz-no-such-machine");
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByRole("link", { name: "See all products" })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("an English checkout by cash on delivery lands on an English order page: status, totals, next steps, hotline", async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/products/2");
    await waitForCartReady(page);
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("Nguyen Van An");
    await page.getByLabel("Email").fill("an.nguyen@example.vn");
    await page.getByLabel("Phone").fill("0912345678");
    await pickPlace(page, "Province/City", "ha noi", "Thành phố Hà Nội");
    await pickPlace(page, "Ward/Commune", "hoan kiem", "Phường Hoàn Kiếm");
    await page.getByLabel("Street address").fill("12 Ly Thuong Kiet");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("radio", { name: "Cash on delivery (COD)" }).check();
    await page.getByRole("checkbox", { name: /agree to the Terms of sale/ }).check();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const id = new URL(page.url()).pathname.split("/").pop();

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(`Order #${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${id}` })).toBeVisible();
    await expect(page.getByText(/Awaiting confirmation · Cash on delivery \(COD\) · Not paid/)).toBeVisible();
    const next = page.getByTestId("next-steps");
    await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(next).toContainText(/You pay [\d.]+đ in cash or by bank transfer when you receive the goods\./);
    await expect(next.getByRole("link", { name: /^[\d ]+$/ })).toBeVisible();
    for (const row of ["Subtotal", "VAT (10%)", "Total", "Paid", "Still to pay", "Deliver to"]) await expect(page.getByRole("complementary")).toContainText(row);
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    // The same order read in Vietnamese keeps the Vietnamese page word for word.
    await page.context().clearCookies({ name: LANGUAGE_COOKIE });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1, name: `Đơn hàng #${id}` })).toBeVisible();
    await expect(page.getByTestId("next-steps").getByRole("heading", { name: "Tiếp theo" })).toBeVisible();
    await page.context().close();
  });

  test("the contact page (its form's messages and the province list included) and the about page", async ({ browser, baseURL }) => {
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Contact us about tea and coffee machines and courses/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    const form = page.getByRole("form", { name: "Ask for advice" });
    await expect(form.getByLabel("Province or city of your shop")).toContainText("Choose a province or city");
    await form.getByLabel("Full name").fill("Nguyen Van An");
    await form.getByLabel("Phone number").fill("12345");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByText("Invalid phone number")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 2, name: "Our three promises" })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("an owner's service request page: status, problem, appointment, cost, progress and the hotline", async ({ browser, baseURL, page: admin }) => {
    // A machine whose owner activated its warranty, and the owner's repair request (as the service-centre spec).
    const serial = `SV-${Date.now().toString(36).toUpperCase()}`;
    await loginAsAdmin(admin);
    expect((await admin.request.post("/api/admin/machines", { data: { serial, productId: 1 } })).status()).toBe(201);
    const activation = await admin.request.post("/api/warranty/activations", {
      data: { serial, phone: "0903 111 445", name: "Chị Lò Thị Mai", address: { address: "Số 5 Trần Phú", provinceCode: "12", wardCode: "03388" } },
    });
    expect(activation.status(), await activation.text()).toBe(201);
    const activationId = ((await activation.json()) as { id: number }).id;
    expect((await admin.request.put(`/api/admin/warranty-activations/${activationId}`, { data: { status: "approved" } })).status()).toBe(200);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const opened = await admin.request.post("/api/service-requests", {
      data: { serial, phone: "0903 111 445", problem: "leaking", description: "Rò nước dưới máy", mode: "onsite", preferredDate: today, slot: "morning" },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { reference, token } = (await opened.json()) as { reference: string; token: string };

    const page = await englishPhone(browser, baseURL!);
    await page.goto(`/service/${token}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(`Service request ${reference}`);
    await expect(page.getByTestId("service-status")).toHaveText("New");
    await expect(page.getByText("Leaks water")).toBeVisible();
    await expect(page.getByTestId("visit")).toContainText("Awaiting confirmation (you asked for");
    await expect(page.getByText("Not yet assigned")).toBeVisible();
    await expect(page.getByText(`and give the code ${reference}.`)).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.context().clearCookies({ name: LANGUAGE_COOKIE });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: `Yêu cầu sửa chữa ${reference}` })).toBeVisible();
    await expect(page.getByText("Rò rỉ nước")).toBeVisible();
    await page.context().close();
  });
});

test.describe("the English blog, terms of sale and data-request page, on a phone", () => {
  test("the blog's home and a post: the interface in English, the owner's posts as written", async ({ browser, baseURL, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Blog on running a coffee or milk-tea shop/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog on running a drinks business" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Read a few posts now" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    // The newsletter box answers in English too (the service's words, said from the catalogue).
    await page.getByLabel("Your e-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
    await page.getByLabel("Your e-mail").fill(`blog-en-${Date.now()}@example.vn`);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are signed up!" })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    // Dates in British English ("12 August 2026").
    await expect(page.locator("article time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    await page.locator("article h3 a").first().click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Share:")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.locator("article header time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByTestId("post-content")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 2, name: "Popular keywords" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    // The post's search-engine title is the owner's, like its heading.
    expect(await vietnameseInterfaceWords(page, { ownTitle: true })).toEqual([]);

    // The Vietnamese blog is as it was.
    await page.context().clearCookies({ name: LANGUAGE_COOKIE });
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1, name: "Blog giải pháp kinh doanh đồ uống" })).toBeVisible();
    await page.context().close();
  });

  test("the knowledge pages still to come: business solutions and recipes", async ({ browser, baseURL }) => {
    const page = await englishPhone(browser, baseURL!);
    for (const [path, heading] of [
      ["/knowledge/business-solutions", "Business solutions"],
      ["/knowledge/recipes", "Recipes"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Your e-mail")).toHaveAttribute("placeholder", "name@example.com");
      await waitForHydration(page);
      expect(await vietnameseInterfaceWords(page)).toEqual([]);
    }
    await page.context().close();
  });

  test("the four service pages: business advice, delivery and installation, repair and warranty, shop set-up", async ({ browser, baseURL }) => {
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/services/delivery-installation");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery and installation of tea and coffee machines nationwide" })).toBeVisible();
    await expect(page.getByText("Step 4", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.goto("/services/repair-warranty");
    await expect(page.getByRole("heading", { level: 1, name: "Repair and warranty for tea and coffee machines" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Look up a warranty by serial number" })).toHaveAttribute("href", "/warranty#tra-cuu");
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.goto("/services/cafe-setup");
    await expect(page.getByRole("heading", { level: 1, name: "Complete set-up for coffee and milk-tea shops" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Advice on the franchise package" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.goto("/services/business-consulting");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Business advice for coffee and milk-tea shops – over 500 clients/);
    await expect(page.getByRole("heading", { level: 1, name: "Business advice for coffee and milk-tea shops" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What we advise on" })).toBeVisible();
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("the terms of sale: headings and version in English, the owner's terms marked Vietnamese", async ({ browser, baseURL }) => {
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/dieu-khoan-ban-hang");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Terms of sale/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of sale" })).toBeVisible();
    await expect(page.getByTestId("terms-version")).toHaveText(/^Version [0-9a-f]{10}$/);
    await expect(page.getByRole("heading", { level: 2, name: "Cancelling, returns and refunds" })).toBeVisible();
    await expect(page.getByRole("link", { name: "privacy notice", exact: true })).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });

  test("the data-request page: the form, the server's refusal and the code step in English", async ({ browser, baseURL, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const page = await englishPhone(browser, baseURL!);
    await page.goto("/yeu-cau-du-lieu");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Requests about your personal data/);
    await expect(page.getByRole("heading", { level: 1, name: "Requests about your personal data" })).toBeVisible();
    const contact = page.getByLabel("The phone number or e-mail you used with the shop");
    await waitForElementHydration(contact);
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.getByRole("radio", { name: "Correct wrong data" }).check();
    await expect(page.getByLabel("What should be corrected, and to what")).toBeVisible();
    await contact.fill("not a contact");
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check the marked fields.");
    expect(await vietnameseInterfaceWords(page)).toEqual([]);

    await page.getByRole("radio", { name: "Download my data (JSON, CSV)" }).check();
    await contact.fill(`privacy-en-${Date.now()}@example.vn`);
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("status")).toContainText("a 6-digit verification code has been sent");
    await expect(page.getByLabel("Verification code")).toBeVisible();
    expect(await vietnameseInterfaceWords(page)).toEqual([]);
    await page.context().close();
  });
});
