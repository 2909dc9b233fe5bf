import { describe, expect, it } from 'vitest';
import { conditionLabel } from './condition';

describe('conditionLabel', () => {
  it.each([
    [{ isNew: true }, 'New'],
    [{ isNew: true, year: 2026 }, 'New'],
    [{ isNew: false, year: 2022 }, 'Pre-owned (2022)'],
    [{ isNew: false }, 'Pre-owned'],
  ])('%o -> %s', (vehicle, label) => {
    expect(conditionLabel(vehicle)).toBe(label);
  });
});
