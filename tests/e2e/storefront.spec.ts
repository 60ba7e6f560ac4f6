import { collectErrors, waitForHydration } from "./helpers";
import { expect, failedLoad, test } from "./fixtures";

test.describe("home page", () => {
  test("renders every section and the hero slider advances on its own", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Banner nổi bật" });
    await expect(slider.getByRole("group", { includeHidden: true })).toHaveCount(4);
    await expect(slider.getByRole("group")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Trải nghiệm máy miễn phí" })).toHaveAttribute("href", "#demo-experience");
    await expect(page.getByRole("link", { name: "Xem Sản Phẩm" })).toHaveAttribute("href", "#featured-products");
    const featured = page.locator("#featured-products");
    await expect(featured.getByRole("group", { name: "Máy pha trà" }).getByRole("link")).toHaveText([/LT-150/, /LT-300/]);
    await expect(featured.getByRole("group", { name: "Máy pha cà phê" }).getByRole("link")).toHaveText([/LS-200/, /LS-250/]);
    await expect(featured.getByRole("link", { name: /Xem tất cả sản phẩm/ })).toHaveAttribute("href", "/products");
    await expect(page.locator("#demo-experience").getByRole("button", { name: /Phát video/ })).toBeVisible();
    await expect(page.getByTestId("trust-points").getByRole("heading")).toHaveText([
      "Sản phẩm chính hãng",
      "Bảo hành toàn quốc đến 12 tháng",
      "Hỗ trợ 24/7",
      "Lắp đặt và hướng dẫn tận nơi",
    ]);
    await expect(page.getByText("chủ quán tin dùng", { exact: true })).toBeVisible();

    // Autoplay every 4000 ms, no pause on hover: hover the slider and watch the dots move on.
    await waitForHydration(page);
    const dots = slider.getByRole("button", { name: /Xem banner/ });
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await slider.hover();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 6_000 });
    await expect(dots.nth(0)).not.toHaveAttribute("aria-current", "true");
    // Dots and arrows work, and the loop wraps from the first banner back to the last.
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Banner trước" }).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    expect(errors).toEqual([]);
  });

  test("a banner change fades one banner out, then the next in: two headlines never show at once", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Each frame's opacity of the four banners, from a click on the arrow until the 800 ms fade is over.
    const frames = await page.evaluate(async () => {
      const slides = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      document.querySelector<HTMLButtonElement>('button[aria-label="Banner tiếp theo"]')!.click();
      const seen: number[][] = [];
      for (const started = performance.now(); performance.now() - started < 1_100; ) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        seen.push(slides.map((slide) => Number(getComputedStyle(slide).opacity)));
      }
      return seen;
    });
    expect(frames.some((opacities) => opacities.some((opacity) => opacity > 0.1 && opacity < 0.9)), "a fade took place").toBe(true);
    for (const opacities of frames) expect(opacities.filter((opacity) => opacity > 0.05).length, JSON.stringify(opacities)).toBeLessThanOrEqual(1);
  });

  test("the video facade loads YouTube only after a click", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.locator("#demo-experience").getByRole("button", { name: /Phát video/ }).click();
    const frame = page.locator("#demo-experience iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(requests.some((url) => url.includes("youtube"))).toBe(true);
  });
});

test.describe("header search", () => {
  test("finds LT-300 from 'may pha tra' and opens it on choice", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Tìm kiếm sản phẩm" });
    await box.fill("may pha tra");
    const results = page.getByRole("listbox", { name: "Kết quả tìm kiếm" });
    await expect(results.getByRole("option")).toHaveCount(2);
    await results.getByRole("option", { name: /LT-300/ }).click();
    await expect(page).toHaveURL(/\/products\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/LT-300/);
    await expect(results).toHaveCount(0);
  });

  test("shows 'Không tìm thấy sản phẩm', closes on outside click and on clear, submits to /products?search=", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Tìm kiếm sản phẩm" });
    await box.fill("tủ lạnh");
    await expect(page.getByText("Không tìm thấy sản phẩm")).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByText("Không tìm thấy sản phẩm")).toHaveCount(0);
    await box.fill("LS 250");
    await expect(page.getByRole("option")).toHaveText([/LS-250/]);
    await page.getByRole("button", { name: "Xóa tìm kiếm" }).click();
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(box).toHaveValue("");
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await box.fill("  ls ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=ls$/);
  });
});

test("/products?search=ls lists only the coffee machines", async ({ page }) => {
  const response = await page.goto("/products?search=ls");
  expect(response?.status()).toBe(200);
  const cards = page.getByTestId("product-grid").getByRole("heading", { level: 2 });
  await expect(cards).toHaveText([/LS-200/, /LS-250/]);
  await page.goto("/products");
  await expect(page.getByTestId("product-grid").getByRole("heading", { level: 2 })).toHaveCount(4);
  await expect(page.getByText("-8%")).toBeVisible();
  await expect(page.getByTestId("product-grid").getByRole("deletion")).toHaveText(/23\.800\.000đ/);
  await page.goto("/products?search=t%E1%BB%A7%20l%E1%BA%A1nh");
  await expect(page.getByText("Không tìm thấy sản phẩm")).toBeVisible();
});

