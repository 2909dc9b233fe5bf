import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { addToCompare, COMPARE_LIMIT, compareRows, openingCompare, parseCompare, removeFromCompare, withCompare } from './compare';
import { contactRequestHref } from '../contact/request-link';
import { compareCart, conditionFact } from './compare-facts';
import { compareHref } from './compare-url';
import { summaryFixture } from './summary.fixture';

const cart = summaryFixture;

describe('parseCompare', () => {
  cases('%j -> %j', parseCompare, [
    [null, []],
    ['', []],
    ['a', ['a']],
    ['a,b,c', ['a', 'b', 'c']],
    [' a , b ,, a ', ['a', 'b']],
    ['a,b,c,d', ['a', 'b', 'c']],
  ]);
});

describe('compareHref and withCompare', () => {
  it('links a vehicle page to the inventory comparing its cart', () => {
    expect(compareHref('denago-ev-city')).toBe('/inventory?compare=denago-ev-city');
  });
  it.each([
    ['', ['a'], '?compare=a'],
    ['?brand=denago&sort=range', ['a', 'b'], '?brand=denago&sort=range&compare=a,b'],
    ['?compare=a&brand=denago', ['a', 'c'], '?compare=a,c&brand=denago'],
    ['?brand=denago&compare=a', [], '?brand=denago'],
    ['?compare=a', [], ''],
  ])('%s with %j -> %s', (search, ids, query) => {
    expect(withCompare(search, ids, 'compare')).toBe(query);
  });
});

describe('addToCompare and removeFromCompare', () => {
  it('adds while there is room and says so', () => {
    expect(addToCompare(['a'], 'b', 'Cart B')).toEqual({ ids: ['a', 'b'], notice: 'Added the Cart B to compare (2 of 3).' });
  });
  it('keeps a cart already chosen once', () => {
    expect(addToCompare(['a', 'b'], 'a', 'Cart A')).toEqual({ ids: ['a', 'b'], notice: 'The Cart A is already in your comparison.' });
  });
  it('refuses a fourth cart, changes nothing and says that three is the limit', () => {
    const full = ['a', 'b', 'c'];
    expect(COMPARE_LIMIT).toBe(3);
    expect(addToCompare(full, 'd', 'Cart D')).toEqual({
      ids: full,
      notice: 'You can compare up to 3 carts. Remove one to add the Cart D.',
    });
  });
  it('removes a cart', () => {
    expect(removeFromCompare(['a', 'b', 'c'], 'b', 'Cart B')).toEqual({ ids: ['a', 'c'], notice: 'Removed the Cart B from compare.' });
  });
});

describe('openingCompare', () => {
  const listed = new Map(['a', 'b', 'c', 'd'].map((id) => [id, { name: `Cart ${id.toUpperCase()}` }]));
  it.each([
    ['no URL list keeps the remembered one', [], ['a', 'b'], ['a', 'b']],
    ['a shared list of two or more is shown as it is', ['c', 'd'], ['a', 'b'], ['c', 'd']],
    ["a vehicle page's one cart joins the remembered list", ['c'], ['a', 'b'], ['a', 'b', 'c']],
    ['a cart already remembered is not added twice', ['a'], ['a', 'b'], ['a', 'b']],
    ['unknown and sold ids are dropped', ['sold', 'x'], ['a', 'gone'], ['a']],
    ['a shared list keeps only listed carts', ['a', 'sold', 'b'], [], ['a', 'b']],
  ])('%s', (_, url, remembered, ids) => {
    expect(openingCompare(url, remembered, listed).ids).toEqual(ids);
  });
  it("refuses a vehicle page's cart when the remembered list is full", () => {
    expect(openingCompare(['d'], ['a', 'b', 'c'], listed)).toEqual({
      ids: ['a', 'b', 'c'],
      notice: 'You can compare up to 3 carts. Remove one to add the Cart D.',
      shared: false,
    });
  });
  it.each([
    ["someone else's list of two or more", ['c', 'd'], ['a'], true],
    ['the same list as remembered (a reload)', ['a', 'b'], ['a', 'b'], false],
    ['one cart', ['c'], [], false],
    ['no list', [], ['a', 'b'], false],
  ])('opens the comparison at once for %s: %s', (_, url, remembered, shared) => {
    expect(openingCompare(url, remembered, listed).shared).toBe(shared);
  });
});

