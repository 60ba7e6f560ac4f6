import { useState } from "react";
import { PlayIcon } from "~/components/ui/section-icons";
import { youtubeEmbedUrl, type VideoEntry } from "./videos";
import { Photo } from "~/components/ui/photo";

/**
 * A click-to-load YouTube player: a local thumbnail and a play button; the youtube-nocookie iframe is
 * created only when pressed, so no third-party script runs on page view.
 */
export function YouTubeFacade({
  video,
  initiallyPlaying = false,
  vertical = false,
  className = "",
}: {
  video: VideoEntry;
  initiallyPlaying?: boolean;
  vertical?: boolean;
  className?: string;
}) {
  const [playing, setPlaying] = useState(initiallyPlaying);
  const frame = vertical ? "aspect-[9/16]" : "aspect-video";
  return (
    // The videos are the shop's, in Vietnamese: the player's region says so on an English page too.
    <div lang="vi" className={`relative overflow-hidden rounded-xl bg-gray-900 ${frame} ${className}`}>
      {playing ? (
        <YouTubeFrame video={video} className="absolute inset-0 h-full w-full border-0" />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Phát video: ${video.title}`}
          className="group absolute inset-0 h-full w-full"
        >
          <Photo
            src={video.thumbnail}
            alt=""
            width={vertical ? 360 : 640}
            height={vertical ? 640 : 360}
            sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors group-hover:bg-black/25">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110">
              <PlayIcon size={30} />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

/** The youtube-nocookie player of a video; `className` sizes and places it. */
export function YouTubeFrame({ video, className }: { video: VideoEntry; className: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(video.youtubeId)}
      title={video.title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
