import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for blog post HTML. Used when a post is saved (admin) and again when it is rendered
 * (seeded and legacy rows), so even a compromised admin account cannot plant script in a visitor's page:
 * no <script>/<style>, no on* handlers, no javascript:/data: URLs, iframes only from YouTube.
 */

const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{6,20}(\?[\w=&.-]*)?$/;

/**
 * Prefix of every id a post may carry (GitHub's choice). Without it `<a id="dataLayer">` or `<img id="gtag">`
 * would become `window.dataLayer` / `window.gtag` on the post page (DOM clobbering); `name` is not allowed at all.
 */
const USER_CONTENT_ID_PREFIX = "user-content-";

function prefixed(id: string): string {
  return id.startsWith(USER_CONTENT_ID_PREFIX) ? id : `${USER_CONTENT_ID_PREFIX}${id}`;
}

/** Ids get the prefix; an in-post `#fragment` link gets it too, so heading anchors keep working. */
function withPrefixedIds(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const next: sanitizeHtml.Attributes = { ...attribs };
  if (next.id) next.id = prefixed(next.id);
  if (next.href?.startsWith("#") && next.href.length > 1) next.href = `#${prefixed(next.href.slice(1))}`;
  return next;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark",
    "blockquote", "q", "cite", "code", "pre", "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "span", "div", "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    "*": ["id"],
  },
  // Relative URLs are allowed; absolute ones only with these schemes (no javascript:, data:, vbscript:).
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template"],
  exclusiveFilter: (frame) => frame.tag === "iframe" && !YOUTUBE_EMBED.test(frame.attribs.src ?? ""),
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: withPrefixedIds(attribs) }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const next: Record<string, string> = withPrefixedIds(attribs);
      if (attribs.target === "_blank" || external) next.rel = "noopener noreferrer";
      if (attribs.target && attribs.target !== "_blank") delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...withPrefixedIds(attribs), loading: "lazy", alt: attribs.alt ?? "" } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...withPrefixedIds(attribs), loading: "lazy", title: attribs.title || "Video YouTube" },
    }),
  },
};

/** Sanitizes untrusted post HTML against the allow-list above. Pure and idempotent. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
