/**
 * The four machines' page content (spec section 2, "Product detail", and section 9 for the tables): what their pages
 * showed when the sections were written in components. The seed inserts it with the products; the migration that added
 * the columns holds the same JSON for shops seeded before (tests/unit/product-content.test.ts checks the two agree).
 */
import { DEFAULT_SPEC_ROWS, type ContentBlock, type SpecRow, type VideoItem } from "#common/product-content";

const video = (youtubeId: string, title: string, thumbnail: string): VideoItem => ({ youtubeId, title, thumbnail });

const DEMO_LT = video("Xk3pQ7vT2mA", "Pha trà tự động với máy LT – chỉ một nút bấm", "/images/videos/demo-lt.svg");
const DEMO_LS = video("Lr8sN2cW5yE", "Máy pha cà phê LS: xay, nén, chiết xuất tự động", "/images/videos/demo-ls.svg");
const UNBOXING = video("Ub4xG9hK1oQ", "Mở hộp và kiểm tra máy trước khi dùng", "/images/videos/unboxing.svg");
const INSTALLATION = video("In6tL3pR8wZ", "Lắp đặt máy tại quán trong 30 phút", "/images/videos/installation.svg");
const CLEANING = video("Cl2nV7eM4sD", "Vệ sinh máy cuối ngày đúng cách", "/images/videos/cleaning.svg");

const TEA_USAGE: ContentBlock = {
  type: "playlist",
  anchor: "usage-videos",
  title: "Video hướng dẫn sử dụng",
  videos: [DEMO_LT, video("Tr5cP8nQ2xL", "Công thức trà sữa nướng với máy LT", "/images/videos/milk-tea-recipe.svg"), CLEANING],
};

const COFFEE_USAGE: ContentBlock = {
  type: "playlist",
  anchor: "usage-videos",
  title: "Video hướng dẫn sử dụng",
  videos: [
    DEMO_LS,
    video("Cf3eS6pV9rK", "Pha espresso, americano, latte trên một máy", "/images/videos/coffee-drinks.svg"),
    video("Cc7vH4mN1tB", "Vệ sinh cụm pha và vòi đánh sữa", "/images/videos/coffee-cleaning.svg"),
  ],
};

