import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import {
  calculateEcoImpact,
  hasMiles,
  isTimeframe,
  isUsageType,
  parseMiles,
  USAGE_MULTIPLIERS,
  type EcoInput,
  type EcoResult,
} from './calculator';

type Row = [EcoInput, EcoResult];

// Expected values worked out by hand from the formulas in calculator.ts.
const rows: Row[] = [
  [
    { milesPerWeek: 0, usageType: 'golf_course', timeframe: 10 },
    { miles: 0, fuelSaved: 0, co2Saved: 0, co2Tons: 0, costSaved: 0, electricCost: 0, netSavings: 0, treesEquivalent: 0 },
  ],
  [
    { milesPerWeek: 1, usageType: 'recreational', timeframe: 1 },
    {
      miles: 52,
      fuelSaved: 3.466667,
      co2Saved: 67.946667,
      co2Tons: 0.033973,
      costSaved: 12.133333,
      electricCost: 0.936,
      netSavings: 11.197333,
      treesEquivalent: 0.56056,
    },
  ],
  [
    { milesPerWeek: 50, usageType: 'residential', timeframe: 5 },
    {
      miles: 15600,
      fuelSaved: 1040,
      co2Saved: 20384,
      co2Tons: 10.192,
      costSaved: 3640,
      electricCost: 280.8,
      netSavings: 3359.2,
      treesEquivalent: 168.168,
    },
  ],
  [
    { milesPerWeek: 100, usageType: 'golf_course', timeframe: 10 },
    {
      miles: 130000,
      fuelSaved: 8666.666667,
      co2Saved: 169866.666667,
      co2Tons: 84.933333,
      costSaved: 30333.333333,
      electricCost: 2340,
      netSavings: 27993.333333,
      treesEquivalent: 1401.4,
    },
  ],
  // The max="500" attribute is the top of the field, computed as is.
  [
    { milesPerWeek: 500, usageType: 'recreational', timeframe: 1 },
    {
      miles: 26000,
      fuelSaved: 1733.333333,
      co2Saved: 33973.333333,
      co2Tons: 16.986667,
      costSaved: 6066.666667,
      electricCost: 468,
      netSavings: 5598.666667,
      treesEquivalent: 280.28,
    },
  ],
  // Above the attribute: not clamped to 500.
  [
    { milesPerWeek: 600, usageType: 'commercial', timeframe: 3 },
    {
      miles: 187200,
      fuelSaved: 12480,
      co2Saved: 244608,
      co2Tons: 122.304,
      costSaved: 43680,
      electricCost: 3369.6,
      netSavings: 40310.4,
      treesEquivalent: 2018.016,
    },
  ],
];

describe('calculateEcoImpact', () => {
  it.each(rows)('%o', (input, expected) => {
    const result = calculateEcoImpact(input);
    for (const key of Object.keys(expected) as (keyof EcoResult)[]) {
      expect(result[key], key).toBeCloseTo(expected[key], 4);
    }
  });

  it.each(Object.entries(USAGE_MULTIPLIERS))('usage %s multiplies the miles by %d', (usageType, multiplier) => {
    const result = calculateEcoImpact({ milesPerWeek: 10, usageType: usageType as EcoInput['usageType'], timeframe: 1 });
    expect(result.miles).toBeCloseTo(10 * 52 * multiplier, 6);
  });
});

describe('parseMiles', () => {
  cases('%j -> %d', parseMiles, [
    ['50', 50],
    ['0', 0],
    ['500', 500],
    ['750', 750],
    ['12.5', 12.5],
    ['', 0],
    ['abc', 0],
    ['-20', 0],
  ]);
});

describe('hasMiles', () => {
  it.each([
    ['', false],
    ['0', false],
    ['abc', false],
    ['-5', false],
    ['0.5', true],
    ['50', true],
  ])('%j typed -> %s', (raw, expected) => {
    expect(hasMiles({ milesPerWeek: parseMiles(raw) })).toBe(expected);
  });
});

describe('guards', () => {
  cases('isUsageType(%j) is %s', isUsageType, [
    ['recreational', true],
    ['golf_course', true],
    ['golf-course', false],
    ['toString', false],
  ]);
  cases('isTimeframe(%d) is %s', isTimeframe, [
    [1, true],
    [10, true],
    [2, false],
  ]);
});
