import { useState } from "react";
import type { VideoEntry } from "./videos";
import { YouTubeFacade } from "./youtube-facade";
import { Photo } from "~/components/ui/photo";

/**
 * One selected player and a list of videos (spec section 2, "Video pages"): the first video is selected
 * by default and exactly one is selected at a time. Choosing another video starts it (that click is the
 * visitor's consent to load YouTube).
 */
export function VideoPlaylist({ title, videos, id }: { title: string; videos: VideoEntry[]; id?: string }) {
  const [selection, setSelection] = useState({ index: 0, started: false });
  const current = videos[selection.index] ?? videos[0];
  if (!current) return null;
  const headingId = `${id ?? current.id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {/* The videos and their titles are the shop's, in Vietnamese, whatever the page's language. */}
      <div lang="vi" className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div>
          <YouTubeFacade key={current.id} video={current} initiallyPlaying={selection.started} />
          <p className="mt-2 font-medium text-gray-800" aria-live="polite">
            {current.title}
          </p>
        </div>
        <ul className="grid content-start gap-2 sm:grid-cols-2 lg:grid-cols-1" aria-label={`Danh sách video: ${title}`}>
          {videos.map((video, index) => {
            const selected = index === selection.index;
            return (
              <li key={video.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setSelection({ index, started: true })}
                  className={`flex w-full items-center gap-3 rounded-lg border p-2 text-left text-sm transition-colors ${
                    selected ? "border-brand-600 bg-brand-50 font-semibold text-brand-900" : "border-gray-200 hover:bg-gray-50"
                  }`}
                >
                  <Photo src={video.thumbnail} alt="" width={112} height={63} sizes="112px" loading="lazy" className="h-[63px] w-28 shrink-0 rounded-md object-cover" />
                  <span>{video.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
