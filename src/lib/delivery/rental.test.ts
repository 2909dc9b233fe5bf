import { describe, expect, it } from 'vitest';
import { planDeliveryText, rentalDeliveryFee, rentalDeliverySentence, townRentalDelivery } from './rental';

const terms = { feePerMile: 6, freeWithinMiles: 10 };

describe('rentalDeliveryFee: free within the free miles, then the rate for each mile beyond them only', () => {
  it.each([
    // exact miles -> shown, charged, fee
    [0, 0, 0, 0],
    [7.3, 7.3, 0, 0],
    [10, 10, 0, 0],
    [11, 11, 1, 6],
    [18, 18, 8, 48], // Harrington: 8 miles beyond 10, not 18 miles
    [31.4, 31, 21, 126],
  ])('%f mi -> %f mi shown, %f charged, $%i', (exact, miles, chargedMiles, fee) => {
    expect(rentalDeliveryFee(exact, terms)).toEqual({ miles, chargedMiles, free: fee === 0, fee });
  });
  it('follows the terms: a wider free distance makes more places free', () => {
    expect(rentalDeliveryFee(18, { feePerMile: 6, freeWithinMiles: 20 }).free).toBe(true);
    expect(rentalDeliveryFee(18, { feePerMile: 8, freeWithinMiles: 10 }).fee).toBe(64);
  });
});

describe('townRentalDelivery: over the straight-line distance from the showroom', () => {
  const showroom = { lat: 39.1855, lng: -75.5366 };
  it.each([
    ['the showroom itself', showroom, { miles: 0, chargedMiles: 0, free: true, fee: 0 }],
    ['0.1° of latitude north: 6.9 mi', { lat: 39.2855, lng: -75.5366 }, { miles: 6.9, chargedMiles: 0, free: true, fee: 0 }],
    ['0.2° of latitude north: 13.8 mi, shown as 14', { lat: 39.3855, lng: -75.5366 }, { miles: 14, chargedMiles: 4, free: false, fee: 24 }],
  ])('%s', (_name, place, fee) => {
    expect(townRentalDelivery(place, showroom, terms)).toEqual(fee);
  });
});

describe('wording from the terms', () => {
  it.each([
    [
      terms,
      'Rental delivery is free within 10 miles of our showroom, then $6 for each mile beyond 10.',
      'Free delivery within 10 miles, then $6 a mile beyond',
    ],
    [
      { feePerMile: 2.5, freeWithinMiles: 1 },
      'Rental delivery is free within 1 mile of our showroom, then $2.50 for each mile beyond 1.',
      'Free delivery within 1 mile, then $2.50 a mile beyond',
    ],
  ])('%j', (t, sentence, short) => {
    expect(rentalDeliverySentence(t)).toBe(sentence);
    expect(planDeliveryText(t)).toBe(short);
  });
});
