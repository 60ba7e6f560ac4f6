import { pageCatalogue } from "./index";

/**
 * The contact page's interface texts (app/routes/contact.tsx, app/components/content/contact-form.tsx; the form's
 * fields, consent box and messages are the message catalogue's lead texts, decision 0065). Offices, addresses,
 * provinces and the seller's details are the owner's and stay as written (marked `lang="vi"`).
 */
export const contactTexts = pageCatalogue(
  {
    // Head tags (built by the loader).
    metaTitle: "Liên hệ tư vấn máy pha trà, cà phê và khóa học",
    metaDescription:
      "Liên hệ {brand}: hotline tư vấn 24/7 {hotline}, văn phòng tại Hà Nội, Đà Nẵng, TP. Hồ Chí Minh. Gửi yêu cầu tư vấn máy pha, setup quán và khóa học.",
    home: "Trang chủ",
    eyebrow: "Liên hệ",
    title: "Liên hệ với chúng tôi",
    lead: "Tư vấn chọn máy, setup quán, bảo hành hay khóa học — đội ngũ của chúng tôi hỗ trợ bạn 24/7.",
    details: "Thông tin liên hệ",
    salesHotline: "Hotline tư vấn bán hàng (24/7)",
    supportHotline: "Hotline kỹ thuật, bảo hành (24/7)",
    email: "Email",
    seller: "Thông tin người bán",
    sellerName: "Tên doanh nghiệp: ",
    sellerTaxCode: "Mã số thuế: ",
    sellerRegistration: "Đăng ký kinh doanh: ",
    sellerAddress: "Địa chỉ trụ sở: ",
    moit: "Đã thông báo Bộ Công Thương",
    offices: "Văn phòng và trung tâm dịch vụ",
    // The form.
    formTitle: "Gửi yêu cầu tư vấn",
    province: "Tỉnh/thành phố của quán",
    provincePlaceholder: "Chọn tỉnh/thành phố",
    message: "Nội dung cần tư vấn",
    send: "Gửi yêu cầu",
  },
  {
    metaTitle: "Contact us about tea and coffee machines and courses",
    metaDescription:
      "Contact {brand}: 24/7 advice hotline {hotline}, offices in Hanoi, Da Nang and Ho Chi Minh City. Ask for advice on machines, setting up a shop and courses.",
    home: "Home",
    eyebrow: "Contact",
    title: "Contact us",
    lead: "Choosing a machine, setting up a shop, warranty or a course — our team is here for you 24/7.",
    details: "Contact details",
    salesHotline: "Sales advice hotline (24/7)",
    supportHotline: "Technical and warranty hotline (24/7)",
    email: "E-mail",
    seller: "About the seller",
    sellerName: "Company name: ",
    sellerTaxCode: "Tax code: ",
    sellerRegistration: "Business registration: ",
    sellerAddress: "Registered office: ",
    moit: "Notified to the Ministry of Industry and Trade",
    offices: "Offices and service centres",
    formTitle: "Ask for advice",
    province: "Province or city of your shop",
    provincePlaceholder: "Choose a province or city",
    message: "What would you like advice on?",
    send: "Send request",
  },
);

export type ContactTexts = (typeof contactTexts)["vi"];

/** The about page's texts (app/routes/about.tsx): ours, not the owner's, so all of them have an English version. */
export const aboutTexts = pageCatalogue(
  {
    metaTitle: "Giới thiệu {brand} – máy pha trà và cà phê tự động",
    metaDescription: "{brand}: công nghệ tiên phong, vận hành đơn giản, chi phí tối ưu cho quán trà sữa và quán cà phê trên toàn quốc.",
    title: "Về {brand}",
    intro:
      "{brand} là thương hiệu máy pha trà và máy pha cà phê tự động dành cho chủ quán trà sữa, quán cà phê — dù bạn đang kinh doanh hay chuẩn bị mở quán. Hơn 1000 chủ quán đã tin dùng máy của chúng tôi để giữ hương vị đồng đều và giảm chi phí vận hành.",
    network:
      "Trung tâm dịch vụ tại 3 miền cùng khoảng 300 đại lý giúp chúng tôi giao hàng, lắp đặt và bảo hành nhanh trên toàn quốc, với hotline tư vấn 24/7.",
    products: "Xem sản phẩm",
    mapAlt: "Bản đồ Việt Nam với trung tâm dịch vụ tại miền Bắc, miền Trung và miền Nam",
    pledges: "Ba cam kết của chúng tôi",
    pledge1Title: "Công nghệ tiên phong",
    pledge1Text: "Điều khiển nhiệt độ và thời gian ủ chính xác, ghi nhớ công thức — những gì trước đây chỉ có ở máy nhập khẩu đắt tiền.",
    pledge2Title: "Vận hành đơn giản",
    pledge2Text: "Một nút bấm cho mỗi món. Nhân viên mới làm quen trong 5 phút, kỹ thuật viên hướng dẫn tận nơi khi lắp đặt.",
    pledge3Title: "Chi phí tối ưu",
    pledge3Text: "Giá chỉ khoảng một phần ba máy cùng phân khúc, tiết kiệm nguyên liệu và công pha chế, hoàn vốn nhanh.",
  },
  {
    metaTitle: "About {brand} – automatic tea and coffee machines",
    metaDescription: "{brand}: pioneering technology, simple operation and optimised costs for milk-tea and coffee shops across Vietnam.",
    title: "About {brand}",
    intro:
      "{brand} makes automatic tea and coffee machines for milk-tea and coffee shop owners — whether your shop is already open or you are about to open one. More than 1,000 shop owners trust our machines to keep every drink tasting the same and to cut running costs.",
    network:
      "Service centres in the North, Centre and South and around 300 dealers let us deliver, install and repair quickly across the country, with a 24/7 advice hotline.",
    products: "See our products",
    mapAlt: "Map of Vietnam with service centres in the North, the Centre and the South",
    pledges: "Our three promises",
    pledge1Title: "Pioneering technology",
    pledge1Text: "Precise control of temperature and brewing time, and stored recipes — what only expensive imported machines used to offer.",
    pledge2Title: "Simple to run",
    pledge2Text: "One button per drink. New staff learn it in 5 minutes, and a technician shows you on site at installation.",
    pledge3Title: "Optimised costs",
    pledge3Text: "About a third of the price of machines in the same class, saving ingredients and staff time, so it pays for itself quickly.",
  },
);

export type AboutTexts = (typeof aboutTexts)["vi"];
