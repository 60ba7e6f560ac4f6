import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the browser analytics modules (their state is per page load) with a fake window, document and navigator. */
async function loadPage({ doNotTrack = false } = {}) {
  vi.resetModules();
  const scripts: Array<{ src: string }> = [];
  const beacons: unknown[] = [];
  const fakeWindow = { location: { href: "https://shop.test/products/2", origin: "https://shop.test" } } as unknown as Window;
  vi.stubGlobal("window", fakeWindow);
  vi.stubGlobal("document", {
    title: "LT-300",
    referrer: "https://www.google.com/",
    createElement: () => ({}),
    head: { appendChild: (node: { src: string }) => scripts.push(node) },
  });
  vi.stubGlobal("navigator", {
    doNotTrack: doNotTrack ? "1" : null,
    sendBeacon: (_url: string, blob: Blob) => {
      beacons.push(blob);
      return true;
    },
  });
  const analytics = await import("~/lib/analytics");
  const gtagCalls = () => (fakeWindow.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const events = () => gtagCalls().filter((call) => call[0] === "event");
  const firstParty = async () => Promise.all(beacons.map(async (blob) => JSON.parse(await (blob as Blob).text())));
  return { analytics, fakeWindow, scripts, gtagCalls, events, firstParty };
}

describe("analytics module", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("sends events raised before the tag was set up, in order, once it is (a page's effect runs before the root's)", async () => {
    const { analytics, scripts, gtagCalls, events } = await loadPage();
    analytics.trackViewItem({ id: 2, name: "LT-300", price: 32_800_000, category: "Máy pha trà" });
    analytics.trackBlogView({ id: 7, slug: "mo-quan", title: "Mở quán" });
    expect(gtagCalls()).toEqual([]);

    analytics.initAnalytics("G-TEST123");
    analytics.trackPageView("/products/2");
    expect(scripts.map((script) => script.src)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    expect(gtagCalls()[1]).toEqual(["config", "G-TEST123", { send_page_view: false }]);
    expect(events()).toEqual([
      [
        "event",
        "view_item",
        {
          currency: "VND",
          value: 32_800_000,
          items: [{ item_id: "2", item_name: "LT-300", item_category: "Máy pha trà", price: 32_800_000, quantity: 1 }],
        },
      ],
      ["event", "blog_view", { post_id: 7, post_slug: "mo-quan", post_title: "Mở quán" }],
      ["event", "page_view", { page_path: "/products/2", page_location: "https://shop.test/products/2", page_title: "LT-300" }],
    ]);
    // Set up once: a second call changes nothing.
    analytics.initAnalytics("G-OTHER");
    expect(scripts).toHaveLength(1);
  });

  it("loads nothing and drops the queue without a measurement id; the first-party collector still gets the funnel", async () => {
    const { analytics, fakeWindow, scripts, firstParty } = await loadPage();
    analytics.trackViewItem({ id: 2, name: "LT-300", price: 32_800_000 });
    analytics.initAnalytics(null);
    analytics.trackPageView("/products/2");
    analytics.trackAddToCart({ id: 2, name: "LT-300", price: 32_800_000 }, 2);
    analytics.trackBeginCheckout(72_160_000, [{ id: 2, name: "LT-300", price: 32_800_000, quantity: 2 }]);
    analytics.trackPurchase(15, 72_160_000, [{ id: 2, name: "LT-300", price: 32_800_000, quantity: 2 }]);
    analytics.trackPageView("/admin/blog-admin");
    expect(fakeWindow.dataLayer).toBeUndefined();
    expect(fakeWindow.gtag).toBeUndefined();
    expect(scripts).toEqual([]);
    // Orders are never reported by the browser; admin screens are never counted.
    expect(await firstParty()).toEqual([
      { type: "product_view", productId: 2 },
      { type: "pageview", path: "/products/2", referrer: "https://www.google.com/" },
      { type: "add_to_cart", productId: 2 },
      { type: "checkout" },
    ]);
  });

  it("uses GA4's recommended names and parameters, amounts in whole dong (VND)", async () => {
    const { analytics, events } = await loadPage();
    analytics.initAnalytics("G-TEST123");
    const line = { id: 4, name: "LS-250", price: 21_900_000, quantity: 2 };
    analytics.trackAddToCart(line, 2);
    analytics.trackBeginCheckout(48_180_000, [line]);
    analytics.trackPurchase(31, 48_180_000, [line]);
    analytics.trackLead({ form: "trial_registration", product: "LS-250", needType: "atStore" });
    analytics.trackContact({ method: "consultation_form", product: "LS-250" });
    analytics.trackSeoScore({ id: 7, slug: "mo-quan" }, 84);
    const item = { item_id: "4", item_name: "LS-250", item_category: undefined, price: 21_900_000, quantity: 2 };
    expect(events()).toEqual([
      ["event", "add_to_cart", { currency: "VND", value: 43_800_000, items: [item] }],
      ["event", "begin_checkout", { currency: "VND", value: 48_180_000, items: [item] }],
      ["event", "purchase", { transaction_id: "31", currency: "VND", value: 48_180_000, items: [item] }],
      ["event", "generate_lead", { lead_source: "trial_registration", product: "LS-250", need_type: "atStore" }],
      ["event", "contact", { method: "consultation_form", product: "LS-250" }],
      ["event", "seo_score", { post_id: 7, post_slug: "mo-quan", value: 84 }],
    ]);
  });

  it("sends read time only over 10 seconds, to Google and the collector", async () => {
    const { analytics, events, firstParty } = await loadPage();
    analytics.initAnalytics("G-TEST123");
    const post = { id: 7, slug: "mo-quan", title: "Mở quán" };
    analytics.trackReadTime(post, 10);
    analytics.trackReadTime(post, 42);
    expect(events()).toEqual([["event", "read_time", { post_id: 7, post_slug: "mo-quan", value: 42 }]]);
    expect(await firstParty()).toEqual([{ type: "read_time", path: "/blog/mo-quan", seconds: 42 }]);
  });

  it("hands Google no link secret, phone or e-mail from the address: no query but campaign tags, secret segments masked (issue 45)", async () => {
    const { analytics, gtagCalls, events } = await loadPage();
    analytics.initAnalytics("G-TEST123");
    analytics.trackPageView("/quotes/AbC123secretToken456?x=1", { href: "https://shop.test/quotes/AbC123secretToken456?utm_source=zalo&token=abc", title: "Báo giá" });
    analytics.trackPageView("/zalo/opt-out?p=84912345678&s=sig", { href: "https://shop.test/zalo/opt-out?p=84912345678&s=sig", title: "Zalo" });
    analytics.trackPageView("/orders/15?token=secret", { href: "https://shop.test/orders/15?token=secret&email=an%40example.vn", title: "Đơn hàng" });
    expect(events().map((event) => event[2])).toEqual([
      { page_path: "/quotes/[token]", page_location: "https://shop.test/quotes/[token]?utm_source=zalo", page_title: "Báo giá" },
      { page_path: "/zalo/opt-out", page_location: "https://shop.test/zalo/opt-out", page_title: "Zalo" },
      { page_path: "/orders/15", page_location: "https://shop.test/orders/15", page_title: "Đơn hàng" },
    ]);
    // Set for the events that follow too, which gtag would otherwise tag with the full address.
    expect(gtagCalls().filter((call) => call[0] === "set").at(-1)).toEqual(["set", { page_location: "https://shop.test/orders/15", page_referrer: "https://www.google.com/" }]);
    expect(JSON.stringify(gtagCalls())).not.toMatch(/secretToken|84912345678|token=|an%40example|sig/);
  });

  it("sends nothing to the collector when the visitor asks not to be tracked", async () => {
    const { analytics, firstParty } = await loadPage({ doNotTrack: true });
    analytics.initAnalytics(null);
    analytics.trackPageView("/");
    analytics.trackViewItem({ id: 1, name: "LT-150", price: 17_200_000 });
    expect(await firstParty()).toEqual([]);
  });

  it("tells share, blog keyword and tag, and outbound link clicks apart", async () => {
    const { analytics } = await loadPage();
    const origin = "https://shop.test";
    const link = (href: string, marks: Record<string, string> = {}) => {
      const dataset: DOMStringMap = {};
      for (const [name, value] of Object.entries(marks)) {
        dataset[name.replace(/^data-/, "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
      }
      return { href, dataset };
    };
    expect(analytics.linkEventOf(link("https://www.facebook.com/sharer/sharer.php?u=x", analytics.shareLink("facebook", "https://shop.test/blog/a")), origin)).toEqual([
      "share",
      { method: "facebook", content_type: "blog_post", item_id: "https://shop.test/blog/a" },
    ]);
    expect(analytics.linkEventOf(link("https://shop.test/blog/tag/tr%C3%A0", analytics.contentLink("blog_keyword", "trà sữa")), origin)).toEqual([
      "select_content",
      { content_type: "blog_keyword", content_id: "trà sữa", link_url: "https://shop.test/blog/tag/tr%C3%A0" },
    ]);
    expect(analytics.linkEventOf(link("https://setup.example.vn/goi-co-ban"), origin)).toEqual([
      "select_content",
      {
        content_type: "outbound_link",
        content_id: "setup.example.vn",
        link_url: "https://setup.example.vn/goi-co-ban",
        link_domain: "setup.example.vn",
        outbound: true,
      },
    ]);
    expect(analytics.linkEventOf(link("https://shop.test/products/1"), origin)).toBeNull();
    expect(analytics.linkEventOf(link("tel:19001234"), origin)).toBeNull();
    expect(analytics.linkEventOf(link("mailto:hello@shop.test"), origin)).toBeNull();
  });
});
