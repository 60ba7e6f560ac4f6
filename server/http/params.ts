import { z } from "#common/zod";
import { ValidationError } from "../services/foundation/errors";
import { lookupText } from "../services/foundation/lookup-text";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A positive int4 id from a path segment; anything else is a 400. */
export function parseIdParam(raw: unknown, label = "Mã"): number {
  const parsed = typeof raw === "string" && /^\d+$/.test(raw) ? IdSchema.safeParse(raw) : null;
  if (!parsed?.success) throw new ValidationError(`${label} không hợp lệ`, { id: [`${label} phải là số nguyên dương`] });
  return parsed.data;
}

/**
 * A text path segment (slug, tag, code, handle, credential id) under the shared string rule: a NUL or a broken
 * encoding, which no database column can hold, is a 400 with the field's message rather than a failed query.
 */
export function parseTextParam(raw: unknown, field: string): string {
  return lookupText(typeof raw === "string" ? raw : "", field);
}
