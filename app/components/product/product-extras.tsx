import type { ReactNode } from "react";
import { effectiveUnitPrice, formatVnd, PRICE_VAT_NOTE } from "#common/money";
import type { ProductOption } from "#common/leads";
import { TrialSection, TrialTrigger } from "~/components/leads/lead-triggers";
import { OnsiteTrialForm } from "~/components/leads/onsite-trial-form";
import { MemoryIcon, ShieldIcon, ThermometerIcon, TouchIcon, ToolIcon, TruckIcon, HeadsetIcon } from "~/components/ui/icons";
import { ShortVideos } from "~/components/video/short-videos";
import { VideoPlaylist } from "~/components/video/video-playlist";
import {
  COFFEE_USAGE_VIDEOS,
  INSTALLATION_VIDEOS,
  LS200_FIRST_ON_MARKET,
  LS200_SHORTS,
  LS250_POWER_CHALLENGE,
  LS250_REVIEW,
  LT300_REVIEW,
  STARTUP_VIDEOS,
  TEA_USAGE_VIDEOS,
  type VideoEntry,
} from "~/components/video/videos";
import { YouTubeFacade } from "~/components/video/youtube-facade";
import { CustomerCarousel } from "./customer-carousel";

interface ExtrasProduct {
  id: number;
  name: string;
  price: number;
  discountPrice: number | null;
}

/** The sections below the tabs, by product id (spec section 2, "Product detail"). */
export function ProductExtras({ product }: { product: ExtrasProduct }) {
  switch (product.id) {
    case 1:
      return (
        <Stack testId="extras-lt-150">
          <CustomerCarousel />
          <VideoPlaylist id="installation-videos" title="Video hướng dẫn lắp đặt" videos={INSTALLATION_VIDEOS} />
          <VideoPlaylist id="usage-videos" title="Video hướng dẫn sử dụng" videos={TEA_USAGE_VIDEOS} />
        </Stack>
      );
    case 2:
      return (
        <Stack testId="extras-lt-300">
          <Banner
            model="LT-300"
            title="LT-300 – một vị trà cho cả chuỗi cửa hàng"
            text="Công suất 3000 W, giữ nhiệt ổn định suốt giờ cao điểm, ghi nhớ tối đa 9 công thức."
          />
          <TrialSection product="LT-300" variant="contact" title="Đăng ký trải nghiệm LT-300 miễn phí" />
          <section aria-labelledby="lt300-features" className="space-y-4">
            <h2 id="lt300-features" className="text-2xl font-bold text-gray-900">
              Vì sao chuỗi trà sữa chọn LT-300
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              <Feature icon={<ThermometerIcon size={28} />} title="Ổn định nhiệt">
                Nhiệt độ ủ trà được giữ ổn định từ mẻ đầu đến mẻ cuối, không lệch vị khi quán đông khách.
              </Feature>
              <Feature icon={<TouchIcon size={28} />} title="Pha một chạm">
                Chọn công thức và nhấn một nút: máy tự định lượng nước, nhiệt độ và thời gian ủ.
              </Feature>
              <Feature icon={<MemoryIcon size={28} />} title="Ghi nhớ công thức">
                Lưu tối đa 9 công thức trà để mọi cửa hàng trong chuỗi pha ra cùng một hương vị.
              </Feature>
            </div>
          </section>
          <SingleVideo id="lt300-review" title="Đánh giá thực tế LT-300" video={LT300_REVIEW} />
          <VideoPlaylist id="usage-videos" title="Video hướng dẫn sử dụng" videos={TEA_USAGE_VIDEOS} />
        </Stack>
      );
    case 3:
      return (
        <Stack testId="extras-ls-200">
          <section aria-labelledby="ls200-price-banner" className="overflow-hidden rounded-2xl bg-gradient-to-r from-amber-900 to-amber-700 p-6 text-white sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wide text-amber-100">Máy pha cà phê tự động LS-200</p>
            <h2 id="ls200-price-banner" className="mt-2 text-3xl font-extrabold sm:text-4xl">
              Chỉ {formatVnd(effectiveUnitPrice(product))}
            </h2>
            <p className="mt-2 max-w-xl text-amber-50">Mức giá chỉ khoảng một phần ba máy cùng phân khúc trên thị trường — lắp đặt tận nơi. {PRICE_VAT_NOTE}.</p>
            <TrialTrigger product="LS-200" className="mt-5 inline-flex rounded-lg bg-white px-5 py-3 font-semibold text-amber-900 hover:bg-amber-50">
              Đăng ký dùng thử tại quán
            </TrialTrigger>
          </section>
          <SingleVideo id="ls200-first" title="Máy pha cà phê tự động đầu tiên trên thị trường" video={LS200_FIRST_ON_MARKET} />
          <VideoPlaylist id="startup-videos" title="Khởi nghiệp cùng LS-200" videos={STARTUP_VIDEOS} />
          <VideoPlaylist id="usage-videos" title="Video hướng dẫn sử dụng" videos={COFFEE_USAGE_VIDEOS} />
          <TrialSection product="LS-200" variant="onsite" title="Đăng ký dùng thử LS-200 tại quán của bạn">
            <OnsiteTrialForm product="LS-200" />
          </TrialSection>
          <ShortVideos title="Video ngắn về LS-200" videos={LS200_SHORTS} />
        </Stack>
      );
    case 4:
      return (
        <Stack testId="extras-ls-250">
          <Banner
            model="LS-250"
            title="LS-250 – sức bền cho giờ cao điểm"
            text="Chiết xuất 50 ly mỗi giờ, khuyến nghị 250 ly mỗi ngày, bơm áp suất 10 – 15 bar."
          />
          <TrialSection product="LS-250" variant="contact" title="Đăng ký trải nghiệm LS-250 miễn phí" />
          <SingleVideo id="ls250-review" title="Đánh giá thực tế LS-250" video={LS250_REVIEW} />
          <SingleVideo id="ls250-power" title="Thử thách công suất LS-250" video={LS250_POWER_CHALLENGE} />
          <VideoPlaylist id="usage-videos" title="Video hướng dẫn sử dụng" videos={COFFEE_USAGE_VIDEOS} />
        </Stack>
      );
    default:
      return null;
  }
}

