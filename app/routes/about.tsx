import { Link } from "react-router";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/about";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  return [
    { title: `Giới thiệu ${brandName} – máy pha trà và cà phê tự động` },
    {
      name: "description",
      content: `${brandName}: công nghệ tiên phong, vận hành đơn giản, chi phí tối ưu cho quán trà sữa và quán cà phê trên toàn quốc.`,
    },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/about` }] : []),
  ];
}

const PLEDGES = [
  {
    title: "Công nghệ tiên phong",
    text: "Điều khiển nhiệt độ và thời gian ủ chính xác, ghi nhớ công thức — những gì trước đây chỉ có ở máy nhập khẩu đắt tiền.",
  },
  {
    title: "Vận hành đơn giản",
    text: "Một nút bấm cho mỗi món. Nhân viên mới làm quen trong 5 phút, kỹ thuật viên hướng dẫn tận nơi khi lắp đặt.",
  },
  {
    title: "Chi phí tối ưu",
    text: "Giá chỉ khoảng một phần ba máy cùng phân khúc, tiết kiệm nguyên liệu và công pha chế, hoàn vốn nhanh.",
  },
];

export default function About() {
  const { brandName } = useSiteInfo();
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold text-gray-900">Về {brandName}</h1>
          <p className="mt-5 text-lg leading-relaxed text-gray-700">
            {brandName} là thương hiệu máy pha trà và máy pha cà phê tự động dành cho chủ quán trà sữa, quán cà phê —
            dù bạn đang kinh doanh hay chuẩn bị mở quán. Hơn 1000 chủ quán đã tin dùng máy của chúng tôi để giữ hương vị
            đồng đều và giảm chi phí vận hành.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-gray-700">
            Trung tâm dịch vụ tại 3 miền cùng khoảng 300 đại lý giúp chúng tôi giao hàng, lắp đặt và bảo hành nhanh
            trên toàn quốc, với hotline tư vấn 24/7.
          </p>
          <Link to="/products" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Xem sản phẩm
          </Link>
        </div>
        <img
          src="/images/about-map.svg"
          alt="Bản đồ Việt Nam với trung tâm dịch vụ tại miền Bắc, miền Trung và miền Nam"
          width={600}
          height={600}
          fetchPriority="high"
          className="w-full rounded-2xl bg-brand-50"
        />
      </div>
      <section aria-labelledby="pledges-heading" className="mt-16">
        <h2 id="pledges-heading" className="text-center text-3xl font-bold text-gray-900">
          Ba cam kết của chúng tôi
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {PLEDGES.map((pledge, index) => (
            <li key={pledge.title} className="rounded-2xl border border-gray-200 p-6">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
              <h3 className="mt-4 text-xl font-semibold text-gray-900">{pledge.title}</h3>
              <p className="mt-2 text-gray-600">{pledge.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
