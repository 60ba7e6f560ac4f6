import { ComingSoon, comingSoonMeta, type ComingSoonPageInfo } from "~/components/content/coming-soon";
import { newsletterAction } from "~/lib/newsletter.server";
import type { Route } from "./+types/recipes";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const PAGE: ComingSoonPageInfo = {
  path: "/knowledge/recipes",
  metaTitle: "Công thức pha chế trà sữa, cà phê – sắp ra mắt",
  description:
    "Thư viện công thức pha chế trà sữa, trà trái cây và cà phê cho máy pha tự động sắp ra mắt. Để lại email để nhận công thức mới ngay khi được đăng.",
  eyebrow: "Kiến thức",
  title: "Công thức pha chế",
  lead: "Công thức chuẩn định lượng cho từng món, cài đặt sẵn cho máy pha trà LT-150, LT-300 và máy pha cà phê LS-200, LS-250.",
  topics: [
    "Trà sữa truyền thống, trà sữa kem cheese và trà sữa trái cây",
    "Trà trái cây theo mùa: đào cam sả, vải hoa lài, chanh dây",
    "Cà phê pha máy: espresso, latte, bạc xỉu, cà phê muối",
    "Bảng định lượng và cách lưu công thức trên máy",
  ],
  source: "knowledge-recipes",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export const action = (args: Route.ActionArgs) => newsletterAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  return comingSoonMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

export default function Recipes() {
  return <ComingSoon page={PAGE} />;
}
