import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { readableDate, readableTime, zonedIso } from './local-time';

describe('zonedIso: the request date in the dealer’s zone, with its offset', () => {
  cases('%s in %s', zonedIso, [
    ['2026-11-24T15:15:00.000Z', 'America/New_York', '2026-11-24T10:15:00-05:00'],
    ['2026-07-04T15:15:30.999Z', 'America/New_York', '2026-07-04T11:15:30-04:00'],
    ['2026-01-01T02:00:00.000Z', 'America/New_York', '2025-12-31T21:00:00-05:00'],
    ['2026-03-08T07:30:00.000Z', 'America/New_York', '2026-03-08T03:30:00-04:00'],
    ['2026-11-24T15:15:00.000Z', 'UTC', '2026-11-24T15:15:00+00:00'],
    ['2026-11-24T15:15:00.000Z', 'Asia/Kolkata', '2026-11-24T20:45:00+05:30'],
  ]);
});

describe('readable times', () => {
  it.each([
    ['2026-11-24T15:15:00.000Z', 'Tue, Nov 24, 2026, 10:15 AM EST'],
    ['2026-07-04T15:15:00.000Z', 'Sat, Jul 4, 2026, 11:15 AM EDT'],
  ])('%s', (iso, shown) => {
    expect(readableTime(iso, 'America/New_York')).toBe(shown);
  });

  cases('%s', readableDate, [
    ['2026-11-28', 'Sat, Nov 28, 2026'],
    ['2027-01-01', 'Fri, Jan 1, 2027'],
  ]);
});
