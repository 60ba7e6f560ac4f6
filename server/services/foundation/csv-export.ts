/**
 * CSV files staff open in Excel: UTF-8 with a byte-order mark (so Vietnamese reads right), CRLF lines, every cell
 * quoted, and a cell a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`, `+`, `-`, `@`, tab, CR) made
 * text with a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === "number") return `"${value}"`;
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header.map(csvCell).join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
