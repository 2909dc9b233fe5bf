export const DESCRIPTION_MAX = 155;
/** A word-boundary cut is taken only when it keeps more than this share of the allowed length. */
export const WORD_BOUNDARY_SHARE = 0.8;

const ENDS_A_SENTENCE = /[.!?]$/;

/** A description as written, whitespace collapsed: what the page's share card shows. */
export function wholeDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a written description fits whole in the page description: its text, a full stop when it
 * ends without one, and " Call {phone}." in at most 155 characters. A description that does not fit
 * is cut (the safety net of `pageDescription`); every description of the site is written to fit.
 */
export function descriptionFits(text: string, phone: string): boolean {
  const body = wholeDescription(text);
  return body.length + (ENDS_A_SENTENCE.test(body) ? 0 : 1) + ` Call ${phone}.`.length <= DESCRIPTION_MAX;
}

/**
 * The page description is at most 155 characters in total, including the suffix " Call {phone}.".
 * Too long a text is cut, at a word boundary when that boundary falls past 80% of the allowed length;
 * a full stop is added when the text does not end in ".", "!" or "?".
 */
export function pageDescription(text: string, phone: string): string {
  const suffix = ` Call ${phone}.`;
  const allowed = DESCRIPTION_MAX - suffix.length;
  let body = wholeDescription(text);
  if (!descriptionFits(body, phone)) {
    // Leave room for the full stop that a cut text gets.
    const room = allowed - 1;
    let cut = body.slice(0, room);
    const space = cut.lastIndexOf(' ');
    if (body[room] !== ' ' && space > allowed * WORD_BOUNDARY_SHARE) cut = cut.slice(0, space);
    body = cut.replace(/[\s,;:\-–—]+$/, '');
  }
  if (!ENDS_A_SENTENCE.test(body)) body += '.';
  return `${body}${suffix}`;
}
