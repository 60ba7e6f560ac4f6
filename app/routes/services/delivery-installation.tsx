import { useSiteInfo } from "~/lib/root-data";
import { Section } from "~/components/content/page-hero";
import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/delivery-installation";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const TITLE = "Giao hàng và lắp đặt máy pha trà, cà phê toàn quốc";

const PAGE: ServicePageInfo = {
  path: "/services/delivery-installation",
  title: TITLE,
  breadcrumbLabel: "Giao hàng và lắp đặt",
  metaTitle: `${TITLE}`,
  description:
    "Giao máy pha trà, máy pha cà phê tự động toàn quốc; miễn phí vận chuyển tại Hà Nội, TP. Hồ Chí Minh, Đà Nẵng cho hóa đơn trên 1.000.000đ, bảo hiểm hư hỏng khi vận chuyển, lắp đặt tận nơi.",
  consultationProduct: "Dịch vụ giao hàng và lắp đặt",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return servicePageMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

const SHIPPING_POLICIES = [
  {
    title: "Giao hàng toàn quốc",
    text: "Giao máy đến tất cả 63 tỉnh, thành phố qua đối tác vận chuyển chuyên chở thiết bị, có mã theo dõi đơn hàng.",
  },
  {
    title: "Miễn phí vận chuyển",
    text: "Miễn phí giao hàng nội thành Hà Nội, TP. Hồ Chí Minh và Đà Nẵng cho hóa đơn trên 1.000.000đ. Các khu vực khác được báo phí trước khi giao.",
  },
  {
    title: "Bảo hiểm hư hỏng khi vận chuyển",
    text: "Mọi kiện hàng đều được mua bảo hiểm vận chuyển. Nếu máy bị móp, vỡ hay hư hỏng trên đường giao, chúng tôi đổi máy mới cho bạn mà không phát sinh chi phí.",
  },
];

const INSTALLATION_SERVICES = [
  {
    title: "Khảo sát vị trí đặt máy",
    text: "Kỹ thuật viên kiểm tra mặt bằng quầy bar, nguồn điện, nguồn nước và thoát nước, tư vấn vị trí đặt máy thuận tiện cho nhân viên thao tác.",
  },
  {
    title: "Lắp đặt và đấu nối điện nước",
    text: "Lắp máy, đấu nối đường nước cấp, kiểm tra dây điện và thiết bị bảo vệ, chạy thử toàn bộ chu trình pha trước khi bàn giao.",
  },
  {
    title: "Cài đặt công thức theo thực đơn",
    text: "Thiết lập nhiệt độ, thời gian ủ và lượng nước cho từng loại trà, cà phê của quán, lưu sẵn vào bộ nhớ máy để nhân viên chỉ cần chọn món.",
  },
  {
    title: "Hướng dẫn vận hành cho nhân viên",
    text: "Hướng dẫn trực tiếp tại quán: chỉ khoảng 5 phút để nhân viên mới làm quen các thao tác pha, đổi công thức và xử lý cảnh báo thường gặp.",
  },
  {
    title: "Hướng dẫn vệ sinh và bảo dưỡng",
    text: "Bàn giao quy trình vệ sinh cuối ngày, lịch bảo dưỡng định kỳ và phiếu bảo hành, kèm số hotline hỗ trợ kỹ thuật 24/7.",
  },
];

const STEPS = [
  "Xác nhận đơn hàng và hẹn lịch giao máy qua điện thoại.",
  "Đóng gói chống sốc, giao hàng toàn quốc kèm bảo hiểm vận chuyển.",
  "Kiểm tra máy cùng khách khi nhận hàng, ký biên bản bàn giao.",
  "Lắp đặt, cài công thức và hướng dẫn vận hành ngay tại quán.",
];

export default function DeliveryInstallation() {
  const { hotline } = useSiteInfo();
  return (
    <ServicePage
      page={PAGE}
      lead={
        <p>
          Dù quán của bạn ở thành phố lớn hay thị trấn nhỏ, máy được giao tận nơi trên toàn quốc, lắp đặt và hướng dẫn sử
          dụng trực tiếp để quán có thể bán ngay trong ngày.
        </p>
      }
      heroAction="Đặt lịch lắp đặt"
      heroPhone={{ href: hotline.href, label: `Hotline ${hotline.display}` }}
      cta={{
        title: "Cần giao máy và lắp đặt cho quán?",
        text: "Để lại số điện thoại, tư vấn viên sẽ gọi lại để báo thời gian giao hàng và hẹn lịch lắp đặt phù hợp với giờ mở quán của bạn.",
        action: "Nhận tư vấn giao hàng",
      }}
    >
      <Section id="giao-hang" title="Chính sách giao hàng">
        <InfoCards items={SHIPPING_POLICIES} gridClassName="md:grid-cols-3" />
      </Section>

      <Section id="lap-dat" title="5 dịch vụ lắp đặt đi kèm" className="bg-white">
        <p className="mt-2 max-w-3xl text-gray-700">
          Kỹ thuật viên lắp đặt và hướng dẫn tận tay tại quán theo lịch hẹn; ở khu vực xa trung tâm dịch vụ, bạn được hướng
          dẫn qua video gọi trực tiếp kèm tài liệu chi tiết đi cùng máy.
        </p>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {INSTALLATION_SERVICES.map((service, index) => (
            <li key={service.title} className="rounded-xl bg-brand-50 p-6">
              <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{service.title}</h3>
              <p className="mt-2 text-gray-700">{service.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="quy-trinh" title="Quy trình giao nhận">
        <ol className="mt-6 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-lg border border-gray-200 p-4">
              <span className="font-bold text-accent-700">Bước {index + 1}</span>
              <span className="text-gray-700">{step}</span>
            </li>
          ))}
        </ol>
        <SeeAlso intro="Sau lắp đặt, máy được bảo hành đến 12 tháng — xem chi tiết tại" to="/services/repair-warranty">
          chính sách sửa chữa và bảo hành
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
