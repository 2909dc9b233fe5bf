/**
 * How text a visitor typed is shown to the dealer in every view (the `npm run messages` listing and its CSV, the
 * webhook's readable text, the staff e-mail, the CRM's lead):
 * - Invisible characters are made visible as U+FFFD: control characters (escape sequences included), the line
 *   and paragraph separators, and every Unicode format character (bidi overrides and isolates, which can reorder
 *   a line so it reads as something else; zero-width spaces; the invisible tag characters; the BOM). The
 *   zero-width joiner and non-joiner are kept between two non-ASCII characters, where emoji sequences and
 *   scripts such as Persian or Devanagari need them.
 * - A message is quoted: every line of it starts with "> ", and no line the site writes does, so a message
 *   that contains "About: …" or "Rental estimate (not a quote): … = $1" cannot pass for the site's own lines.
 * - A one-line value (a name, a phone) stays on its line: a line feed or tab in it shows as U+FFFD too.
 * Imported by the Node script as it is (no imports).
 */

const REPLACEMENT = '\ufffd';
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const FORMAT = /^\p{Cf}$/u;
const JOINERS = new Set(['\u200c', '\u200d']);
/** A character a joiner may sit beside: anything but ASCII and whitespace. */
const JOINABLE = /^[^\u0000-\u007f\s]$/u;

/** The text with its invisible characters made visible (line feeds and tabs kept). */
export function neutralize(text: string): string {
  const chars = Array.from(text.replace(CONTROL, REPLACEMENT));
  return chars
    .map((char, i) => {
      if (!FORMAT.test(char)) return char;
      const joined = JOINERS.has(char) && JOINABLE.test(chars[i - 1] ?? '') && JOINABLE.test(chars[i + 1] ?? '');
      return joined ? char : REPLACEMENT;
    })
    .join('');
}

/** A stored value as one line: neutralized, with line feeds and tabs shown as U+FFFD. */
export function oneLine(value: unknown): string {
  return neutralize(String(value ?? '')).replace(/[\n\t]/g, REPLACEMENT);
}

/** What starts every line of a visitor's message in the dealer's views. */
export const QUOTE_MARK = '> ';

/** A visitor's message as quoted lines (CR and CRLF are line breaks too; an empty line is a bare mark). */
export function quoteVisitorText(text: string): string[] {
  return neutralize(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => (line.trim() === '' ? QUOTE_MARK.trimEnd() : QUOTE_MARK + line));
}
