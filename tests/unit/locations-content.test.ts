/**
 * Consistency of the location content: the county delivery notes type no figure of their own, and
 * every rental town is in a county. (The copy's placeholders are
 * checked by its schema: see the fixtures in home-services-about-content.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const counties = read('counties.json') as { id: string; name: string; deliveryNote: string }[];
const rentals = read('rentals.json') as { townPlans: { freeDeliveryMiles: number } };
const towns = read('municipalities.json') as { id: string; county: string; offersRentals?: boolean; rentalFreeDeliveryMiles?: number }[];

describe.each(counties)('$name delivery note', (county) => {
  // A radius or a fee has one home (site.json, rentals.json): the editor's note describes the zone in
  // words and never types a figure that could drift from it.
  it('types no figure of its own', () => {
    expect(county.deliveryNote).not.toMatch(/\d/);
  });
});

describe('rental towns', () => {
  it('are all Kent County towns (18 Kent rental pages)', () => {
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
