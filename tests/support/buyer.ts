import type { ShippingAddress } from "#common/schemas/checkout";

/** A valid shipping address that the API and the browser checkout tests order with. */
export const BUYER_ADDRESS = {
  fullName: "Nguyễn Văn An",
  email: "an.nguyen@example.vn",
  phone: "0912345678",
  address: "12 Lý Thường Kiệt",
  city: "Hà Nội",
  state: "Hoàn Kiếm",
  zip: "100000",
} as const satisfies ShippingAddress;
