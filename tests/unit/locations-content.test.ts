/**
 * Consistency of the location content: the copy of the county and town pages types no figure of its own
 * (a distance, a fee or a price has one home: content/delivery.json, rentals.json, site.json), and every
 * rental town is in a county. (The copy's placeholders are checked by its schema: see the fixtures in
 * home-services-about-content.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
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
  it('are all Kent County towns (18 Kent rental pages)', () => {
    const rentalTowns = towns.filter((t) => t.offersRentals);
    expect(rentalTowns.length).toBe(18);
    expect(new Set(rentalTowns.map((t) => t.county))).toEqual(new Set(['kent-county']));
  });
});
