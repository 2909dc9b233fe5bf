import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { feeBeyond, feeWorking, milesText, shownMiles } from './miles';

describe('feeBeyond: free up to the free miles, then the rate for each shown mile beyond them', () => {
  it.each([
    // exact miles, free miles, rate -> shown miles, charged miles, fee
    [0, 10, 6, 0, 0, 0],
    [4.24, 10, 6, 4.2, 0, 0],
    [9.96, 10, 6, 10, 0, 0], // shown as 10 mi: inside the free distance
    [10.4, 10, 6, 10, 0, 0],
    [10.6, 10, 6, 11, 1, 6],
    [18, 10, 6, 18, 8, 48],
    [36.2, 25, 6, 36, 11, 66],
    [8.7, 0, 6, 8.7, 8.7, 53], // 52.20 rounds up to the dollar
    [12, 10, 2.55, 12, 2, 6], // 5.10 -> 6
  ])('%f mi, free %i, $%f a mile -> %f mi, %f charged, $%i', (exact, free, rate, miles, chargedMiles, fee) => {
    expect(feeBeyond(exact, free, rate)).toEqual({ miles, chargedMiles, free: fee === 0, fee });
  });
  it.each([-1, Number.NaN])('refuses %f miles', (miles) => {
    expect(() => shownMiles(miles)).toThrow(RangeError);
  });
});

describe('wording', () => {
  cases('milesText(%i) = %s', milesText, [
    [1, '1 mile'],
    [10, '10 miles'],
  ]);
  cases('%j', feeWorking, [
    [feeBeyond(18, 10, 6), 10, 6, '8 mi beyond 10 × $6'],
    [feeBeyond(8.7, 0, 6), 0, 6, '8.7 mi × $6'],
    [feeBeyond(4, 10, 6), 10, 6, ''],
    [feeBeyond(12, 10, 2.5), 10, 2.5, '2 mi beyond 10 × $2.50'],
  ]);
});
