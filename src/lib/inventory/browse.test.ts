import { describe, expect, it } from 'vitest';
import {
  BRAND_VALUES,
  DEFAULT_BROWSE,
  activeFilterCount,
  browseFromQuery,
  browseSelects,
  browseValues,
  browseToQuery,
  browseVehicles,
  categoryOptions,
  familyValue,
  isUnfiltered,
  matchesBrand,
  matchesBrowse,
  matchesCategory,
  matchesCategoryTerm,
  matchesCondition,
  matchesPrice,
  matchesSearch,
  matchesSeats,
  matchesUse,
  optionsOf,
  pickOption,
  rangeMiles,
  sortVehicles,
  sortVehiclesBy,
  type BrowseState,
  type ConditionFilter,
  type SeatsFilter,
  type SortKey,
  type UseFilter,
} from './browse';
import { SEARCH_WORDS } from './search-words';

const one = (
  over: Partial<{
    name: string;
    description: string;
    brand: string;
    category: string;
    price: number;
    isNew: boolean;
    streetLegal: boolean;
  }> = {},
) => ({
  name: 'Evolution D5 Ranger 4',
  description: 'A lifted four-seat cart for trails.',
  brand: 'Evolution',
  category: 'D5 Ranger',
  price: 9195,
  isNew: true,
  streetLegal: false,
  ...over,
  specifications: { seatingCapacity: 4, range: '40 miles', batteryType: '72V Lithium' },
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
    expect(matchesSearch(one(), q)).toBe(expected);
  });
});

describe('matchesBrowse: the words a shopper types for a filter find the carts that have it', () => {
  const lsv = one({ name: 'Denago EV City', description: 'A compact street cart.', streetLegal: true });
  const used = one({ name: 'Pre-owned 2022 Ranger', isNew: false });
  const six = {
    ...one({ name: 'Evolution D5 Ranger 6' }),
    specifications: { seatingCapacity: 6, range: '35 miles', batteryType: '48V lead-acid' },
  };
  const found = (q: string, s: Partial<BrowseState> = {}) =>
    browseVehicles([lsv, used, six], { ...DEFAULT_BROWSE, ...s, q }, SEARCH_WORDS).map((v) => v.name);
  it.each<[string, string[]]>([
    ['', ['Denago EV City', 'Evolution D5 Ranger 6', 'Pre-owned 2022 Ranger']],
    ['street legal', ['Denago EV City']],
    ['Street-Legal', ['Denago EV City']],
    ['streetlegal', ['Denago EV City']],
    ['LSV', ['Denago EV City']],
    ['lsvs', ['Denago EV City']],
    ['used', ['Pre-owned 2022 Ranger']],
    ['pre-owned', ['Pre-owned 2022 Ranger']],
    ['Pre owned', ['Pre-owned 2022 Ranger']],
    ['preowned', ['Pre-owned 2022 Ranger']],
    ['new', ['Denago EV City', 'Evolution D5 Ranger 6']],
    ['lithium', ['Denago EV City', 'Pre-owned 2022 Ranger']],
    ['4 seater', ['Denago EV City', 'Pre-owned 2022 Ranger']],
    ['4-seater', ['Denago EV City', 'Pre-owned 2022 Ranger']],
    ['6 seats', ['Evolution D5 Ranger 6']],
    ['2 seater', []],
    ['used 4 seater ranger', ['Pre-owned 2022 Ranger']],
    ['new ranger', ['Evolution D5 Ranger 6']],
    ['street legal ev city', ['Denago EV City']],
    ['street legal ranger', []],
    // "new" inside another word is a word to find, not the filter.
    ['newport', []],
  ])('%j finds %j', (q, expected) => {
    expect(found(q)).toEqual(expected);
  });

  it('the words and the selects combine by AND: "used" with the New condition finds nothing', () => {
    expect(found('used', { condition: 'new' })).toEqual([]);
    expect(found('lsv', { condition: 'new' })).toEqual(['Denago EV City']);
  });

  it('takes the words it reads out of the search: the other words, in order, must be in the name', () => {
    expect(found('Used 4-seater Ranger')).toEqual(['Pre-owned 2022 Ranger']);
    expect(found('used 2022 ranger')).toEqual(['Pre-owned 2022 Ranger']);
    expect(found('ev lsv city')).toEqual(['Denago EV City']);
  });

  it('a lead-acid cart is not "lithium"', () => {
    expect(found('lithium 6 seats')).toEqual([]);
  });
});

