/**
 * One voice: what a visitor reads is spelled in American English (cspell with en-US, the words of
 * project-words.txt, and British spellings refused: cspell.json) and writes no word twice in a row.
 * Checked in the content (every string of content/*.json, every MDX file) and in the built site (the
 * visible text, title and description of every page in dist/).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files.ts';
import { attributes, elements, parseHtml, textOf } from '../../support/html.ts';
import { visibleText } from '../../support/page-content.ts';
import { doubledWords, misspellings, type Placed } from '../../support/spelling.ts';
import { everyPage, html } from './dist';

/** Fields that hold identifiers, paths and names of things in code, never read as prose. */
const NOT_PROSE = new Set([
  'id',
  'slug',
  'icon',
  'route',
  'link',
  'hero',
  'county',
  'routeQualifier',
  'formerSlugs',
  'vehicleIds',
  'vehicles',
  'towns',
  'images',
  'src',
  'color',
]);

function* jsonStrings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* jsonStrings(item, `${path}.${i}`);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) yield* jsonStrings(item, path ? `${path}.${key}` : key);
}

/** Every piece of prose in content/: a JSON string with its field, an MDX file as a whole. */
const contentTexts: Placed[] = filesUnder('content').flatMap((file) => {
  const name = relative('.', file);
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return [...jsonStrings(JSON.parse(source), '')].map(([path, text]) => ({ place: `${name} ${path}`, text }));
  if (file.endsWith('.mdx')) return [{ place: name, text: source.replace(/<[^>]+>/g, ' ') }];
  return [];
});

/** What a visitor of each built page reads: its title, its description and its visible text. */
const builtTexts: Placed[] = everyPage.map((page) => {
  const source = html(page);
  const title = elements(source, 'title').map(textOf).join(' ');
  const description = elements(source, 'meta')
    .map(attributes)
    .filter((m) => m['name'] === 'description')
    .map((m) => m['content'] ?? '')
    .join(' ');
  return { place: page.path, text: `${title}\n${description}\n${visibleText(source)}` };
});

const report = (found: { word: string; places: string[] }[]) =>
  found.map((m) => `${m.word}: ${m.places.slice(0, 4).join(', ')}${m.places.length > 4 ? ` and ${m.places.length - 4} more` : ''}`);

describe('spelling (American English)', () => {
  it('of the content', async () => {
    expect(contentTexts.length).toBeGreaterThan(500);
    expect(report(await misspellings(contentTexts))).toEqual([]);
  });

  it('of every built page', async () => {
    expect(builtTexts.length).toBe(everyPage.length);
    expect(report(await misspellings(builtTexts))).toEqual([]);
  });

  it('refuses British spellings and unknown words (the check can fail)', async () => {
    const found = await misspellings([
      { place: 'sample', text: 'Our neighbourhood centre fits new tyres; labour from $155. Denago carts go everywhere. Qwzxv.' },
    ]);
    expect(found.map((m) => m.word)).toEqual(['centre', 'labour', 'neighbourhood', 'Qwzxv', 'tyres']);
  });
});

describe('no word twice in a row', () => {
  it('in the content', () => {
    expect(contentTexts.flatMap(({ place, text }) => doubledWords(text).map((twice) => `${place}: ${twice}`))).toEqual([]);
  });

  // Per text node of a page: a label next to a heading ("About" over "About Us") is not a sentence.
  it('on every built page', () => {
    expect(
      everyPage.flatMap((page) =>
        parseHtml(html(page)).text.flatMap((text) => doubledWords(text).map((twice) => `${page.path}: ${twice}`)),
      ),
    ).toEqual([]);
  });

  it('finds a doubled word', () => {
    expect(doubledWords('Call us for for a quote. The the end. 10 10 is a number.')).toEqual(['for for', 'The the']);
  });
});