function Stack({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="space-y-14" data-testid={testId}>
      {children}
    </div>
  );
}

function Banner({ model, title, text }: { model: ProductOption; title: string; text: string }) {
  const coffee = model.startsWith("LS");
  return (
    <section
      aria-labelledby={`banner-${model}`}
      className={`rounded-2xl p-6 text-white sm:p-10 ${coffee ? "bg-gradient-to-r from-stone-900 to-amber-800" : "bg-gradient-to-r from-brand-900 to-brand-700"}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide opacity-80">{model}</p>
      <h2 id={`banner-${model}`} className="mt-2 text-3xl font-extrabold sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg opacity-90">{text}</p>
    </section>
  );
}

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-gray-200 p-6">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
      <p className="mt-2 text-gray-600">{children}</p>
    </div>
  );
}

function SingleVideo({ id, title, video }: { id: string; title: string; video: VideoEntry }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <YouTubeFacade video={video} className="mx-auto max-w-4xl" />
    </section>
  );
}

/** Shown on every product page. */
export function WarrantyBlock() {
  const items = [
    { icon: <ShieldIcon size={26} />, title: "Bảo hành 12 tháng", text: "Bảo hành chính hãng toàn quốc cho mạch điện và động cơ." },
    { icon: <ToolIcon size={26} />, title: "Đổi mới trong 7 ngày", text: "Đổi máy mới nếu có lỗi của nhà sản xuất trong 7 ngày đầu." },
    { icon: <TruckIcon size={26} />, title: "Máy dùng tạm", text: "Có máy cho mượn trong thời gian sửa chữa, quán không phải nghỉ bán." },
    { icon: <HeadsetIcon size={26} />, title: "Hỗ trợ 24/7", text: "Hotline kỹ thuật 24/7, bảo dưỡng định kỳ tại quán hoặc tại trung tâm." },
  ];
  return (
    <section aria-labelledby="warranty-heading" className="rounded-2xl bg-gray-50 p-6 sm:p-8">
      <h2 id="warranty-heading" className="text-2xl font-bold text-gray-900">
        Chính sách bảo hành
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="text-brand-700">{item.icon}</span>
            <span>
              <strong className="block text-gray-900">{item.title}</strong>
              <span className="text-sm text-gray-600">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