describe('matchesUse: street-legal LSVs or golf carts', () => {
  it.each<[boolean, UseFilter, boolean]>([
    [true, 'all', true],
    [false, 'all', true],
    [true, 'street-legal', true],
    [false, 'street-legal', false],
    [true, 'golf-cart', false],
    [false, 'golf-cart', true],
  ])('streetLegal %s with %s -> %s', (streetLegal, use, expected) => {
    expect(matchesUse({ streetLegal }, use)).toBe(expected);
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
    expect(matchesBrand(one({ brand }), filter)).toBe(expected);
  });
});

describe('matchesCategoryTerm: contains, case-insensitive', () => {
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
    expect(matchesCategoryTerm(one({ category }), filter)).toBe(expected);
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
    expect(matchesPrice(one({ price }), band)).toBe(expected);
  });
});

describe('the four base filters combine with AND', () => {
  const list = [
    one({ name: 'A', brand: 'Denago', category: 'EV Rover', price: 9995 }),
    one({ name: 'B', brand: 'Evolution', category: 'D5 Ranger', price: 9195 }),
    one({ name: 'C', brand: 'Evolution', category: 'D6 Max', price: 17995, description: 'premium ranger style' }),
    one({ name: 'D', brand: 'Denago', category: 'EV City', price: 15000, description: 'street' }),
  ];
  it.each<[Partial<BrowseState>, string[]]>([
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
    expect(list.filter((v) => matchesBrowse(v, { ...DEFAULT_BROWSE, ...partial })).map((v) => v.name)).toEqual(names);
  });
});

describe('matchesSeats: 2, 4 and 6 exactly; 8 means eight or more', () => {
  it.each<[number, SeatsFilter, boolean]>([
    [2, 'all', true],
    [9, 'all', true],
    [2, '2', true],
    [4, '2', false],
    [4, '4', true],
    [6, '4', false],
    [6, '6', true],
    [8, '6', false],
    [8, '8', true],
    [10, '8', true],
    [6, '8', false],
  ])('%d seats with %s -> %s', (seatingCapacity, seats, expected) => {
    expect(matchesSeats({ specifications: { seatingCapacity } }, seats)).toBe(expected);
  });
});

describe('matchesCondition: new, or pre-owned (not new)', () => {
  it.each<[boolean, ConditionFilter, boolean]>([
    [true, 'all', true],
    [false, 'all', true],
    [true, 'new', true],
    [false, 'new', false],
    [true, 'pre-owned', false],
    [false, 'pre-owned', true],
  ])('isNew %s with %s -> %s', (isNew, condition, expected) => {
    expect(matchesCondition({ isNew }, condition)).toBe(expected);
  });
});

describe('familyValue', () => {
  it.each([
    ['D6 Max', 'd6-max'],
    ['EV City', 'ev-city'],
    ['Classic', 'classic'],
    ['  Carrier  Plus ', 'carrier-plus'],
    ['Golf & Utility', 'golf-utility'],
  ])('%j -> %s', (category, value) => expect(familyValue(category)).toBe(value));
});

describe('categoryOptions: the five category terms plus every family no term matches, by name', () => {
  it.each<[string, string[], string[]]>([
    ['no catalogue', [], ['all', 'forester', 'maverick', 'ranger', 'rover', 'turfman']],
    [
      'families the terms match add nothing',
      ['D5 Ranger', 'EV Rover', 'Forester'],
      ['all', 'forester', 'maverick', 'ranger', 'rover', 'turfman'],
    ],
    [
      'the other families join, sorted by name with the terms',
      ['D6 Max', 'EV City', 'Classic', 'D6 Max', 'D5 Ranger'],
      ['all', 'classic', 'd6-max', 'ev-city', 'forester', 'maverick', 'ranger', 'rover', 'turfman'],
    ],
  ])('%s', (_, categories, values) => {
    expect(categoryOptions(categories).map((o) => o.value)).toEqual(values);
  });

  it('labels a family with its catalogue name and keeps the labels of the five terms', () => {
    const options = categoryOptions(['D6 Max']);
    expect(options[0]).toEqual({ value: 'all', label: 'All Categories' });
    expect(options).toContainEqual({ value: 'd6-max', label: 'D6 Max' });
    expect(options).toContainEqual({ value: 'ranger', label: 'Ranger' });
  });

  it('reaches every family of a catalogue through one of its options', () => {
    const categories = [
      'EV City',
      'EV Nomad',
      'EV Rover',
      'Carrier',
      'Classic',
      'D5 Maverick',
      'D5 Ranger',
      'D6 Max',
      'Forester',
      'Turfman',
    ];
    const options = categoryOptions(categories).slice(1);
    for (const category of categories) {
      expect(
        options.some((o) => matchesCategory({ category }, o.value)),
        category,
      ).toBe(true);
    }
  });
});

