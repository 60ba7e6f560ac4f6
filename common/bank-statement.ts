import { foldVietnamese } from "./search-text";

/**
 * Bank statements exported from internet banking as CSV: the file's cells, which columns hold the date, the
 * credited amount, the note and (optionally) the bank's reference, and the incoming transfers they describe.
 * Every Vietnamese bank lays its export out differently (title lines above the header, `,` or `;`, `1.000.000`
 * or `1,000,000.00`, separate debit and credit columns), so the columns are chosen by staff once per layout.
 */

export const STATEMENT_MAX_BYTES = 1024 * 1024;
export const STATEMENT_MAX_ROWS = 5000;
/** Title lines (bank name, account, period) a header row may sit below. */
const HEADER_SEARCH_ROWS = 30;

export interface StatementColumns {
  date: number;
  amount: number;
  note: number;
  /** The bank's transaction reference; optional but makes re-imports exact. */
  reference: number | null;
}

export const STATEMENT_COLUMN_LABELS: Record<keyof StatementColumns, string> = {
  date: "Cột ngày giao dịch",
  amount: "Cột số tiền ghi có (tiền vào)",
  note: "Cột nội dung chuyển khoản",
  reference: "Cột mã giao dịch (không bắt buộc)",
};

/** RFC 4180 CSV: quoted cells may hold the delimiter, quotes ("") and line breaks. Byte-order mark removed. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === delimiter) {
      row.push(cell.trim());
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += char;
    }
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value !== ""));
}

/** `,`, `;` or tab: whichever splits the first lines most (spreadsheets in Vietnamese locales write `;`). */
export function detectDelimiter(text: string): string {
  const sample = text.split(/\r?\n/).slice(0, 40).join("\n");
  let best = ",";
  let bestCount = -1;
  for (const candidate of [",", ";", "\t"]) {
    let count = 0;
    let quoted = false;
    for (const char of sample) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === candidate) count++;
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * An amount as banks write it, in whole dong: `1.000.000`, `1,000,000`, `1.000.000,00`, `1,000,000.00`,
 * `+2 277 000 VND`, `-500.000`. A single separator followed by exactly three digits groups thousands; followed by
 * one or two digits it is the decimal mark. Null when the cell holds no amount.
 */
export function parseStatementAmount(raw: string): number | null {
  const text = raw.replace(/\s|VND|VNĐ|đ/gi, "");
  const match = /^([+-]?)([\d.,]+)$/.exec(text);
  if (!match || !/\d/.test(match[2]!)) return null;
  const sign = match[1] === "-" ? -1 : 1;
  let digits = match[2]!;
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  let decimalMark: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalMark = lastDot > lastComma ? "." : ",";
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? "." : ",";
    const occurrences = digits.split(mark).length - 1;
    const after = digits.length - digits.lastIndexOf(mark) - 1;
    if (occurrences === 1 && after !== 3) decimalMark = mark;
  }
  let fraction = "";
  if (decimalMark) {
    const at = digits.lastIndexOf(decimalMark);
    fraction = digits.slice(at + 1);
    digits = digits.slice(0, at);
  }
  // Thousands come in groups of three, all with one separator: "1.2.3" is no amount.
  if (!/^(\d+|\d{1,3}(\.\d{3})+|\d{1,3}(,\d{3})+)$/.test(digits) || (fraction && !/^\d+$/.test(fraction))) return null;
  const whole = digits.replace(/[.,]/g, "");
  const dong = Math.round(Number(`${whole}.${fraction || "0"}`));
  return Number.isSafeInteger(dong) ? sign * dong : null;
}

/**
 * A statement date in Vietnam time: `25/03/2023`, `25-03-2023 14:02:37`, `25/03/23`, `2023-03-25 14:02`.
 * Day first, as Vietnamese banks write it. Null for anything else or an impossible date.
 */
export function parseStatementDate(raw: string): Date | null {
  const text = raw.trim();
  let year: number;
  let month: number;
  let day: number;
  let rest: string;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](.*))?$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s+(.*))?$/.exec(text);
  if (iso) {
    [year, month, day, rest] = [Number(iso[1]), Number(iso[2]), Number(iso[3]), iso[4] ?? ""];
  } else if (dayFirst) {
    const shortYear = dayFirst[3]!.length === 2;
    [year, month, day, rest] = [Number(dayFirst[3]) + (shortYear ? 2000 : 0), Number(dayFirst[2]), Number(dayFirst[1]), dayFirst[4] ?? ""];
  } else {
    return null;
  }
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(rest.trim());
  if (rest.trim() && !time) return null;
  const [hours, minutes, seconds] = time ? [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)] : [0, 0, 0];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours - 7, minutes, seconds));
  // 31/02 rolls over into March: not a date.
  const local = new Date(date.getTime() + 7 * 3600_000);
  return local.getUTCMonth() === month - 1 && local.getUTCDate() === day ? date : null;
}

