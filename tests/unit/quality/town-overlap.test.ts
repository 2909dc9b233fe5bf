/**
 * Town pages worth reading: two town pages of one county must not say the same thing with the name
 * changed. For every county, the median word overlap of its town pages (every pair, measured on the
 * visible text of <main> with every town and county name removed: tests/support/word-overlap.ts) is
 * reported and must stay below 80%.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { townSalesPath } from '../../../src/lib/routes';
import { mainText } from '../../support/page-content.ts';
import { median, pairOverlaps, wordOverlap, wordsWithout } from '../../support/word-overlap.ts';
import { html, pages } from './dist';

const MAX_MEDIAN_OVERLAP = 0.8;

interface Town {
  id: string;
  name: string;
  county: string;
  slug: string;
  routeQualifier?: string;
  draft?: boolean;
}
const towns = (JSON.parse(readFileSync('content/municipalities.json', 'utf8')) as Town[]).filter((t) => !t.draft);
const counties = JSON.parse(readFileSync('content/counties.json', 'utf8')) as { id: string; name: string }[];
const names = [...towns.map((t) => t.name), ...counties.map((c) => c.name)];

function pageWords(town: Town): string[] {
  const page = pages.find((p) => p.path === townSalesPath(town));
  if (!page) throw new Error(`${townSalesPath(town)} was not built`);
  return wordsWithout(mainText(html(page)), names);
}

describe('town pages of one county say different things', () => {
  it.each(counties.map((c) => [c.name, c.id] as const))('%s: median word overlap below 80%', (name, id) => {
    const words = towns.filter((t) => t.county === id).map(pageWords);
    expect(words.length).toBeGreaterThan(1);
    const figure = median(pairOverlaps(words));
    console.info(`${name}: median word overlap of its ${words.length} town pages ${(figure * 100).toFixed(1)}%`);
    expect(figure).toBeLessThan(MAX_MEDIAN_OVERLAP);
  });
});

describe('the overlap figure', () => {
  const sample = (town: string) => wordsWithout(`Golf carts in ${town}. ${town} is 12 mi from Dover.`, ['Lewes', 'Milton', 'Dover']);

  it('is 1 for pages that differ only in the names removed', () => {
    expect(wordOverlap(sample('Lewes'), sample('Milton'))).toBe(1);
  });

  it('counts every difference, numbers included', () => {
    const a = wordsWithout('Lewes: 35 mi southeast, rental delivery $210.', ['Lewes']);
    const b = wordsWithout('Milton: 27 mi south, rental delivery $162.', ['Milton']);
    // in common: mi, rental, delivery (3); in either: 9 words
    expect(wordOverlap(a, b)).toBeCloseTo(3 / 9, 6);
  });

  it('takes the median of every pair', () => {
    expect(
      median(
        pairOverlaps([
          ['a', 'b'],
          ['a', 'c'],
          ['a', 'b'],
        ]),
      ),
    ).toBeCloseTo(1 / 3, 6);
    expect(median([0.2, 0.9, 0.5, 0.4])).toBeCloseTo(0.45, 6);
  });
});
