import { describe, expect, it } from 'vitest';
import { nextDecoyId } from './decoy-id';

describe('nextDecoyId', () => {
  it.each([
    [0, 0, 1],
    [41, 0, 42],
    [41, 42, 43],
    [50, 43, 51],
  ])('newest stored %i, last decoy %i -> %i', (stored, last, next) => {
    expect(nextDecoyId(stored, last)).toBe(next);
  });
});
