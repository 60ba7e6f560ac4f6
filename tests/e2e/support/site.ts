/** SITE_URL the browser tests start the server with (playwright.config.ts). */
export const SITE_URL = "https://maypha.example.vn";

export const PUBLISHED_SLUGS = [
  "khoi-nghiep-quan-tra-sua-von-nho",
  "chon-may-pha-ca-phe-tu-dong-cho-quan",
  "checklist-van-hanh-ve-sinh-quan-tra-ca-phe",
  "y-tuong-marketing-quan-cafe-moi",
];
export const DRAFT_SLUG = "cong-thuc-tra-trai-cay-may-pha-tra-tu-dong";
export const GUIDEBOOK = "12-y-tuong-marketing-quan-cafe-tra-sua.pdf";
