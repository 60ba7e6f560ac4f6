import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "~/components/ui/icons";
import { PlayIcon } from "~/components/ui/section-icons";
import type { VideoEntry } from "./videos";
import { YouTubeFrame } from "./youtube-facade";
import { Photo } from "~/components/ui/photo";

/** Vertical short videos that open in a modal player (native <dialog>: focus trap and Escape for free). */
export function ShortVideos({ title, videos, headingId = "short-videos-heading" }: { title: string; videos: VideoEntry[]; headingId?: string }) {
  const [selected, setSelected] = useState<VideoEntry | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (selected && !dialog.open) dialog.showModal();
    if (!selected && dialog.open) dialog.close();
  }, [selected]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:gap-6">
        {videos.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => setSelected(video)}
              aria-label={`Xem video ngắn: ${video.title}`}
              className="group relative block w-full overflow-hidden rounded-xl bg-gray-900"
            >
              <Photo src={video.thumbnail} alt="" width={360} height={640} sizes="(min-width: 768px) 240px, 50vw" loading="lazy" className="aspect-[9/16] w-full object-cover" />
              <span className="absolute inset-0 flex items-center justify-center">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-red-600 shadow transition-transform group-hover:scale-110">
                  <PlayIcon size={22} />
                </span>
              </span>
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 p-2 text-left text-xs font-medium text-white sm:text-sm">
                {video.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={selected?.title ?? title}
        onClose={() => setSelected(null)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setSelected(null);
        }}
        className="m-auto w-[min(90vw,360px)] overflow-visible bg-transparent p-0 backdrop:bg-black/80"
      >
        {selected && (
          <div className="relative">
            <button
              type="button"
              onClick={() => setSelected(null)}
              aria-label="Đóng video"
              className="absolute -top-12 right-0 rounded-full bg-white/90 p-2 text-gray-900"
            >
              <CloseIcon />
            </button>
            <div className="aspect-[9/16] overflow-hidden rounded-xl bg-black">
              <YouTubeFrame video={selected} className="h-full w-full border-0" />
            </div>
          </div>
        )}
      </dialog>
    </section>
  );
}
