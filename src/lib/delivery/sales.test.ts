import { describe, expect, it } from 'vitest';
import { salesDeliveryFee, salesDeliverySentence, townSalesDelivery } from './sales';

const terms = { freeWithinMiles: 25, minimumPurchase: 5000, feePerMile: 6 };

describe('salesDeliveryFee', () => {
  it.each([
    // miles, purchase -> shown, charged, fee
    ['within 25 miles, a qualifying purchase', 8.7, 9995, 8.7, 0, 0],
    ['at 25 miles exactly', 25, 5000, 25, 0, 0],
    ['beyond 25 miles: only the miles past 25', 36.2, 12995, 36, 11, 66],
    ['under $5,000 nearby: every mile', 8.7, 4999, 8.7, 8.7, 53],
    ['under $5,000 far away: every mile', 36.2, 3500, 36, 36, 216],
    ['under $5,000 at the showroom: nothing to drive', 0, 3500, 0, 0, 0],
  ])('%s', (_name, miles, price, shown, charged, fee) => {
    expect(salesDeliveryFee(miles, price, terms)).toEqual({ miles: shown, chargedMiles: charged, free: fee === 0, fee });
  });
  it('follows the terms: a lower minimum makes a cheaper cart qualify', () => {
    expect(salesDeliveryFee(20, 3500, { ...terms, minimumPurchase: 3000 }).free).toBe(true);
  });
});

describe('townSalesDelivery: both fees to a place', () => {
  const showroom = { lat: 39.1855, lng: -75.5366 };
  it('0.5° of latitude north (34.5 mi, shown 35): $60 on a qualifying purchase, $210 under it', () => {
    const fees = townSalesDelivery({ lat: 39.6855, lng: -75.5366 }, showroom, terms);
    expect(fees.qualifying).toEqual({ miles: 35, chargedMiles: 10, free: false, fee: 60 });
    expect(fees.under).toEqual({ miles: 35, chargedMiles: 35, free: false, fee: 210 });
  });
});

describe('salesDeliverySentence', () => {
  it('states both cases from the terms', () => {
    expect(salesDeliverySentence(terms)).toBe(
      'Delivery of a cart you buy is free within 25 miles of our showroom on a purchase of $5,000 or more, then $6 for each mile beyond 25. ' +
        'Under $5,000, every mile is $6, or collect the cart at the showroom for free.',
    );
  });
});
