import { ComingSoon, comingSoonMeta, type ComingSoonPageInfo } from "~/components/content/coming-soon";
import { newsletterAction } from "~/lib/newsletter.server";
import type { Route } from "./+types/business-solutions";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const PAGE: ComingSoonPageInfo = {
  path: "/knowledge/business-solutions",
  metaTitle: "Giải pháp kinh doanh quán cà phê, trà sữa – sắp ra mắt",
  description:
    "Chuyên mục giải pháp kinh doanh cho quán cà phê, trà sữa sắp ra mắt: mô hình, dòng tiền, nhân sự và công nghệ. Để lại email để nhận thông báo sớm nhất.",
  eyebrow: "Kiến thức",
  title: "Giải pháp kinh doanh",
  lead: "Các mô hình kinh doanh đồ uống đã được kiểm chứng, kèm bảng tính chi phí và kinh nghiệm vận hành từ chính các chủ quán.",
  topics: [
    "So sánh mô hình ki-ốt mang đi, quán có chỗ ngồi và bán online",
    "Bảng tính dòng tiền và điểm hòa vốn cho quán nhỏ",
    "Tuyển dụng, đào tạo và giữ chân nhân viên pha chế",
    "Ứng dụng máy pha tự động để giảm chi phí nhân sự",
  ],
  source: "knowledge-business-solutions",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  return comingSoonMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

export default function BusinessSolutions() {
  return <ComingSoon page={PAGE} />;
}
