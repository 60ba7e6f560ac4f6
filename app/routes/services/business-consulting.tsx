import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import { Section } from "~/components/content/page-hero";
import type { Route } from "./+types/business-consulting";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const TITLE = "Tư vấn kinh doanh quán cà phê, trà sữa";

const PAGE: ServicePageInfo = {
  path: "/services/business-consulting",
  title: TITLE,
  breadcrumbLabel: "Tư vấn kinh doanh",
  metaTitle: `${TITLE} – hơn 500 khách hàng`,
  description:
    "Tư vấn kinh doanh đồ uống đã đồng hành cùng hơn 500 khách hàng: nghiên cứu mặt bằng, thực đơn và giá vốn, quy trình vận hành, marketing khai trương và tối ưu chi phí cho quán.",
  consultationProduct: "Dịch vụ tư vấn kinh doanh",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return servicePageMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

const AREAS = [
  {
    title: "Nghiên cứu thị trường và mặt bằng",
    text: "Đánh giá lưu lượng khách, đối thủ xung quanh và khả năng chi trả để chọn vị trí và mô hình phù hợp.",
  },
  {
    title: "Thực đơn và giá vốn",
    text: "Xây dựng thực đơn chủ lực, tính giá vốn từng ly và đề xuất giá bán đảm bảo biên lợi nhuận.",
  },
  {
    title: "Quy trình vận hành",
    text: "Chuẩn hóa công thức trên máy pha tự động, phân ca, checklist mở – đóng quán và kiểm soát tồn kho.",
  },
  {
    title: "Marketing khai trương và giữ chân khách",
    text: "Kế hoạch 90 ngày đầu: có mặt trên bản đồ, ứng dụng giao đồ ăn, mạng xã hội và chương trình khách hàng thân thiết.",
  },
  {
    title: "Tối ưu chi phí",
    text: "Rà soát chi phí thiết bị, điện nước, nhân sự và hao hụt nguyên liệu để quán có lãi sớm hơn.",
  },
  {
    title: "Mở rộng chi nhánh",
    text: "Đánh giá thời điểm mở thêm điểm bán, chuẩn hóa mô hình để nhân rộng mà vẫn giữ chất lượng.",
  },
];

export default function BusinessConsulting() {
  return (
    <ServicePage
      page={PAGE}
      lead={
        <p>
          Đã giúp hơn 500 khách hàng mở quán và vận hành hiệu quả. Chúng tôi chia sẻ kinh nghiệm thực tế từ hàng trăm quán
          cà phê, trà sữa để bạn tránh những sai lầm tốn kém nhất.
        </p>
      }
      heroAction="Đặt lịch tư vấn miễn phí"
      cta={{
        title: "Buổi tư vấn đầu tiên hoàn toàn miễn phí",
        text: "Chia sẻ kế hoạch của bạn, chuyên viên sẽ gọi lại để trao đổi về mô hình, ngân sách và các bước tiếp theo.",
        action: "Đăng ký tư vấn",
      }}
    >
      <Section id="con-so">
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">Khách hàng đã được tư vấn</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">500+</dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">Chủ quán tin dùng thiết bị</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">1000+</dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-6">
            <dt className="text-sm text-gray-600">Trung tâm dịch vụ</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">3 miền</dd>
          </div>
        </dl>
      </Section>

      <Section id="linh-vuc" title="Chúng tôi tư vấn gì?">
        <InfoCards items={AREAS} gridClassName="md:grid-cols-2 lg:grid-cols-3" />
        <SeeAlso intro="Muốn tự tìm hiểu trước? Tải miễn phí" to="/knowledge/courses">
          cẩm nang 12 ý tưởng marketing cho quán cà phê, trà sữa
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
