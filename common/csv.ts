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
