import { pageCatalogue } from "./index";

/**
 * The coming-soon pages (app/components/content/coming-soon.tsx: the blog's home, business solutions, recipes):
 * the frame's words, spread into each page's catalogue, then each page's own announcement.
 */
const FRAME_VI = {
  comingSoon: "Sắp ra mắt",
  preparing: "Nội dung đang được chuẩn bị",
  newsletterTitle: "Nhận thông báo khi ra mắt",
  newsletterText: "Để lại email, chúng tôi sẽ gửi cho bạn ngay khi nội dung mới sẵn sàng. Không spam, hủy đăng ký bất cứ lúc nào.",
  newsletterEmail: "Email của bạn",
  newsletterPlaceholder: "ten@vidu.com",
  newsletterSubmit: "Đăng ký nhận tin",
  newsletterSending: "Đang gửi...",
  // The form action's answers (app/lib/newsletter.server.ts): the Vietnamese ones are the service's own.
  newsletterDone: "Đăng ký thành công! Chúng tôi sẽ gửi email cho bạn khi nội dung mới ra mắt.",
  newsletterAlready: "Email này đã đăng ký nhận tin. Cảm ơn bạn đã quan tâm!",
  newsletterInvalid: "Email không hợp lệ",
} as const;

const FRAME_EN: { readonly [K in keyof typeof FRAME_VI]: string } = {
  comingSoon: "Coming soon",
  preparing: "What we are preparing",
  newsletterTitle: "Be told when it launches",
  newsletterText: "Leave your e-mail and we will write as soon as the new content is ready. No spam; unsubscribe at any time.",
  newsletterEmail: "Your e-mail",
  newsletterPlaceholder: "name@example.com",
  newsletterSubmit: "Sign up",
  newsletterSending: "Sending...",
  newsletterDone: "You are signed up! We will e-mail you when the new content launches.",
  newsletterAlready: "This e-mail is already signed up. Thank you for your interest!",
  newsletterInvalid: "Please enter a valid e-mail address",
};

/** The frame's words in both languages, to spread into a coming-soon page's catalogue. */
export const comingSoonFrame = { vi: FRAME_VI, en: FRAME_EN };

/** What every coming-soon page's catalogue has: the frame, and its announcement (`topic1`…`topic4`). */
export type ComingSoonTexts = { readonly [K in keyof typeof FRAME_VI | "metaTitle" | "metaDescription" | "eyebrow" | "title" | "lead" | "topic1" | "topic2" | "topic3" | "topic4"]: string };

export const businessSolutionsTexts = pageCatalogue(
  {
    ...comingSoonFrame.vi,
    metaTitle: "Giải pháp kinh doanh quán cà phê, trà sữa – sắp ra mắt",
    metaDescription:
      "Chuyên mục giải pháp kinh doanh cho quán cà phê, trà sữa sắp ra mắt: mô hình, dòng tiền, nhân sự và công nghệ. Để lại email để nhận thông báo sớm nhất.",
    eyebrow: "Kiến thức",
    title: "Giải pháp kinh doanh",
    lead: "Các mô hình kinh doanh đồ uống đã được kiểm chứng, kèm bảng tính chi phí và kinh nghiệm vận hành từ chính các chủ quán.",
    topic1: "So sánh mô hình ki-ốt mang đi, quán có chỗ ngồi và bán online",
    topic2: "Bảng tính dòng tiền và điểm hòa vốn cho quán nhỏ",
    topic3: "Tuyển dụng, đào tạo và giữ chân nhân viên pha chế",
    topic4: "Ứng dụng máy pha tự động để giảm chi phí nhân sự",
  },
  {
    ...comingSoonFrame.en,
    metaTitle: "Business solutions for coffee and milk-tea shops – coming soon",
    metaDescription:
      "A section on running coffee and milk-tea shops is on its way: business models, cash flow, staff and technology. Leave your e-mail to hear first.",
    eyebrow: "Knowledge",
    title: "Business solutions",
    lead: "Proven models for a drinks business, with cost sheets and running experience from shop owners themselves.",
    topic1: "Take-away kiosk, shop with seating or online sales compared",
    topic2: "Cash-flow and break-even sheets for a small shop",
    topic3: "Hiring, training and keeping baristas",
    topic4: "Using automatic machines to cut staff costs",
  },
);

export const recipesTexts = pageCatalogue(
  {
    ...comingSoonFrame.vi,
    metaTitle: "Công thức pha chế trà sữa, cà phê – sắp ra mắt",
    metaDescription:
      "Thư viện công thức pha chế trà sữa, trà trái cây và cà phê cho máy pha tự động sắp ra mắt. Để lại email để nhận công thức mới ngay khi được đăng.",
    eyebrow: "Kiến thức",
    title: "Công thức pha chế",
    lead: "Công thức chuẩn định lượng cho từng món, cài đặt sẵn cho máy pha trà LT-150, LT-300 và máy pha cà phê LS-200, LS-250.",
    topic1: "Trà sữa truyền thống, trà sữa kem cheese và trà sữa trái cây",
    topic2: "Trà trái cây theo mùa: đào cam sả, vải hoa lài, chanh dây",
    topic3: "Cà phê pha máy: espresso, latte, bạc xỉu, cà phê muối",
    topic4: "Bảng định lượng và cách lưu công thức trên máy",
  },
  {
    ...comingSoonFrame.en,
    metaTitle: "Milk-tea and coffee recipes – coming soon",
    metaDescription:
      "A library of milk-tea, fruit-tea and coffee recipes for automatic machines is on its way. Leave your e-mail to get new recipes as soon as they are published.",
    eyebrow: "Knowledge",
    title: "Recipes",
    lead: "Recipes with exact measures for every drink, preset for the LT-150 and LT-300 tea machines and the LS-200 and LS-250 coffee machines.",
    topic1: "Classic milk tea, cheese-foam milk tea and fruit milk tea",
    topic2: "Seasonal fruit teas: peach, orange and lemongrass; lychee and jasmine; passion fruit",
    topic3: "Machine coffee: espresso, latte, bac xiu, salted coffee",
    topic4: "Measure sheets and storing recipes on the machine",
  },
);
