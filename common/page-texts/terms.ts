import { pageCatalogue } from "./index";

/**
 * The terms of sale page's interface texts (app/routes/legal/terms-of-sale.tsx). The terms themselves (delivery,
 * payment, returns, warranty), the seller's name, address and registration are the owner's legal text from the
 * store settings and stay as written (marked `lang="vi"`).
 */
export const termsTexts = pageCatalogue(
  {
    metaTitle: "Điều khoản bán hàng",
    metaDescription: "Điều khoản giao hàng, thanh toán, đổi trả, hủy đơn và bảo hành của {brand}.",
    title: "Điều khoản bán hàng",
    version: "Phiên bản {version}",
    seller: "Người bán: ",
    taxCode: ", mã số thuế ",
    address: ", địa chỉ ",
    delivery: "Giao hàng và lắp đặt",
    payment: "Thanh toán",
    returns: "Hủy đơn, đổi trả và hoàn tiền",
    warranty: "Bảo hành",
    privacy: "Dữ liệu cá nhân trong đơn hàng được xử lý theo {link}.",
    privacyLink: "Chính sách bảo mật",
    ownText: "",
  },
  {
    metaTitle: "Terms of sale",
    metaDescription: "{brand}'s terms for delivery, payment, returns, cancelling an order and warranty.",
    title: "Terms of sale",
    version: "Version {version}",
    seller: "Seller: ",
    taxCode: ", tax code ",
    address: ", address ",
    delivery: "Delivery and installation",
    payment: "Payment",
    returns: "Cancelling, returns and refunds",
    warranty: "Warranty",
    privacy: "Personal data in an order is processed under the {link}.",
    privacyLink: "privacy notice",
    ownText: "The terms below are the seller's legal text and are given in Vietnamese, the language of the contract.",
  },
);

export type TermsTexts = (typeof termsTexts)["vi"];
