import { describe, expect, it } from 'vitest';
import { rentalDeliveryFee, townDelivery } from './delivery-fee';
import { estimateSentence, rentalEstimate } from './estimate';

const terms = { feePerMile: 6, freeWithinMiles: 10 };

describe('rentalEstimate: plan + delivery fee + refundable deposit', () => {
  it.each([
    // plan, deposit, miles from the showroom -> shown miles, delivery fee, total
    ['inside the free radius', 1050, 500, 4.24, 4.2, 0, 1550],
    ['at the free radius', 245, 500, 10, 10, 0, 745],
    ['just beyond it (11 mi as shown)', 420, 500, 10.6, 11, 66, 986],
    ['a Sussex beach town', 2800, 750, 31.4, 31, 186, 3736],
    ['a plan priced in cents', 93.34, 600, 12, 12, 72, 765.34],
    ['a free plan still pays delivery and deposit', 0, 500, 20, 20, 120, 620],
  ])('%s: $%d plan, $%d deposit, %f mi -> %f mi, $%d delivery, $%d', (_name, planPrice, deposit, miles, shown, fee, total) => {
    expect(rentalEstimate(planPrice, rentalDeliveryFee(miles, terms), deposit)).toEqual({
      plan: planPrice,
      delivery: { miles: shown, free: fee === 0, fee },
      deposit,
      total,
    });
  });

  it('adds cents without a floating-point fraction', () => {
    expect(rentalEstimate(0.1, { miles: 11, free: false, fee: 0.2 }, 0.4).total).toBe(0.7);
  });
});

describe('townDelivery: the fee over the straight-line distance from the showroom', () => {
  const dover = { lat: 39.1855, lng: -75.5366 };
  it.each([
    ['the showroom itself', dover, { miles: 0, free: true, fee: 0 }],
    ['0.1° of latitude north: 6.9 mi, inside the free radius', { lat: 39.2855, lng: -75.5366 }, { miles: 6.9, free: true, fee: 0 }],
    ['0.2° of latitude north: 13.8 mi, shown as 14', { lat: 39.3855, lng: -75.5366 }, { miles: 14, free: false, fee: 84 }],
    ['Lewes, on the coast', { lat: 38.7746, lng: -75.1393 }, { miles: 36, free: false, fee: 216 }],
  ])('%s', (_name, place, fee) => {
    expect(townDelivery(place, dover, terms)).toEqual(fee);
  });
});

describe('estimateSentence', () => {
  it.each([
    [
      rentalEstimate(1050, { miles: 12, free: false, fee: 72 }, 500),
      '$1,050 plan + $72 delivery (12 mi from Dover) + $500 refundable deposit = $1,622',
    ],
    [
      rentalEstimate(75, { miles: 4.2, free: true, fee: 0 }, 500),
      '$75 plan + free delivery (4.2 mi from Dover) + $500 refundable deposit = $575',
    ],
    [
      rentalEstimate(93.34, { miles: 12, free: false, fee: 72 }, 600),
      '$93.34 plan + $72 delivery (12 mi from Dover) + $600 refundable deposit = $765.34',
    ],
  ])('%j -> %s', (estimate, sentence) => {
    expect(estimateSentence(estimate, 'Dover')).toBe(sentence);
  });
});
