import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { averageRating, ratingLabel } from './rating';

describe('averageRating', () => {
  it.each([
    [[], undefined],
    [[5], 5],
    [[5, 5, 4], 4.7],
    [[5, 4, 4], 4.3],
    [[5, 5, 5, 4], 4.8],
  ])('%j -> %s', (ratings, expected) => {
    expect(averageRating(ratings.map((rating) => ({ rating })))).toBe(expected);
  });
});

describe('ratingLabel', () => {
  cases('%s -> %s', ratingLabel, [
    [5, 'Rated 5 out of 5 stars'],
    [4.7, 'Rated 4.7 out of 5 stars'],
  ]);
});
