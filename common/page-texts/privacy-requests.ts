import { pageCatalogue } from "./index";

/**
 * The data-request page's texts (app/routes/privacy-requests.tsx, app/components/privacy/privacy-request-form.tsx).
 * The kinds of request in Vietnamese are the desk's words (PRIVACY_REQUEST_KIND_LABELS, tests/unit/page-texts.test.ts).
 * The server answers in Vietnamese: on the English page its refusals are said from here, or shown marked `lang="vi"`.
 */
export const privacyRequestsTexts = pageCatalogue(
  {
    metaTitle: "Yêu cầu về dữ liệu cá nhân – {brand}",
    metaDescription: "Xem, tải về, sửa, xóa dữ liệu cá nhân của bạn, rút lại sự đồng ý hoặc phản đối việc xử lý.",
    title: "Yêu cầu về dữ liệu cá nhân",
    intro:
      "Theo Luật Bảo vệ dữ liệu cá nhân (số 91/2025/QH15), bạn có quyền xem, tải về, sửa hoặc xóa dữ liệu cá nhân của mình, rút lại sự đồng ý và phản đối việc xử lý. Để bảo vệ bạn, cửa hàng gửi một mã xác minh đến số điện thoại hoặc e-mail bạn đã dùng khi mua hàng.",
    note1: "Cửa hàng chỉ tìm dữ liệu đúng theo số điện thoại hoặc e-mail bạn nhập, không theo tên.",
    note2: "Mã được gửi qua e-mail (hoặc Zalo) cửa hàng có của bạn. Nếu bạn chỉ để lại số điện thoại và không nhận được mã, hãy gọi cho cửa hàng.",
    note3: "Khi xóa, cửa hàng phải giữ thông tin người mua trên hóa đơn điện tử đã xuất theo quy định về kế toán, thuế; bạn sẽ được báo rõ.",
    formTitle: "Gửi yêu cầu",
    want: "Bạn muốn",
    kindAccess: "Xem dữ liệu của tôi",
    kindExport: "Tải dữ liệu của tôi (JSON, CSV)",
    kindCorrection: "Sửa dữ liệu sai",
    kindErasure: "Xóa dữ liệu của tôi",
    kindWithdrawal: "Rút lại sự đồng ý",
    kindObjection: "Phản đối việc xử lý",
    contact: "Số điện thoại hoặc e-mail bạn đã dùng với cửa hàng",
    detailsCorrection: "Thông tin nào cần sửa, sửa thành gì",
    details: "Nội dung yêu cầu",
    sendCode: "Gửi mã xác minh",
    codeSent:
      "Nếu liên hệ này có trong hồ sơ của cửa hàng, mã xác minh gồm 6 chữ số đã được gửi đến e-mail (hoặc Zalo) của bạn. Mã dùng được một lần, trong thời gian ngắn.",
    code: "Mã xác minh",
    verify: "Xác minh",
    back: "Quay lại",
    verified: "Đã xác minh. Yêu cầu {request} ({kind}) đã được ghi nhận; cửa hàng trả lời chậm nhất ngày {due}.",
    download: "Bạn có thể tải ngay toàn bộ dữ liệu cửa hàng đang lưu về bạn (liên kết dùng được trong 24 giờ):",
    downloadJson: "Tải dữ liệu (JSON)",
    downloadCsv: "Tải dữ liệu (CSV)",
    sendFailed: "Không gửi được. Vui lòng thử lại.",
    // Said instead of the server's Vietnamese refusals on the English page.
    checkFields: "Vui lòng kiểm tra các ô được đánh dấu.",
    fieldInvalid: "Vui lòng kiểm tra lại ô này.",
    tooManyRequests: "Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.",
  },
  {
    metaTitle: "Requests about your personal data – {brand}",
    metaDescription: "See, download, correct or erase your personal data, withdraw your consent or object to its processing.",
    title: "Requests about your personal data",
    intro:
      "Under the Personal Data Protection Law (No. 91/2025/QH15) you may see, download, correct or erase your personal data, withdraw your consent and object to its processing. To protect you, the shop sends a verification code to the phone number or e-mail you used when you bought.",
    note1: "The shop looks for data only by the exact phone number or e-mail you enter, never by name.",
    note2: "The code is sent to the e-mail (or Zalo) the shop has for you. If you left only a phone number and get no code, please call the shop.",
    note3: "When erasing, the shop must keep the buyer's details on e-invoices already issued, as accounting and tax rules require; you will be told exactly what.",
    formTitle: "Send a request",
    want: "You would like to",
    kindAccess: "See my data",
    kindExport: "Download my data (JSON, CSV)",
    kindCorrection: "Correct wrong data",
    kindErasure: "Erase my data",
    kindWithdrawal: "Withdraw my consent",
    kindObjection: "Object to the processing",
    contact: "The phone number or e-mail you used with the shop",
    detailsCorrection: "What should be corrected, and to what",
    details: "Your request",
    sendCode: "Send verification code",
    codeSent:
      "If this contact is in the shop's records, a 6-digit verification code has been sent to your e-mail (or Zalo). The code can be used once, for a short time.",
    code: "Verification code",
    verify: "Verify",
    back: "Back",
    verified: "Verified. Request {request} ({kind}) has been recorded; the shop will answer by {due} at the latest.",
    download: "You can download all the data the shop keeps about you now (the link works for 24 hours):",
    downloadJson: "Download data (JSON)",
    downloadCsv: "Download data (CSV)",
    sendFailed: "Could not send. Please try again.",
    checkFields: "Please check the marked fields.",
    fieldInvalid: "Please check this field.",
    tooManyRequests: "You have sent too many requests. Please try again in a few minutes.",
  },
);

export type PrivacyRequestsTexts = (typeof privacyRequestsTexts)["vi"];
