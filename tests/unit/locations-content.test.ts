/**
 * Consistency of the location content: the copy of the county and town pages types no figure of its own
 * (a distance, a fee or a price has one home: content/delivery.json, rentals.json, site.json), and every
 * rental town is in a county. (The copy's placeholders are checked by its schema: see the fixtures in
 * home-services-about-content.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const counties = read('counties.json') as { id: string }[];
const towns = read('municipalities.json') as { id: string; county: string; offersRentals?: boolean }[];

/** Every string of a piece of content, with its path. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}.${i}`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
}

describe('the county and town pages’ copy', () => {
  it('types no figure of its own: every distance, fee and price is a placeholder', () => {
    const typed = [...strings(read('location-pages.json'))].filter(([, text]) => /\d/.test(text));
    expect(typed).toEqual([]);
  });
  it('gives no town a delivery rule of its own', () => {
    const own = towns.filter((t) => Object.keys(t).some((key) => /deliver/i.test(key)));
    expect(own.map((t) => t.id)).toEqual([]);
  });
});

describe('rental towns', () => {
  // How many towns rent, and where, is the content's to say (`npm run check:spec` compares it with the
  // specification); each one's county page must exist to link its rental page.
  it('are each in a county of the content', () => {
    const countyIds = new Set(counties.map((c) => c.id));
    const orphans = towns.filter((t) => t.offersRentals && !countyIds.has(t.county));
    expect(orphans.map((t) => t.id)).toEqual([]);
  });
});
