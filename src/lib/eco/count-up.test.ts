import { describe, expect, it } from 'vitest';
import { countUpValue, easeOutCubic } from './count-up';
import { COUNT_UP_MS } from './timing';

describe('easeOutCubic', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [0.5, 0.875],
    [1, 1],
    [2, 1],
  ])('%d -> %d', (t, expected) => {
    expect(easeOutCubic(t)).toBeCloseTo(expected, 6);
  });
});

describe('countUpValue', () => {
  it.each([
    [1000, 0, COUNT_UP_MS, 0],
    [1000, COUNT_UP_MS / 2, COUNT_UP_MS, 875],
    [1000, COUNT_UP_MS, COUNT_UP_MS, 1000],
    [1000, COUNT_UP_MS * 3, COUNT_UP_MS, 1000],
    // Reduced motion: a zero duration shows the target at once.
    [1000, 0, 0, 1000],
  ])('target %d after %d ms of %d -> %d', (target, elapsed, duration, expected) => {
    expect(countUpValue(target, elapsed, duration)).toBeCloseTo(expected, 6);
  });
});
