import { describe, expect, it } from 'vitest';
import type { ServicePrice } from '../../schemas/services';
import { servicePriceLabel } from './price';

describe('servicePriceLabel', () => {
  it.each<[ServicePrice, string]>([
    [{ kind: 'hourly', amount: 155 }, 'From $155/hour'],
    [{ kind: 'hourly', amount: 1200 }, 'From $1,200/hour'],
    [{ kind: 'quote' }, 'Quote on request'],
    [{ kind: 'warranty' }, 'Covered by warranty'],
  ])('%j -> %s', (price, expected) => {
    expect(servicePriceLabel(price)).toBe(expected);
  });
});
