/**
 * Spelling of what a visitor reads, with cspell (en-US, the project's word list and the British spellings
 * it refuses, all in cspell.json), and doubled words. Shared by the spelling test; `check` takes texts
 * with the place each came from and returns every unknown or refused word with its places.
 */
import { readSettings, spellCheckDocument } from 'cspell-lib';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

export interface Placed {
  /** Where the text is: a content file and field, or a built page. */
  place: string;
  text: string;
}

export interface Misspelling {
  word: string;
  places: string[];
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Every misspelled or refused word of the texts, each listed once with the places it appears. The texts
 * are checked as one document of unique lines, so a header or footer repeated on every page costs once.
 */
export async function misspellings(texts: readonly Placed[]): Promise<Misspelling[]> {
  const placesOf = new Map<string, Set<string>>();
  for (const { place, text } of texts) {
    for (const token of text.split(/\s+/)) {
      if (token === '') continue;
      let places = placesOf.get(token);
      if (!places) placesOf.set(token, (places = new Set()));
      places.add(place);
    }
  }
  const tokens = [...placesOf.keys()];
  const lineStarts: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    lineStarts.push(offset);
    offset += token.length + 1;
  }
  const settings = await readSettings(resolve(ROOT, 'cspell.json'));
  const result = await spellCheckDocument(
    { uri: pathToFileURL(resolve(ROOT, 'visible-text.txt')).href, text: tokens.join('\n'), languageId: 'plaintext', locale: 'en-US' },
    { generateSuggestions: false, noConfigSearch: true },
    settings,
  );
  if (result.errors && result.errors.length > 0) throw new Error(`cspell failed: ${result.errors.map((e) => e.message).join('; ')}`);
  const byWord = new Map<string, Set<string>>();
  for (const issue of result.issues) {
    let line = lineStarts.length - 1;
    while (line > 0 && lineStarts[line]! > issue.offset) line--;
    const places = byWord.get(issue.text) ?? new Set<string>();
    for (const place of placesOf.get(tokens[line]!) ?? []) places.add(place);
    byWord.set(issue.text, places);
  }
  return [...byWord].map(([word, places]) => ({ word, places: [...places].sort() })).sort((a, b) => a.word.localeCompare(b.word));
}

/** Words written twice in a row on one line ("the the"), case-insensitively; numbers ("10 10") are not words here. */
export function doubledWords(text: string): string[] {
  return [...text.matchAll(/\b([A-Za-z]+)[ \t\u00a0]+\1\b/gi)].map((m) => m[0]);
}
