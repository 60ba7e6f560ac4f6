import { useEffect } from "react";
import { sendReadTime as sendFirstPartyReadTime } from "~/lib/first-party-analytics";

/** Sends a Google tag event when the tag is loaded (GA_MEASUREMENT_ID set); otherwise a no-op. */
export function trackBlogEvent(name: string, params: Record<string, unknown>) {
  if (typeof window === "undefined") return;
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag === "function") gtag("event", name, params);
}

export const READ_TIME_THRESHOLD_SECONDS = 10;

/** Spec: `blog_view` when a post is shown; `read_time` when the reader leaves after more than 10 seconds. */
export function useBlogPostAnalytics(post: { id: number; slug: string; title: string }) {
  useEffect(() => {
    const startedAt = Date.now();
    trackBlogEvent("blog_view", { post_id: post.id, post_slug: post.slug, post_title: post.title });
    let sent = false;
    const sendReadTime = () => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      if (sent || seconds <= READ_TIME_THRESHOLD_SECONDS) return;
      sent = true;
      trackBlogEvent("read_time", { post_id: post.id, post_slug: post.slug, value: seconds, transport_type: "beacon" });
      sendFirstPartyReadTime(`/blog/${post.slug}`, seconds);
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
  }, [post.id, post.slug, post.title]);
}
