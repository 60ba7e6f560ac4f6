/**
 * The marks a link carries so that its click is told apart by the analytics (app/lib/analytics.ts `linkEventOf`).
 * Apart from the analytics module: pages render them before that module has loaded.
 */

/** Marks a link whose click is a `select_content` of this kind (the blog's keyword and tag links). */
export function contentLink(contentType: "blog_keyword" | "blog_tag", contentId: string) {
  return { "data-analytics-content": contentType, "data-analytics-id": contentId };
}

/** Marks a share link: its click is a `share` by `method` of the page at `itemId`, not an outbound link. */
export function shareLink(method: string, itemId: string) {
  return { "data-analytics-share": method, "data-analytics-id": itemId };
}
