import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE,
  activeFilterCount,
  browseFromQuery,
  browseToQuery,
  browseVehicles,
  isUnfiltered,
  matchesBrowse,
  type BrowseState,
} from './browse';

const CATEGORIES = ['all', 'classic', 'd6-max', 'forester', 'maverick', 'ranger', 'rover', 'turfman'];

const cart = (
  name: string,
  over: { brand?: string; category?: string; price?: number; seats?: number; range?: string; isNew?: boolean; description?: string } = {},
) => ({
  name,
  description: over.description ?? 'An electric cart.',
  brand: over.brand ?? 'Evolution',
  category: over.category ?? 'D5 Ranger',
  price: over.price ?? 9000,
  isNew: over.isNew ?? true,
  specifications: { seatingCapacity: over.seats ?? 4, range: over.range ?? '40 miles' },
});

const list = [
  cart('Ranger 4', { price: 7695 }),
  cart('Ranger 6', { price: 11195, seats: 6, range: '35 miles' }),
  cart('Used Ranger', { price: 7295, isNew: false }),
  cart('D6 Max GT6', { category: 'D6 Max', price: 17995, seats: 6, range: '45 miles' }),
  cart('Carrier 8', { category: 'Carrier', price: 13995, seats: 8, range: '35 miles', description: 'Eight seats for the crew.' }),
  cart('Rover XXL', { brand: 'Denago', category: 'EV Rover', price: 11995, seats: 8, range: '60 miles' }),
  cart('City', { brand: 'Denago', category: 'EV City', price: 15000, seats: 2 }),
];

describe('browseVehicles: the base filters, category families, seats and condition by AND, then the sort', () => {
  it.each<[Partial<BrowseState>, string[]]>([
    [{}, ['Ranger 4', 'Ranger 6', 'Used Ranger', 'D6 Max GT6', 'Carrier 8', 'Rover XXL', 'City']],
    [{ seats: '6' }, ['Ranger 6', 'D6 Max GT6']],
    [{ seats: '8' }, ['Carrier 8', 'Rover XXL']],
    [{ seats: '2' }, ['City']],
    [{ condition: 'pre-owned' }, ['Used Ranger']],
    [{ condition: 'new', category: 'ranger' }, ['Ranger 4', 'Ranger 6']],
    [{ category: 'd6-max' }, ['D6 Max GT6']],
    [{ category: 'ranger', seats: '4' }, ['Ranger 4', 'Used Ranger']],
    [{ brand: 'denago', seats: '8' }, ['Rover XXL']],
    [{ price: 'under-15000', seats: '8' }, ['Carrier 8', 'Rover XXL']],
    [{ q: 'crew', seats: '8' }, ['Carrier 8']],
    [{ q: 'crew', seats: '6' }, []],
    [{ sort: 'price-asc', seats: '6' }, ['Ranger 6', 'D6 Max GT6']],
    [{ sort: 'price-desc', category: 'ranger' }, ['Ranger 6', 'Ranger 4', 'Used Ranger']],
    [{ sort: 'range', seats: '8' }, ['Rover XXL', 'Carrier 8']],
    [{ sort: 'seats', price: 'over-25000' }, []],
  ])('%j -> %j', (partial, names) => {
    const state = { ...DEFAULT_BROWSE, ...partial };
    const featured = list; // the list above is in the order the tests expect for `featured`
    expect(
      browseVehicles(featured, state)
        .map((v) => v.name)
        .sort(),
    ).toEqual([...names].sort());
    if (state.sort !== 'featured') expect(browseVehicles(featured, state).map((v) => v.name)).toEqual(names);
  });

  it('keeps the base rules: category terms contain, brand equals, price bands are inclusive in the middle', () => {
    expect(matchesBrowse(cart('x', { category: 'D5 Ranger' }), { ...DEFAULT_BROWSE, category: 'ranger' })).toBe(true);
    expect(matchesBrowse(cart('x', { brand: 'Denago Plus' }), { ...DEFAULT_BROWSE, brand: 'denago' })).toBe(false);
    expect(matchesBrowse(cart('x', { price: 25000 }), { ...DEFAULT_BROWSE, price: '15000-25000' })).toBe(true);
  });
});