describe('compareCart and compareRows', () => {
  const a = compareCart(cart('a'), { amount: 108, terms: '0% APR, 84 months' });
  const b = compareCart(
    cart('b', {
      price: 12995,
      isNew: false,
      streetLegal: false,
      preOwned: { hours: 320, warranty: 'as-is' },
      year: 2022,
      brand: 'Evolution',
      category: 'D5 Ranger',
      specifications: {
        topSpeed: '25 mph',
        range: '50 miles',
        seatingCapacity: 6,
        batteryType: '48V Lithium',
        chargingTime: '6-8 hours',
        payload: '800 lbs',
        groundClearance: '8 in',
      },
    }),
    { amount: 245, terms: '7.99% APR, 84 months' },
  );
  const rows = compareRows([a, b]);
  const row = (label: string) => rows.find((r) => r.label === label);

  it('shows a cart by its name and facts: price, monthly, condition, street use, brand, family, then its specifications; and its quote link', () => {
    expect(a).toEqual({
      id: 'a',
      name: 'Cart A',
      href: '/vehicles/a',
      drawing: '/images/vehicles/a.svg',
      quote: contactRequestHref({ request: 'quote', vehicle: 'a' }),
      facts: {
        Price: '$8,995',
        'Monthly from': '$108/mo (0% APR, 84 months)',
        Condition: 'New',
        'Street use': 'Street-legal LSV',
        Brand: 'Denago',
        'Model family': 'EV City',
        'Top Speed': '25 mph',
        Range: '40 miles',
        'Seating Capacity': '4 passengers',
        'Battery Type': '48V Lithium',
        'Charging Time': '4-6 hours',
        Payload: '400 lbs',
      },
    });
  });
  it('leaves out the monthly figure of a cart without one', () => {
    expect(Object.keys(compareCart(cart('c'), undefined).facts)).not.toContain('Monthly from');
  });
  it('has a row for every label either cart has, in order', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Price',
      'Monthly from',
      'Condition',
      'Street use',
      'Brand',
      'Model family',
      'Top Speed',
      'Range',
      'Seating Capacity',
      'Battery Type',
      'Charging Time',
      'Payload',
      'Hours',
      'Warranty',
      'Ground Clearance',
    ]);
  });
  it.each([
    ['Price', ['$8,995', '$12,995'], true],
    ['Monthly from', ['$108/mo (0% APR, 84 months)', '$245/mo (7.99% APR, 84 months)'], true],
    ['Condition', ['New', 'Pre-owned (2022), in stock'], true],
    ['Street use', ['Street-legal LSV', 'Golf cart, private property'], true],
    ['Hours', ['—', '320 hours'], true],
    ['Warranty', ['—', 'Sold as-is (no warranty)'], true],
    ['Top Speed', ['25 mph', '25 mph'], false],
    ['Seating Capacity', ['4 passengers', '6 passengers'], true],
    ['Battery Type', ['48V Lithium', '48V Lithium'], false],
    ['Payload', ['400 lbs', '800 lbs'], true],
    ['Ground Clearance', ['—', '8 in'], true],
  ])('%s: %j, differs %s', (label, values, differs) => {
    expect(row(label)).toEqual({ label, values, differs });
  });
  it('marks nothing as different for one cart', () => {
    expect(compareRows([a]).every((r) => !r.differs)).toBe(true);
  });
});

describe('conditionFact: the condition said once', () => {
  it.each<[boolean, boolean, number | undefined, string]>([
    [true, true, undefined, 'New'],
    [true, false, undefined, 'New'],
    [false, true, 2022, 'Pre-owned (2022), in stock'],
    [false, true, undefined, 'Pre-owned, in stock'],
    [false, false, 2021, 'Pre-owned (2021), out of stock'],
  ])('isNew %s, inStock %s, year %s -> %s', (isNew, inStock, year, fact) => {
    expect(conditionFact({ isNew, inStock, year })).toBe(fact);
  });
});
