import { describe, expect, it } from 'vitest';
import { formatAtLeast, formatNumber, formatUsd } from './usd';
import { formatUsdCents } from './usd-cents';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [245, '$245'],
    [1050, '$1,050'],
    [12995, '$12,995'],
    [228.34, '$228'],
    [116.67, '$117'],
    [2100000, '$2,100,000'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });
});

describe('formatUsdCents', () => {
  it.each([
    [0, '$0'],
    [150, '$150'],
    [1050, '$1,050'],
    [228.34, '$228.34'],
    [93.3, '$93.30'],
    [1234.5, '$1,234.50'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatUsdCents(amount)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [73, '73'],
    [39403, '39,403'],
    [570000, '570,000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatAtLeast', () => {
  it.each([
    [1000, '1,000+'],
    [500, '500+'],
    [12500, '12,500+'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAtLeast(value)).toBe(expected);
  });
});
