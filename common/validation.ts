import type { ZodError } from "zod";
import { z } from "./zod";

/** The message of a 400 whose details are in its field errors. */
export const VALIDATION_MESSAGE = "Dữ liệu không hợp lệ";

/** `{ fieldPath: [messages] }` from a zod error (`_` for the payload as a whole), for 400 responses and forms. */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Field message for text holding NUL or a lone UTF-16 surrogate (no database can store either). */
export const UNSTORABLE_TEXT_MESSAGE = "Có ký tự không hợp lệ (ký tự rỗng hoặc mã hoá lỗi)";

// With the `u` flag a well-formed surrogate pair is one code point, so the class only meets lone halves.
// eslint-disable-next-line no-control-regex
const UNSTORABLE_CHARACTER = /[\u0000\ud800-\udfff]/u;

/**
 * The one string rule: text a person or a URL sent may be anything PostgreSQL can store — everything but NUL
 * and unpaired surrogates (emoji and every Vietnamese letter are fine).
 */
function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/**
 * `z.string()` with the string rule checked first; every schema in common/ builds its strings with it, so a
 * NUL is a 400 with a field message instead of a database error.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });
}

/** A slug, tag or other lookup text taken from a URL path or query (`/blog/{slug}`, `?q=`). */
export const lookupTextSchema = text().max(500);
