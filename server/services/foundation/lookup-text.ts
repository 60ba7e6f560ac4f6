import { lookupTextSchema, VALIDATION_MESSAGE } from "#common/validation";
import { ValidationError } from "./errors";

/**
 * A slug, tag or search text from a URL, checked with the shared string rule before it reaches a query:
 * 400 with a field message for the API, which page loaders turn into their 404.
 */
export function lookupText(raw: string, field: string): string {
  const parsed = lookupTextSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(VALIDATION_MESSAGE, { [field]: parsed.error.issues.map((issue) => issue.message) });
  return parsed.data;
}
