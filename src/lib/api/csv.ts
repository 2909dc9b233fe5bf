/**
 * CSV export of stored contact messages (RFC 4180: every field quoted, quotes doubled, CRLF rows).
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an
 * apostrophe, so a message typed as "=HYPERLINK(...)" stays text in the dealer's spreadsheet.
 * Dependency-free so `scripts/messages.mjs` can import it directly.
 */

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
