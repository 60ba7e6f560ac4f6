/**
 * The not-found page's texts, keyed by language like the storefront's message catalogue so they can join it:
 * Vietnamese is what shoppers see; English keeps the spec's title and hint word for word (spec section 2,
 * "anything else"). Pure data, no React.
 */
export const NOT_FOUND_TEXTS = {
  vi: {
    title: "404 – Không tìm thấy trang",
    heading: "Không tìm thấy trang",
    hint: "Trang bạn tìm có thể đã đổi địa chỉ hoặc không còn nữa. Hãy tìm sản phẩm bên dưới, xem danh sách máy hoặc gọi hotline để được hỗ trợ.",
    productsLink: "Xem tất cả sản phẩm",
    hotlineLink: "Gọi hotline",
    homeLink: "Về trang chủ",
  },
  en: {
    title: "404 Page Not Found",
    heading: "404 Page Not Found",
    hint: "Did you forget to add the page to the router?",
    productsLink: "See all products",
    hotlineLink: "Call the hotline",
    homeLink: "Back to home",
  },
} as const satisfies Record<"vi" | "en", Record<string, string>>;

export type NotFoundLanguage = keyof typeof NOT_FOUND_TEXTS;
