import { Link } from "react-router";
import { useSiteInfo } from "~/lib/root-data";
import { Section } from "~/components/content/page-hero";
import { InfoCards, SeeAlso, ServicePage, servicePageMeta, type ServicePageInfo } from "~/components/content/service-page";
import type { Route } from "./+types/repair-warranty";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

const TITLE = "Sửa chữa và bảo hành máy pha trà, cà phê";

const PAGE: ServicePageInfo = {
  path: "/services/repair-warranty",
  title: TITLE,
  breadcrumbLabel: "Sửa chữa và bảo hành",
  metaTitle: `${TITLE} – bảo hành 12 tháng`,
  description:
    "Bảo hành 12 tháng cho mạch điện và động cơ, đổi máy mới trong 7 ngày nếu lỗi nhà sản xuất, máy dùng tạm khi sửa chữa, bảo dưỡng định kỳ và hotline kỹ thuật 24/7.",
  consultationProduct: "Dịch vụ sửa chữa và bảo hành",
};

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return servicePageMeta(PAGE, data?.siteUrl, siteInfoIn(matches).brandName);
}

const COMMITMENTS = [
  {
    title: "Bảo hành tiêu chuẩn 12 tháng",
    text: "Mỗi máy pha trà, máy pha cà phê được bảo hành 12 tháng kể từ ngày bàn giao, áp dụng tại cả ba trung tâm dịch vụ Bắc – Trung – Nam.",
  },
  {
    title: "Bảo hành mạch điện và động cơ",
    text: "Phạm vi bảo hành gồm bo mạch điều khiển, mạch điện, động cơ và bơm — những bộ phận quyết định máy chạy ổn định mỗi ngày.",
  },
  {
    title: "Đổi máy mới trong 7 ngày đầu",
    text: "Nếu máy có lỗi do nhà sản xuất trong 7 ngày đầu sử dụng, bạn được đổi ngay máy mới cùng loại, không cần chờ sửa chữa.",
  },
  {
    title: "Máy dùng tạm khi sửa chữa",
    text: "Trong thời gian máy được sửa tại trung tâm, chúng tôi cho mượn máy dùng tạm để quán không phải ngừng bán.",
  },
];

export default function RepairWarranty() {
  const { supportHotline } = useSiteInfo();
  return (
    <ServicePage
      page={PAGE}
      lead={
        <p>
          Máy pha là trái tim của quầy bar. Chính sách bảo hành rõ ràng và đội kỹ thuật trực 24/7 giúp quán của bạn không
          bao giờ phải treo biển “tạm nghỉ” vì máy hỏng.
        </p>
      }
      heroAction="Yêu cầu hỗ trợ kỹ thuật"
      heroPhone={{ href: supportHotline.href, label: `Hotline kỹ thuật 24/7: ${supportHotline.display}` }}
      cta={{
        title: "Hỗ trợ kỹ thuật 24/7",
        text: `Máy có dấu hiệu bất thường? Gọi ngay hotline ${supportHotline.display} bất kể ngày hay đêm, hoặc để lại thông tin để kỹ thuật viên gọi lại.`,
        action: "Để lại yêu cầu",
      }}
    >
      <Section id="tra-cuu-bao-hanh" title="Tra cứu bảo hành và gửi yêu cầu trực tuyến">
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <Link to="/warranty#tra-cuu" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            Tra cứu bảo hành theo số serial
          </Link>
          <Link to="/warranty#yeu-cau-sua-chua" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            Gửi yêu cầu sửa chữa, bảo dưỡng
          </Link>
          <Link to="/warranty#kich-hoat" className="rounded-xl border border-brand-200 p-5 font-semibold text-brand-800 hover:bg-brand-50">
            Kích hoạt bảo hành máy mua qua đại lý
          </Link>
        </div>
      </Section>

      <Section id="cam-ket" title="Cam kết bảo hành">
        <InfoCards items={COMMITMENTS} gridClassName="md:grid-cols-2" />
      </Section>

      <Section id="pham-vi" title="Phạm vi bảo hành">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl bg-brand-50 p-6">
            <h3 className="font-semibold text-brand-800">Được bảo hành</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
              <li>Bo mạch điều khiển và mạch điện</li>
              <li>Động cơ, bơm và bộ gia nhiệt</li>
              <li>Lỗi phần mềm, bộ nhớ công thức</li>
              <li>Lỗi lắp ráp từ nhà sản xuất</li>
            </ul>
          </div>
          <div className="rounded-xl bg-gray-50 p-6">
            <h3 className="font-semibold text-gray-900">Không thuộc phạm vi bảo hành</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
              <li>Phụ kiện tiêu hao: gioăng, lưới lọc, lõi lọc nước, ống dẫn</li>
              <li>Hư hỏng do rơi vỡ, vào nước, sử dụng sai điện áp</li>
              <li>Máy tự ý tháo lắp, sửa chữa ngoài trung tâm</li>
            </ul>
          </div>
        </div>
      </Section>

      <Section id="bao-duong" title="Bảo dưỡng định kỳ">
        <p className="mt-4 max-w-3xl text-gray-700">
          Bảo dưỡng định kỳ giúp máy giữ hương vị ổn định và kéo dài tuổi thọ. Bạn có thể chọn một trong hai cách:
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <article className="rounded-xl border border-gray-200 p-6">
            <h3 className="text-lg font-semibold text-gray-900">Gọi hotline đặt lịch</h3>
            <p className="mt-2 text-gray-700">
              Gọi hotline {supportHotline.display} để hẹn kỹ thuật viên đến quán vệ sinh sâu, kiểm tra đường nước, bơm và cập
              nhật công thức vào giờ quán vắng khách.
            </p>
          </article>
          <article className="rounded-xl border border-gray-200 p-6">
            <h3 className="text-lg font-semibold text-gray-900">Gửi máy về trung tâm</h3>
            <p className="mt-2 text-gray-700">
              Gửi máy về trung tâm dịch vụ gần nhất ở miền Bắc, miền Trung hoặc miền Nam; máy được kiểm tra, bảo dưỡng và gửi
              trả kèm biên bản kỹ thuật.
            </p>
            <Link to="/dealers?kind=service_center" className="mt-3 inline-block font-semibold text-brand-800 underline">
              Tìm trung tâm bảo hành gần bạn
            </Link>
          </article>
        </div>
        <SeeAlso intro="Xem thêm hướng dẫn vệ sinh hằng ngày trong bài" to="/blog/checklist-van-hanh-ve-sinh-quan-tra-ca-phe">
          checklist vận hành và vệ sinh quán trà, cà phê
        </SeeAlso>
      </Section>
    </ServicePage>
  );
}
