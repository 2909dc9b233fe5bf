import { describe, expect, it } from 'vitest';
import { yearsInBusiness } from './years-in-business';

describe('yearsInBusiness: whole years since founding, down to the last full five', () => {
  it.each([
    [2010, '2025-01-01', 15],
    [2010, '2026-11-26', 15],
    [2010, '2029-12-31', 15],
    [2010, '2030-01-01', 20],
    [2022, '2026-06-01', 4],
    [2026, '2026-06-01', 0],
    [2027, '2026-06-01', 0],
  ])('founded %i, on %s: %i', (founded, day, years) => {
    expect(yearsInBusiness(founded, new Date(`${day}T12:00:00Z`))).toBe(years);
  });
});
