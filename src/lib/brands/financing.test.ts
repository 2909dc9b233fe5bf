import { describe, expect, it } from 'vitest';
import { aprLabel, termRange } from './financing';

describe('termRange', () => {
  it.each([
    [12, 84, '12 to 84 months'],
    [24, 60, '24 to 60 months'],
    [36, 36, '36 months'],
  ])('%i-%i -> %s', (minMonths, maxMonths, expected) => {
    expect(termRange({ minMonths, maxMonths })).toBe(expected);
  });
});

describe('aprLabel', () => {
  it.each([
    [0, '0% APR'],
    [2.9, '2.9% APR'],
    [3.25, '3.25% APR'],
    [4.999, '5% APR'],
  ])('%s -> %s', (apr, expected) => {
    expect(aprLabel(apr)).toBe(expected);
  });
});
