import { mkdirSync } from "node:fs";
import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { BUYER_ADDRESS } from "../support/buyer";
import { collectErrors, fillShipping, waitForCartReady, waitForHydration } from "./helpers";
import { startIsolatedServer } from "./support/isolated-server";
import { SITE_URL } from "./support/site";
import { expect, test } from "./fixtures";

/**
 * Analytics in the browser against a production server started with a (fake) Google measurement id. There is no
 * network here: gtag.js is served by a stub that turns each `gtag("event", …)` the page pushes into a `collect`
 * request, the way the real tag does, and the test reads those requests.
 */
const MEASUREMENT_ID = "G-E2ETEST01";
const ADMIN = { username: "quantri", password: "e2e-Analytics-Pass-2026" };
const LT150 = "Máy pha trà tự động LT-150";
const POST_SLUG = "y-tuong-marketing-quan-cafe-moi";

const GTAG_STUB = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var tid = "";
  function send(args) {
    if (args[0] === "config") tid = args[1];
    if (args[0] !== "event") return;
    var url = "https://region1.google-analytics.com/g/collect?v=2&tid=" + encodeURIComponent(tid) + "&en=" + encodeURIComponent(args[1]);
    fetch(url, { method: "POST", mode: "no-cors", body: JSON.stringify(args[2] || {}) });
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) send(arguments[j]);
    return push.apply(layer, arguments);
  };
})();`;

interface GoogleEvent {
  name: string;
  tid: string | null;
  params: Record<string, unknown>;
}

/** Serves the stub tag, records every collect request, and keeps every other third-party address off the network. */
async function watchGoogle(context: BrowserContext) {
  const events: GoogleEvent[] = [];
  const tagScripts: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>ngoài trang</title>" }),
  );
  await context.route("https://www.googletagmanager.com/**", (route) => {
    tagScripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: GTAG_STUB });
  });
  await context.route(/^https:\/\/([a-z0-9-]+\.)*google-analytics\.com\/g\/collect/, (route) => {
    const url = new URL(route.request().url());
    events.push({ name: url.searchParams.get("en") ?? "", tid: url.searchParams.get("tid"), params: JSON.parse(route.request().postData() ?? "{}") });
    return route.fulfill({ status: 204 });
  });
  const named = (name: string) => events.filter((event) => event.name === name);
  return { events, tagScripts, named, count: (name: string) => named(name).length };
}

/** Records what the page sends to the first-party collector (read in the route: beacons' bodies are not on `request` events). */
async function watchCollector(page: Page, events: unknown[]) {
  await page.route("**/api/analytics/events", (route) => {
    events.push(route.request().postDataJSON());
    return route.continue();
  });
}

/** Logs in on the isolated server and lands on `next`. */
async function loginAt(page: Page, next: string) {
  await page.goto(at(`/admin/login?next=${encodeURIComponent(next)}`));
  await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
  await page.getByLabel("Mật khẩu").fill(ADMIN.password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
const at = (path: string) => `${server.baseUrl}${path}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startIsolatedServer(async () => {}, {
    GA_MEASUREMENT_ID: MEASUREMENT_ID,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The scripted day below comes from many addresses (X-Forwarded-For), as real visitors do.
    TRUST_PROXY: "true",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a direct landing on a product page sends page_view then view_item once; add to cart, checkout and purchase once each, in VND", async ({ page, context }) => {
  const errors = collectErrors(page);
  const google = await watchGoogle(context);
  const collector: unknown[] = [];
  await watchCollector(page, collector);

  await page.goto(at("/products/1"));
  await expect.poll(() => google.count("view_item")).toBe(1);
  expect(google.tagScripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  expect(google.events.map((event) => event.name)).toEqual(["page_view", "view_item"]);
  expect(google.events.every((event) => event.tid === MEASUREMENT_ID)).toBe(true);
  expect(google.named("page_view")[0]!.params).toMatchObject({ page_path: "/products/1", page_location: at("/products/1") });
  expect(google.named("view_item")[0]!.params).toEqual({
    currency: "VND",
    value: 17_200_000,
    items: [{ item_id: "1", item_name: LT150, item_category: expect.any(String), price: 17_200_000, quantity: 1 }],
  });

  await waitForCartReady(page);
  await page.getByRole("button", { name: "Tăng số lượng" }).click();
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  await expect.poll(() => google.count("add_to_cart")).toBe(1);
  expect(google.named("add_to_cart")[0]!.params).toMatchObject({
    currency: "VND",
    value: 34_400_000,
    items: [{ item_id: "1", price: 17_200_000, quantity: 2 }],
  });

  // In-app navigation to the checkout: a page view and begin_checkout.
  await page.getByRole("button", { name: /^Giỏ hàng/ }).click();
  await page.getByRole("region", { name: "Giỏ hàng của bạn" }).getByRole("link", { name: "Thanh toán" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect.poll(() => google.count("begin_checkout")).toBe(1);
  expect(google.named("page_view").map((event) => event.params.page_path)).toEqual(["/products/1", "/checkout"]);
  expect(google.named("begin_checkout")[0]!.params).toMatchObject({ currency: "VND", value: 37_840_000, items: [{ item_id: "1", quantity: 2 }] });

  await fillShipping(page);
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  const placed = page.getByText(/Đơn hàng #\d+ của bạn đã được đặt thành công\./);
  await expect(placed).toBeVisible();
  const orderId = /#(\d+)/.exec((await placed.textContent()) ?? "")![1]!;
  await expect.poll(() => google.count("purchase")).toBe(1);
  expect(google.named("purchase")[0]!.params).toMatchObject({
    transaction_id: orderId,
    currency: "VND",
    value: 37_840_000,
    items: [{ item_id: "1", item_name: LT150, price: 17_200_000, quantity: 2 }],
  });

  // Once per action: nothing was sent twice.
  await expect.poll(() => google.count("page_view")).toBe(3); // the checkout goes home afterwards
  expect(google.events.map((event) => event.name)).toEqual([
    "page_view",
    "view_item",
    "add_to_cart",
    "page_view",
    "begin_checkout",
    "purchase",
    "page_view",
  ]);
  // The first-party collector got the funnel's browser steps (never the order: the server counts that itself).
  await expect.poll(() => collector.filter((event) => (event as { type: string }).type !== "pageview")).toEqual([
    { type: "product_view", productId: 1 },
    { type: "add_to_cart", productId: 1 },
    { type: "checkout" },
  ]);
  expect(errors).toEqual([]);
});

test("a direct landing on a post sends blog_view; read time over 10 s, keyword, tag, share and outbound links once each", async ({ page, context }) => {
  const errors = collectErrors(page);
  const google = await watchGoogle(context);
  await page.clock.install();

  await page.goto(at(`/blog/${POST_SLUG}`));
  await expect.poll(() => google.count("blog_view")).toBe(1);
  expect(google.events.map((event) => event.name)).toEqual(["page_view", "blog_view"]);
  expect(google.named("blog_view")[0]!.params).toMatchObject({ post_slug: POST_SLUG, post_title: expect.stringContaining("marketing") });
  await waitForHydration(page);

  // 12 seconds on the post, then a keyword link of the sidebar: select_content, and read_time as the post closes.
  await page.clock.fastForward(12_000);
  await page.getByRole("region", { name: "Từ khóa phổ biến" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/marketing$/);
  await expect.poll(() => google.count("read_time")).toBe(1);
  expect(google.named("read_time")[0]!.params).toMatchObject({ post_slug: POST_SLUG, value: expect.any(Number) });
  expect(google.named("read_time")[0]!.params.value as number).toBeGreaterThan(10);
  expect(google.named("select_content").map((event) => event.params)).toEqual([
    { content_type: "blog_keyword", content_id: "marketing", link_url: at("/blog/tag/marketing") },
  ]);

  // Back on the post for a few seconds: a second blog_view, and leaving by a tag link sends no read_time.
  await page.goBack();
  await expect.poll(() => google.count("blog_view")).toBe(2);
  await page.getByRole("list", { name: "Thẻ" }).getByRole("link", { name: "#quán cafe" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\//);
  await expect.poll(() => google.count("select_content")).toBe(2);
  expect(google.named("select_content")[1]!.params).toMatchObject({ content_type: "blog_tag", content_id: "quán cafe" });
  expect(google.count("read_time")).toBe(1);

  // Share and an outbound link (both open a new tab): share once, select_content of an outbound link once.
  await page.goBack();
  await expect.poll(() => google.count("blog_view")).toBe(3);
  const shared = context.waitForEvent("page");
  await page.getByRole("link", { name: /lên Facebook$/ }).click();
  await (await shared).close();
  await expect.poll(() => google.count("share")).toBe(1);
  expect(google.named("share")[0]!.params).toEqual({ method: "facebook", content_type: "blog_post", item_id: `${SITE_URL}/blog/${POST_SLUG}` });
  const social = context.waitForEvent("page");
  await page.getByRole("contentinfo").getByRole("link", { name: "YouTube" }).click();
  await (await social).close();
  await expect.poll(() => google.count("select_content")).toBe(3);
  expect(google.named("select_content")[2]!.params).toMatchObject({
    content_type: "outbound_link",
    content_id: "www.youtube.com",
    link_domain: "www.youtube.com",
    outbound: true,
  });
  // The share click is a share, not also an outbound link.
  expect(google.count("share")).toBe(1);
  expect(google.named("page_view").map((event) => event.params.page_path)).toEqual([
    `/blog/${POST_SLUG}`,
    "/blog/tag/marketing",
    `/blog/${POST_SLUG}`,
    expect.stringMatching(/^\/blog\/tag\//),
    `/blog/${POST_SLUG}`,
  ]);
  expect(errors).toEqual([]);
});

test("a consultation request sends generate_lead and contact once each", async ({ page, context }) => {
  const google = await watchGoogle(context);
  await page.goto(at("/products/2"));
  await expect.poll(() => google.count("view_item")).toBe(1);
  const dialog = page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Gọi tư vấn" }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await dialog.getByLabel("Họ và tên").fill("Lê Thị Hoa");
  await dialog.getByLabel("Số điện thoại").fill("0912 345 678");
  await dialog.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => google.count("generate_lead")).toBe(1);
  expect(google.named("generate_lead")[0]!.params).toEqual({ lead_source: "consultation", product: expect.stringContaining("LT-300") });
  await expect.poll(() => google.count("contact")).toBe(1);
  expect(google.named("contact")[0]!.params).toEqual({ method: "consultation_form", product: expect.stringContaining("LT-300") });
  expect(google.count("view_item")).toBe(1);
});

test("saving a post in the editor sends its SEO score; admin screens send no page view", async ({ page, context }) => {
  const google = await watchGoogle(context);
  await loginAt(page, "/admin/blog-editor/1");
  await expect(page).toHaveURL(/\/admin\/blog-editor\/1$/);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/blog-editor/1.data" && response.request().method() === "POST");
  await page.getByRole("button", { name: "Lưu bài viết" }).click();
  expect((await saved).ok()).toBe(true);
  const post = (await (await page.request.get(at("/api/admin/blog/posts/1"))).json()) as { id: number; slug: string; seoScore: number };
  await expect.poll(() => google.count("seo_score")).toBe(1);
  expect(google.named("seo_score")[0]!.params).toEqual({ post_id: 1, post_slug: post.slug, value: post.seoScore });
  expect(google.count("page_view")).toBe(0);
});

/** One visitor of the scripted day: an address and browser of its own, its own cart. */
async function scriptedVisitor(index: number) {
  const context = await playwrightRequest.newContext({
    baseURL: server.baseUrl,
    extraHTTPHeaders: {
      "user-agent": `Mozilla/5.0 (Linux; Android 14; Visitor ${index}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36`,
      "x-forwarded-for": `203.0.113.${index}`,
    },
  });
  const send = async (event: Record<string, unknown>) => expect((await context.post("/api/analytics/events", { data: event })).status()).toBe(204);
  return {
    send,
    async buy(productId: number, quantity: number) {
      expect((await context.post("/api/cart", { data: { productId, quantity } })).status()).toBe(201);
      const cart = (await (await context.get("/api/cart")).json()) as { quantity: number; product: { price: number; discountPrice: number | null } }[];
      const subtotal = cart.reduce((sum, line) => sum + (line.product.discountPrice ?? line.product.price) * line.quantity, 0);
      const placed = await context.post("/api/orders", { data: { acceptTerms: true, address: BUYER_ADDRESS, total: String(Math.round(subtotal * 1.1)) } });
      expect(placed.status()).toBe(201);
    },
    lead: async (path: string, data: Record<string, unknown>) => expect((await context.post(path, { data })).status()).toBe(201),
    dispose: () => context.dispose(),
  };
}

test("the sales funnel page shows a scripted day of traffic", async ({ page, context }) => {
  // The admin pages load the (stub) tag too; without it the browser would try the real one, off the network.
  await watchGoogle(context);
  // 40 visitors: 24 look at a machine, 10 add it to the cart, 6 open the checkout, 4 buy; 3 leads.
  const referrers = ["https://www.google.com/search?q=may+pha+tra", "https://m.facebook.com/", "", "https://zalo.me/"];
  for (let index = 1; index <= 40; index++) {
    const visitor = await scriptedVisitor(index);
    const productId = (index % 4) + 1;
    await visitor.send({ type: "pageview", path: index <= 24 ? `/products/${productId}` : "/blog", referrer: referrers[index % referrers.length] });
    if (index <= 24) await visitor.send({ type: "product_view", productId });
    if (index <= 10) await visitor.send({ type: "add_to_cart", productId });
    if (index <= 6) await visitor.send({ type: "checkout" });
    if (index <= 4) await visitor.buy(productId, index === 1 ? 2 : 1);
    if (index === 30) await visitor.lead("/api/contact-requests", { fullName: "Võ Thị Mai", phone: "0911222333", needType: "contact", product: "LT-300", message: "" });
    if (index === 31) await visitor.lead("/api/contact-requests", { fullName: "Đỗ Văn Nam", phone: "0911222444", needType: "atStore", product: "LS-250", source: "trial" });
    if (index === 32) await visitor.lead("/api/trial-requests", { name: "Hồ Thanh", phone: "0911222555", address: "3 Hùng Vương, Huế", message: "", businessStatus: "Sắp kinh doanh", product: "LS-200" });
    await visitor.dispose();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAt(page, "/admin/analytics?period=day");
  await expect(page).toHaveURL(/\/admin\/analytics\?period=day$/);
  await expect(page.getByRole("heading", { level: 1, name: "Phân tích bán hàng" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Quản trị" }).getByRole("link", { name: "Số liệu bán hàng" })).toHaveAttribute("aria-current", "page");

  // The earlier tests of this file add one browser visitor and one order to the same day.
  const api = (await (await page.request.get(at("/api/admin/analytics/funnel?period=day"))).json()) as Record<string, number>;
  expect(api).toMatchObject({ visitors: 41, productViews: 25, addToCart: 11, checkouts: 7, orders: 5 });
  const funnel = page.getByRole("region", { name: /^Phễu bán hàng/ });
  for (const [step, value] of [
    ["Khách truy cập", "41"],
    ["Xem sản phẩm", "25"],
    ["Thêm vào giỏ", "11"],
    ["Bắt đầu thanh toán", "7"],
    ["Đặt hàng", "5"],
  ] as const) {
    await expect(funnel.getByRole("listitem").filter({ hasText: step })).toContainText(value);
  }
  await expect(funnel.getByRole("listitem").filter({ hasText: "Đặt hàng" })).toContainText("71,4% so với bước trước");
  await expect(page.getByRole("table", { name: /theo nguồn truy cập của người mua/ }).getByRole("row", { name: /google\.com/ })).toBeVisible();
  await expect(page.getByRole("table", { name: /Yêu cầu tư vấn theo biểu mẫu/ }).getByRole("row", { name: /Dùng thử tại quán \(LS-200\) LS-200 1/ })).toBeVisible();

  if (process.env.DOCS_SCREENSHOTS) {
    mkdirSync("docs/screenshots", { recursive: true });
    await page.screenshot({ path: "docs/screenshots/sales-funnel.png", fullPage: true });
  }
});

test("without a measurement id no request leaves for a third party, and the collector still gets the funnel", async ({ page, baseURL }) => {
  const outside: string[] = [];
  const collector: unknown[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol !== "data:") outside.push(request.url());
  });
  await watchCollector(page, collector);
  await page.goto("/products/3");
  await waitForCartReady(page);
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  // Events wait for the browser to be idle before they are sent (app/lib/track.ts); leaving at once on a busy
  // machine would drop them, which is not what this test is about.
  await expect.poll(() => collector.some((event) => (event as { type: string }).type === "add_to_cart")).toBe(true);
  await page.goto(`/blog/${POST_SLUG}`);
  await waitForHydration(page);
  await page.getByRole("region", { name: "Từ khóa phổ biến" }).getByRole("link", { name: "Marketing" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/marketing$/);

  await expect.poll(() => collector.filter((event) => (event as { type: string }).type !== "pageview")).toEqual([
    { type: "product_view", productId: 3 },
    { type: "add_to_cart", productId: 3 },
  ]);
  expect(await page.evaluate(() => ({ gtag: typeof window.gtag, dataLayer: typeof window.dataLayer }))).toEqual({ gtag: "undefined", dataLayer: "undefined" });
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(outside).toEqual([]);
});
