/**
 * The storefront's languages and its Vietnamese message catalogue, the default (spec sections 5 and 8). English,
 * which keeps the spec's English texts word for word, is in i18n-en.ts, typed by `vi`'s keys, so a key missing
 * from either fails the typecheck (tests/unit/i18n.test.ts checks it at run time too); the browser loads it only
 * for visitors who chose English, and common/i18n.ts puts both together. The admin stays Vietnamese and does not
 * use this catalogue. Pure and dependency-free: it ships in the first JavaScript of every page.
 */

export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";
/** Cookie that remembers the footer's language switch (a year). */
export const LANGUAGE_COOKIE = "lang";

export const vi = {
  // Cart and checkout toasts (spec section 8).
  errorTitle: "Lỗi",
  cartLoadFailed: "Không tải được giỏ hàng. Vui lòng thử lại.",
  cartAddFailed: "Không thêm được sản phẩm vào giỏ hàng. Vui lòng thử lại.",
  cartRemoveFailed: "Không xóa được sản phẩm khỏi giỏ hàng. Vui lòng thử lại.",
  cartUpdateFailed: "Không cập nhật được giỏ hàng. Vui lòng thử lại.",
  cartClearFailed: "Không xóa được giỏ hàng. Vui lòng thử lại.",
  cartAdded: "Đã thêm sản phẩm vào giỏ hàng!",
  cartRemoved: "Đã xóa sản phẩm khỏi giỏ hàng.",
  checkoutEmptyCart: "Giỏ hàng của bạn đang trống. Vui lòng thêm sản phẩm trước khi thanh toán.",
  checkoutFailedTitle: "Đặt hàng không thành công",
  checkoutFailed: "Không xử lý được đơn hàng của bạn. Vui lòng thử lại.",
  placeOrderFailed: "Không đặt được hàng",
  orderPlacedTitle: "Đặt hàng thành công",
  orderPlaced: (id: number) => `Đơn hàng #${id} của bạn đã được đặt thành công.`,
  // Why the server refused an order (409/400); it answers in Vietnamese.
  pricesChanged: "Giá đã thay đổi. Vui lòng xem lại tổng tiền đơn hàng.",
  cartChanged: "Giỏ hàng của bạn đã thay đổi. Vui lòng xem lại đơn hàng.",
  outOfStock: (name: string) => `${name} đã hết hàng. Vui lòng xóa sản phẩm khỏi giỏ hàng.`,
  discontinued: (name: string) => `${name} đã ngừng bán. Vui lòng xóa sản phẩm khỏi giỏ hàng.`,
  notEnoughStock: (name: string, left: number) => `${name} chỉ còn ${left} máy. Vui lòng giảm số lượng trong giỏ hàng.`,
  bankTransferUnavailable: "Hiện chưa nhận thanh toán chuyển khoản",

  // Empty states.
  cartEmpty: "Giỏ hàng của bạn đang trống",
  cartLoading: "Đang tải giỏ hàng...",
  browseProducts: "Xem sản phẩm",

  // Checkout page.
  checkoutTitle: "Thanh toán",
  backToCart: "← Quay lại giỏ hàng",
  checkoutSteps: "Các bước thanh toán",
  shippingTab: "Thông tin giao hàng",
  paymentTab: "Thanh toán",
  paymentForm: "Thông tin thanh toán",
  fullNameLabel: "Họ và tên",
  emailLabel: "Email",
  phoneLabel: "Số điện thoại",
  // Zalo channel (decision 0040): the consent line under the checkout's phone.
  zaloConsent: "Tin về đơn hàng sẽ được gửi qua Zalo đến số này.",
  provinceLabel: "Tỉnh/Thành phố",
  wardLabel: "Phường/Xã",
  streetLabel: "Số nhà, tên đường",
  provincePlaceholder: "Gõ để tìm, ví dụ: ho chi minh",
  wardPlaceholder: "Gõ tên phường/xã, kể cả tên cũ",
  wardNeedsProvince: "Chọn tỉnh/thành phố trước",
  placesLoading: "Đang tải danh sách...",
  placesLoadFailed: "Không tải được danh sách địa giới. Vui lòng thử lại.",
  noPlaceFound: "Không tìm thấy",
  formerly: "trước đây",
  continueToPayment: "Tiếp tục thanh toán",
  paymentMethodLegend: "Hình thức thanh toán",
  bankTransferNote: "Sau khi đặt hàng, bạn sẽ thấy mã VietQR với số tiền và nội dung chuyển khoản điền sẵn.",
  cardNote: "Thông tin thẻ chỉ được kiểm tra trên trình duyệt của bạn, không được gửi đi hay lưu lại. Nhân viên sẽ gọi điện để hướng dẫn thanh toán.",
  cardNameLabel: "Tên chủ thẻ",
  cardNumberLabel: "Số thẻ",
  expiryLabel: "Ngày hết hạn (MM/YY)",
  cvcLabel: "CVC",
  processing: "Đang xử lý...",
  placeOrder: (total: string) => `Đặt hàng – ${total}`,
  summaryTitle: "Tóm tắt đơn hàng",
  needHelp: "Cần hỗ trợ? Gọi",

  // Field messages (spec section 5); the server answers with the Vietnamese ones.
  fullNameRequired: "Vui lòng nhập họ và tên",
  emailInvalid: "Email không hợp lệ",
  phoneInvalid: "Số điện thoại không hợp lệ, ví dụ: 0912 345 678",
  addressRequired: "Vui lòng nhập số nhà, tên đường",
  provinceRequired: "Vui lòng chọn tỉnh/thành phố",
  wardRequired: "Vui lòng chọn phường/xã",
  provinceUnknown: "Tỉnh/thành phố không tồn tại",
  wardUnknown: "Phường/xã không tồn tại",
  wardNotInProvince: "Phường/xã không thuộc tỉnh/thành phố đã chọn",
  tooLong: (max: number) => `Tối đa ${max} ký tự`,
  cardNameRequired: "Vui lòng nhập tên chủ thẻ",
  cardNumberTooShort: "Số thẻ phải có ít nhất 13 chữ số",
  cardNumberTooLong: "Số thẻ không được quá 19 chữ số",
  expiryRequired: "Vui lòng nhập ngày hết hạn",
  expiryInvalid: "Ngày hết hạn không hợp lệ",
  cvcRequired: "Vui lòng nhập mã CVC",
  cvcInvalid: "Mã CVC không hợp lệ",

  // Footer language switch.
  languageSwitch: "Ngôn ngữ",

  // The not-found page (spec section 2, "anything else").
  notFoundTitle: "404 – Không tìm thấy trang",
  notFoundHeading: "Không tìm thấy trang",
  notFoundHint:
    "Trang bạn tìm có thể đã đổi địa chỉ hoặc không còn nữa. Hãy tìm sản phẩm bên dưới, xem danh sách máy hoặc gọi hotline để được hỗ trợ.",
  notFoundProductsLink: "Xem tất cả sản phẩm",
  notFoundHotlineLink: "Gọi hotline",
  notFoundHomeLink: "Về trang chủ",
} as const;

/** Every language has every key of the Vietnamese catalogue, with the same arguments. */
export type Messages = { readonly [K in keyof typeof vi]: (typeof vi)[K] extends (...args: infer A) => string ? (...args: A) => string : string };

function isLanguage(value: unknown): value is Language {
  return value === "vi" || value === "en";
}

/**
 * The visitor's language: the footer switch's cookie when set, else English only when the browser's first
 * preference is English (`Accept-Language: en-US,en;q=0.9`), else Vietnamese.
 */
export function languageOf(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  const cookie = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  if (isLanguage(cookie)) return cookie;
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "en" || first.startsWith("en-") ? "en" : DEFAULT_LANGUAGE;
}
