import { describe, expect, it } from 'vitest';
import { rentalDeliveryFee } from './delivery-fee';

const terms = { feePerMile: 6, freeWithinMiles: 10 };

describe('rentalDeliveryFee: free within the radius, else per mile over the whole distance', () => {
  it.each([
    // exact miles, shown miles, free, fee
    [0, 0, true, 0],
    [4.24, 4.2, true, 0],
    [9.96, 10, true, 0], // shown as 10 mi, which is inside the radius
    [10, 10, true, 0],
    [10.6, 11, false, 66],
    [31.4, 31, false, 186],
    [45.5, 46, false, 276],
  ])('%f mi -> shown %f mi, free %s, $%i', (exact, miles, free, fee) => {
    expect(rentalDeliveryFee(exact, terms)).toEqual({ miles, free, fee });
  });

  it('a fractional per-mile fee rounds the dollars up', () => {
    expect(rentalDeliveryFee(12, { feePerMile: 2.55, freeWithinMiles: 10 })).toEqual({ miles: 12, free: false, fee: 31 });
  });

  it('a wider free radius (Dover: 25 miles) makes more places free', () => {
    expect(rentalDeliveryFee(20, { feePerMile: 6, freeWithinMiles: 25 }).free).toBe(true);
  });

  it.each([-1, Number.NaN])('refuses %f miles', (miles) => {
    expect(() => rentalDeliveryFee(miles, terms)).toThrow(RangeError);
  });
});
