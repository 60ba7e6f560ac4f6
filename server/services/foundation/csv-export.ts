import { csvFile, formulaSafe } from "#common/csv";

/**
 * CSV files staff open in Excel (common/csv.ts): every cell quoted, a formula-like text made text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === "number") return `"${value}"`;
  return `"${formulaSafe(value ?? "").replace(/"/g, '""')}"`;
}

export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return csvFile([header.map(csvCell).join(","), ...rows.map((row) => row.map(csvCell).join(","))]);
}
