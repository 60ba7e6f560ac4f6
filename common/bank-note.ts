import { foldVietnamese } from "./search-text";

/** Order ids are PostgreSQL `serial` values. */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * "đơn hàng" followed by the order number, as `orderTransferNote` writes it, after the note has been folded to
 * upper-case ASCII with every other character turned into a space. Banks drop spaces ("THANHTOANDONHANG42"),
 * so the words may touch; "DON" must start a word or follow "TOAN"/"TT" so that "LONDON HANG 4" is no order.
 * An optional "SO" (số) may sit before the number. The number is at most 10 digits and not part of a longer
 * digit run; letters may follow directly ("42CT TU ...", where a bank removed the dot).
 */
const ORDER_NUMBER = /(?:(?<![A-Z])|(?<=TOAN)|(?<=TT))DON *HANG *(?:SO *)?(\d{1,10})(?!\d)/g;

/** The note as the pattern reads it: no diacritics, upper case, one space for every run of other characters. */
function foldNote(note: string): string {
  return foldVietnamese(note).toUpperCase().replace(/[^A-Z0-9]+/g, " ");
}

/**
 * The order number a buyer's transfer note names (`Thanh toan don hang 42`), or null. Tolerates what banks do
 * to notes: case, removed diacritics or spaces, their own prefix and suffix
 * (`MBVCB.3278907687.THANH TOAN DON HANG 42.CT TU 0011223344 NGUYEN VAN A`). Other numbers in the note (the
 * bank's reference, account numbers, a phone number) never count. A note naming two different orders is
 * ambiguous and gives null: staff assign it by hand.
 */
export function orderNumberInNote(...texts: Array<string | null | undefined>): number | null {
  const found = new Set<number>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of foldNote(text).matchAll(ORDER_NUMBER)) {
      const id = Number(match[1]);
      if (id >= 1 && id <= MAX_ORDER_ID) found.add(id);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A note reduced to its letters and digits, upper case and without diacritics: how two records of one transfer compare. */
export function compactNote(note: string): string {
  return foldNote(note).replace(/ /g, "");
}

/**
 * Do two records of the same amount on the same day (a notification and a statement row) describe one transfer?
 * When both carry the bank's reference, exactly when the references agree (one may carry the bank's prefix:
 * `MBVCB.3278907687` and `3278907687`); otherwise when both notes name the same order or are the same text.
 */
export function sameTransferRecord(
  a: { note: string; reference: string | null },
  b: { note: string; reference: string | null },
): boolean {
  const refA = a.reference ? compactNote(a.reference) : "";
  const refB = b.reference ? compactNote(b.reference) : "";
  if (refA && refB) {
    const [shorter, longer] = refA.length <= refB.length ? [refA, refB] : [refB, refA];
    // Two different references are two transfers, whatever their notes say.
    return shorter.length >= 6 && longer.endsWith(shorter);
  }
  const orderA = orderNumberInNote(a.note);
  if (orderA !== null && orderA === orderNumberInNote(b.note)) return true;
  const noteA = compactNote(a.note);
  return noteA !== "" && noteA === compactNote(b.note);
}
