import { describe, expect, it } from 'vitest';
import { vehicleBadge } from './badge';

describe('vehicleBadge', () => {
  it.each([
    [{ isNew: true, inStock: true }, 'NEW', 'new'],
    [{ isNew: true, inStock: false }, 'NEW', 'new'],
    [{ isNew: false, inStock: true }, 'In Stock', 'in-stock'],
    [{ isNew: false, inStock: false }, 'Out of Stock', 'out-of-stock'],
  ])('%j -> %s', (vehicle, label, tone) => {
    expect(vehicleBadge(vehicle)).toEqual({ label, tone });
  });
});
