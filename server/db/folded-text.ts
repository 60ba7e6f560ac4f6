import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { foldVietnamese } from "#common/search-text";

/** Every Vietnamese letter with a diacritic, lower and upper case; each folds to one Latin letter. */
const ACCENTED_LOWER = "àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ";
const ACCENTED = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
const FOLDED = [...ACCENTED].map((letter) => foldVietnamese(letter)).join("");

/**
 * The text as common/search-text.ts folds it (no diacritics, đ → d, lower case), computed by the database, so a
 * desk that pages and counts in SQL finds "Trần Thị Bình" by "tran thi binh". `translate` rather than the
 * `unaccent` extension, which PGlite does not have; `lower` after it, since it only needs to cover ASCII then
 * (a C-locale database lowers nothing else).
 */
export function foldedText(expression: SQL | AnyColumn): SQL<string> {
  return sql<string>`lower(translate(${expression}, ${ACCENTED}, ${FOLDED}))`;
}

/** A LIKE pattern for "contains `text`", its `%`, `_` and backslash taken literally (backslash is the default LIKE escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `expression` contains `query` once both are folded (LIKE wildcards in the query are taken literally). */
export function foldedContains(expression: SQL | AnyColumn, query: string): SQL {
  return sql`${foldedText(expression)} like ${containsPattern(foldVietnamese(query.trim()))}`;
}
