import { Link } from "react-router";
import { DOCUMENTS } from "#common/documents";
import { DocumentCover } from "~/components/content/document-cover";
import { PageHero, Section } from "~/components/content/page-hero";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/courses";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const PATH = "/knowledge/courses";

/** Spec "Course item": id, title, description, thumbnail, locked. */
const COURSES = [
  {
    id: 1,
    title: "Pha chế trà sữa cơ bản với máy pha tự động",
    description: "Chuẩn bị trà nền, nấu trân châu, cân chỉnh độ ngọt và lưu công thức trên máy LT-150, LT-300.",
    thumbnail: "/images/courses/pha-che-tra-sua.svg",
    locked: true,
  },
  {
    id: 2,
    title: "Vận hành quán cà phê chuyên nghiệp",
    description: "Quy trình mở – đóng quán, phân ca, vệ sinh máy pha cà phê LS-200, LS-250 và kiểm soát tồn kho.",
    thumbnail: "/images/courses/van-hanh-quan-ca-phe.svg",
    locked: true,
  },
  {
    id: 3,
    title: "Marketing online cho quán đồ uống",
    description: "Google Maps, ứng dụng giao đồ ăn, video ngắn và chương trình khách hàng thân thiết cho quán nhỏ.",
    thumbnail: "/images/courses/marketing-online.svg",
    locked: true,
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl, documents: DOCUMENTS };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const siteUrl = data?.siteUrl ?? "";
  return seoMeta({
    siteUrl,
    path: PATH,
    title: brandedTitle("Tài liệu và khóa học kinh doanh quán cà phê, trà sữa", siteInfoIn(matches).brandName),
    description:
      "Tải miễn phí cẩm nang 12 ý tưởng marketing cho quán cà phê, trà sữa và đăng ký nhận thông tin các khóa học pha chế, vận hành, marketing sắp ra mắt.",
    image: "/images/documents/marketing-guidebook.svg",
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Khóa học và tài liệu", path: PATH },
      ]),
    ],
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow="Kiến thức"
        title="Tài liệu và khóa học"
        lead={<p>Kiến thức thực tế giúp bạn mở quán, vận hành và bán hàng tốt hơn — bắt đầu từ tài liệu miễn phí dưới đây.</p>}
        breadcrumb={[{ label: "Trang chủ", to: "/" }, { label: "Khóa học và tài liệu" }]}
      />

      <Section id="tai-lieu" title="Tài liệu miễn phí">
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {loaderData.documents.map((document) => (
            <li key={document.id}>
              <article className="flex h-full gap-5 rounded-xl border border-gray-200 p-5">
                <DocumentCover document={document} width={150} height={212} loading="lazy" className="h-auto w-28 shrink-0 rounded-md shadow sm:w-36" />
                <div className="flex flex-col">
                  <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">Tài liệu PDF · {document.pages} trang</p>
                  <h3 className="mt-1 text-lg font-bold text-gray-900">{document.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-gray-700">{document.description}</p>
                  <Link
                    to={document.link}
                    className="mt-4 inline-flex w-fit rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    Xem tài liệu
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="khoa-hoc" title="Khóa học">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {COURSES.map((course) => (
            <li key={course.id}>
              <article aria-label={`${course.title} (sắp ra mắt)`} className="relative h-full overflow-hidden rounded-xl border border-gray-200">
                <div className="relative">
                  <img
                    src={course.thumbnail}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    className="aspect-[1200/630] w-full object-cover opacity-60 grayscale"
                  />
                  <span className="absolute inset-0 flex items-center justify-center">
                    <span className="flex items-center gap-2 rounded-full bg-gray-900/80 px-4 py-2 text-sm font-semibold text-white">
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
                        <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3z" />
                      </svg>
                      Đã khóa
                    </span>
                  </span>
                </div>
                <div className="p-5">
                  <p className="inline-flex rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-800">Sắp ra mắt</p>
                  <h3 className="mt-2 font-bold text-gray-900">{course.title}</h3>
                  <p className="mt-2 text-sm text-gray-700">{course.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-xl bg-brand-50 p-6">
          <p className="text-gray-800">
            Bạn muốn được tư vấn khóa học phù hợp hoặc đào tạo riêng cho nhân viên của quán?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Liên hệ tư vấn khóa học
            </Link>
          </p>
        </div>
      </Section>
    </main>
  );
}
