/**
 * What a contact field may contain, character by character (used by the rules in ./schema.ts, so the form
 * island and the API clean text the same way):
 * - Text must be well-formed Unicode: a lone UTF-16 surrogate cannot be stored as UTF-8 and is refused.
 * - A one-line field (name, e-mail, phone) turns tabs and line breaks into spaces, collapses runs of
 *   spaces, and drops every other control character and every invisible format character (zero-width
 *   space, bidi controls, soft hyphen, BOM), except the zero-width joiner and non-joiner that some scripts
 *   and emoji need.
 * - A message keeps line feeds and tabs: every line break (CRLF, CR, NEL, U+2028, U+2029) becomes a line
 *   feed, and every other control character is dropped.
 * No lookbehind: the island runs on Safari versions that lack it.
 */

const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** C0 controls but tab and line feed, DEL, and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Unicode format characters (category Cf) but ZWNJ and ZWJ. */
const INVISIBLE_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** A one-line field's text: no line breaks, tabs, controls or invisible format characters. */
export function cleanLine(text: string): string {
  return text.replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(CONTROL, '').replace(INVISIBLE_FORMAT, '').replace(/ {2,}/g, ' ');
}

/** A message's text: line feeds and tabs only. */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/** At least one letter of any script. */
export const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/** The ASCII digits of a phone number as typed (`(302) 555-0100` has 10). */
export const digitCount = (text: string): number => text.replace(/\D/g, '').length;
