import { describe, expect, it } from 'vitest';
import { rentalFreeDeliveryMiles } from './rental-delivery';

describe('rentalFreeDeliveryMiles', () => {
  it.each([
    ['a town without its own value', {}, 10, 10],
    ['a town with its own value (Dover)', { rentalFreeDeliveryMiles: 25 }, 10, 25],
    ['an explicit undefined', { rentalFreeDeliveryMiles: undefined }, 12, 12],
  ])('%s', (_label, town, defaultMiles, expected) => {
    expect(rentalFreeDeliveryMiles(town, { freeDeliveryMiles: defaultMiles })).toBe(expected);
  });
});