export const seedProductContent: Record<1 | 2 | 3 | 4, { blocks: ContentBlock[]; specs: SpecRow[] }> = {
  1: {
    blocks: [
      {
        type: "customers",
        title: "Khách hàng đang dùng LT-150",
        photos: [
          { image: "/images/customers/customer-1.svg", caption: "Trà sữa Mộc Lan – Cầu Giấy, Hà Nội" },
          { image: "/images/customers/customer-2.svg", caption: "Tiệm trà Bông – Hải Châu, Đà Nẵng" },
          { image: "/images/customers/customer-3.svg", caption: "Quán trà chanh Góc Phố – Thủ Đức, TP. HCM" },
          { image: "/images/customers/customer-4.svg", caption: "Trà sữa Nhà Làm – Biên Hòa, Đồng Nai" },
        ],
      },
      {
        type: "playlist",
        anchor: "installation-videos",
        title: "Video hướng dẫn lắp đặt",
        videos: [UNBOXING, INSTALLATION, video("Fb1rW6yJ8uC", "Chạy thử mẻ trà đầu tiên", "/images/videos/first-batch.svg")],
      },
      TEA_USAGE,
    ],
    specs: [...DEFAULT_SPEC_ROWS],
  },
  2: {
    blocks: [
      {
        type: "banner",
        eyebrow: "LT-300",
        title: "LT-300 – một vị trà cho cả chuỗi cửa hàng",
        text: "Công suất 3000 W, giữ nhiệt ổn định suốt giờ cao điểm, ghi nhớ tối đa 9 công thức.",
        tone: "tea",
      },
      { type: "trial", variant: "contact", product: "LT-300", title: "Đăng ký trải nghiệm LT-300 miễn phí" },
      {
        type: "features",
        heading: "Vì sao chuỗi trà sữa chọn LT-300",
        features: [
          {
            icon: "thermometer",
            title: "Ổn định nhiệt",
            text: "Nhiệt độ ủ trà được giữ ổn định từ mẻ đầu đến mẻ cuối, không lệch vị khi quán đông khách.",
            image: null,
          },
          {
            icon: "touch",
            title: "Pha một chạm",
            text: "Chọn công thức và nhấn một nút: máy tự định lượng nước, nhiệt độ và thời gian ủ.",
            image: null,
          },
          {
            icon: "memory",
            title: "Ghi nhớ công thức",
            text: "Lưu tối đa 9 công thức trà để mọi cửa hàng trong chuỗi pha ra cùng một hương vị.",
            image: null,
          },
        ],
      },
      {
        type: "video",
        anchor: "lt300-review",
        title: "Đánh giá thực tế LT-300",
        video: video("Lt3rV8wQ1nE", "Đánh giá LT-300 tại chuỗi trà sữa 12 cửa hàng", "/images/videos/review.svg"),
      },
      TEA_USAGE,
    ],
    specs: [
      { label: "Công suất", value: "3000 W" },
      { label: "Điện áp", value: "220 V" },
      { label: "Trọng lượng", value: "30 kg" },
      { label: "Bộ nhớ công thức", value: "Tối đa 9 công thức" },
    ],
  },
  3: {
    blocks: [
      {
        type: "priceBanner",
        eyebrow: "Máy pha cà phê tự động LS-200",
        text: "Mức giá chỉ khoảng một phần ba máy cùng phân khúc trên thị trường — lắp đặt tận nơi.",
        buttonLabel: "Đăng ký dùng thử tại quán",
        trialProduct: "LS-200",
      },
      {
        type: "video",
        anchor: "ls200-first",
        title: "Máy pha cà phê tự động đầu tiên trên thị trường",
        video: video("Fm2kR7tY4pW", "LS-200 – máy pha cà phê tự động đầu tiên ở tầm giá này", "/images/videos/ls200-first.svg"),
      },
      {
        type: "playlist",
        anchor: "startup-videos",
        title: "Khởi nghiệp cùng LS-200",
        videos: [
          video("St4kO9dX2gF", "Khởi nghiệp quán cà phê mang đi với LS-200", "/images/videos/ls200-startup.svg"),
          video("Sc8mA3qZ5jN", "Tính vốn và điểm hòa vốn cho quán nhỏ", "/images/videos/break-even.svg"),
          INSTALLATION,
        ],
      },
      COFFEE_USAGE,
      { type: "trial", variant: "onsite", product: "LS-200", title: "Đăng ký dùng thử LS-200 tại quán của bạn" },
      {
        type: "shortVideos",
        title: "Video ngắn về LS-200",
        videos: [
          video("Sh1aB4cD7eF", "30 giây pha một ly espresso", "/images/videos/short-1.svg"),
          video("Sh2gH5iJ8kL", "Latte art với vòi đánh sữa LS-200", "/images/videos/short-2.svg"),
          video("Sh3mN6oP9qR", "Một buổi sáng ở quán cà phê mang đi", "/images/videos/short-3.svg"),
        ],
      },
    ],
    specs: [...DEFAULT_SPEC_ROWS],
  },
  4: {
    blocks: [
      {
        type: "banner",
        eyebrow: "LS-250",
        title: "LS-250 – sức bền cho giờ cao điểm",
        text: "Chiết xuất 50 ly mỗi giờ, khuyến nghị 250 ly mỗi ngày, bơm áp suất 10 – 15 bar.",
        tone: "coffee",
      },
      { type: "trial", variant: "contact", product: "LS-250", title: "Đăng ký trải nghiệm LS-250 miễn phí" },
      {
        type: "video",
        anchor: "ls250-review",
        title: "Đánh giá thực tế LS-250",
        video: video("Ls5rE2vT9mK", "Đánh giá LS-250 sau một mùa cao điểm", "/images/videos/review.svg"),
      },
      {
        type: "video",
        anchor: "ls250-power",
        title: "Thử thách công suất LS-250",
        video: video("Pc6hL1sD7xA", "Thử thách công suất: 250 ly trong một ngày", "/images/videos/capacity-challenge.svg"),
      },
      COFFEE_USAGE,
    ],
    specs: [
      { label: "Năng suất chiết xuất", value: "50 ly/giờ" },
      { label: "Công suất khuyến nghị", value: "250 ly/ngày" },
      { label: "Phễu chứa hạt", value: "500 g (khoảng 20 ly)" },
      { label: "Áp suất bơm", value: "10 – 15 bar" },
    ],
  },
};
