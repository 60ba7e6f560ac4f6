import { z } from "#common/zod";
import { ValidationError } from "../services/foundation/errors";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A positive int4 id from a path segment; anything else is a 400. */
export function parseIdParam(raw: unknown, label = "Mã"): number {
  const parsed = typeof raw === "string" && /^\d+$/.test(raw) ? IdSchema.safeParse(raw) : null;
  if (!parsed?.success) throw new ValidationError(`${label} không hợp lệ`, { id: [`${label} phải là số nguyên dương`] });
  return parsed.data;
}
