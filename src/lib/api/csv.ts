/**
 * CSV export of stored contact messages (RFC 4180: every field quoted, quotes doubled, CRLF rows).
 * A cell that a spreadsheet would run as a formula (=, +, -, @ or their full-width forms first, also after
 * leading spaces, or a tab, CR or LF first) is prefixed with an apostrophe, so a message typed as
 * "=HYPERLINK(...)" stays text in the dealer's spreadsheet. Control characters other than tab, CR and LF
 * (NUL, escape sequences) are shown as U+FFFD, so the file is also safe to print in a terminal.
 * Dependency-free so `scripts/messages.mjs` can import it directly.
 */

const FORMULA_START = /^(?:[\t\r\n]| *[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
