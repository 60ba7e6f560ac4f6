/**
 * CSV files staff open in Excel or LibreOffice, one rule for every export (orders, customers, leads).
 */

/**
 * A cell a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`, `+`, `-`, `@`, tab, carriage return: OWASP's
 * "CSV injection" list) gets a leading apostrophe, so it is shown as text.
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The file from its lines: UTF-8 with a byte-order mark (so Excel reads Vietnamese right), CRLF line ends. */
export function csvFile(lines: readonly string[]): string {
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const VIETNAM_OFFSET_MS = 7 * 3600_000;

/**
 * A moment as an export's cell: `dd/MM/yyyy HH:mm` in Vietnam's time (UTC+7, no daylight saving), the day first so
 * Excel and LibreOffice with Vietnamese settings read it as a date.
 */
export function csvDateTime(at: Date | string): string {
  const iso = new Date(new Date(at).getTime() + VIETNAM_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** An export's file name dated by Vietnam's calendar day: `don-hang-2026-11-30.csv` at 2026-11-29T20:00Z. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)}.csv`;
}
