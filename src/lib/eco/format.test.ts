import { describe, expect, it } from 'vitest';
import { assumptionsText, formatEcoValue, type EcoUnit } from './format';

describe('formatEcoValue', () => {
  it.each<[number, EcoUnit, string]>([
    [20384, 'lbs', '20,384'],
    [67.946667, 'lbs', '68'],
    [0, 'lbs', '0'],
    [10.192, 'tons', '10.2'],
    [0.033973, 'tons', '0.03'],
    [0, 'tons', '0.0'],
    [1040, 'gallons', '1,040'],
    [3359.2, 'usd', '$3,359'],
    [280.8, 'usd', '$281'],
    [0, 'usd', '$0'],
    [168.168, 'trees', '168.2'],
  ])('%d %s -> %s', (value, unit, expected) => {
    expect(formatEcoValue(value, unit)).toBe(expected);
  });
});

describe('assumptionsText', () => {
  it('states every constant of the formulas', () => {
    expect(
      assumptionsText({
        gasMpg: 15,
        gasPricePerGallon: 3.5,
        co2LbsPerGallon: 19.6,
        kwhPerMile: 0.15,
        electricityPricePerKwh: 0.12,
        weeksPerYear: 52,
      }),
    ).toBe(
      'Estimates compare a gas cart at 15 miles per gallon and $3.50 per gallon (19.6 lbs of CO2 per gallon) with an electric cart using 0.15 kWh per mile at $0.12 per kWh, over 52 weeks a year.',
    );
  });
});
