import type { ReactNode } from "react";
import { TrialTrigger } from "~/components/leads/trial-triggers";
import { CheckIcon, ShieldIcon } from "~/components/ui/icons";
import { HeadsetIcon, ToolIcon } from "~/components/ui/section-icons";
import { VideoPlaylist } from "~/components/video/video-playlist";
import { HOME_VIDEOS, VIDEOS } from "~/components/video/videos";
import { YouTubeFacade } from "~/components/video/youtube-facade";
import { useSiteInfo } from "~/lib/root-data";
import { fill } from "#common/i18n-vi";
import type { homeTexts } from "#common/page-texts/home";
import { usePageTexts } from "~/lib/language";

type HomeKey = keyof typeof homeTexts.vi;

const TRUST_POINTS = [
  { icon: <CheckIcon size={28} />, title: "trust1Title", text: "trust1Text" },
  { icon: <ShieldIcon size={28} />, title: "trust2Title", text: "trust2Text" },
  { icon: <HeadsetIcon size={28} />, title: "trust3Title", text: "trust3Text" },
  { icon: <ToolIcon size={28} />, title: "trust4Title", text: "trust4Text" },
] as const;

const CLAIMS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ figure: `claim${n}Figure`, label: `claim${n}` }) as { figure: HomeKey; label: HomeKey });

/** The home page after its featured products: the free trial, the brand's promises, its figures and the videos. */
export function HomeLowerSections() {
  const { brandName } = useSiteInfo();
  const t = usePageTexts<typeof homeTexts.vi>();
  return (
    <>
      <section id="demo-experience" aria-labelledby="demo-heading" className="scroll-mt-20 mx-auto max-w-7xl px-4 py-16">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <YouTubeFacade video={VIDEOS.demoLs} />
          <div>
            <h2 id="demo-heading" className="text-3xl font-bold text-gray-900">
              {t.demoHeading}
            </h2>
            <p className="mt-4 text-lg text-gray-600">
              {t.demoText}
            </p>
            <ul className="mt-4 space-y-2 text-gray-700">
              <Bullet>{t.demoBullet1}</Bullet>
              <Bullet>{t.demoBullet2}</Bullet>
              <Bullet>{t.demoBullet3}</Bullet>
            </ul>
            <TrialTrigger className="mt-8 inline-flex rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-amber-800">
              {t.demoButton}
            </TrialTrigger>
          </div>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="trust-heading" className="text-center text-3xl font-bold">
            {fill(t.trustHeading, { brand: brandName })}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="trust-points">
            {TRUST_POINTS.map((point) => (
              <li key={point.title} className="rounded-2xl bg-white/5 p-6">
                <span className="text-amber-300">{point.icon}</span>
                <h3 className="mt-4 text-lg font-semibold">{t[point.title]}</h3>
                <p className="mt-2 text-sm text-brand-100">{t[point.text]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="claims-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="claims-heading" className="text-center text-3xl font-bold text-gray-900">
          {t.claimsHeading}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <li key={claim.label} className="rounded-2xl border border-gray-200 p-6 text-center">
              <span className="block text-3xl font-extrabold text-accent-700">{t[claim.figure]}</span>
              <span className="mt-2 block text-sm text-gray-600">{t[claim.label]}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-8">
        <VideoPlaylist id="home-videos" title={t.videosTitle} videos={HOME_VIDEOS} />
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
