/**
 * What the sales-website rules and the personal-data law ask the shop to publish (issue 45, decision 0059): the
 * seller's registration and the Ministry of Industry and Trade badge, the terms of sale, and the privacy notice's
 * contact. Kept in the store settings; the defaults below are an empty database's.
 */
export interface TermsOfSale {
  delivery: string;
  payment: string;
  returns: string;
  warranty: string;
}

export interface LegalSettings {
  /** The business registration as printed on the certificate ("Giấy CNĐKDN số … do Sở … cấp ngày …"); empty = not shown. */
  registration: string;
  /** The page of the shop's notification on online.gov.vn; empty = no badge. */
  moitUrl: string;
  /** The e-mail that answers questions about personal data; empty = the contact e-mail. */
  privacyEmail: string;
  terms: TermsOfSale;
}

export const DEFAULT_TERMS_OF_SALE: TermsOfSale = {
  delivery:
    "Giao hàng miễn phí toàn quốc. Thời gian giao dự kiến 2–5 ngày làm việc tùy khu vực; máy lớn được kỹ thuật viên lắp đặt và hướng dẫn sử dụng tại nơi nhận. Cửa hàng báo trước thời gian giao qua điện thoại, e-mail hoặc Zalo.",
  payment:
    "Thanh toán khi nhận hàng (COD), chuyển khoản ngân hàng (VietQR) hoặc cổng thanh toán khi được bật. Giá đã gồm thuế GTGT; tổng tiền ghi rõ trên đơn và trên e-mail xác nhận.",
  returns:
    "Khách được hủy đơn miễn phí trước khi hàng được giao bằng cách gọi hotline hoặc trả lời e-mail xác nhận. Đổi trả trong 7 ngày kể từ khi nhận nếu sản phẩm lỗi do nhà sản xuất, giao sai mẫu hoặc hư hỏng khi vận chuyển; tiền hoàn lại bằng chuyển khoản trong 7 ngày làm việc sau khi nhận lại hàng.",
  warranty:
    "Bảo hành theo thời hạn ghi trên từng sản phẩm, tính từ ngày lắp đặt hoặc ngày kích hoạt bảo hành. Không bảo hành hư hỏng do sử dụng sai hướng dẫn, nguồn điện không ổn định hoặc tự ý sửa chữa. Yêu cầu bảo hành gửi tại trang Dịch vụ hoặc qua hotline kỹ thuật.",
};

export const DEFAULT_LEGAL_SETTINGS: LegalSettings = {
  registration: "",
  moitUrl: "",
  privacyEmail: "",
  terms: DEFAULT_TERMS_OF_SALE,
};

export const TERMS_OF_SALE_PATH = "/dieu-khoan-ban-hang";
export const PRIVACY_NOTICE_PATH = "/chinh-sach-bao-mat";

/** The refusal of an order or a quote acceptance without the terms box: names the field the API expects. */
export const ACCEPT_TERMS_MESSAGE = "Vui lòng đồng ý với Điều khoản bán hàng trước khi đặt hàng (acceptTerms)";

/** An order's record of the terms its buyer agreed to (absent on orders placed by staff, dealers, or before issue 45). */
export interface TermsAcceptance {
  version: string;
  acceptedAt: string;
}
