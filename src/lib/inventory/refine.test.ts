import { describe, expect, it } from 'vitest';
import { matchesCondition, matchesSeats, type ConditionFilter, type SeatsFilter } from './refine';

describe('matchesSeats: 2, 4 and 6 exactly; 8 means eight or more', () => {
  it.each<[number, SeatsFilter, boolean]>([
    [2, 'all', true],
    [9, 'all', true],
    [2, '2', true],
    [4, '2', false],
    [4, '4', true],
    [6, '4', false],
    [6, '6', true],
    [8, '6', false],
    [8, '8', true],
    [10, '8', true],
    [6, '8', false],
  ])('%d seats with %s -> %s', (seatingCapacity, seats, expected) => {
    expect(matchesSeats({ specifications: { seatingCapacity } }, seats)).toBe(expected);
  });
});

describe('matchesCondition: new, or pre-owned (not new)', () => {
  it.each<[boolean, ConditionFilter, boolean]>([
    [true, 'all', true],
    [false, 'all', true],
    [true, 'new', true],
    [false, 'new', false],
    [true, 'pre-owned', false],
    [false, 'pre-owned', true],
  ])('isNew %s with %s -> %s', (isNew, condition, expected) => {
    expect(matchesCondition({ isNew }, condition)).toBe(expected);
  });
});
