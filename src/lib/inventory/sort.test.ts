import { describe, expect, it } from 'vitest';
import { sortVehicles } from './sort';

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
