/**
 * A text cut short to at most `max` characters, never inside a word: the whole text when it fits; else the
 * whole sentences that fit (a sentence ends at ".", "!" or "?" before a space); else the words that fit, the
 * comma, colon or dash after the last dropped, and "…" (a text with no space at all is cut where it must be).
 */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  // One character more than fits: a space there means the word or sentence before it ends in time. Else its
  // last word (a part of one) goes, or with no space at all its last character.
  const head = text.slice(0, max + 1);
  return /^.*[.!?](?= )/.exec(head)?.[0] ?? `${head.replace(/[ ,;:\u2013\u2014-]* \S*$|.$/, '')}…`;
}
