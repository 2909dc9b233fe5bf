/**
 * CSV export of stored contact messages (RFC 4180: every field quoted, quotes doubled, CRLF rows).
 * A cell that a spreadsheet would run as a formula (=, +, -, @ or their full-width forms first, also after
 * leading spaces, or a tab, CR or LF first) is prefixed with an apostrophe, so a message typed as
 * "=HYPERLINK(...)" stays text in the dealer's spreadsheet. Control characters other than tab, CR and LF
 * (NUL, escape sequences), and the invisible characters every view neutralizes (bidi overrides, zero-width
 * characters: ./visitor-text.ts), are shown as U+FFFD, so the file is also safe to print in a terminal.
 */
import { neutralize } from './visitor-text';

const FORMULA_START = /^(?:[\t\r\n]| *[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Line feeds, carriage returns and tabs stay (a message keeps its lines); everything else invisible shows.
  text = text.split('\r').map(neutralize).join('\r');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
