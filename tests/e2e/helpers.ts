import { expect, type Page } from "@playwright/test";
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

/** The mini-cart button only opens its panel once React has hydrated the page. */
export async function waitForCartReady(page: Page) {
  const panel = page.getByRole("region", { name: "Giỏ hàng của bạn" });
  await expect(async () => {
    await page.getByRole("button", { name: /^Giỏ hàng/ }).click();
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
  await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Đã thêm vào giỏ hàng" })).toBeDisabled();
}

/** Fills the checkout's shipping tab with a valid address and moves on to payment. */
export async function fillShipping(page: Page, address: ShippingAddress = BUYER_ADDRESS) {
  await page.getByLabel("Họ và tên").fill(address.fullName);
  await page.getByLabel("Email").fill(address.email);
  await page.getByLabel("Số điện thoại").fill(address.phone);
  await page.getByLabel("Địa chỉ").fill(address.address);
  await page.getByLabel("Tỉnh/Thành phố").fill(address.city);
  await page.getByLabel("Quận/Huyện").fill(address.state);
  await page.getByLabel("Mã bưu chính").fill(address.zip);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

/** Checks out the cart with the VietQR bank transfer and returns the new order's id (the order page is open). */
export async function checkoutByBankTransfer(page: Page): Promise<number> {
  await page.goto("/checkout");
  await fillShipping(page);
  await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await expect(page.getByLabel("Số thẻ")).toBeHidden();
  await page.getByRole("button", { name: /^Đặt hàng/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}
