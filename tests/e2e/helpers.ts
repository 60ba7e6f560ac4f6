import { expect, type Locator, type Page } from "@playwright/test";
import { foldVietnamese } from "#common/search-text";
import type { ShippingAddress } from "#common/schemas/checkout";
import { BUYER_ADDRESS } from "../support/buyer";

/** Collects page errors and console errors (script errors, hydration mismatches, failed loads of any kind). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`${message.text()} ${message.location().url ?? ""}`);
  });
  return errors;
}

/** Waits until React has hydrated (buttons respond), using the header's mobile-search/menu or dropdown toggles. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector("header button");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactProps"));
  });
}

/**
 * Waits until React has hydrated this element. Forms below the fold hydrate after the header (lazy chunks); text
 * typed into one before that can be replaced by React's state.
 */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), { timeout: 15_000 })
    .toBe(true);
}

/** The mini-cart button only opens its panel once React has hydrated the page (a Vietnamese or an English one). */
export async function waitForCartReady(page: Page) {
  const panel = page.getByRole("region", { name: /^(Giỏ hàng của bạn|Your cart)$/ });
  await expect(async () => {
    await page.getByRole("button", { name: /^(Giỏ hàng|Cart)/ }).click();
    await expect(panel).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

/** Adds a product from its page with the quantity stepper, through the cart state. */
export async function addFromProductPage(page: Page, id: number, quantity: number) {
  await page.goto(`/products/${id}`);
  await waitForCartReady(page);
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "Tăng số lượng" }).click();
  await expect(page.getByTestId("quantity")).toHaveText(String(quantity));
  await page.getByRole("button", { name: "Thêm vào giỏ hàng", exact: true }).click();
  await expect(page.getByText("Đã thêm sản phẩm vào giỏ hàng!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Đã thêm vào giỏ hàng" })).toBeDisabled();
}

/**
 * Picks a province or ward in the checkout's searchable select: types `query` (accents optional) and clicks
 * the option named `option`.
 */
export async function pickPlace(page: Page, label: string, query: string, option: string | RegExp) {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(query);
  await page.getByRole("listbox", { name: label }).getByRole("option", { name: option, exact: typeof option === "string" }).click();
  await expect(box).toHaveValue(typeof option === "string" ? option : /.+/);
}

/** What the address picker needs of an address: the province's and the ward's names (`city`, `state`). */
type PickerAddress = Pick<ShippingAddress, "fullName" | "email" | "phone" | "address" | "city" | "state">;

/** A place name typed the way a hurried buyer does: no accents, no `Thành phố`/`Phường` prefix. */
function typedName(name: string): string {
  return foldVietnamese(name).replace(/^(thanh pho|tinh|phuong|xa|dac khu) /, "");
}

/** Fills the checkout's shipping tab with a valid address (Vietnamese labels) and moves on to payment. */
export async function fillShipping(page: Page, address: PickerAddress = BUYER_ADDRESS) {
  await page.getByLabel("Họ và tên").fill(address.fullName);
  await page.getByLabel("Email").fill(address.email);
  await page.getByLabel("Số điện thoại").fill(address.phone);
  await pickPlace(page, "Tỉnh/Thành phố", typedName(address.city), address.city);
  await pickPlace(page, "Phường/Xã", typedName(address.state), address.state);
  await page.getByLabel("Số nhà, tên đường").fill(address.address);
  await page.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
}

/** Checks out the cart with the VietQR bank transfer and returns the new order's id (the order page is open). */
export async function checkoutByBankTransfer(page: Page): Promise<number> {
  await page.goto("/checkout");
  await fillShipping(page);
  await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await expect(page.getByLabel("Số thẻ")).toBeHidden();
  await page.getByRole("checkbox", { name: /đồng ý với Điều khoản bán hàng/ }).check();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}
