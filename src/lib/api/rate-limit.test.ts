import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { DEFAULT_RATE_LIMIT, parseRateLimit, RATE_WINDOW_SECONDS, retryAfterSeconds, windowStart } from './rate-limit';

describe('constants', () => {
  it('limits 5 messages per 10 minutes by default', () => {
    expect(DEFAULT_RATE_LIMIT).toBe(5);
    expect(RATE_WINDOW_SECONDS).toBe(600);
  });
});

describe('parseRateLimit', () => {
  cases('%j -> %i', parseRateLimit, [
    [undefined, 5],
    [null, 5],
    ['', 5],
    ['  ', 5],
    ['0', 0],
    ['1', 1],
    [' 12 ', 12],
    ['-1', 5],
    ['2.5', 5],
    ['off', 5],
    [0, 0],
    [7, 7],
    [-3, 5],
    [1.5, 5],
  ]);
});

describe('windowStart', () => {
  cases('%i -> %s', windowStart, [
    [Date.parse('2026-11-22T10:10:00.000Z'), '2026-11-22T10:00:00.000Z'],
    [Date.parse('2026-11-22T00:05:00.500Z'), '2026-11-21T23:55:00.500Z'],
  ]);
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-22T10:10:00.000Z');
  it.each([
    ['2026-11-22T10:00:00.001Z', 1],
    ['2026-11-22T10:00:30.000Z', 30],
    ['2026-11-22T10:00:30.200Z', 31],
    ['2026-11-22T10:09:59.000Z', 599],
    ['2026-11-22T10:10:00.000Z', 600],
    ['2026-11-22T09:59:00.000Z', 1],
    [null, 600],
    ['not a date', 600],
  ])('oldest %j -> %i s', (oldest, seconds) => {
    expect(retryAfterSeconds(oldest, now)).toBe(seconds);
  });
});
