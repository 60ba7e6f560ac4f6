import { expect, test } from "./fixtures";
import { loginAsAdmin } from "./fixtures";
import { addFromProductPage, collectErrors, pickPlace } from "./helpers";

/**
 * The checkout as a buyer in Việt Nam uses it (issue 17): Vietnamese messages by default, province then ward
 * from searchable selects (accents optional, old-style ward names lead to the new ward), on a phone and a desk.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("picks Thành phố Hồ Chí Minh and a ward by typing without accents; the admin order shows them", async ({ page }) => {
      const errors = collectErrors(page);
      await addFromProductPage(page, 1, 1);
      await page.goto("/checkout");
      await expect(page.locator("html")).toHaveAttribute("lang", "vi");

      // Every message in Vietnamese, each under its field.
      await page.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
      for (const message of [
        "Vui lòng nhập họ và tên",
        "Email không hợp lệ",
        "Số điện thoại không hợp lệ, ví dụ: 0912 345 678",
        "Vui lòng chọn tỉnh/thành phố",
        "Vui lòng chọn phường/xã",
        "Vui lòng nhập số nhà, tên đường",
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("combobox", { name: "Tỉnh/Thành phố" })).toHaveAccessibleDescription("Vui lòng chọn tỉnh/thành phố");

      await page.getByLabel("Họ và tên").fill("Trần Thị Bình");
      await page.getByLabel("Email").fill("binh.tran@example.vn");
      await page.getByLabel("Số điện thoại").fill("+84 908 123 456");

      // The ward waits for its province.
      const ward = page.getByRole("combobox", { name: "Phường/Xã" });
      await ward.click();
      await expect(page.getByRole("listbox", { name: "Phường/Xã" })).toContainText("Chọn tỉnh/thành phố trước");

      // Province by keyboard: type, ↓, Enter.
      const province = page.getByRole("combobox", { name: "Tỉnh/Thành phố" });
      await province.click();
      await province.fill("ho chi minh");
      const provinces = page.getByRole("listbox", { name: "Tỉnh/Thành phố" });
      await expect(provinces.getByRole("option")).toHaveText(["Thành phố Hồ Chí Minh"]);
      await province.press("ArrowDown");
      await province.press("Enter");
      await expect(province).toHaveValue("Thành phố Hồ Chí Minh");
      await expect(provinces).toBeHidden();
      await expect(page.getByText("Vui lòng chọn tỉnh/thành phố", { exact: true })).toBeHidden();

      // An old-style address is offered the ward it became.
      await ward.fill("Phường 12, Quận Gò Vấp");
      const wards = page.getByRole("listbox", { name: "Phường/Xã" });
      await expect(wards.getByRole("option", { name: /^Phường An Hội Tây/ })).toContainText("trước đây: Phường 12, Quận Gò Vấp");

      // Part of a name without accents.
      await pickPlace(page, "Phường/Xã", "thu duc", "Phường Thủ Đức");
      await page.getByLabel("Số nhà, tên đường").fill("45 Võ Văn Ngân");
      await page.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
      await expect(page.getByRole("tab", { name: "Thanh toán" })).toHaveAttribute("aria-selected", "true");

      const requestPromise = page.waitForRequest("**/api/orders");
      await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
      await page.getByRole("button", { name: /^Đặt hàng/ }).click();
      const sent = JSON.parse((await requestPromise).postData() ?? "{}");
      expect(sent.address).toMatchObject({ provinceCode: "79", wardCode: "26824", city: "Thành phố Hồ Chí Minh", state: "Phường Thủ Đức", phone: "0908123456" });
      const placed = page.getByText(/^Đơn hàng #\d+ của bạn đã được đặt thành công\.$/);
      await expect(page.getByText("Đặt hàng thành công", { exact: true })).toBeVisible();
      const orderId = Number((await placed.textContent())!.match(/#(\d+)/)![1]);
      expect(errors).toEqual([]);

      await loginAsAdmin(page, `/admin/orders/${orderId}`);
      await expect(page.getByRole("heading", { name: `Đơn hàng #${orderId}` })).toBeVisible();
      await expect(page.getByText("45 Võ Văn Ngân, Phường Thủ Đức, Thành phố Hồ Chí Minh")).toBeVisible();
    });
  });
}

test("an English browser gets English on its first visit; switching back to Vietnamese is remembered", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/checkout");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Your cart is empty. Please add items before checkout.")).toBeVisible();
  // The switch on a page with an English variant (a Vietnamese-only page names it "Ngôn ngữ").
  await page.goto("/cart");
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Tiếng Việt" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await context.close();
});
