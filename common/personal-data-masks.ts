/**
 * Nothing personal in logs or metrics labels (issue 45 point 7, OWASP ASVS 5.0 V14): the masks the logger applies to
 * every line it writes and the request log and metrics apply to paths. A Vietnamese mobile number in any form it is
 * typed or stored (0912 345 678, 0912.345.678, 84912345678, +84 912 345 678) and an e-mail address (also
 * URL-encoded) become placeholders; other numbers (ids, amounts, tax codes, times) stay.
 */
const PHONE = /(?<![\w+])(?:\+?84|0)[\s.-]?(?:3[2-9]|[5789]\d)(?:[\s.-]?\d){7}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export const MASKED_PHONE = "[phone]";
export const MASKED_EMAIL = "[e-mail]";

/** The text with every phone and e-mail replaced by a placeholder. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, MASKED_PHONE);
}

/**
 * The same masks over one written JSON log line: a phone written as a bare JSON number (`"phone":84912345678`)
 * becomes the placeholder as a string, so the line stays valid JSON.
 */
export function maskPersonalDataInJsonLine(line: string): string {
  return line.replace(EMAIL, MASKED_EMAIL).replace(PHONE, (match: string, offset: number) => {
    const bareNumber = /^\d+$/.test(match) && /[:,[]/.test(line[offset - 1] ?? "") && /[,}\]]/.test(line[offset + match.length] ?? "");
    return bareNumber ? `"${MASKED_PHONE}"` : MASKED_PHONE;
  });
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path with each segment that holds a phone or an e-mail (read URL-decoded: `%2B84%20912…`) replaced by a
 * placeholder: `/api/admin/zalo/opt-outs/0912345678` → `/api/admin/zalo/opt-outs/[phone]`.
 */
export function maskedPath(path: string): string {
  return path
    .split("/")
    .map((segment) => {
      const plain = decoded(segment);
      const masked = maskPersonalData(plain);
      return masked === plain ? segment : masked;
    })
    .join("/");
}

/** Query parameters kept in a URL handed to an analytics provider: campaign tags and click ids, nothing else. */
const SHAREABLE_QUERY_KEY = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid)$/i;
/** Path segments whose next segment is a link's secret: a quote, a service request, a dealer's invitation. */
const SECRET_AFTER = new Set(["quotes", "service", "loi-moi"]);

/**
 * A page's path as a third party may see it (issue 45 point 7): no query (order links, opt-out and withdrawal links
 * carry tokens and phones there), a link's secret segment as `[token]`, phones and e-mails masked.
 */
export function shareablePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || "/";
  const segments = maskedPath(pathname).split("/");
  return segments.map((segment, index) => (index > 0 && SECRET_AFTER.has(segments[index - 1]!) && segment ? "[token]" : segment)).join("/");
}

/** A full URL as a third party may see it: its origin, its shareable path and only its campaign parameters. */
export function shareableUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "";
  }
  const kept = [...url.searchParams].filter(([key]) => SHAREABLE_QUERY_KEY.test(key));
  return `${url.origin}${shareablePath(url.pathname)}${kept.length ? `?${new URLSearchParams(kept).toString()}` : ""}`;
}
