/**
 * Static video entries (spec section 2, "Video pages": id, title, youtube id, thumbnail).
 * Thumbnails are local; nothing from YouTube loads until a visitor presses play.
 */
export interface VideoEntry {
  id: string;
  title: string;
  youtubeId: string;
  thumbnail: string;
}

const v = (id: string, title: string, youtubeId: string, thumbnail: string): VideoEntry => ({ id, title, youtubeId, thumbnail });

export const VIDEOS = {
  demoLt: v("demo-lt", "Pha trà tự động với máy LT – chỉ một nút bấm", "Xk3pQ7vT2mA", "/images/videos/demo-lt.svg"),
  demoLs: v("demo-ls", "Máy pha cà phê LS: xay, nén, chiết xuất tự động", "Lr8sN2cW5yE", "/images/videos/demo-ls.svg"),
  unboxing: v("unboxing", "Mở hộp và kiểm tra máy trước khi dùng", "Ub4xG9hK1oQ", "/images/videos/unboxing.svg"),
  installation: v("installation", "Lắp đặt máy tại quán trong 30 phút", "In6tL3pR8wZ", "/images/videos/installation.svg"),
  cleaning: v("cleaning", "Vệ sinh máy cuối ngày đúng cách", "Cl2nV7eM4sD", "/images/videos/cleaning.svg"),
  review: v("review", "Chủ quán đánh giá sau 6 tháng sử dụng", "Rv9wT5kB3aH", "/images/videos/review.svg"),
} as const;

export const TEA_USAGE_VIDEOS: VideoEntry[] = [
  VIDEOS.demoLt,
  v("tea-recipe", "Công thức trà sữa nướng với máy LT", "Tr5cP8nQ2xL", "/images/videos/demo-lt.svg"),
  VIDEOS.cleaning,
];

export const COFFEE_USAGE_VIDEOS: VideoEntry[] = [
  VIDEOS.demoLs,
  v("coffee-recipe", "Pha espresso, americano, latte trên một máy", "Cf3eS6pV9rK", "/images/videos/demo-ls.svg"),
  v("coffee-cleaning", "Vệ sinh cụm pha và vòi đánh sữa", "Cc7vH4mN1tB", "/images/videos/coffee-cleaning.svg"),
];

export const INSTALLATION_VIDEOS: VideoEntry[] = [
  VIDEOS.unboxing,
  VIDEOS.installation,
  v("first-brew", "Chạy thử mẻ trà đầu tiên", "Fb1rW6yJ8uC", "/images/videos/demo-lt.svg"),
];

export const STARTUP_VIDEOS: VideoEntry[] = [
  v("startup-kiosk", "Khởi nghiệp quán cà phê mang đi với LS-200", "St4kO9dX2gF", "/images/videos/review.svg"),
  v("startup-cost", "Tính vốn và điểm hòa vốn cho quán nhỏ", "Sc8mA3qZ5jN", "/images/videos/demo-ls.svg"),
  VIDEOS.installation,
];

export const HOME_VIDEOS: VideoEntry[] = [VIDEOS.demoLt, VIDEOS.demoLs, VIDEOS.unboxing, VIDEOS.installation, VIDEOS.cleaning, VIDEOS.review];

export const LS200_FIRST_ON_MARKET = v("ls200-first", "LS-200 – máy pha cà phê tự động đầu tiên ở tầm giá này", "Fm2kR7tY4pW", "/images/videos/demo-ls.svg");
export const LT300_REVIEW = v("lt300-review", "Đánh giá LT-300 tại chuỗi trà sữa 12 cửa hàng", "Lt3rV8wQ1nE", "/images/videos/review.svg");
export const LS250_REVIEW = v("ls250-review", "Đánh giá LS-250 sau một mùa cao điểm", "Ls5rE2vT9mK", "/images/videos/review.svg");
export const LS250_POWER_CHALLENGE = v("ls250-power", "Thử thách công suất: 250 ly trong một ngày", "Pc6hL1sD7xA", "/images/videos/demo-ls.svg");

export const LS200_SHORTS: VideoEntry[] = [
  v("short-1", "30 giây pha một ly espresso", "Sh1aB4cD7eF", "/images/videos/short-1.svg"),
  v("short-2", "Latte art với vòi đánh sữa LS-200", "Sh2gH5iJ8kL", "/images/videos/short-2.svg"),
  v("short-3", "Một buổi sáng ở quán cà phê mang đi", "Sh3mN6oP9qR", "/images/videos/short-3.svg"),
];

export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&playsinline=1`;
}
