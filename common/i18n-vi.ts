/**
 * The storefront's languages and the frame's part of its Vietnamese message catalogue, the default (spec sections 5
 * and 8); the pages' part is in i18n-vi-pages.ts, loaded with those pages. English,
 * which keeps the spec's English texts word for word, is in i18n-en.ts, typed by `vi`'s keys, so a key missing
 * from either fails the typecheck (tests/unit/i18n.test.ts checks it at run time too); the browser loads it only
 * for visitors who chose English, and common/i18n.ts puts both together. The admin stays Vietnamese and does not
 * use this catalogue. Pure and dependency-free: it ships in the first JavaScript of every page.
 */

import type * as Pages from "./i18n-vi-pages";

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

  // Shared with the lead forms (common/leads.ts).
  phoneInvalid: "Số điện thoại không hợp lệ, ví dụ: 0912 345 678",

  // The header cart and the cart's empty state.
  cartEmpty: "Giỏ hàng của bạn đang trống",
  cartLoading: "Đang tải giỏ hàng...",
  checkoutLink: "Thanh toán",
  miniCartLabel: "Giỏ hàng của bạn",
  cartButton: (count: number) => (count > 0 ? `Giỏ hàng (${count} sản phẩm)` : "Giỏ hàng"),

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
  // The cart's and the product pages' quote button: in the frame, so a product page needs no page catalogue for it.
  quoteRequest: "Yêu cầu báo giá",
  // Under every form that collects personal data (issue 45): in the frame, since forms appear on every kind of page.
  privacyNoticeBefore: "Thông tin bạn gửi được xử lý theo ",
  privacyNoticeLink: "Chính sách bảo mật",
  opensInNewTab: " (mở trong thẻ mới)",
  cartLink: "Giỏ hàng",
  // Shared by the product cards (every list) and the product page (docs/decisions/0060).
  addToCart: "Thêm vào giỏ",
  addedToCart: "Đã thêm vào giỏ",
  addToCartPage: "Thêm vào giỏ hàng",
  addedToCartPage: "Đã thêm vào giỏ hàng",
  soldOut: "Hết hàng",
  originalPrice: "Giá gốc ",
  ratingLabel: (rating: string) => `Đánh giá ${rating} trên 5 sao`,
  loading: "Đang tải…",
  priceVatNote: (percent: number) => `Giá chưa bao gồm VAT ${percent}%`,
  /** A menu entry's label: the Vietnamese one as written in app/lib/site.ts. */
  navLabel: (label: string) => String(label),

  // The not-found page (spec section 2, "anything else").
  notFoundTitle: "404 – Không tìm thấy trang",
  notFoundHeading: "Không tìm thấy trang",
  notFoundHint:
    "Trang bạn tìm có thể đã đổi địa chỉ hoặc không còn nữa. Hãy tìm sản phẩm bên dưới, xem danh sách máy hoặc gọi hotline để được hỗ trợ.",
  notFoundProductsLink: "Xem tất cả sản phẩm",
  notFoundHotlineLink: "Gọi hotline",
  notFoundHomeLink: "Về trang chủ",
} as const;

/** The whole catalogue: the frame's part above and the pages' part (i18n-vi-pages.ts). */
type Catalogue = typeof vi & typeof Pages.viPages;

/** Every language has every key of the Vietnamese catalogue, with the same arguments. */
export type Messages = { readonly [K in keyof Catalogue]: Catalogue[K] extends (...args: infer A) => string ? (...args: A) => string : string };

/** The frame's part of the catalogue, which ships in every page's first JavaScript. */
export type FrameMessages = Pick<Messages, keyof typeof vi>;

/**
 * What a route module exports (`export const handle = englishPageHandle`) to say its page has an English variant:
 * the shopping screens whose texts the spec writes in English (cart, checkout; the not-found page too). Every
 * other storefront page is Vietnamese content and is shown in Vietnamese, its frame and toasts with it, whatever
 * the visitor chose (docs/decisions/0038-english-pages-and-phone-finish.md).
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

/**
 * A page catalogue's text with its values put in (common/page-texts): `fill("{count} đánh giá", { count: 3 })` →
 * "3 đánh giá". Here, in the frame's first JavaScript, so the pages' parts share it without a chunk of their own.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
