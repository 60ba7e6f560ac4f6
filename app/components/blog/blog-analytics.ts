import { useEffect } from "react";
import { READ_TIME_MIN_SECONDS } from "#common/analytics";
import { trackBlogView, trackReadTime, type AnalyticsPost } from "~/lib/track";

/** Spec: `blog_view` when a post is shown; `read_time` once, when the reader leaves after more than 10 seconds. */
export function useBlogPostAnalytics({ id, slug, title }: AnalyticsPost) {
  useEffect(() => {
    const post = { id, slug, title };
    const startedAt = Date.now();
    trackBlogView(post);
    let sent = false;
    const sendReadTime = () => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      if (sent || seconds <= READ_TIME_MIN_SECONDS) return;
      sent = true;
      trackReadTime(post, seconds);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") sendReadTime();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", sendReadTime);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", sendReadTime);
      sendReadTime();
    };
  }, [id, slug, title]);
}