describe('matchesCategory: the terms contain, families equal', () => {
  it.each([
    ['D5 Ranger', 'all', true],
    ['D5 Ranger', 'ranger', true],
    ['D5 RANGER', 'ranger', true],
    ['EV Rover', 'rover', true],
    ['D5 Maverick', 'ranger', false],
    ['D6 Max', 'd6-max', true],
    ['d6 max', 'd6-max', true],
    ['D6 Max XT', 'd6-max', false],
    ['EV City', 'ev-city', true],
    ['EV City', 'city', false],
    ['Classic', 'd6-max', false],
  ])('%s with %s -> %s', (category, value, expected) => {
    expect(matchesCategory({ category }, value)).toBe(expected);
  });
});

describe('sortVehicles', () => {
  const v = (name: string, brand: string, price: number, isNew = true) => ({ name, brand, price, isNew });
  it.each([
    [
      [v('b', 'Evolution', 2), v('a', 'Denago', 9)],
      ['a', 'b'],
    ],
    [
      [v('used', 'Denago', 1, false), v('new', 'Evolution', 99)],
      ['new', 'used'],
    ],
    [
      [v('dear', 'Denago', 20), v('cheap', 'Denago', 10)],
      ['cheap', 'dear'],
    ],
    [
      [v('y', 'Denago', 10), v('x', 'Denago', 10)],
      ['x', 'y'],
    ],
  ])('%j', (list, names) => {
    expect(sortVehicles(list).map((x) => x.name)).toEqual(names);
    expect(list.map((x) => x.name)).not.toBe(names);
  });
});

describe('rangeMiles: the largest number the range states', () => {
  it.each([
    ['40 miles', 40],
    ['35-45 miles', 45],
    ['up to 37.5 miles', 37.5],
    ['varies', 0],
    ['', 0],
  ])('%j -> %d', (range, miles) => expect(rangeMiles(range)).toBe(miles));
});

describe('sortVehiclesBy: the chosen order, the catalogue order on a tie', () => {
  const cart = (name: string, price: number, range: string, seatingCapacity: number, isNew = true, brand = 'Evolution') => ({
    name,
    brand,
    price,
    isNew,
    specifications: { range, seatingCapacity },
  });
  const list = [
    cart('A', 9000, '40 miles', 4),
    cart('B', 7000, '60 miles', 2),
    cart('C', 12000, '40 miles', 6),
    cart('D', 7000, '30 miles', 8, false),
    cart('E', 12000, '50 miles', 6, true, 'Denago'),
  ];
  it.each<[SortKey, string[]]>([
    ['featured', ['E', 'B', 'A', 'C', 'D']],
    ['price-asc', ['B', 'D', 'A', 'E', 'C']],
    ['price-desc', ['E', 'C', 'A', 'B', 'D']],
    ['range', ['B', 'E', 'A', 'C', 'D']],
    ['seats', ['D', 'E', 'C', 'A', 'B']],
  ])('%s', (key, names) => {
    expect(sortVehiclesBy(list, key).map((v) => v.name)).toEqual(names);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...list];
    sortVehiclesBy(list, 'price-desc');
    expect(list).toEqual(copy);
  });
});

/** The form's selects of a catalogue whose families 'Classic' and 'D6 Max' no category term matches. */
const VALUES = browseValues(browseSelects(categoryOptions(['Classic', 'D6 Max', 'D5 Ranger'])));

const cart = (
  name: string,
  over: {
    brand?: string;
    category?: string;
    price?: number;
    seats?: number;
    range?: string;
    isNew?: boolean;
    streetLegal?: boolean;
    description?: string;
  } = {},
) => ({
  name,
  description: over.description ?? 'An electric cart.',
  brand: over.brand ?? 'Evolution',
  category: over.category ?? 'D5 Ranger',
  price: over.price ?? 9000,
  isNew: over.isNew ?? true,
  streetLegal: over.streetLegal ?? false,
  specifications: { seatingCapacity: over.seats ?? 4, range: over.range ?? '40 miles', batteryType: '72V Lithium' },
});

