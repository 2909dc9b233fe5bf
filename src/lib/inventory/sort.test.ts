import { describe, expect, it } from 'vitest';
import { rangeMiles, sortVehicles, sortVehiclesBy, type SortKey } from './sort';

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
