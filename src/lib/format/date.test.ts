import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate } from './date';

describe('formatLongDate', () => {
  it.each([
    ['2025-01-23', 'January 23, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2025-03-01', 'March 1, 2025'],
  ])('%s -> %s (read in UTC, whatever the machine time zone)', (input, expected) => {
    expect(formatLongDate(new Date(input))).toBe(expected);
  });
});

describe('isoDate', () => {
  it.each([
    ['2025-01-23', '2025-01-23'],
    ['2025-01-23T23:30:00Z', '2025-01-23'],
  ])('%s -> %s', (input, expected) => {
    expect(isoDate(new Date(input))).toBe(expected);
  });
});
