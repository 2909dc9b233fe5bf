import { describe, expect, it } from 'vitest';
import { isAvailable, isSold, vehicleBadge } from './badge';
import { streetUse } from './street-use';

describe('vehicleBadge', () => {
  it.each([
    [{ isNew: true, inStock: true }, 'NEW', 'new'],
    [{ isNew: true, inStock: false }, 'NEW', 'new'],
    [{ isNew: false, inStock: true }, 'In Stock', 'in-stock'],
    [{ isNew: false, inStock: false }, 'Out of Stock', 'out-of-stock'],
    [{ isNew: true, inStock: true, status: 'available' as const }, 'NEW', 'new'],
    [{ isNew: false, inStock: true, status: 'on-hold' as const }, 'On Hold', 'on-hold'],
    [{ isNew: true, inStock: true, status: 'on-hold' as const }, 'On Hold', 'on-hold'],
    [{ isNew: true, inStock: false, status: 'sold' as const }, 'Out of Stock', 'out-of-stock'],
  ])('%j -> %s', (vehicle, label, tone) => {
    expect(vehicleBadge(vehicle)).toEqual({ label, tone });
  });
});

describe('isAvailable / isSold: the record status, else only a pre-owned cart out of stock is sold', () => {
  it.each([
    [{ isNew: true, inStock: true }, true],
    [{ isNew: true, inStock: false }, true],
    [{ isNew: false, inStock: true }, true],
    [{ isNew: false, inStock: false }, false],
    [{ isNew: true, inStock: true, status: 'sold' as const }, false],
    [{ isNew: false, inStock: true, status: 'on-hold' as const }, true],
    [{ isNew: false, inStock: false, status: 'available' as const }, true],
  ])('%j -> available %s', (vehicle, available) => {
    expect(isAvailable(vehicle)).toBe(available);
    expect(isSold(vehicle)).toBe(!available);
  });
});

describe('streetUse: where a vehicle may be driven, in words', () => {
  it.each([
    [true, /^Street-legal LSV$/],
    [false, /^Golf cart, private property$/],
  ])('streetLegal %s', (streetLegal, words) => {
    expect(streetUse({ streetLegal })).toMatch(words);
  });
});
