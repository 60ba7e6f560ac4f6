import { VIDEOS } from "~/components/video/videos";
import { YouTubeFacade } from "~/components/video/youtube-facade";

/** The home page's demonstration video (a click-to-load facade). */
export function IntroVideo() {
  return <YouTubeFacade video={VIDEOS.demoLt} />;
}
