/**
 * The audit trail's vocabulary: what happened (an action) to what (an entity), with the Vietnamese words the
 * screens show. Pure: the audit page and the order and lead histories render it in the browser.
 */

export const AUDIT_ACTIONS = {
  "order.status": "Đổi trạng thái đơn hàng",
  "order.payment-status": "Đổi trạng thái thanh toán",
  // The order desk (issue 36).
  "order.create": "Tạo đơn qua điện thoại",
  "order.edit": "Sửa đơn hàng",
  "order.note": "Ghi chú đơn hàng",
  "order.refund": "Hoàn tiền",
  "lead.status": "Đổi trạng thái yêu cầu liên hệ",
  "post.create": "Tạo bài viết",
  "post.update": "Sửa bài viết",
  "post.publish": "Xuất bản bài viết",
  "post.unpublish": "Ẩn bài viết",
  "post.delete": "Xóa bài viết",
  "product.create": "Thêm sản phẩm",
  "product.update": "Sửa sản phẩm",
  "product.price": "Đổi giá sản phẩm",
  "product.delete": "Xóa sản phẩm",
  "product.archive": "Ngừng bán sản phẩm",
  "settings.update": "Đổi cài đặt cửa hàng",
  "settings.zalo": "Đổi cài đặt Zalo",
  "staff.create": "Tạo tài khoản nhân viên",
  "staff.role": "Đổi vai trò",
  "staff.disable": "Khóa tài khoản",
  "staff.enable": "Mở khóa tài khoản",
  "staff.reset-password": "Đặt lại mật khẩu",
  "staff.reset-two-factor": "Tắt đăng nhập hai bước của nhân viên",
  "staff.policy": "Đổi quy định đăng nhập",
  "auth.sign-in": "Đăng nhập",
  "auth.second-factor-failed": "Sai bước xác minh thứ hai",
  "auth.password-changed": "Đổi mật khẩu",
  "auth.totp-enrolled": "Bật ứng dụng xác thực",
  "auth.totp-removed": "Tắt ứng dụng xác thực",
  "auth.recovery-codes": "Tạo mã khôi phục mới",
  "auth.passkey-added": "Thêm khóa truy cập",
  "auth.passkey-removed": "Xóa khóa truy cập",
  "auth.signed-out-elsewhere": "Đăng xuất khỏi mọi nơi khác",
  "discount-code.create": "Tạo mã giảm giá",
  "discount-code.update": "Sửa mã giảm giá",
  "customer.note": "Ghi chú khách hàng",
  "customer.merge": "Gộp khách hàng",
  "product.bulk": "Sửa hàng loạt sản phẩm",
  "product.duplicate": "Nhân bản sản phẩm",
  // Dealers and service centres (issue 33).
  "place.create": "Thêm đại lý / trung tâm",
  "place.update": "Sửa đại lý / trung tâm",
  "place.deactivate": "Ngừng hiển thị đại lý / trung tâm",
  "place.import": "Nhập danh sách đại lý từ CSV",
  "lead.route": "Chuyển yêu cầu tới đại lý",
  // The dealer network (issue 43): accounts, tiers and terms by staff; orders on credit by the dealers themselves.
  "dealer-account.invite": "Mời tài khoản đại lý",
  "dealer-account.activate": "Đại lý nhận lời mời",
  "dealer-account.sign-in": "Đại lý đăng nhập",
  "dealer-account.reset-two-factor": "Tắt đăng nhập hai bước của tài khoản đại lý",
  "price-tier.create": "Tạo bậc giá đại lý",
  "dealer.terms": "Đổi bậc giá, hạn mức, hạn thanh toán của đại lý",
  "dealer.credit-override": "Cho phép vượt hạn mức một đơn",
  "dealer.payment": "Ghi nhận đại lý thanh toán",
  "order.dealer": "Đại lý đặt đơn công nợ",
  "machine.dealer-sale": "Đại lý ghi nhận bán máy",
  "machine.dealer-sale-undo": "Hủy ghi nhận bán máy của đại lý",
  "lead.dealer-assign": "Gửi yêu cầu vào cổng đại lý",
  "lead.dealer-accept": "Đại lý nhận yêu cầu",
  "lead.dealer-decline": "Đại lý từ chối yêu cầu",
  "lead.dealer-expire": "Đại lý không nhận yêu cầu kịp hạn",
  "lead.dealer-outcome": "Đại lý ghi kết quả yêu cầu",
  // After the sale.
  "machine.import": "Nhập danh sách serial",
  "machine.create": "Thêm máy",
  "machine.order": "Ghi serial cho đơn hàng",
  "activation.approve": "Duyệt kích hoạt bảo hành",
  "activation.reject": "Từ chối kích hoạt bảo hành",
  "activation.dealer-stock": "Từ chối kích hoạt: máy còn trong kho đại lý",
  "service.create": "Tạo yêu cầu sửa chữa theo cuộc gọi",
  "service.update": "Cập nhật yêu cầu sửa chữa",
  // Service requests to service centres (decision 0064).
  "service.centre-assign": "Gửi yêu cầu sửa chữa tới trung tâm bảo hành",
  "service.centre-accept": "Trung tâm bảo hành nhận yêu cầu",
  "service.centre-decline": "Trung tâm bảo hành từ chối yêu cầu",
  "service.centre-expire": "Trung tâm bảo hành không nhận kịp hạn",
  "service.centre-outcome": "Trung tâm bảo hành ghi kết quả",
  // Business buyers (decision 0042, 0043).
  "quote.create": "Tạo báo giá",
  "quote.update": "Sửa báo giá",
  "quote.send": "Gửi báo giá",
  "order.einvoice": "Xuất hóa đơn điện tử",
  // Shipments and carriers (issue 42, decision 0052).
  "shipment.create": "Tạo lượt giao hàng",
  "shipment.status": "Đổi trạng thái giao hàng",
  "shipment.installation": "Hẹn lịch lắp đặt",
  "settings.shipping": "Đổi cài đặt vận chuyển",
  "settings.mail-template": "Sửa mẫu e-mail gửi khách",
  "settings.payments": "Đổi cài đặt cổng thanh toán",
  // Reviews (issue 37): every moderation step is a row with its before and after.
  "review.create": "Thêm đánh giá",
  "review.approve": "Duyệt đánh giá",
  "review.hide": "Ẩn đánh giá",
  "review.update": "Đổi trạng thái đánh giá",
  "review.reply": "Trả lời đánh giá",
  "review.delete": "Xóa đánh giá",
  "category.create": "Thêm danh mục sản phẩm",
  "category.update": "Sửa danh mục sản phẩm",
  "category.delete": "Xóa danh mục sản phẩm",
  "blog-category.create": "Thêm chuyên mục blog",
  "blog-category.update": "Sửa chuyên mục blog",
  "blog-category.delete": "Xóa chuyên mục blog",
  // Requests from the people the data is about, and retention (issue 45, decision 0058).
  "privacy.request-decided": "Xử lý yêu cầu về dữ liệu cá nhân",
  "privacy.erasure": "Xóa dữ liệu cá nhân theo yêu cầu",
  "privacy.retention": "Xóa dữ liệu quá hạn lưu trữ",
  "privacy.settings": "Đổi thời hạn xử lý và lưu trữ dữ liệu",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ENTITIES = {
  order: "Đơn hàng",
  quote: "Báo giá",
  lead: "Yêu cầu liên hệ",
  post: "Bài viết",
  product: "Sản phẩm",
  settings: "Cài đặt",
  user: "Nhân viên",
  "discount-code": "Mã giảm giá",
  customer: "Khách hàng",
  place: "Đại lý / trung tâm",
  "dealer-account": "Tài khoản đại lý",
  "price-tier": "Bậc giá đại lý",
  machine: "Máy",
  activation: "Kích hoạt bảo hành",
  "service-request": "Yêu cầu sửa chữa",
  review: "Đánh giá",
  category: "Danh mục sản phẩm",
  "blog-category": "Chuyên mục blog",
  "privacy-request": "Yêu cầu về dữ liệu cá nhân",
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** One row of the trail as the screens get it. */
export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  username: string;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const AUDIT_TIME_FORMAT = new Intl.DateTimeFormat("vi-VN", {
  hour: "2-digit",
  minute: "2-digit",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** "14:02 25/11/2026" in the shop's time zone: how every staff screen prints a moment (leads use it too). */
export function auditTime(at: string | Date): string {
  return AUDIT_TIME_FORMAT.format(new Date(at));
}

/** The history line of an order or a lead: "Đã xác nhận bởi Lan lúc 14:02 25/11/2026". */
export function historyLine(row: Pick<AuditRow, "summary" | "username" | "at">): string {
  return `${row.summary} bởi ${row.username} lúc ${auditTime(row.at)}`;
}
