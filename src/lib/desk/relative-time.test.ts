import { describe, expect, it } from 'vitest';
import { fullTime, relativeTime, timeUntil } from './relative-time';

const ZONE = 'America/New_York';
// 3:00 PM in Delaware.
const NOW = new Date('2026-11-20T20:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2026-11-20T20:00:00Z', 'a moment ago'],
    ['2026-11-20T19:59:05Z', 'a moment ago'],
    // A clock a little ahead of the server's still reads as just now.
    ['2026-11-20T20:00:02Z', 'a moment ago'],
    ['2026-11-20T19:59:00Z', '1 minute ago'],
    ['2026-11-20T19:15:30Z', '44 minutes ago'],
    ['2026-11-20T19:00:00Z', '1 hour ago'],
    ['2026-11-20T13:10:00Z', '6 hours ago'],
    // 11 PM the day before, 16 hours ago: yesterday.
    ['2026-11-20T04:00:00Z', 'yesterday at 11:00 PM'],
    ['2026-11-19T14:05:00Z', 'yesterday at 9:05 AM'],
    ['2026-11-03T14:12:00Z', 'Nov 3 at 9:12 AM'],
    ['2025-12-31T17:00:00Z', 'Dec 31, 2025 at 12:00 PM'],
    ['not a time', 'not a time'],
  ])('%s -> %s', (at, text) => expect(relativeTime(at, NOW, ZONE)).toBe(text));

  it('counts hours across the dealer midnight only up to six', () => {
    // 1 AM in Delaware, the change at 9 PM the day before: 4 hours ago.
    expect(relativeTime('2026-11-20T02:00:00Z', new Date('2026-11-20T06:00:00Z'), ZONE)).toBe('4 hours ago');
  });
});

describe('timeUntil', () => {
  it.each([
    // Overdue (a retry waiting for the next pass) or due within the minute.
    ['2026-11-20T19:58:00Z', 'in a moment'],
    ['2026-11-20T20:00:30Z', 'in a moment'],
    ['2026-11-20T20:01:00Z', 'in 1 minute'],
    ['2026-11-20T20:03:20Z', 'in 4 minutes'],
    ['2026-11-20T21:04:00Z', 'in 1 hour'],
    ['2026-11-21T00:00:00Z', 'in 4 hours'],
    ['2026-11-21T08:00:00Z', 'Nov 21 at 3:00 AM'],
    ['2027-01-02T15:00:00Z', 'Jan 2, 2027 at 10:00 AM'],
    ['not a time', 'not a time'],
  ])('%s -> %s', (at, text) => expect(timeUntil(at, NOW, ZONE)).toBe(text));
});

describe('fullTime', () => {
  it.each([
    ['2026-11-20T20:05:00Z', 'Nov 20, 2026, 3:05 PM'],
    ['2026-07-04T13:00:00Z', 'Jul 4, 2026, 9:00 AM'],
    ['x', 'x'],
  ])('%s -> %s', (at, text) => expect(fullTime(at, ZONE)).toBe(text));
});
