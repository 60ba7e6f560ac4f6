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

  // The cart page, the header cart and the order summary (issue 37: one catalogue for every text of the English pages).
  cartTitle: "Giỏ hàng",
  cartLines: "Sản phẩm trong giỏ hàng",
  lineOutOfStock: "Hết hàng",
  remove: "Xóa",
  removeLine: (name: string) => `Xóa ${name}`,
  removeFromCart: (name: string) => `Xóa ${name} khỏi giỏ hàng`,
  proceedToCheckout: "Tiến hành thanh toán",
  continueShopping: "Tiếp tục mua sắm",
  viewCart: "Xem giỏ hàng",
  checkoutLink: "Thanh toán",
  miniCartTotal: "Tổng tiền hàng",
  miniCartLabel: "Giỏ hàng của bạn",
  cartButton: (count: number) => (count > 0 ? `Giỏ hàng (${count} sản phẩm)` : "Giỏ hàng"),
  quantityOf: (name: string) => `Số lượng ${name}`,
  decreaseQuantity: (name: string) => `Giảm số lượng ${name}`,
  increaseQuantity: (name: string) => `Tăng số lượng ${name}`,
  subtotal: "Tạm tính",
  shipping: "Phí vận chuyển",
  freeShipping: "Miễn phí",
  vatLine: "Thuế VAT (10%)",
  vatNote: "Giá sản phẩm chưa bao gồm VAT; thuế VAT 10% được cộng vào tổng cộng khi đặt hàng.",
  total: "Tổng cộng",
  payCod: "Thanh toán khi nhận hàng (COD)",
  payBankTransfer: "Chuyển khoản ngân hàng (VietQR)",
  payCard: "Thẻ ngân hàng (nhân viên gọi xác nhận thanh toán)",
  allDayHours: "(24/7).",

  // The search box (spec section 2: its two status texts).
  searchLabel: "Tìm kiếm sản phẩm",
  searchPlaceholder: "Tìm máy pha trà, cà phê...",
  clearSearch: "Xóa tìm kiếm",
  searchButton: "Tìm kiếm",
  searching: "Đang tìm kiếm...",
  noProductFound: "Không tìm thấy sản phẩm",
  searchResults: "Kết quả tìm kiếm",

  // The frame (header, side menu, footer) on the pages with an English variant.
  skipToContent: "Bỏ qua đến nội dung chính",
  notifications: "Thông báo",
  closeNotification: "Đóng thông báo",
  openMenu: "Mở menu",
  closeMenu: "Đóng menu",
  mainMenu: "Menu chính",
  mobileMenu: "Menu di động",
  menuTitle: "Danh mục",
  homeLink: (brand: string) => `${brand} – Trang chủ`,
  openSearch: "Mở tìm kiếm",
  closeSearch: "Đóng tìm kiếm",
  callForAdvice: "Gọi tư vấn",
  opensInNewTab: " (mở trong thẻ mới)",
  cartLink: "Giỏ hàng",
  /** A menu entry's label: the Vietnamese one as written in app/lib/site.ts. */
  navLabel: (label: string) => String(label),
  footerTagline: "Máy pha trà và cà phê tự động cho quán trà sữa, quán cà phê: dùng thử miễn phí, lắp đặt tận nơi, bảo hành đến 12 tháng.",
  socialNetworks: "Mạng xã hội",
  officesTitle: "Trụ sở 3 miền",
  footerLinks: "Liên kết chân trang",
  exploreTitle: "Khám phá",
  aboutLink: "Giới thiệu",
  regionNorth: "Miền Bắc",
  regionCentral: "Miền Trung",
  regionSouth: "Miền Nam",
  copyright: (year: number, brand: string) => `© ${year} ${brand}. Bảo lưu mọi quyền.`,

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

/**
 * What a route module exports (`export const handle = englishPageHandle`) to say its page has an English variant:
 * the shopping screens whose texts the spec writes in English (cart, checkout; the not-found page too). Every
 * other storefront page is Vietnamese content and is shown in Vietnamese, its frame and toasts with it, whatever
 * the visitor chose (docs/decisions/0038-english-pages.md).
 */
export const englishPageHandle = { englishPage: true } as const;

export function isEnglishPageHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { englishPage?: unknown }).englishPage === true;
}

/** The language a page is shown in: the visitor's, when the page has that variant; else Vietnamese. */
export function pageLanguageOf(chosen: Language, pageHasEnglish: boolean): Language {
  return chosen === "en" && pageHasEnglish ? "en" : DEFAULT_LANGUAGE;
}

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
