import { describe, expect, it } from 'vitest';
import { calculateEcoImpact, ECO_CONSTANTS, USAGE_MULTIPLIERS } from './calculator';
import { ecoFactValues, typicalUseText } from './facts';

describe('ecoFactValues: every figure from the calculator', () => {
  it.each([
    // miles a week, use -> a year's net saving, worked out by hand from the formulas:
    // miles = mpw × 52 × multiplier; saving = miles / 15 × $3.50 − miles × 0.15 × $0.12
    [50, 'residential', '$672'], // 3,120 mi: $728 − $56.16 = $671.84
    [20, 'recreational', '$224'], // 1,040 mi: $242.67 − $18.72 = $223.95
    [100, 'golf_course', '$2,799'], // 13,000 mi: $3,033.33 − $234 = $2,799.33
  ] as const)('%i miles a week, %s: %s a year', (milesPerWeek, usageType, saving) => {
    expect(ecoFactValues({ milesPerWeek, usageType }).yearlySavings).toBe(saving);
  });

  it('is the calculator’s own one-year net saving', () => {
    const use = { milesPerWeek: 37, usageType: 'commercial' } as const;
    const year = calculateEcoImpact({ ...use, timeframe: 1 });
    expect(ecoFactValues(use).yearlySavings).toBe(`$${Math.round(year.netSavings).toLocaleString('en-US')}`);
    expect(year.miles).toBe(37 * 52 * USAGE_MULTIPLIERS.commercial);
  });

  it('states the constants the formulas use', () => {
    const values = ecoFactValues({ milesPerWeek: 1, usageType: 'recreational' });
    expect(values.co2PerGallon).toBe(`${ECO_CONSTANTS.co2LbsPerGallon} lbs`);
    expect(values.treesPerTon).toBe(`${ECO_CONSTANTS.treesPerTon} trees`);
    expect(values.efficiency).toBe(`${ECO_CONSTANTS.electricEfficiency * 100}% vs ${ECO_CONSTANTS.gasEfficiency * 100}%`);
  });
});

describe('typicalUseText', () => {
  it('names the miles and the kind of use', () => {
    expect(typicalUseText({ milesPerWeek: 50, usageType: 'residential' })).toBe('50 miles a week, residential community (daily errands)');
  });
});
