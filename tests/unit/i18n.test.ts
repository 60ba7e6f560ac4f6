import { describe, expect, it } from "vitest";
import { LANGUAGES, languageOf, MESSAGES } from "#common/i18n";

describe("message catalogue (common/i18n.ts)", () => {
  it("has every key, non-empty, in both languages, of the same kind", () => {
    const keys = Object.keys(MESSAGES.vi).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language]).sort(), language).toEqual(keys);
      for (const key of keys) {
        const message = MESSAGES[language][key as keyof typeof MESSAGES.vi];
        expect(typeof message, `${language}.${key}`).toBe(typeof MESSAGES.vi[key as keyof typeof MESSAGES.vi]);
        const text = typeof message === "function" ? (message as (arg: never) => string)(1 as never) : message;
        expect(text.trim(), `${language}.${key}`).not.toBe("");
      }
    }
  });

  it("keeps the spec's English texts word for word (sections 5 and 8)", () => {
    const en = MESSAGES.en;
    expect({
      errorTitle: en.errorTitle,
      cartLoadFailed: en.cartLoadFailed,
      cartAddFailed: en.cartAddFailed,
      cartRemoveFailed: en.cartRemoveFailed,
      cartUpdateFailed: en.cartUpdateFailed,
      cartClearFailed: en.cartClearFailed,
      cartAdded: en.cartAdded,
      cartRemoved: en.cartRemoved,
      checkoutEmptyCart: en.checkoutEmptyCart,
      checkoutFailedTitle: en.checkoutFailedTitle,
      checkoutFailed: en.checkoutFailed,
      placeOrderFailed: en.placeOrderFailed,
      orderPlacedTitle: en.orderPlacedTitle,
      orderPlaced: en.orderPlaced(12),
      pricesChanged: en.pricesChanged,
      cartChanged: en.cartChanged,
      outOfStock: en.outOfStock("LT-150"),
      continueToPayment: en.continueToPayment,
      processing: en.processing,
      fullNameRequired: en.fullNameRequired,
      emailInvalid: en.emailInvalid,
      phoneInvalid: en.phoneInvalid,
      addressRequired: en.addressRequired,
      provinceRequired: en.provinceRequired,
      wardRequired: en.wardRequired,
      cardNameRequired: en.cardNameRequired,
      cardNumberTooShort: en.cardNumberTooShort,
      cardNumberTooLong: en.cardNumberTooLong,
      expiryRequired: en.expiryRequired,
      expiryInvalid: en.expiryInvalid,
      cvcRequired: en.cvcRequired,
      cvcInvalid: en.cvcInvalid,
    }).toEqual({
      errorTitle: "Error",
      cartLoadFailed: "Failed to load your cart. Please try again.",
      cartAddFailed: "Failed to add item to cart. Please try again.",
      cartRemoveFailed: "Failed to remove item from cart. Please try again.",
      cartUpdateFailed: "Failed to update cart. Please try again.",
      cartClearFailed: "Failed to clear cart. Please try again.",
      cartAdded: "Item added to cart successfully!",
      cartRemoved: "Item removed from cart.",
      checkoutEmptyCart: "Your cart is empty. Please add items before checkout.",
      checkoutFailedTitle: "Checkout Failed",
      checkoutFailed: "Failed to process your order. Please try again.",
      placeOrderFailed: "Failed to place order",
      orderPlacedTitle: "Order Placed Successfully",
      orderPlaced: "Your order #12 has been placed successfully.",
      // The shop's own English texts from before the catalogue.
      pricesChanged: "Prices have changed. Please review your order total.",
      cartChanged: "Your cart has changed. Please review your order.",
      outOfStock: "LT-150 is out of stock. Please remove it from your cart.",
      continueToPayment: "Continue to Payment",
      processing: "Processing...",
      fullNameRequired: "Full name is required",
      emailInvalid: "Invalid email address",
      phoneInvalid: "Invalid phone number",
      addressRequired: "Address is required",
      provinceRequired: "City is required",
      // The spec's "State is required" sat under a field labelled "Ward/Commune": the ward names itself (decision 0038).
      wardRequired: "Ward/Commune is required",
      cardNameRequired: "Cardholder name is required",
      cardNumberTooShort: "Card number must be at least 13 digits",
      cardNumberTooLong: "Card number must not exceed 19 digits",
      expiryRequired: "Expiry date is required",
      expiryInvalid: "Invalid expiry date",
      cvcRequired: "CVC is required",
      cvcInvalid: "Invalid CVC",
    });
  });

  it("picks the cookie's language, else English only for a browser that prefers it", () => {
    expect(languageOf(null, null)).toBe("vi");
    expect(languageOf(null, "en-US,en;q=0.9")).toBe("en");
    expect(languageOf(null, "en")).toBe("en");
    expect(languageOf(null, "vi-VN,vi;q=0.9,en;q=0.8")).toBe("vi");
    expect(languageOf("a=1; lang=vi", "en")).toBe("vi");
    expect(languageOf("lang=en", "vi")).toBe("en");
    expect(languageOf("lang=fr", "vi")).toBe("vi");
  });
});
