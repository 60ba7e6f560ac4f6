/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);
}

/** Drops characters XML 1.0 forbids (control characters other than tab, newline, carriage return). */
export function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeXml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));
}