/** The calendar day of a moment in Vietnam time, `YYYY-MM-DD`. */
export function vietnamDay(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** Header names of each column, most telling first, and names that rule a column out (debit, balance). */
const COLUMN_HINTS: Record<keyof StatementColumns, { prefer: RegExp[]; never?: RegExp }> = {
  reference: { prefer: [/tham chieu|ma giao dich|ma gd|so but toan|reference|transaction id/, /\bso ct\b|\bref\b/] },
  amount: { prefer: [/ghi co|credit|tien vao/, /so tien|amount/], never: /ghi no|debit|so du|balance/ },
  date: { prefer: [/ngay giao dich|transaction date/, /ngay|date|thoi gian/] },
  note: { prefer: [/noi dung|dien giai|description|content/, /mo ta|chi tiet|remark/] },
};

/** Columns guessed from header names; null where nothing fits. */
export function guessColumns(header: string[]): { [K in keyof StatementColumns]: number | null } {
  const folded = header.map((cell) => foldVietnamese(cell));
  const used = new Set<number>();
  const pick = (key: keyof StatementColumns) => {
    const { prefer, never } = COLUMN_HINTS[key];
    for (const hint of prefer) {
      const index = folded.findIndex((cell, at) => !used.has(at) && hint.test(cell) && !never?.test(cell));
      if (index >= 0) {
        used.add(index);
        return index;
      }
    }
    return null;
  };
  // The reference first: "Số tham chiếu" must not be taken for the amount ("số tiền") or the date.
  const reference = pick("reference");
  const amount = pick("amount");
  const date = pick("date");
  const note = pick("note");
  return { date, amount, note, reference };
}

/** The header row: the first of the first lines where a date, an amount and a note column can be told apart. */
export function findHeaderRow(rows: string[][]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let at = 0; at < limit; at++) {
    const guess = guessColumns(rows[at]!);
    if (guess.date !== null && guess.amount !== null && guess.note !== null) return at;
  }
  const widest = Math.max(0, ...rows.slice(0, limit).map((row) => row.length));
  const firstWide = rows.findIndex((row, at) => at < limit && row.length === widest);
  return Math.max(0, firstWide);
}

/** Identifies a layout: the same header cells (folded) mean the same export format. */
export function headerSignature(header: string[]): string {
  return header.map((cell) => foldVietnamese(cell).replace(/\s+/g, " ").trim()).join("|");
}

export interface StatementRow {
  /** 1-based line of the data row among the file's non-empty rows, for staff to find it in the file. */
  line: number;
  transactedAt: Date | null;
  amount: number | null;
  note: string;
  reference: string | null;
  /** Why the row will not be imported, if it will not. */
  problem: "date" | "amount" | "not-incoming" | null;
}

export const STATEMENT_ROW_PROBLEM_LABELS: Record<NonNullable<StatementRow["problem"]>, string> = {
  date: "Ngày không đọc được",
  amount: "Số tiền không đọc được",
  "not-incoming": "Không phải tiền vào",
};

/** The data rows below the header, read with the chosen columns. */
export function readStatementRows(rows: string[][], headerRow: number, columns: StatementColumns): StatementRow[] {
  return rows.slice(headerRow + 1).map((cells, offset) => {
    const transactedAt = parseStatementDate(cells[columns.date] ?? "");
    const amountCell = (cells[columns.amount] ?? "").trim();
    // An empty credit cell is a debit row of a statement with separate debit and credit columns.
    const amount = amountCell === "" ? null : parseStatementAmount(amountCell);
    const reference = columns.reference === null ? null : (cells[columns.reference] ?? "").trim() || null;
    const problem = !transactedAt
      ? "date"
      : amountCell === "" || (amount !== null && amount <= 0)
        ? "not-incoming"
        : amount === null
          ? "amount"
          : null;
    return { line: headerRow + offset + 2, transactedAt, amount, note: (cells[columns.note] ?? "").trim(), reference, problem };
  });
}
