/**
 * The fact check over the built site (src/lib/facts/fact-check.ts): every page that states a rental plan's
 * price, a free-delivery distance, the showroom hours, the customer figure or the promotional APR states the
 * value content holds now. A failure names the page, what it says and what content says.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem, factProblems, factStatements, type FactName } from '../../../src/lib/facts/fact-check';
import { html, pages } from './dist';
import { contentFacts } from './facts';
import { readableText, structuredData } from './readable-text';

const facts = contentFacts();
const read = (page: (typeof pages)[number]) => {
  const source = html(page);
  return { path: page.path, text: readableText(source), jsonLd: structuredData(source) };
};

describe('every built page states content’s facts', () => {
  it.each(pages.map((p) => [p.path, p] as const))('%s', (_path, page) => {
    expect(factProblems(read(page), facts).map(describeProblem)).toEqual([]);
  });
});

it('reads every kind of fact somewhere on the site (a check that finds nothing proves nothing)', () => {
  const kinds = new Set(pages.flatMap((page) => factStatements(read(page), facts).map((s) => s.fact)));
  const all: FactName[] = ['rental price', 'free-delivery distance', 'showroom hours', 'customer figure', 'promotional APR'];
  expect(all.filter((kind) => !kinds.has(kind))).toEqual([]);
});
