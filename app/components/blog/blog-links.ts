/** Public blog URLs, built in one place so every link is encoded the same way. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const blogCategoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;
export const blogTagPath = (tag: string) => `/blog/tag/${encodeURIComponent(tag)}`;

/** The sidebar's six fixed keyword links: startup, coffee, bubble tea, operation, marketing, customer attraction. */
export const BLOG_KEYWORDS = [
  { label: "Khởi nghiệp", tag: "khởi nghiệp" },
  { label: "Cà phê", tag: "cà phê" },
  { label: "Trà sữa", tag: "trà sữa" },
  { label: "Vận hành", tag: "vận hành" },
  { label: "Marketing", tag: "marketing" },
  { label: "Thu hút khách hàng", tag: "thu hút khách hàng" },
] as const;

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** Zalo's share plugin endpoint (the one its SDK button opens) with the page URL. */
export function zaloShareUrl(url: string): string {
  return `https://sp.zalo.me/plugins/share?layout=1&color=blue&customize=false&href=${encodeURIComponent(url)}`;
}
