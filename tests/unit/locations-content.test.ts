/**
 * Consistency of the location content: the county delivery notes quote the same radius and fee
 * as site.json and rentals.json, and every rental town is in a county. (The copy's placeholders are
 * checked by its schema: see the fixtures in core-pages-content.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const site = read('site.json') as { deliveryRadiusMiles: number };
const rentals = read('rentals.json') as { delivery: { feePerMile: number }; townPlans: { freeDeliveryMiles: number } };
const counties = read('counties.json') as { id: string; name: string; deliveryNote: string }[];
const towns = read('municipalities.json') as { id: string; county: string; offersRentals?: boolean; rentalFreeDeliveryMiles?: number }[];

describe.each(counties)('$name delivery note', (county) => {
  it(`quotes the ${site.deliveryRadiusMiles}-mile radius of site.json`, () => {
    const radii = [...county.deliveryNote.matchAll(/(\d+) miles/g)].map((m) => Number(m[1]));
    expect(radii.length).toBeGreaterThan(0);
    expect(radii.every((r) => r === site.deliveryRadiusMiles)).toBe(true);
  });
  it('quotes the per-mile fee of rentals.json, if any', () => {
    for (const m of county.deliveryNote.matchAll(/\$(\d+) per mile/g)) expect(Number(m[1])).toBe(rentals.delivery.feePerMile);
  });
});

describe('rental towns', () => {
  it('are all Kent County towns (the spec: 18 Kent rental pages)', () => {
    const rentalTowns = towns.filter((t) => t.offersRentals);
    expect(rentalTowns.length).toBe(18);
    expect(new Set(rentalTowns.map((t) => t.county))).toEqual(new Set(['kent-county']));
  });
  it('Dover keeps its own 25-mile free delivery; the others use the town plans default', () => {
    expect(towns.find((t) => t.id === 'dover')?.rentalFreeDeliveryMiles).toBe(25);
    expect(towns.filter((t) => t.id !== 'dover' && t.rentalFreeDeliveryMiles !== undefined)).toEqual([]);
    expect(rentals.townPlans.freeDeliveryMiles).toBe(10);
  });
});
