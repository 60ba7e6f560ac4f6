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