describe('activeFilterCount and isUnfiltered', () => {
  it.each<[Partial<BrowseState>, number, boolean]>([
    [{}, 0, true],
    [{ sort: 'price-asc' }, 0, true],
    [{ q: '  ' }, 0, true],
    [{ q: 'city' }, 0, false],
    [{ seats: '4' }, 1, false],
    [{ brand: 'denago', category: 'ranger', price: 'under-15000', seats: '8', condition: 'new' }, 5, false],
  ])('%j -> %d active, unfiltered %s', (partial, count, unfiltered) => {
    const state = { ...DEFAULT_BROWSE, ...partial };
    expect(activeFilterCount(state)).toBe(count);
    expect(isUnfiltered(state)).toBe(unfiltered);
  });
});

describe('browseFromQuery', () => {
  it.each<[string, BrowseState]>([
    ['', DEFAULT_BROWSE],
    ['?seats=6&condition=pre-owned&sort=price-desc', { ...DEFAULT_BROWSE, seats: '6', condition: 'pre-owned', sort: 'price-desc' }],
    ['?seats=8&condition=NEW', { ...DEFAULT_BROWSE, seats: '8', condition: 'new' }],
    ['?category=D6-Max', { ...DEFAULT_BROWSE, category: 'd6-max' }],
    ['?category=ranger&brand=Evolution&q=lifted', { ...DEFAULT_BROWSE, category: 'ranger', brand: 'evolution', q: 'lifted' }],
    ['?seats=3&condition=used&sort=cheapest&category=golf', DEFAULT_BROWSE],
    ['?category=ev-city', DEFAULT_BROWSE],
    ['?price=over-25000&utm_source=town-page', { ...DEFAULT_BROWSE, price: 'over-25000' }],
  ])('%s', (query, state) => {
    expect(browseFromQuery(query, CATEGORIES)).toEqual(state);
  });
});

describe('browseToQuery keeps the parameters that are not browse fields', () => {
  it.each<[BrowseState, string, string]>([
    [{ ...DEFAULT_BROWSE, brand: 'denago' }, '?compare=a,b', '?brand=denago&compare=a,b'],
    [{ ...DEFAULT_BROWSE, sort: 'range' }, '?brand=evolution&compare=a&utm_source=mail', '?sort=range&compare=a&utm_source=mail'],
    [DEFAULT_BROWSE, '?q=cart&compare=a', '?compare=a'],
    [DEFAULT_BROWSE, '?brand=denago', ''],
  ])('%j over %s -> %s', (state, current, query) => {
    expect(browseToQuery(state, current)).toBe(query);
  });
});

describe('browseToQuery leaves defaults out, keeps the URL order and round-trips', () => {
  it.each<[BrowseState, string]>([
    [DEFAULT_BROWSE, ''],
    [{ ...DEFAULT_BROWSE, q: '   ' }, ''],
    [
      { ...DEFAULT_BROWSE, brand: 'evolution', category: 'ranger', price: 'under-15000' },
      '?brand=evolution&category=ranger&price=under-15000',
    ],
    [{ ...DEFAULT_BROWSE, seats: '8', condition: 'pre-owned', sort: 'range' }, '?seats=8&condition=pre-owned&sort=range'],
    [{ ...DEFAULT_BROWSE, category: 'd6-max' }, '?category=d6-max'],
    [{ ...DEFAULT_BROWSE, q: 'a,b & c' }, '?q=a,b+%26+c'],
  ])('%j -> %s', (state, query) => {
    expect(browseToQuery(state, '')).toBe(query);
    if (state.q.trim() === state.q) expect(browseFromQuery(query, CATEGORIES)).toEqual(state);
  });
});
