import { describe, expect, it } from 'vitest';
import { rentalDeliveryFee, townRentalDelivery } from '../delivery/rental';
import { estimateSentence, rentalEstimate } from './estimate';

const terms = { feePerMile: 6, freeWithinMiles: 10 };

describe('rentalEstimate: plan + delivery for the miles beyond the free 10 + refundable deposit', () => {
  it.each([
    // plan, deposit, miles from the showroom -> shown miles, delivery fee, total
    ['inside the free miles', 1050, 500, 4.24, 4.2, 0, 1550],
    ['at the free miles exactly', 245, 500, 10, 10, 0, 745],
    ['one mile beyond (11 mi as shown)', 1400, 750, 10.6, 11, 6, 2156],
    ['18 mi: 8 miles beyond are charged, not 18', 1400, 750, 18, 18, 48, 2198],
    ['a Sussex beach town, 31 mi', 2800, 600, 31.4, 31, 126, 3526],
    ['a plan priced in cents', 93.34, 600, 12, 12, 12, 705.34],
    ['a free plan still pays delivery and deposit', 0, 500, 20, 20, 60, 560],
  ])('%s: $%d plan, $%d deposit, %f mi -> %f mi, $%d delivery, $%d', (_name, planPrice, deposit, miles, shown, fee, total) => {
    const estimate = rentalEstimate(planPrice, rentalDeliveryFee(miles, terms), deposit);
    expect(estimate).toMatchObject({ plan: planPrice, deposit, total });
    expect(estimate.delivery).toMatchObject({ miles: shown, fee, free: fee === 0 });
  });

  it('adds cents without a floating-point fraction', () => {
    expect(rentalEstimate(0.1, { miles: 11, chargedMiles: 1, free: false, fee: 0.2 }, 0.4).total).toBe(0.7);
  });

  it('takes the delivery to a place from its coordinates', () => {
    const showroom = { lat: 39.1855, lng: -75.5366 };
    // 0.2° of latitude north: 13.8 mi, shown as 14, 4 miles beyond the free 10.
    expect(rentalEstimate(1400, townRentalDelivery({ lat: 39.3855, lng: -75.5366 }, showroom, terms), 750).total).toBe(2174);
  });
});

describe('estimateSentence', () => {
  it.each([
    [
      rentalEstimate(1050, rentalDeliveryFee(12, terms), 500),
      '$1,050 plan + $12 delivery (12 mi from Dover, 2 mi beyond the free 10) + $500 refundable deposit = $1,562',
    ],
    [
      rentalEstimate(75, rentalDeliveryFee(4.2, terms), 500),
      '$75 plan + free delivery (4.2 mi from Dover) + $500 refundable deposit = $575',
    ],
    [
      rentalEstimate(93.34, rentalDeliveryFee(12, terms), 600),
      '$93.34 plan + $12 delivery (12 mi from Dover, 2 mi beyond the free 10) + $600 refundable deposit = $705.34',
    ],
  ])('%j -> %s', (estimate, sentence) => {
    expect(estimateSentence(estimate, 'Dover')).toBe(sentence);
  });
});
