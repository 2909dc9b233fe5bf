import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { formatAtLeast, formatNumber, formatUsd } from './usd';
import { formatUsdCents } from './usd-cents';

describe('formatUsd', () => {
  cases('%s -> %s', formatUsd, [
    [0, '$0'],
    [245, '$245'],
    [1050, '$1,050'],
    [12995, '$12,995'],
    [228.34, '$228'],
    [116.67, '$117'],
    [2100000, '$2,100,000'],
  ]);
});

describe('formatUsdCents', () => {
  cases('%s -> %s', formatUsdCents, [
    [0, '$0'],
    [150, '$150'],
    [1050, '$1,050'],
    [228.34, '$228.34'],
    [93.3, '$93.30'],
    [1234.5, '$1,234.50'],
  ]);
});

describe('formatNumber', () => {
  cases('%s -> %s', formatNumber, [
    [73, '73'],
    [39403, '39,403'],
    [570000, '570,000'],
  ]);
});

describe('formatAtLeast', () => {
  cases('%s -> %s', formatAtLeast, [
    [1000, '1,000+'],
    [500, '500+'],
    [12500, '12,500+'],
  ]);
});
