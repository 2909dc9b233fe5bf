import { describe, expect, it } from 'vitest';
import { tableOfContents, type PolicyHeading } from './toc';

const h = (depth: number, text: string, slug = text.toLowerCase().replace(/\W+/g, '-')): PolicyHeading => ({ depth, slug, text });

describe('tableOfContents', () => {
  it.each<[string, PolicyHeading[], string[]]>([
    ['keeps section headings in order', [h(2, 'Deposits'), h(2, 'Fees')], ['deposits', 'fees']],
    ['drops sub-headings and deeper', [h(2, 'Fees'), h(3, 'Cleaning'), h(4, 'Odor'), h(2, 'Insurance')], ['fees', 'insurance']],
    ['ignores an h1 (the page title)', [h(1, 'Rental Policy'), h(2, 'Deposits')], ['deposits']],
    ['is empty without sections', [h(3, 'Only a sub-heading')], []],
    ['skips a heading without an anchor', [h(2, 'Ghost', ''), h(2, 'Real')], ['real']],
  ])('%s', (_name, headings, slugs) => {
    expect(tableOfContents(headings).map((i) => i.slug)).toEqual(slugs);
  });

  it('trims the heading text', () => {
    expect(tableOfContents([h(2, '  Deposits ', 'deposits')])).toEqual([{ slug: 'deposits', text: 'Deposits' }]);
  });
});
