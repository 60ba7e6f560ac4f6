import type { ShippingAddressInput } from "#common/schemas/checkout";

/**
 * A valid shipping address that the API and the browser checkout tests order with: the checkout sends the
 * province and ward codes and, as the spec's `city`/`state`, their names.
 */
export const BUYER_ADDRESS = {
  fullName: "Nguyễn Văn An",
  email: "an.nguyen@example.vn",
  phone: "0912345678",
  address: "12 Lý Thường Kiệt",
  provinceCode: "01",
  wardCode: "00070",
  city: "Thành phố Hà Nội",
  state: "Phường Hoàn Kiếm",
} as const satisfies ShippingAddressInput;
