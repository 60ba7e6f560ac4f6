/**
 * The home page's video entries (spec section 2, "Video pages": id, title, youtube id, thumbnail); a product page's
 * videos are its content blocks.
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

export const HOME_VIDEOS: VideoEntry[] = [VIDEOS.demoLt, VIDEOS.demoLs, VIDEOS.unboxing, VIDEOS.installation, VIDEOS.cleaning, VIDEOS.review];

export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&playsinline=1`;
}
