import { describe, expect, it } from 'vitest';
import type { PaymentRates } from '../financing/payments';
import {
  COMPARE_LIMIT,
  compareHref,
  compareLimitText,
  compareRows,
  openingCompare,
  parseCompare,
  toggleCompare,
  type CompareChange,
} from './compare';
import type { VehicleSummary } from './types';

describe('parseCompare', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['a', ['a']],
    [' a , b ,,c ', ['a', 'b', 'c']],
    ['a,a,b', ['a', 'b']],
    ['a,b,c,d', ['a', 'b', 'c']],
  ])('%j -> %j', (raw, ids) => expect(parseCompare(raw)).toEqual(ids));
});

describe('toggleCompare: in leaves, out joins while there is room, a fourth is refused', () => {
  it.each<[string[], string, CompareChange]>([
    [[], 'a', { ids: ['a'] }],
    [['a'], 'b', { ids: ['a', 'b'] }],
    [['a', 'b'], 'a', { ids: ['b'] }],
    [['a', 'b', 'c'], 'b', { ids: ['a', 'c'] }],
    [['a', 'b', 'c'], 'd', { ids: ['a', 'b', 'c'], refused: 'd' }],
  ])('%j + %s', (ids, id, change) => expect(toggleCompare(ids, id)).toEqual(change));

  it('is three', () => expect(COMPARE_LIMIT).toBe(3));
});

describe('openingCompare: a shared list as it is, a vehicle page link added, otherwise the remembered list', () => {
  const listed = (id: string) => id !== 'sold' && id !== 'gone';
  it.each<[string, string[], string[], CompareChange]>([
    ['nothing anywhere', [], [], { ids: [] }],
    ['only remembered', [], ['a', 'b'], { ids: ['a', 'b'] }],
    ['a shared comparison replaces the remembered one', ['c', 'd'], ['a'], { ids: ['c', 'd'] }],
    ['a vehicle page link adds its cart', ['c'], ['a', 'b'], { ids: ['a', 'b', 'c'] }],
    ['a link to a cart already chosen changes nothing', ['a'], ['a', 'b'], { ids: ['a', 'b'] }],
    ['a link when three are chosen is refused', ['d'], ['a', 'b', 'c'], { ids: ['a', 'b', 'c'], refused: 'd' }],
    ['unknown and sold carts are dropped from both', ['sold'], ['a', 'gone'], { ids: ['a'] }],
    ['a shared list of one listed cart and a sold one adds the listed one', ['c', 'sold'], ['a'], { ids: ['a', 'c'] }],
  ])('%s', (_, fromUrl, remembered, change) => expect(openingCompare(fromUrl, remembered, listed)).toEqual(change));
});

describe('texts and links', () => {
  it('names the limit and the refused cart', () => {
    expect(compareLimitText('Denago EV City')).toBe('You can compare up to 3 carts. Remove one to add the Denago EV City.');
  });
  it('links a vehicle page to the inventory comparing it', () => {
    expect(compareHref('evolution-d5-ranger-4')).toBe('/inventory?compare=evolution-d5-ranger-4');
  });
});

describe('compareRows', () => {
  const rates: PaymentRates = { promoApr: 0, standardApr: 7.99, minMonths: 12, maxMonths: 84, termStep: 12 };
  const specs = {
    topSpeed: '25 mph',
    range: '40 miles',
    seatingCapacity: 4,
    batteryType: '48V Lithium',
    chargingTime: '4-6 hours',
    payload: '400 lbs',
  };
  const car = (id: string, over: Partial<VehicleSummary>): VehicleSummary => ({
    id,
    name: id,
    brand: 'Evolution',
    category: 'D5 Ranger',
    price: 8400,
    description: 'An electric cart.',
    images: [],
    inStock: true,
    isNew: true,
    specifications: specs,
    ...over,
  });
  const rows = compareRows(
    [
      car('a', {}),
      car('b', { isNew: false, year: 2022, price: 8400, specifications: { ...specs, driveType: 'All-wheel drive' } }),
      car('c', { brand: 'Denago', specifications: { ...specs, range: '55 miles' } }),
    ],
    rates,
  );
  const row = (label: string) => rows.find((r) => r.label === label);

  it('lists price, monthly payment, condition, status, brand and family, then every specification any cart states', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Price',
      'Monthly from',
      'Condition',
      'Status',
      'Brand',
      'Model family',
      'Top Speed',
      'Range',
      'Seating Capacity',
      'Battery Type',
      'Charging Time',
      'Payload',
      'Drive Type',
    ]);
  });

  it.each<[string, string[], boolean]>([
    ['Price', ['$8,400', '$8,400', '$8,400'], false],
    // New carts get the promotional rate (8400 / 84 = 100), a pre-owned one the standard rate.
    ['Monthly from', ['$100/mo', '$131/mo', '$100/mo'], true],
    ['Condition', ['New', 'Pre-owned (2022)', 'New'], true],
    ['Status', ['NEW', 'In Stock', 'NEW'], true],
    ['Brand', ['Evolution', 'Evolution', 'Denago'], true],
    ['Model family', ['D5 Ranger', 'D5 Ranger', 'D5 Ranger'], false],
    ['Range', ['40 miles', '40 miles', '55 miles'], true],
    ['Seating Capacity', ['4 passengers', '4 passengers', '4 passengers'], false],
    ['Drive Type', ['—', 'All-wheel drive', '—'], true],
  ])('%s: %j, differs %s', (label, values, differs) => {
    expect(row(label)).toEqual({ label, values, differs });
  });
});