const list = [
  cart('Ranger 4', { price: 7695 }),
  cart('Ranger 6', { price: 11195, seats: 6, range: '35 miles' }),
  cart('Used Ranger', { price: 7295, isNew: false }),
  cart('D6 Max GT6', { category: 'D6 Max', price: 17995, seats: 6, range: '45 miles' }),
  cart('Carrier 8', { category: 'Carrier', price: 13995, seats: 8, range: '35 miles', description: 'Eight seats for the crew.' }),
  cart('Rover XXL', { brand: 'Denago', category: 'EV Rover', price: 11995, seats: 8, range: '60 miles' }),
  cart('City', { brand: 'Denago', category: 'EV City', price: 15000, seats: 2, streetLegal: true }),
];

describe('browseVehicles: the base filters, category families, seats and condition by AND, then the sort', () => {
  it.each<[Partial<BrowseState>, string[]]>([
    [{}, ['Ranger 4', 'Ranger 6', 'Used Ranger', 'D6 Max GT6', 'Carrier 8', 'Rover XXL', 'City']],
    [{ seats: '6' }, ['Ranger 6', 'D6 Max GT6']],
    [{ seats: '8' }, ['Carrier 8', 'Rover XXL']],
    [{ seats: '2' }, ['City']],
    [{ condition: 'pre-owned' }, ['Used Ranger']],
    [{ use: 'street-legal' }, ['City']],
    [{ use: 'golf-cart', seats: '2' }, []],
    [{ q: 'street legal' }, ['City']],
    [{ q: 'used' }, ['Used Ranger']],
    [{ q: '6 seater' }, ['Ranger 6', 'D6 Max GT6']],
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
      browseVehicles(featured, state, SEARCH_WORDS)
        .map((v) => v.name)
        .sort(),
    ).toEqual([...names].sort());
    if (state.sort !== 'featured') expect(browseVehicles(featured, state, SEARCH_WORDS).map((v) => v.name)).toEqual(names);
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
    ['?q=ev%20city&brand=Denago', { ...DEFAULT_BROWSE, q: 'ev city', brand: 'denago' }],
    ['?brand=club-car', DEFAULT_BROWSE],
    ['?category=RANGER&price=15000-25000', { ...DEFAULT_BROWSE, category: 'ranger', price: '15000-25000' }],
    ['?price=cheap&category=golf', DEFAULT_BROWSE],
  ])('%s', (query, state) => {
    expect(browseFromQuery(query, VALUES)).toEqual(state);
  });

  it('caps a pasted search at 100 characters', () => {
    expect(browseFromQuery(`?q=${'a'.repeat(500)}`, VALUES).q).toHaveLength(100);
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
    [{ ...DEFAULT_BROWSE, q: 'ev city' }, '?q=ev+city'],
  ])('%j -> %s', (state, query) => {
    expect(browseToQuery(state, '')).toBe(query);
    if (state.q.trim() === state.q) expect(browseFromQuery(query, VALUES)).toEqual(state);
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
    expect(optionsOf(values, { all: 'All Brands', denago: 'Denago', evolution: 'Evolution' })).toEqual(
      values.map((value, i) => ({ value, label: labels[i] })),
    );
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

describe('browseSelects: the sort, then the folded filters, each with its default first', () => {
  const categories = categoryOptions(['D6 Max']);
  const [sort, ...folded] = browseSelects(categories);

  it('names each select by its URL field, in the order the form shows them', () => {
    expect(sort!.name).toBe('sort');
    expect(folded.map((s) => s.name)).toEqual(['category', 'brand', 'price', 'seats', 'condition', 'use']);
    expect(folded[0]!.options).toEqual(categories);
  });

  it('starts each select with the value the URL leaves out; every choice round-trips through the URL', () => {
    for (const select of [sort!, ...folded]) {
      expect(select.options[0]!.value, select.name).toBe(DEFAULT_BROWSE[select.name]);
      for (const { value } of select.options) {
        const state = { ...DEFAULT_BROWSE, [select.name]: value };
        const query = browseToQuery(state, '');
        expect(query === '', `${select.name}=${value}: left out only as the default`).toBe(value === select.options[0]!.value);
        expect(browseFromQuery(query, browseValues([sort!, ...folded])), `${select.name}=${value}`).toEqual(state);
      }
    }
  });
});
