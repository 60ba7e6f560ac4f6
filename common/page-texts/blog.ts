import { comingSoonFrame } from "./coming-soon";
import { pageCatalogue } from "./index";

/**
 * The blog's interface texts (app/routes/blog/index.tsx and post.tsx, with app/components/blog/* and the
 * coming-soon frame). Posts, their titles, bodies, categories and tags are the owner's and stay as written (marked
 * `lang="vi"`). The category and tag lists have no English variant: their loaders send the Vietnamese half.
 */
export const blogTexts = pageCatalogue(
  {
    ...comingSoonFrame.vi,
    // The blog's home (a coming-soon page with the latest posts).
    metaTitle: "Blog kinh doanh quán cà phê, trà sữa – sắp ra mắt",
    metaDescription:
      "Blog chia sẻ kinh nghiệm khởi nghiệp, vận hành và marketing quán cà phê, trà sữa đang được hoàn thiện. Đăng ký email để nhận bài viết mới sớm nhất.",
    eyebrow: "Blog",
    title: "Blog giải pháp kinh doanh đồ uống",
    lead: "Trang blog mới với kinh nghiệm khởi nghiệp, vận hành và marketing cho quán cà phê, trà sữa đang được hoàn thiện.",
    topic1: "Khởi nghiệp quán trà sữa, cà phê với vốn nhỏ",
    topic2: "Chọn và bảo dưỡng máy pha tự động",
    topic3: "Ý tưởng marketing giúp quán đông khách",
    topic4: "Công thức pha chế dễ chuẩn hóa",
    latest: "Đọc trước một số bài viết",
    categoriesNav: "Chuyên mục blog",
    // A post.
    home: "Trang chủ",
    categories: "Chuyên mục",
    tags: "Thẻ",
    share: "Chia sẻ:",
    shareFacebook: 'Chia sẻ "{title}" lên Facebook',
    shareZalo: 'Chia sẻ "{title}" qua Zalo',
    related: "Bài viết liên quan",
    // The sidebar.
    sidebar: "Thanh bên blog",
    consultingTitle: "Cần tư vấn mở quán?",
    consultingText: "Chuyên gia của chúng tôi đã đồng hành cùng hơn 500 chủ quán. Nhận tư vấn miễn phí về mô hình, thiết bị và chi phí.",
    consultingButton: "Nhận tư vấn miễn phí",
    keywords: "Từ khóa phổ biến",
  },
  {
    ...comingSoonFrame.en,
    metaTitle: "Blog on running a coffee or milk-tea shop – coming soon",
    metaDescription:
      "A blog with experience on starting, running and marketing coffee and milk-tea shops is on its way. Leave your e-mail to get the first posts.",
    eyebrow: "Blog",
    title: "Blog on running a drinks business",
    lead: "A new blog with experience on starting, running and marketing coffee and milk-tea shops is being prepared.",
    topic1: "Starting a milk-tea or coffee shop on a small budget",
    topic2: "Choosing and maintaining an automatic machine",
    topic3: "Marketing ideas that bring customers in",
    topic4: "Recipes that are easy to standardise",
    latest: "Read a few posts now",
    categoriesNav: "Blog categories",
    home: "Home",
    categories: "Categories",
    tags: "Tags",
    share: "Share:",
    shareFacebook: 'Share "{title}" on Facebook',
    shareZalo: 'Share "{title}" on Zalo',
    related: "Related posts",
    sidebar: "Blog sidebar",
    consultingTitle: "Need advice on opening a shop?",
    consultingText: "Our experts have helped more than 500 shop owners. Get free advice on the shop's model, equipment and costs.",
    consultingButton: "Get free advice",
    keywords: "Popular keywords",
  },
);

export type BlogTexts = (typeof blogTexts)["vi"];
