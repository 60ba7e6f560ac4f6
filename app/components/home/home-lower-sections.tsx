import type { ReactNode } from "react";
import { TrialTrigger } from "~/components/leads/trial-triggers";
import { CheckIcon, ShieldIcon } from "~/components/ui/icons";
import { HeadsetIcon, ToolIcon } from "~/components/ui/section-icons";
import { VideoPlaylist } from "~/components/video/video-playlist";
import { HOME_VIDEOS, VIDEOS } from "~/components/video/videos";
import { YouTubeFacade } from "~/components/video/youtube-facade";
import { useSiteInfo } from "~/lib/root-data";

const TRUST_POINTS = [
  { icon: <CheckIcon size={28} />, title: "Sản phẩm chính hãng", text: "Máy chính hãng, đầy đủ chứng từ, hóa đơn VAT." },
  { icon: <ShieldIcon size={28} />, title: "Bảo hành toàn quốc đến 12 tháng", text: "Trung tâm dịch vụ tại 3 miền Bắc – Trung – Nam." },
  { icon: <HeadsetIcon size={28} />, title: "Hỗ trợ 24/7", text: "Hotline tư vấn và kỹ thuật trực cả ngày lẫn đêm." },
  { icon: <ToolIcon size={28} />, title: "Lắp đặt và hướng dẫn tận nơi", text: "Kỹ thuật viên lắp máy, hướng dẫn nhân viên ngay tại quán." },
];

const CLAIMS = [
  { figure: "1000+", label: "chủ quán tin dùng" },
  { figure: "12 tháng", label: "bảo hành chính hãng" },
  { figure: "3 miền", label: "trung tâm dịch vụ Bắc – Trung – Nam" },
  { figure: "~300", label: "đại lý và điểm bán" },
  { figure: "24/7", label: "tư vấn và hỗ trợ" },
  { figure: "~1/3", label: "giá máy cùng phân khúc trên thị trường" },
  { figure: "5 phút", label: "để nhân viên làm quen máy" },
  { figure: "500+", label: "khách hàng được tư vấn kinh doanh thành công" },
];

/** The home page after its featured products: the free trial, the brand's promises, its figures and the videos. */
export function HomeLowerSections() {
  const { brandName } = useSiteInfo();
  return (
    <>
      <section id="demo-experience" aria-labelledby="demo-heading" className="scroll-mt-20 mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <YouTubeFacade video={VIDEOS.demoLs} />
          <div>
            <h2 id="demo-heading" className="text-3xl font-bold text-gray-900">
              Trải nghiệm máy miễn phí
            </h2>
            <p className="mt-4 text-lg text-gray-600">
              Chúng tôi mang máy đến tận quán của bạn trên toàn quốc, hoặc bạn ghé trung tâm gần nhất để pha thử với
              chính nguyên liệu của mình. Không mất phí, không ràng buộc mua hàng.
            </p>
            <ul className="mt-4 space-y-2 text-gray-700">
              <Bullet>Dùng thử tại quán hoặc tại trung tâm dịch vụ 3 miền</Bullet>
              <Bullet>Kỹ thuật viên hướng dẫn vận hành, công thức và vệ sinh máy</Bullet>
              <Bullet>Tư vấn chọn máy theo lượng khách và mặt bằng quán</Bullet>
            </ul>
            <TrialTrigger className="mt-8 inline-flex rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-amber-800">
              Đăng ký trải nghiệm miễn phí
            </TrialTrigger>
          </div>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="trust-heading" className="text-center text-3xl font-bold">
            Cam kết của {brandName}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="trust-points">
            {TRUST_POINTS.map((point) => (
              <li key={point.title} className="rounded-2xl bg-white/5 p-6">
                <span className="text-amber-300">{point.icon}</span>
                <h3 className="mt-4 text-lg font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-brand-100">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="claims-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="claims-heading" className="text-center text-3xl font-bold text-gray-900">
          Con số nói lên tất cả
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <li key={claim.label} className="rounded-2xl border border-gray-200 p-6 text-center">
              <span className="block text-3xl font-extrabold text-accent-700">{claim.figure}</span>
              <span className="mt-2 block text-sm text-gray-600">{claim.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-8">
        <VideoPlaylist id="home-videos" title="Video demo, mở hộp, lắp đặt và đánh giá" videos={HOME_VIDEOS} />
      </div>
    </>
  );
}

function Bullet({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <CheckIcon size={18} className="mt-1 shrink-0 text-brand-700" />
      {children}
    </li>
  );
}