const PRODUCT_PAGES = [
  { id: 1, model: "LT-150", table: "default", figures: ["2200 W", "3 L", "14 kg"], sections: ["Khách hàng đang dùng LT-150", "Video hướng dẫn lắp đặt", "Video hướng dẫn sử dụng"] },
  {
    id: 2,
    model: "LT-300",
    table: "lt-300",
    figures: ["3000 W", "220 V", "30 kg"],
    sections: ["Đăng ký trải nghiệm LT-300 miễn phí", "Ổn định nhiệt", "Pha một chạm", "Ghi nhớ công thức", "Đánh giá thực tế LT-300", "Video hướng dẫn sử dụng"],
  },
  {
    id: 3,
    model: "LS-200",
    table: "default",
    figures: ["2200 W", "3 L", "14 kg"],
    sections: ["Chỉ 19.300.000đ", "Máy pha cà phê tự động đầu tiên trên thị trường", "Khởi nghiệp cùng LS-200", "Video hướng dẫn sử dụng", "Đăng ký dùng thử LS-200 tại quán của bạn", "Video ngắn về LS-200"],
  },
  {
    id: 4,
    model: "LS-250",
    table: "ls-250",
    figures: ["50 ly/giờ", "250 ly/ngày", "500 g (khoảng 20 ly)", "10 – 15 bar"],
    sections: ["LS-250 – sức bền cho giờ cao điểm", "Đăng ký trải nghiệm LS-250 miễn phí", "Đánh giá thực tế LS-250", "Thử thách công suất LS-250", "Video hướng dẫn sử dụng"],
  },
];

for (const spec of PRODUCT_PAGES) {
  test(`/products/${spec.id} shows the ${spec.table} specification table, its own sections and related products`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/products/${spec.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(spec.model));
    const tabs = page.getByRole("tablist", { name: "Thông tin sản phẩm" });
    await expect(tabs.getByRole("tab", { name: "Chính sách" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Giá chưa bao gồm VAT 10%; thuế VAT được cộng vào khi đặt hàng.")).toBeVisible();
    await waitForHydration(page);
    await tabs.getByRole("tab", { name: "Thông số kỹ thuật" }).click();
    const table = page.getByTestId(`spec-table-${spec.table}`);
    await expect(table).toBeVisible();
    for (const figure of spec.figures) await expect(table.getByRole("cell", { name: figure, exact: true })).toBeVisible();
    await tabs.getByRole("tab", { name: "Đánh giá" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("đánh giá");

    for (const other of PRODUCT_PAGES.filter((candidate) => candidate.id !== spec.id)) {
      await expect(page.getByTestId(`extras-${other.model.toLowerCase()}`)).toHaveCount(0);
    }
    const extras = page.getByTestId(`extras-${spec.model.toLowerCase()}`);
    for (const heading of spec.sections) await expect(extras.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Chính sách bảo hành" })).toBeVisible();

    const related = page.getByTestId("related-products").getByRole("heading", { level: 3 });
    const names = await related.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names.join(" ")).not.toContain(spec.model);
    expect(errors).toEqual([]);
  });
}

test("the LS-200 short videos open one at a time in a modal player", async ({ page }) => {
  await page.goto("/products/3");
  await waitForHydration(page);
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }));
  await page.getByRole("button", { name: /Xem video ngắn: Latte art/ }).click();
  const dialog = page.getByRole("dialog", { name: /Latte art/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the product page HTML carries name, price, JSON-LD and Open Graph without client JS", async ({ request }) => {
  const response = await request.get("/products/2");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Máy pha trà tự động LT-300<\/h1>/);
  expect(html).toContain("32.800.000đ");
  expect(html).toMatch(/<meta property="og:title" content="Máy pha trà tự động LT-300[^"]*"/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/products\/lt-300\.png"/);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    name: "Máy pha trà tự động LT-300",
    offers: { "@type": "Offer", priceCurrency: "VND", price: "32800000" },
    aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", reviewCount: 89 },
  });
  // All three tab panels are in the HTML, inactive ones hidden.
  expect(html).toContain("3000 W");
});

