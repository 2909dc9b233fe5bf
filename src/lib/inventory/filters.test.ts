import { describe, expect, it } from 'vitest';
import {
  BRAND_LABELS,
  BRAND_VALUES,
  DEFAULT_FILTERS,
  filterVehicles,
  filtersFromQuery,
  filtersToQuery,
  isDefaultFilters,
  matchesBrand,
  matchesCategory,
  matchesPrice,
  matchesSearch,
  optionsOf,
  pickOption,
  type FilterState,
} from './filters';

const cart = (over: Partial<{ name: string; description: string; brand: string; category: string; price: number }> = {}) => ({
  name: 'Evolution D5 Ranger 4',
  description: 'A lifted four-seat cart for trails.',
  brand: 'Evolution',
  category: 'D5 Ranger',
  price: 9195,
  ...over,
});

describe('matchesSearch: case-insensitive, name or description', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['ranger', true],
    ['RANGER', true],
    ['  ranger ', true],
    ['trails', true],
    ['LIFTED FOUR', true],
    ['denago', false],
    ['d5 ranger 6', false],
  ])('%j -> %s', (q, expected) => {
    expect(matchesSearch(cart(), q)).toBe(expected);
  });
});

describe('matchesBrand: case-insensitive equality', () => {
  it.each([
    ['Evolution', 'all', true],
    ['Evolution', 'evolution', true],
    ['EVOLUTION', 'evolution', true],
    ['Evolution', 'denago', false],
    ['Denago', 'denago', true],
    ['Denago Plus', 'denago', false],
  ] as const)('%s with %s -> %s', (brand, filter, expected) => {
    expect(matchesBrand(cart({ brand }), filter)).toBe(expected);
  });
});

describe('matchesCategory: contains, case-insensitive', () => {
  it.each([
    ['D5 Ranger', 'all', true],
    ['D5 Ranger', 'ranger', true],
    ['D5 RANGER', 'ranger', true],
    ['EV Rover', 'rover', true],
    ['D5 Maverick', 'maverick', true],
    ['Forester', 'forester', true],
    ['Turfman', 'turfman', true],
    ['D5 Maverick', 'ranger', false],
    ['Classic', 'rover', false],
  ] as const)('%s with %s -> %s', (category, filter, expected) => {
    expect(matchesCategory(cart({ category }), filter)).toBe(expected);
  });
});

describe('matchesPrice: bands at 15000 and 25000, middle band inclusive', () => {
  it.each([
    [0, 'under-15000', true],
    [14999, 'under-15000', true],
    [15000, 'under-15000', false],
    [14999, '15000-25000', false],
    [15000, '15000-25000', true],
    [20000, '15000-25000', true],
    [25000, '15000-25000', true],
    [25001, '15000-25000', false],
    [25000, 'over-25000', false],
    [25001, 'over-25000', true],
    [1, 'all', true],
    [99999, 'all', true],
  ] as const)('%d in %s -> %s', (price, band, expected) => {
    expect(matchesPrice(cart({ price }), band)).toBe(expected);
  });
});

describe('filterVehicles combines the four rules with AND', () => {
  const list = [
    cart({ name: 'A', brand: 'Denago', category: 'EV Rover', price: 9995 }),
    cart({ name: 'B', brand: 'Evolution', category: 'D5 Ranger', price: 9195 }),
    cart({ name: 'C', brand: 'Evolution', category: 'D6 Max', price: 17995, description: 'premium ranger style' }),
    cart({ name: 'D', brand: 'Denago', category: 'EV City', price: 15000, description: 'street' }),
  ];
  it.each<[Partial<FilterState>, string[]]>([
    [{}, ['A', 'B', 'C', 'D']],
    [{ brand: 'denago' }, ['A', 'D']],
    [{ brand: 'denago', price: 'under-15000' }, ['A']],
    [{ brand: 'evolution', category: 'ranger' }, ['B']],
    [{ q: 'ranger' }, ['C']], // search reads name and description, not the category
    [{ q: 'TRAILS' }, ['A', 'B']],
    [{ q: 'ranger', price: '15000-25000' }, ['C']],
    [{ q: 'street', brand: 'evolution' }, []],
    [{ category: 'rover', price: 'over-25000' }, []],
  ])('%j -> %j', (partial, names) => {
    expect(filterVehicles(list, { ...DEFAULT_FILTERS, ...partial }).map((v) => v.name)).toEqual(names);
  });
});

describe('filtersFromQuery', () => {
  it.each<[string, FilterState]>([
    ['', DEFAULT_FILTERS],
    ['?q=city', { ...DEFAULT_FILTERS, q: 'city' }],
    ['?q=ev%20city&brand=Denago', { ...DEFAULT_FILTERS, q: 'ev city', brand: 'denago' }],
    ['?brand=club-car', DEFAULT_FILTERS],
    ['?category=RANGER&price=15000-25000', { ...DEFAULT_FILTERS, category: 'ranger', price: '15000-25000' }],
    ['?price=cheap&category=golf', DEFAULT_FILTERS],
    ['?brand=evolution&category=turfman&price=under-15000&q=x', { q: 'x', brand: 'evolution', category: 'turfman', price: 'under-15000' }],
  ])('%s', (query, expected) => {
    expect(filtersFromQuery(query)).toEqual(expected);
  });

  it('caps a pasted search at 100 characters', () => {
    expect(filtersFromQuery(`?q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });
});

describe('filtersToQuery leaves defaults out and round-trips', () => {
  it.each<[FilterState, string]>([
    [DEFAULT_FILTERS, ''],
    [{ ...DEFAULT_FILTERS, q: '   ' }, ''],
    [{ ...DEFAULT_FILTERS, q: 'ev city' }, '?q=ev+city'],
    [{ ...DEFAULT_FILTERS, brand: 'denago', price: 'over-25000' }, '?brand=denago&price=over-25000'],
    [
      { q: 'a&b', brand: 'evolution', category: 'rover', price: '15000-25000' },
      '?q=a%26b&brand=evolution&category=rover&price=15000-25000',
    ],
  ])('%j -> %s', (state, query) => {
    expect(filtersToQuery(state)).toBe(query);
    if (state.q.trim() === state.q) expect(filtersFromQuery(query)).toEqual(state);
  });
});

describe('isDefaultFilters', () => {
  it.each<[Partial<FilterState>, boolean]>([
    [{}, true],
    [{ q: '  ' }, true],
    [{ q: 'x' }, false],
    [{ brand: 'denago' }, false],
    [{ category: 'rover' }, false],
    [{ price: 'under-15000' }, false],
  ])('%j -> %s', (partial, expected) => {
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, ...partial })).toBe(expected);
  });
});

describe('optionsOf and pickOption: the values drive the URL, the words only the form', () => {
  it.each<[readonly ('all' | 'denago' | 'evolution')[], string[]]>([
    [BRAND_VALUES, ['All Brands', 'Denago', 'Evolution']],
    [
      ['evolution', 'all'],
      ['Evolution', 'All Brands'],
    ],
  ])('%j -> %j, in the values order', (values, labels) => {
    expect(optionsOf(values, BRAND_LABELS)).toEqual(values.map((value, i) => ({ value, label: labels[i] })));
  });

  it.each<[string | null, string]>([
    ['denago', 'denago'],
    [' Evolution ', 'evolution'],
    ['Denago Motors', 'all'],
    ['', 'all'],
    [null, 'all'],
  ])('pickOption(%j) -> %s', (raw, expected) => {
    expect(pickOption(BRAND_VALUES, raw)).toBe(expected);
  });
});
