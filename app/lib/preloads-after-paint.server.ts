/**
 * The page's module preloads, started once the browser has painted instead of from the head.
 *
 * React Router writes a `<link rel="modulepreload">` for every script a page needs to hydrate, and React hoists
 * them to the top of the head. A phone on a slow line then downloads ~110 kB of JavaScript beside the stylesheet
 * and the first image, and paints later (Lighthouse mobile: first paint 2.0 s with them in the head, 0.8 s
 * without). Dropping them altogether paints sooner but hydrates 2 s later, because the browser only finds each
 * module's imports once the module has arrived. So the head carries a small inline script instead, which adds the
 * same preload links right after the first paint (docs/decisions/0031-preloads-after-first-paint.md).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;

/** Marks the inline script, so tools that count a page's scripts (scripts/js-budget.mjs) can read its list. */
export const PRELOADS_AFTER_PAINT_MARK = "/*preloads-after-paint*/";

/** The inline script that adds a `<link rel="modulepreload">` per address once the page has been painted. */
export function preloadsAfterPaintScript(hrefs: readonly string[]): string {
  // A hidden tab paints no frames: it preloads at once, as the head's links did. A link React added while
  // hydrating (it renders the same preloads) is not added twice.
  return (
    `${PRELOADS_AFTER_PAINT_MARK}(function(h){function p(){h.forEach(function(u){` +
    `if(document.head.querySelector('link[rel="modulepreload"][href="'+u+'"]'))return;` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)})}` +
    `document.visibilityState==="hidden"?p():requestAnimationFrame(function(){setTimeout(p,0)})})(${JSON.stringify(hrefs).replaceAll("<", "\\u003c")});`
  );
}

/**
 * The document's head with its module preloads replaced by one inline script (in the place of the first) that
 * starts them after the first paint. Text after `</head>` is left as it is; a head without preloads is unchanged.
 */
export function movePreloadsAfterPaint(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (hrefs.length === 0) return html;
  let placed = false;
  const rewritten = head.replace(MODULE_PRELOAD, () => {
    if (placed) return "";
    placed = true;
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
    return `<script${nonceAttribute}>${preloadsAfterPaintScript([...new Set(hrefs)])}</script>`;
  });
  return rewritten + html.slice(headEnd);
}
