import { Link } from "react-router";
import { ConsultationButton } from "~/components/content/consultation-button";
import { CtaBand, PageHero, Section } from "~/components/content/page-hero";
import { breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/business-consulting";

const PATH = "/services/business-consulting";
const TITLE = "Tư vấn kinh doanh quán cà phê, trà sữa";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data }: Route.MetaArgs) {
  const siteUrl = data?.siteUrl ?? "";
  return seoMeta({
    siteUrl,
    path: PATH,
    title: `${TITLE} – hơn 500 khách hàng | TeaCoffee Pro`,
    description:
      "Tư vấn kinh doanh đồ uống đã đồng hành cùng hơn 500 khách hàng: nghiên cứu mặt bằng, thực đơn và giá vốn, quy trình vận hành, marketing khai trương và tối ưu chi phí cho quán.",
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Tư vấn kinh doanh", path: PATH },
      ]),
    ],
  });
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
    <main>
      <PageHero
        eyebrow="Dịch vụ"
        title={TITLE}
        lead={
          <p>
            Đã giúp hơn 500 khách hàng mở quán và vận hành hiệu quả. Chúng tôi chia sẻ kinh nghiệm thực tế từ hàng trăm quán
            cà phê, trà sữa để bạn tránh những sai lầm tốn kém nhất.
          </p>
        }
        breadcrumb={[{ label: "Trang chủ", to: "/" }, { label: "Tư vấn kinh doanh" }]}
      >
        <ConsultationButton product="Dịch vụ tư vấn kinh doanh" variant="light">
          Đặt lịch tư vấn miễn phí
        </ConsultationButton>
      </PageHero>

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
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {AREAS.map((area) => (
            <article key={area.title} className="rounded-xl border border-gray-200 p-6">
              <h3 className="text-lg font-semibold text-brand-800">{area.title}</h3>
              <p className="mt-2 text-gray-700">{area.text}</p>
            </article>
          ))}
        </div>
        <p className="mt-6 text-gray-700">
          Muốn tự tìm hiểu trước? Tải miễn phí{" "}
          <Link to="/knowledge/courses" className="font-medium text-brand-700 underline">
            cẩm nang 12 ý tưởng marketing cho quán cà phê, trà sữa
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="Buổi tư vấn đầu tiên hoàn toàn miễn phí"
        text="Chia sẻ kế hoạch của bạn, chuyên viên sẽ gọi lại để trao đổi về mô hình, ngân sách và các bước tiếp theo."
      >
        <ConsultationButton product="Dịch vụ tư vấn kinh doanh">Đăng ký tư vấn</ConsultationButton>
      </CtaBand>
    </main>
  );
}
