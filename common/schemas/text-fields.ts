import { z } from "../zod";
import { text } from "../validation";
import { normalizeVietnamesePhone, PHONE_INPUT_MAX, PHONE_MESSAGE } from "../leads";
import type { Messages } from "../i18n";

/**
 * The text fields every payload schema builds its forms with: required and optional text and a Vietnamese phone
 * number. A field is named by its label as it reads inside a sentence (`họ và tên`, or `Tên` in the staff's
 * editors); the messages are built from it: "Vui lòng nhập họ và tên", "Họ và tên tối đa 120 ký tự".
 */

/** `họ và tên` → `Họ và tên`, for a message that starts with the label. */
function capitalise(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * What a field says to a value that is not text (a number, an object) and, when it is required, to no value:
 * - `ask`: "Vui lòng nhập họ và tên" either way;
 * - `invalid`: "Họ và tên không hợp lệ", while no value at all is still asked for ("Vui lòng nhập họ và tên");
 * - `must-be-text`: "Tên phải là chữ" either way (the staff's editors and the places import).
 */
export type NotTextWording = "ask" | "invalid" | "must-be-text";

const askFor = (label: string) => `Vui lòng nhập ${label.toLowerCase()}`;
const tooLong = (label: string, max: number) => `${capitalise(label)} tối đa ${max} ký tự`;

function notTextError(wording: NotTextWording, ask: string, invalid: string, mustBeText: string) {
  if (wording === "ask") return ask;
  if (wording === "must-be-text") return mustBeText;
  return (issue: { input?: unknown }) => (issue.input == null ? ask : invalid);
}

/** Text, trimmed, that answers a value of another kind in the field's wording. */
function textOf(label: string, wording: NotTextWording) {
  return text({ error: notTextError(wording, askFor(label), `${capitalise(label)} không hợp lệ`, `${capitalise(label)} phải là chữ`) }).trim();
}

/** Trimmed text of 1 to `max` characters. */
export function requiredText(label: string, max: number, wording: NotTextWording) {
  return textOf(label, wording).min(1, askFor(label)).max(max, tooLong(label, max));
}

/** Trimmed text of 0 to `max` characters (`.optional()` where it may be left out). */
export function blankableText(label: string, max: number, wording: NotTextWording) {
  return textOf(label, wording).max(max, tooLong(label, max));
}

/** Optional text where missing, null and blank all become null (spec 5: empty fields are sent as null). */
export function optionalText(label: string, max: number, wording: NotTextWording) {
  return blankableText(label, max, wording)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A zod transform to a phone number's stored form (`0912345678`) by `normalize`, or the `invalid` message. */
export function storedPhone(normalize: (input: string) => string | null, invalid: string) {
  return (value: string, context: z.RefinementCtx): string => {
    const normalized = normalize(value);
    if (normalized === null) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return normalized;
  };
}

/**
 * A Vietnamese phone number as people type it (`0912 345 678`, `+84 912 345 678`), required, stored normalised;
 * by default "Vui lòng nhập số điện thoại" when missing and PHONE_MESSAGE when it cannot be one.
 */
export function phoneNumber(
  wording: Exclude<NotTextWording, "must-be-text">,
  messages: { missing: string; invalid: string } = { missing: askFor("số điện thoại"), invalid: PHONE_MESSAGE },
) {
  return text({ error: notTextError(wording, messages.missing, messages.invalid, messages.invalid) })
    .trim()
    .min(1, messages.missing)
    .max(PHONE_INPUT_MAX, messages.invalid)
    .transform(storedPhone(normalizeVietnamesePhone, messages.invalid));
}

/**
 * The text fields of a form that speaks the page's language (the checkout, a business buyer's forms): one message
 * for a required field left empty, the catalogue's "at most N characters" for the rest.
 */
export function textFieldsIn(m: Messages) {
  return {
    required: (max: number, missing: string) => text({ error: missing }).trim().min(1, missing).max(max, m.tooLong(max)),
    optional: (max: number) => text({ error: m.tooLong(max) }).trim().max(max, m.tooLong(max)).optional(),
  };
}
