import type { ReactNode } from "react";
import { effectiveUnitPrice, formatVnd, PRICE_VAT_NOTE } from "#common/money";
import type {
  BannerBlock,
  ContentBlock,
  FeatureIcon,
  FeaturesBlock,
  PriceBannerBlock,
  VideoItem,
} from "#common/product-content";
import { TrialSection, TrialTrigger } from "~/components/leads/trial-triggers";
import { OnsiteTrialForm } from "~/components/leads/onsite-trial-form";
import { CheckIcon, ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { HeadsetIcon, MemoryIcon, PlayIcon, ThermometerIcon, ToolIcon, TouchIcon } from "~/components/ui/section-icons";
import { ShortVideos } from "~/components/video/short-videos";
import { VideoPlaylist } from "~/components/video/video-playlist";
import type { VideoEntry } from "~/components/video/videos";
import { YouTubeFacade } from "~/components/video/youtube-facade";
import { CustomerCarousel } from "./customer-carousel";
import { Photo } from "~/components/ui/photo";

/** What a block needs of its product: the live price (the price banner). */
export interface BlocksProduct {
  price: number;
  discountPrice: number | null;
}

/** The picture of a video without a thumbnail of its own (local: nothing is fetched from YouTube before play). */
const DEFAULT_VIDEO_THUMBNAIL = "/images/videos/review.svg";

/**
 * A product page's own sections below the tabs, one public component per block, in the order the owner gave
 * (common/product-content.ts). The product page and the editor's preview render the same thing. `model` is the
 * product's model slug (modelSlugOf), which names the sections for tests.
 */
export function ProductBlocks({ product, model, blocks }: { product: BlocksProduct; model: string; blocks: readonly ContentBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    // The owner's sections, written in Vietnamese: marked so on an English page too.
    <div lang="vi" className="space-y-14" data-testid={`extras-${model}`}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} index={index} product={product} />
      ))}
    </div>
  );
}

/** An element id for the block: its anchor when it has one, else its type and place (unique on the page). */
function idOf(block: ContentBlock, index: number): string {
  return ("anchor" in block && block.anchor) || `${block.type}-${index + 1}`;
}

function Block({ block, index, product }: { block: ContentBlock; index: number; product: BlocksProduct }): ReactNode {
  const id = idOf(block, index);
  switch (block.type) {
    case "banner":
      return <Banner block={block} id={id} />;
    case "priceBanner":
      return <PriceBanner block={block} id={id} product={product} />;
    case "features":
      return <Features block={block} id={id} />;
    case "video":
      return (
        <section aria-labelledby={`${id}-heading`} className="space-y-4">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
            {block.title}
          </h2>
          <YouTubeFacade video={entryOf(block.video)} className="mx-auto max-w-4xl" />
        </section>
      );
    case "playlist":
      return <VideoPlaylist id={id} title={block.title} videos={block.videos.map(entryOf)} />;
    case "shortVideos":
      return <ShortVideos headingId={`${id}-heading`} title={block.title} videos={block.videos.map(entryOf)} />;
    case "customers":
      return <CustomerCarousel headingId={`${id}-heading`} title={block.title} photos={block.photos} />;
    case "trial":
      return (
        <TrialSection product={block.product} variant={block.variant} title={block.title}>
          {block.variant === "onsite" && <OnsiteTrialForm product={block.product} />}
        </TrialSection>
      );
    default:
      // A block type this build does not know (stored by a newer one): left out rather than breaking the page.
      return null;
  }
}

function entryOf(video: VideoItem): VideoEntry {
  return { id: video.youtubeId, title: video.title, youtubeId: video.youtubeId, thumbnail: video.thumbnail || DEFAULT_VIDEO_THUMBNAIL };
}

const TONE_CLASSES: Record<BannerBlock["tone"], string> = {
  tea: "bg-gradient-to-r from-brand-900 to-brand-700",
  coffee: "bg-gradient-to-r from-stone-900 to-amber-800",
};

function Banner({ block, id }: { block: BannerBlock; id: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-2xl p-6 text-white sm:p-10 ${TONE_CLASSES[block.tone] ?? TONE_CLASSES.tea}`}>
      {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide opacity-80">{block.eyebrow}</p>}
      <h2 id={`${id}-heading`} className="mt-2 text-3xl font-extrabold sm:text-4xl">
        {block.title}
      </h2>
      {block.text && <p className="mt-3 max-w-2xl text-lg opacity-90">{block.text}</p>}
    </section>
  );
}

/** The title is the product's price as the shop sells it now: it follows every price change without an edit. */
function PriceBanner({ block, id, product }: { block: PriceBannerBlock; id: string; product: BlocksProduct }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="overflow-hidden rounded-2xl bg-gradient-to-r from-amber-900 to-amber-700 p-6 text-white sm:p-10">
      {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-amber-100">{block.eyebrow}</p>}
      <h2 id={`${id}-heading`} className="mt-2 text-3xl font-extrabold sm:text-4xl">
        Chỉ {formatVnd(effectiveUnitPrice(product))}
      </h2>
      <p className="mt-2 max-w-xl text-amber-50">
        {block.text ? `${block.text} ` : ""}
        {PRICE_VAT_NOTE}.
      </p>
      <TrialTrigger product={block.trialProduct} className="mt-5 inline-flex rounded-lg bg-white px-5 py-3 font-semibold text-amber-900 hover:bg-amber-50">
        {block.buttonLabel}
      </TrialTrigger>
    </section>
  );
}

const ICONS: Record<FeatureIcon, (props: { size?: number }) => ReactNode> = {
  thermometer: ThermometerIcon,
  touch: TouchIcon,
  memory: MemoryIcon,
  shield: ShieldIcon,
  tool: ToolIcon,
  truck: TruckIcon,
  headset: HeadsetIcon,
  play: PlayIcon,
  check: CheckIcon,
};

function Features({ block, id }: { block: FeaturesBlock; id: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {block.heading}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {block.features.map((feature, index) => {
          const Icon = ICONS[feature.icon] ?? CheckIcon;
          return (
            <div key={index} className="rounded-2xl border border-gray-200 p-6">
              {feature.image && (
                <Photo
                  src={feature.image}
                  alt=""
                  width={480}
                  height={270}
                  sizes="(min-width: 1280px) 360px, (min-width: 768px) 30vw, calc(100vw - 5rem)"
                  loading="lazy"
                  className="mb-4 aspect-video w-full rounded-xl object-cover"
                />
              )}
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon size={28} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{feature.title}</h3>
              <p className="mt-2 text-gray-600">{feature.text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
