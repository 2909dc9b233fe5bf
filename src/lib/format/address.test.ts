import { describe, expect, it } from 'vitest';
import { cityStateZip } from './address';

describe('cityStateZip', () => {
  it('puts one space between the state and the ZIP code', () => {
    expect(cityStateZip({ city: 'Dover', region: 'DE', postalCode: '19901' })).toBe('Dover, DE 19901');
  });
});
