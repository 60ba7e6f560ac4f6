import { pageCatalogue } from "./index";

/**
 * The privacy notice's page texts (app/routes/legal/privacy-notice.tsx, issue 45 point 2): English on English pages.
 * The notice's tables (purposes, data, processors, retention, rights) come from server/services/privacy/notice.ts in
 * the same language; the owner's own words (names, registration, addresses) stay as written.
 */
export const privacyNoticeTexts = pageCatalogue(
  {
    title: "Chính sách bảo mật và xử lý dữ liệu cá nhân",
    description: "Cách {brand} thu thập, sử dụng, chia sẻ và lưu giữ dữ liệu cá nhân của bạn, và cách bạn thực hiện quyền của mình.",
    version: "Phiên bản {version}",
    whoHeading: "1. Ai xử lý dữ liệu của bạn",
    controller: "Bên kiểm soát và xử lý dữ liệu cá nhân:",
    brand: "thương hiệu {brand}",
    taxCode: "mã số thuế {taxCode}",
    address: "địa chỉ {address}",
    contact: "Liên hệ: hotline {hotline}, e-mail",
    purposesHeading: "2. Mục đích và căn cứ xử lý",
    purposeColumn: "Mục đích",
    basisColumn: "Căn cứ",
    dataColumn: "Dữ liệu",
    categoriesHeading: "3. Loại dữ liệu",
    processorsHeading: "4. Bên nhận và bên xử lý dữ liệu",
    noProcessors: "Hiện cửa hàng không chuyển dữ liệu cá nhân cho bên xử lý nào.",
    storage: "Dữ liệu được lưu trên máy chủ của cửa hàng; cửa hàng không bán dữ liệu cá nhân.",
    retentionHeading: "5. Thời gian lưu giữ",
    rightsHeading: "6. Quyền của bạn và cách thực hiện",
    requestBefore: "Gửi yêu cầu tại trang",
    requestLink: "Yêu cầu về dữ liệu cá nhân",
    requestAfter: "hoặc qua e-mail {email}. Mỗi e-mail tiếp thị và tin nhắn có đường dẫn để ngừng nhận ngay.",
    versionNote: "",
  },
  {
    title: "Privacy notice: how we process personal data",
    description: "How {brand} collects, uses, shares and keeps your personal data, and how you use your rights.",
    version: "Version {version}",
    whoHeading: "1. Who processes your data",
    controller: "Controller and processor of personal data:",
    brand: "brand {brand}",
    taxCode: "tax code {taxCode}",
    address: "address {address}",
    contact: "Contact: hotline {hotline}, e-mail",
    purposesHeading: "2. Purposes and legal bases",
    purposeColumn: "Purpose",
    basisColumn: "Legal basis",
    dataColumn: "Data",
    categoriesHeading: "3. Kinds of data",
    processorsHeading: "4. Recipients and processors",
    noProcessors: "The shop currently sends personal data to no processor.",
    storage: "Data is kept on the shop's own servers; the shop never sells personal data.",
    retentionHeading: "5. How long data is kept",
    rightsHeading: "6. Your rights and how to use them",
    requestBefore: "Send a request on the page",
    requestLink: "Requests about your personal data",
    requestAfter: "or by e-mail to {email}. Every marketing e-mail and message has a link that stops them at once.",
    versionNote: "This is a translation; the Vietnamese notice of the same version is the one that applies.",
  },
);
