import { describe, expect, it } from 'vitest';
import { planDeliveryText, rentalDeliverySentence } from './delivery';

describe('rentalDeliverySentence', () => {
  it.each([
    [{ feePerMile: 6, freeWithinMiles: 10 }, 'Delivery is free within 10 miles; beyond 10 miles a delivery fee of $6 per mile applies.'],
    [{ feePerMile: 8, freeWithinMiles: 25 }, 'Delivery is free within 25 miles; beyond 25 miles a delivery fee of $8 per mile applies.'],
    [{ feePerMile: 6, freeWithinMiles: 1 }, 'Delivery is free within 1 mile; beyond 1 mile a delivery fee of $6 per mile applies.'],
  ])('%j', (delivery, expected) => {
    expect(rentalDeliverySentence(delivery)).toBe(expected);
  });
});

describe('planDeliveryText', () => {
  it.each([
    [{ feePerMile: 6, freeWithinMiles: 10 }, 'Free delivery within 10 miles, then $6/mile'],
    [{ feePerMile: 12, freeWithinMiles: 1 }, 'Free delivery within 1 mile, then $12/mile'],
  ])('%j', (delivery, expected) => {
    expect(planDeliveryText(delivery)).toBe(expected);
  });
});
