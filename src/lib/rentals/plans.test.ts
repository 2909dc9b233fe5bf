import { describe, expect, it } from 'vitest';
import { lowestPlanPrice } from './plans';

const fleets = [
  {
    plans: [
      { id: 'daily', price: 245 },
      { id: 'weekly', price: 1050 },
    ],
  },
  { plans: [{ id: 'daily', price: 195 }] },
  { plans: [{ id: 'weekly', price: 900 }] },
];

describe('lowestPlanPrice', () => {
  it.each<[string, number | undefined]>([
    ['daily', 195],
    ['weekly', 900],
    ['monthly', undefined],
  ])('%s: %s', (planId, expected) => {
    expect(lowestPlanPrice(fleets, planId)).toBe(expected);
  });

  it('is undefined without fleets', () => {
    expect(lowestPlanPrice([], 'daily')).toBeUndefined();
  });
});
