/** Demo catalogue: ids are fixed because the header links /products/1 … /products/4 (spec section 1). */
import { seedProductContent } from "./product-content";

export const seedCategories = [
  { id: 1, name: "Máy pha trà", icon: "leaf", bgColor: "bg-emerald-50" },
  { id: 2, name: "Máy pha cà phê", icon: "coffee", bgColor: "bg-amber-50" },
  { id: 3, name: "Dịch vụ", icon: "wrench", bgColor: "bg-blue-50" },
  { id: 4, name: "Kiến thức", icon: "book-open", bgColor: "bg-violet-50" },
];

export const seedProducts = [
  {
    id: 1,
    contentBlocks: seedProductContent[1].blocks,
    specRows: seedProductContent[1].specs,
    menuLabel: "Máy pha trà LT-150",
    name: "Máy pha trà tự động LT-150",
    description:
      "Máy pha trà tự động nhỏ gọn cho quán trà sữa và quán nước mới mở: ủ trà đúng nhiệt độ, đúng thời gian chỉ với một nút bấm, cho ra hương vị đồng đều ở mọi ca làm. Phù hợp quầy bar dưới 3 m², nhân viên mới học 5 phút là pha được.",
    price: 17_200_000,
    discountPrice: null,
    image: "/images/products/lt-150.svg",
    categoryId: 1,
    rating: "4.8",
    reviewCount: 126,
    tag: "Mới",
    inStock: true,
    featured: true,
    newArrival: true,
  },
  {
    id: 2,
    contentBlocks: seedProductContent[2].blocks,
    specRows: seedProductContent[2].specs,
    menuLabel: "Máy pha trà LT-300",
    name: "Máy pha trà tự động LT-300",
    description:
      "Dòng máy pha trà công suất lớn 3000 W cho chuỗi trà sữa và quán đông khách: giữ nhiệt ổn định, pha bằng một chạm, ghi nhớ tối đa 9 công thức để mọi cửa hàng trong chuỗi có cùng một vị trà.",
    price: 32_800_000,
    discountPrice: null,
    image: "/images/products/lt-300.svg",
    categoryId: 1,
    rating: "4.9",
    reviewCount: 89,
    tag: "Hot",
    inStock: true,
    featured: true,
    newArrival: false,
  },
  {
    id: 3,
    contentBlocks: seedProductContent[3].blocks,
    specRows: seedProductContent[3].specs,
    menuLabel: "Máy pha cà phê LS-200",
    name: "Máy pha cà phê tự động LS-200",
    description:
      "Máy pha cà phê espresso tự động đầu tiên trên thị trường ở tầm giá này: xay, nén, chiết xuất tự động, phù hợp quán cà phê mang đi và quán cóc muốn nâng cấp chất lượng mà không cần barista chuyên nghiệp.",
    price: 19_300_000,
    discountPrice: null,
    image: "/images/products/ls-200.svg",
    categoryId: 2,
    rating: "4.7",
    reviewCount: 74,
    tag: "Hot",
    inStock: true,
    featured: true,
    newArrival: false,
  },
  {
    id: 4,
    contentBlocks: seedProductContent[4].blocks,
    specRows: seedProductContent[4].specs,
    menuLabel: "Máy pha cà phê LS-250",
    name: "Máy pha cà phê tự động LS-250",
    description:
      "Máy pha cà phê tự động công suất cao: chiết xuất 50 ly mỗi giờ, khuyến nghị 250 ly mỗi ngày, phễu hạt 500 g (khoảng 20 ly), bơm áp suất 10–15 bar cho lớp crema dày, ổn định suốt giờ cao điểm.",
    price: 23_800_000,
    discountPrice: 21_900_000,
    image: "/images/products/ls-250.svg",
    categoryId: 2,
    rating: "4.5",
    reviewCount: 58,
    tag: "-8%",
    inStock: true,
    featured: true,
    newArrival: true,
  },
];

/** The sample reviews each machine family shows (approved: written by the shop from customers' words). */
const SAMPLE_REVIEWS = {
  tea: [
    { author: "Chị Mai – chủ quán trà sữa", rating: 5, text: "Máy chạy êm, vị trà đều giữa các ca, nhân viên mới học một buổi là pha được." },
    { author: "Anh Tuấn – quán trà mang đi", rating: 5, text: "Kỹ thuật lắp đặt tận nơi, hướng dẫn kỹ. Có việc gọi hotline là được hỗ trợ ngay." },
    { author: "Chị Hằng – tiệm trà chanh", rating: 4, text: "Giá hợp lý so với máy cùng phân khúc, hoàn vốn nhanh hơn mình tính." },
  ],
  coffee: [
    { author: "Anh Khoa – quán cà phê mang đi", rating: 5, text: "Espresso ra đều tay, lớp crema đẹp, giờ cao điểm vẫn kịp ly cho khách." },
    { author: "Chị Lan – cà phê văn phòng", rating: 5, text: "Kỹ thuật lắp đặt tận nơi, hướng dẫn kỹ. Có việc gọi hotline là được hỗ trợ ngay." },
    { author: "Anh Phúc – quán cóc vỉa hè", rating: 4, text: "Nhân viên mới chỉ cần bấm nút, không cần barista; giá hợp lý so với máy cùng phân khúc." },
  ],
};

/** Three reviews per seeded machine, from its family's samples, dated in their order. */
const sampleReviews = seedProducts.flatMap((product) =>
  SAMPLE_REVIEWS[product.categoryId === 1 ? "tea" : "coffee"].map((review, index) => ({
    productId: product.id,
    ...review,
    source: null as string | null,
    status: "approved" as const,
    createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
  })),
);

/** Where the machines' earlier ratings were given (star-only ratings imported with their date). */
export const SEED_MARKETPLACE = "Shopee";

/**
 * The star ratings a machine got on the marketplace, as rows: with the samples they add up to the score and count the
 * machine has always shown (rounded like the database: one decimal). Ratings are whole stars, so the imported ones
 * are `base` and `base + 1` stars; the migration "reviews_computed_ratings" does the same in SQL for a shop seeded before.
 */
export function marketplaceRatings(productId: number, target: { rating: string; reviewCount: number }, samples: readonly number[]) {
  const imported = target.reviewCount - samples.length;
  if (imported <= 0) return [];
  const wanted = Math.round(Number(target.rating) * target.reviewCount) - samples.reduce((sum, value) => sum + value, 0);
  const base = Math.min(5, Math.max(1, Math.floor(wanted / imported)));
  const higher = Math.min(imported, Math.max(0, wanted - base * imported));
  return Array.from({ length: imported }, (_, index) => ({
    productId,
    author: `Khách mua trên ${SEED_MARKETPLACE}`,
    rating: Math.min(5, index < higher ? base + 1 : base),
    text: "",
    source: SEED_MARKETPLACE as string | null,
    status: "approved" as const,
    // Spread over 2025, before the samples: one every two days.
    createdAt: new Date(Date.UTC(2025, 0, 1 + 2 * index)),
  }));
}

export const seedReviews = [
  ...seedProducts.flatMap((product) =>
    marketplaceRatings(
      product.id,
      product,
      sampleReviews.filter((review) => review.productId === product.id).map((review) => review.rating),
    ),
  ),
  ...sampleReviews,
];
