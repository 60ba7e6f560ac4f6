/**
 * Post HTML, already sanitized on the server (server/services/content/html-sanitizer.ts) — the only place the site
 * renders stored HTML. Typography via descendant variants (no global stylesheet changes).
 */
const PROSE = [
  "text-[1.05rem] leading-relaxed text-gray-800",
  "[&_p]:mt-4",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-600 [&_blockquote]:bg-amber-50 [&_blockquote]:p-4 [&_blockquote]:italic",
  "[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm",
  "[&_th]:border [&_th]:border-gray-200 [&_th]:bg-gray-50 [&_th]:p-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-gray-200 [&_td]:p-2",
  "[&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl",
].join(" ");

/** The owner's words, in Vietnamese on the English page too (`lang="vi"`). */
export function PostBody({ html }: { html: string }) {
  return <div className={PROSE} lang="vi" data-testid="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
