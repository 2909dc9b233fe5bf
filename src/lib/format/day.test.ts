import { describe, expect, it } from 'vitest';
import { formatDay } from './day';

describe('formatDay', () => {
  it.each([
    ['2026-11-27', 'Friday, November 27'],
    ['2027-01-01', 'Friday, January 1'],
    ['2028-02-29', 'Tuesday, February 29'],
  ])('%s -> %s', (day, text) => expect(formatDay(day)).toBe(text));
});
