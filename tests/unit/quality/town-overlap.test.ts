/**
 * Town pages worth reading: two town pages of one kind must not say the same thing with the name changed.
 * The median word overlap (every pair, measured on the visible text of <main> with every town and county
 * name removed: tests/support/word-overlap.ts) must stay below its target: 60% for the sales pages of one
 * county, 80% for the rental pages (one template, the same rate card). Each run prints its figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { townRentalPath, townSalesPath } from '../../../src/lib/routes';
import { mainText } from '../../support/page-content.ts';
import { median, pairOverlaps, wordOverlap, wordsWithout } from '../../support/word-overlap.ts';
import { html, pages } from './dist';

const SALES_TARGET = 0.6;
const RENTALS_TARGET = 0.8;
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Town {
  id: string;
  name: string;
  county: string;
  slug: string;
  routeQualifier?: string;
  offersRentals?: boolean;
  draft?: boolean;
}
const towns = (JSON.parse(readFileSync('content/municipalities.json', 'utf8')) as Town[]).filter((t) => !t.draft);
const counties = JSON.parse(readFileSync('content/counties.json', 'utf8')) as { id: string; name: string }[];
const names = [...towns.map((t) => t.name), ...counties.map((c) => c.name)];

function pageWords(path: string): string[] {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} was not built`);
  return wordsWithout(mainText(html(page)), names);
}

describe('town sales pages of one county say different things', () => {
  it.each(counties.map((c) => [c.name, c.id] as const))(`%s: median word overlap below ${percent(SALES_TARGET)}`, (name, id) => {
    const words = towns.filter((t) => t.county === id).map((t) => pageWords(townSalesPath(t)));
    expect(words.length).toBeGreaterThan(1);
    const figure = median(pairOverlaps(words));
    console.info(
      `${name}: median word overlap of its ${words.length} town sales pages ${percent(figure)} (target below ${percent(SALES_TARGET)})`,
    );
    expect(figure).toBeLessThan(SALES_TARGET);
  });
});

describe('town rental pages say different things', () => {
  it(`median word overlap below ${percent(RENTALS_TARGET)}`, () => {
    const words = towns.filter((t) => t.offersRentals).map((t) => pageWords(townRentalPath(t)));
    expect(words.length).toBeGreaterThan(1);
    const figure = median(pairOverlaps(words));
    console.info(
      `median word overlap of the ${words.length} town rental pages ${percent(figure)} (target below ${percent(RENTALS_TARGET)})`,
    );
    expect(figure).toBeLessThan(RENTALS_TARGET);
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
