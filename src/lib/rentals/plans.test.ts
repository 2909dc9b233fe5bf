import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { lowestPlanPrice, perDayPrice, planDays, planFigures, renewalLabel, savingsLabel, savingsTenthsOfPercent } from './plans';

describe('planDays', () => {
  cases('%s -> %i', planDays, [
    ['24 hours', 1],
    ['1 day', 1],
    ['3 days', 3],
    ['7 days', 7],
    ['30 days', 30],
    ['48 hours', 2],
  ]);

  it.each(['36 hours', '0 days', 'a week', '3-day', ''])('%j is not a whole number of days', (duration) => {
    expect(planDays(duration)).toBeUndefined();
  });
});

// The rentals table: plan, price, days, daily price -> saving and renewal per day. Every figure is the
// published table's, except the 4 seater and utility monthly plan: 2800 / 30 = 93.34 a day (the table
// printed 94) and it saves 61.9% (the table printed 61.6%).
describe.each([
  ['4 seater and utility, daily', 245, 1, 245, undefined, 'Renews at $245 per day'],
  ['4 seater and utility, 3-day', 685, 3, 245, 'Save 6.8%', 'Renews at $228.34 per day'],
  ['4 seater and utility, weekly', 1050, 7, 245, 'Save 38.7%', 'Renews at $150 per day'],
  ['4 seater and utility, monthly', 2800, 30, 245, 'Save 61.9%', 'Renews at $93.34 per day'],
  ['6 seater, daily', 295, 1, 295, undefined, 'Renews at $295 per day'],
  ['6 seater, 3-day', 735, 3, 295, 'Save 16.9%', 'Renews at $245 per day'],
  ['6 seater, weekly', 1400, 7, 295, 'Save 32.2%', 'Renews at $200 per day'],
  ['6 seater, monthly', 3500, 30, 295, 'Save 60.4%', 'Renews at $116.67 per day'],
  ['town, 3-day weekend', 195, 3, 75, 'Save 13.3%', 'Renews at $65 per day'],
  ['town, weekly', 420, 7, 75, 'Save 20%', 'Renews at $60 per day'],
  ['town, monthly', 1400, 30, 75, 'Save 37.7%', 'Renews at $46.67 per day'],
])('%s: $%d for %i days against $%d a day', (_name, price, days, daily, savings, renewal) => {
  it(`saves ${String(savings)}`, () => {
    expect(savingsLabel(price, days, daily)).toBe(savings);
  });
  it(renewal, () => {
    expect(renewalLabel(price, days)).toBe(renewal);
  });
});

describe('savingsTenthsOfPercent truncates, in whole cents', () => {
  cases('$%d for %i days at $%d a day -> %i tenths', savingsTenthsOfPercent, [
    [420, 7, 75, 200], // exactly 20%: no floating-point 19.9
    [1050, 7, 245, 387], // 38.77% -> 38.7
    [699.99, 1, 700, 0], // 0.0014% -> nothing
    [800, 3, 245, 0], // dearer than paying daily: no saving
    [10, 1, 0, 0],
  ]);
});

describe('perDayPrice rounds up to the cent', () => {
  cases('$%d over %i days -> %d', perDayPrice, [
    [2800, 30, 93.34],
    [685, 3, 228.34],
    [3500, 30, 116.67],
    [1050, 7, 150],
    [100, 3, 33.34],
  ]);
});

describe('planFigures', () => {
  const plans = [
    { id: 'daily', duration: '24 hours', price: 245 },
    { id: '3-day', duration: '3 days', price: 685 },
  ];

  it('compares every plan with the list’s one-day plan and keeps the plan’s own fields', () => {
    expect(planFigures(plans)).toEqual([
      { id: 'daily', duration: '24 hours', price: 245, days: 1, savings: undefined, renewal: 'Renews at $245 per day' },
      { id: '3-day', duration: '3 days', price: 685, days: 3, savings: 'Save 6.8%', renewal: 'Renews at $228.34 per day' },
    ]);
  });

  it('follows a daily price change', () => {
    const cheaper = [{ ...plans[0]!, price: 230 }, plans[1]!];
    expect(planFigures(cheaper)[1]!.savings).toBe('Save 0.7%');
  });

  it.each([
    [[{ duration: '3 days', price: 685 }], /one-day plan/],
    [[{ duration: 'a weekend', price: 195 }], /"a weekend" is not a whole number of days/],
  ])('refuses %j', (list, message) => {
    expect(() => planFigures(list)).toThrow(message);
  });
});

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
