/** Spec section 8 texts of the consultation / quick-contact dialog. */
export const CONSULTATION_SUCCESS = { title: "Yêu cầu đã được gửi", description: "Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!" };
export const CONSULTATION_FAILURE = {
  title: "Không thể gửi yêu cầu",
  description: "Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.",
};