test.describe("shared frame (desktop)", () => {
  test("dropdowns open on hover; links, external cafe set-up link, footer and call button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Menu chính" });
    await nav.getByRole("button", { name: "Sản phẩm" }).hover();
    for (const id of [1, 2, 3, 4]) await expect(nav.locator(`a[href="/products/${id}"]`)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Xem tất cả sản phẩm" })).toHaveAttribute("href", "/products");
    await nav.getByRole("button", { name: "Dịch vụ" }).hover();
    await expect(nav.getByRole("link", { name: "Giao hàng & lắp đặt" })).toHaveAttribute("href", "/services/delivery-installation");
    const external = nav.getByRole("link", { name: /Setup quán cà phê/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener");
    await nav.getByRole("button", { name: "Kiến thức" }).hover();
    await expect(nav.getByRole("link", { name: "Giải pháp kinh doanh" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Khóa học & tài liệu" })).toHaveAttribute("href", "/knowledge/courses");
    await expect(nav.getByRole("link", { name: "Công thức pha chế" })).toHaveAttribute("href", "/knowledge/recipes");
    // The header's cart is the mini-cart dropdown: its links lead to /cart and /checkout.
    await page.getByRole("banner").getByRole("button", { name: /^Giỏ hàng/ }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Xem giỏ hàng" })).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("banner").getByRole("link", { name: "Thanh toán" })).toHaveAttribute("href", "/checkout");
    await page.keyboard.press("Escape");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/^Miền (Bắc|Trung|Nam):$/)).toHaveCount(3);
    await expect(footer.getByRole("link", { name: /Hotline/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    // The dealer finder's link stands on its own below the offices and looks like a link.
    const finderLink = footer.getByRole("link", { name: "Tìm đại lý gần bạn" });
    await expect(finderLink).toHaveAttribute("href", "/dealers");
    await expect(finderLink).toHaveCSS("text-decoration-line", "underline");
    const lastOffice = await footer.getByText(/^Miền Nam:$/).locator("xpath=ancestor::li[1]").boundingBox();
    expect((await finderLink.boundingBox())!.y).toBeGreaterThan(lastOffice!.y + lastOffice!.height);
    await expect(footer.getByRole("list", { name: "Mạng xã hội" }).getByRole("link")).toHaveCount(4);
    // The floating call button opens the consultation dialog.
    await page.getByRole("button", { name: "Gọi tư vấn" }).click();
    await expect(page.getByRole("dialog", { name: "Nhận tư vấn miễn phí" })).toBeVisible();
    await page.keyboard.press("Escape");
    // The toast area mounts once the browser is idle (F8 focuses it).
    await expect(page.getByRole("region", { name: /Thông báo/ })).toBeAttached();
  });

  test("Knowledge is highlighted on /blog paths; page views never load a third-party script without GA id", async ({ page, allowConsoleErrors }) => {
    // No such post: the frame of a /blog path is what counts here, on the 404 page.
    allowConsoleErrors(failedLoad(404, "/blog/some-post"));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/blog/some-post");
    const nav = page.getByRole("navigation", { name: "Menu chính" });
    await expect(nav.getByRole("button", { name: "Kiến thức" })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: "Sản phẩm" })).not.toHaveAttribute("data-active", "true");
    await page.goto("/products/1");
    await expect(nav.getByRole("button", { name: "Sản phẩm" })).toHaveAttribute("data-active", "true");
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  });

  test("unknown paths get the 404 page inside the frame", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(failedLoad(404, "/khong-co-trang-nay"));
    const response = await page.goto("/khong-co-trang-nay");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Không tìm thấy trang" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("side menu groups expand and collapse; cart link; search toggles", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Menu chính" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Banner tiếp theo" })).toBeHidden();

    await page.getByRole("button", { name: "Mở menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of ["Sản phẩm", "Dịch vụ", "Kiến thức"]) {
      const toggle = menu.getByRole("button", { name });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    }
    const products = menu.getByRole("button", { name: "Sản phẩm" });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Máy pha trà LT-300" })).toBeVisible();
    await menu.getByRole("button", { name: "Kiến thức" }).click();
    await expect(menu.getByRole("link", { name: "Giải pháp kinh doanh" })).toBeVisible();
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Máy pha trà LT-300" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Giỏ hàng" })).toHaveAttribute("href", "/cart");
    // Where to buy or repair, the warranty look-up and the contact page, without opening a group.
    for (const [name, href] of [["Đại lý & bảo hành", "/dealers"], ["Tra cứu bảo hành", "/warranty"], ["Liên hệ", "/contact"]]) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await menu.getByRole("button", { name: "Dịch vụ" }).click();
    await expect(menu.getByRole("link", { name: "Sửa chữa & bảo hành" })).toHaveAttribute("href", "/services/repair-warranty");
    await products.click();
    await menu.getByRole("link", { name: "Máy pha cà phê LS-200" }).click();
    await expect(page).toHaveURL(/\/products\/3$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Mở tìm kiếm" }).click();
    const box = page.locator("#mobile-search").getByRole("combobox");
    await expect(box).toBeFocused();
    await box.fill("ls-250");
    await expect(page.getByRole("option")).toHaveText([/LS-250/]);
    await page.getByRole("button", { name: "Đóng tìm kiếm" }).click();
    await expect(box).toBeHidden();
    expect(errors).toEqual([]);
  });
});
