import { useEffect, useRef, useState, type TouchEvent } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { fill } from "#common/i18n-vi";
import type { homeTexts } from "#common/page-texts/home";
import { usePageTexts } from "~/lib/language";

/** Spec section 9: four banners, autoplay every 4000 ms, fade 800 ms, dots, infinite loop, no pause on hover. */
export const HERO_AUTOPLAY_MS = 4000;
export const HERO_FADE_MS = 800;

/**
 * `title` and `tagline` repeat the artwork's words as text under the picture on phones, where the 1600 × 600
 * artwork is about 140 px tall and its own tagline would be some 8 px.
 */
export const HERO_BANNERS = [
  { src: "/images/banners/banner-1.svg", to: "/products/1", texts: { alt: "hero1Alt", title: "hero1Title", tagline: "hero1Tagline" } },
  { src: "/images/banners/banner-2.svg", to: "/products/2", texts: { alt: "hero2Alt", title: "hero2Title", tagline: "hero2Tagline" } },
  { src: "/images/banners/banner-3.svg", to: "/products/3", texts: { alt: "hero3Alt", title: "hero3Title", tagline: "hero3Tagline" } },
  { src: "/images/banners/banner-4.svg", to: "/products/4", texts: { alt: "hero4Alt", title: "hero4Title", tagline: "hero4Tagline" } },
] as const;

/**
 * Hero slider. From 768 px the banners fade (800 ms, one out then the next in) and arrows show; below 768 px they slide, with
 * no arrows and no fade (swipe or dots). Plain CSS transitions: the spec's timings are exact and no
 * carousel library ships to the browser.
 */
export function HeroSlider() {
  const count = HERO_BANNERS.length;
  const t = usePageTexts<typeof homeTexts.vi>();
  const [state, setState] = useState({ index: 0, previous: 0 });
  // Banners are fetched one step ahead of the slider, not all on page load.
  const [revealed, setRevealed] = useState(2);
  useEffect(() => setRevealed((value) => Math.max(value, state.index + 2)), [state.index]);
  const touchStart = useRef<number | null>(null);
  const go = (next: number) => setState((current) => ({ index: ((next % count) + count) % count, previous: current.index }));

  // Restarted after every change, so a manual choice gets a full 4 s; hovering does not pause it.
  useEffect(() => {
    const timer = setTimeout(() => go(state.index + 1), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.index]);

  const offsetOf = (slide: number, index: number) => {
    const raw = (slide - index + count) % count;
    return raw === count - 1 ? -1 : raw;
  };

  function onTouchEnd(event: TouchEvent) {
    if (touchStart.current === null) return;
    const delta = event.changedTouches[0]!.clientX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(delta) > 40) go(state.index + (delta < 0 ? 1 : -1));
  }

  return (
    <section aria-roledescription="carousel" aria-label={t.heroLabel} className="relative">
      <div
        // Phones: the artwork (8:3) plus a fixed 6rem text band, sized by CSS alone so nothing shifts on load.
        className="relative h-[calc(37.5vw+6rem)] overflow-hidden bg-brand-900 md:h-auto md:aspect-[8/3]"
        onTouchStart={(event) => (touchStart.current = event.touches[0]!.clientX)}
        onTouchEnd={onTouchEnd}
      >
        {HERO_BANNERS.map((banner, slide) => {
          const active = slide === state.index;
          const offset = offsetOf(slide, state.index);
          // Below md only neighbours moving by one position animate, so the loop never sweeps across the view.
          const animate = Math.abs(offset - offsetOf(slide, state.previous)) === 1;
          return (
            <div
              key={banner.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} / ${count}`}
              aria-hidden={!active}
              data-active={active || undefined}
              // The fade's 800 ms go through the background: the banner leaving fades out in the first half, the
              // next fades in during the second. Crossed, both banners' headlines showed on top of each other.
              style={{ "--x": `${offset * 100}%`, "--half-fade": `${HERO_FADE_MS / 2}ms` } as React.CSSProperties}
              className={`absolute inset-0 translate-x-[var(--x)] md:translate-x-0 ${
                animate ? "transition-transform duration-500 ease-out" : ""
              } md:transition-opacity md:duration-[var(--half-fade)] ${active ? "md:z-10 md:opacity-100 md:delay-[var(--half-fade)]" : "md:opacity-0"}`}
            >
              <Link to={banner.to} tabIndex={active ? 0 : -1} className="flex h-full w-full flex-col">
                <span className="block aspect-[8/3] w-full shrink-0 md:aspect-auto md:h-full">
                  {(slide < revealed || active) && (
                    <img
                      src={banner.src}
                      alt={t[banner.texts.alt]}
                      width={1600}
                      height={600}
                      loading={slide === 0 ? "eager" : "lazy"}
                      fetchPriority={slide === 0 ? "high" : "auto"}
                      decoding={slide === 0 ? "sync" : "async"}
                      className="h-full w-full object-cover"
                    />
                  )}
                </span>
                <span aria-hidden="true" className="block h-24 px-4 pt-2 text-white md:hidden" data-testid="hero-caption">
                  <span className="block truncate text-base font-bold leading-tight">{t[banner.texts.title]}</span>
                  <span className="mt-1 block truncate text-sm leading-snug text-brand-50">{t[banner.texts.tagline]}</span>
                </span>
              </Link>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => go(state.index - 1)}
          aria-label={t.heroPrevious}
          className="absolute left-4 top-1/2 z-20 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 text-gray-900 shadow hover:bg-white md:block"
        >
          <ChevronLeftIcon size={24} />
        </button>
        <button
          type="button"
          onClick={() => go(state.index + 1)}
          aria-label={t.heroNext}
          className="absolute right-4 top-1/2 z-20 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 text-gray-900 shadow hover:bg-white md:block"
        >
          <ChevronRightIcon size={24} />
        </button>
      </div>
      {/* Phones: the dots sit in the text band under the artwork, never on it. */}
      <div className="absolute inset-x-0 bottom-0 z-20 flex justify-center gap-1 md:bottom-3">
        {HERO_BANNERS.map((banner, slide) => (
          <button
            key={banner.src}
            type="button"
            onClick={() => go(slide)}
            aria-label={fill(t.heroDot, { n: slide + 1 })}
            aria-current={slide === state.index ? "true" : undefined}
            className="group flex min-h-6 min-w-6 items-center justify-center p-2"
          >
            <span
              className={`block h-2.5 rounded-full shadow transition-all ${slide === state.index ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
