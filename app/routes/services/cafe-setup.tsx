import { useSiteInfo } from "~/lib/root-data";
import { ConsultationButton } from "~/components/content/consultation-button";
import { Section } from "~/components/content/page-hero";
import { ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/cafe-setup";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const TITLE = "Setup quán cà phê, trà sữa trọn gói";

const PAGE: ServicePageInfo = {
  path: "/services/cafe-setup",
  title: TITLE,
  breadcrumbLabel: "Setup quán",
  metaTitle: `${TITLE} theo diện tích`,
  description:
    "Gói setup quán cà phê, trà sữa theo diện tích: cơ bản dưới 50 m², nâng cao 50–100 m², cao cấp trên 100 m² và gói nhượng quyền — thiết bị, bố trí quầy bar, thực đơn, đào tạo.",
  consultationProduct: "Dịch vụ setup quán",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return servicePageMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

const PACKAGES = [
  {
    name: "Gói cơ bản",
    area: "Dưới 50 m²",
    fit: "Ki-ốt mang đi, quán nhỏ trong hẻm, quán gần trường học.",
    items: [
      "Tư vấn bố trí quầy bar gọn trong 2–3 m²",
      "Một máy pha trà hoặc máy pha cà phê tự động phù hợp lượng khách",
      "Danh sách dụng cụ pha chế tối thiểu",
      "Thực đơn khởi đầu 10–15 món và công thức chuẩn",
    ],
  },
  {
    name: "Gói nâng cao",
    area: "Từ 50 đến 100 m²",
    fit: "Quán có chỗ ngồi, phục vụ cả trà và cà phê.",
    items: [
      "Thiết kế luồng di chuyển quầy bar cho 2–3 nhân viên",
      "Kết hợp máy pha trà và máy pha cà phê tự động",
      "Thực đơn 20–30 món, tính giá vốn từng ly",
      "Đào tạo nhân viên pha chế và vận hành ca",
    ],
  },
  {
    name: "Gói cao cấp",
    area: "Trên 100 m²",
    fit: "Quán lớn, nhiều tầng, lượng khách cao vào giờ cao điểm.",
    items: [
      "Thiết kế quầy bar công suất lớn, nhiều trạm pha",
      "Hệ thống máy pha công suất cao, lọc nước và điện dự phòng",
      "Quy trình vận hành, checklist từng ca và kiểm soát tồn kho",
      "Hỗ trợ marketing khai trương",
    ],
  },
  {
    name: "Gói nhượng quyền",
    area: "Chuỗi và thương hiệu nhượng quyền",
    fit: "Thương hiệu muốn nhân rộng mô hình với chất lượng đồng đều.",
    items: [
      "Chuẩn hóa công thức trên máy pha tự động cho mọi chi nhánh",
      "Bộ tài liệu vận hành và đào tạo dùng chung",
      "Lắp đặt, bảo hành và bảo dưỡng đồng bộ trên toàn quốc",
      "Ưu đãi thiết bị theo số lượng điểm bán",
    ],
  },
];

export default function CafeSetup() {
  const { hotline } = useSiteInfo();
  return (
    <ServicePage
      page={PAGE}
      lead={
        <p>
          Từ mặt bằng trống đến ngày khai trương: chúng tôi đồng hành chọn thiết bị, bố trí quầy bar, xây dựng thực đơn và
          đào tạo nhân viên, với gói dịch vụ phù hợp diện tích và ngân sách của bạn.
        </p>
      }
      heroAction="Nhận tư vấn setup quán"
      cta={{
        title: "Bạn đang chuẩn bị mở quán?",
        text: `Gọi ${hotline.display} hoặc để lại thông tin: chuyên viên sẽ gợi ý gói setup và thiết bị phù hợp với mặt bằng của bạn.`,
        action: "Đặt lịch tư vấn",
      }}
    >
      <Section id="goi-dich-vu" title="Chọn gói theo diện tích quán">
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PACKAGES.map((pkg) => (
            <article key={pkg.name} className="flex flex-col rounded-xl border border-gray-200 p-6">
              <h3 className="text-lg font-bold text-brand-800">{pkg.name}</h3>
              <p className="mt-1 font-semibold text-accent-700">{pkg.area}</p>
              <p className="mt-2 text-sm text-gray-600">{pkg.fit}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
                {pkg.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <ConsultationButton product={`Setup quán – ${pkg.name}`} className="mt-6 w-full">
                Tư vấn {pkg.name.toLowerCase()}
              </ConsultationButton>
            </article>
          ))}
        </div>
      </Section>

      <Section id="quy-trinh" title="Quy trình setup quán">
        <ol className="mt-6 grid gap-4 md:grid-cols-4">
          {[
            ["Khảo sát", "Gặp chủ quán, khảo sát mặt bằng, khách hàng mục tiêu và ngân sách."],
            ["Thiết kế", "Đề xuất bố trí quầy bar, danh sách thiết bị và thực đơn khởi đầu."],
            ["Lắp đặt", "Giao máy, lắp đặt, cài công thức và chạy thử cùng nhân viên."],
            ["Khai trương", "Đào tạo vận hành, hỗ trợ tuần đầu mở bán và bảo hành dài hạn."],
          ].map(([step, text], index) => (
            <li key={step} className="rounded-xl bg-brand-50 p-5">
              <p className="text-sm font-semibold text-accent-700">Bước {index + 1}</p>
              <h3 className="mt-1 font-semibold text-gray-900">{step}</h3>
              <p className="mt-2 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </ServicePage>
  );
}
