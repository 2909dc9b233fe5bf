import { describe, expect, it } from 'vitest';
import { dayStartUtc, FILTER_MESSAGES, nextDay, parseLeadFilter } from './lead-filter';
import { leadFilterQuery, leadKind } from './leads';

describe('leadKind', () => {
  it.each([
    [{ request: 'test-drive', interest: 'sales' }, 'test-drive'],
    [{ request: 'quote', interest: 'sales' }, 'quote'],
    [{ request: 'rental', interest: 'general' }, 'rental'],
    [{ request: 'service', interest: 'service' }, 'service'],
    [{ request: null, interest: 'service' }, 'service'],
    [{ request: null, interest: 'parts' }, 'service'],
    [{ request: null, interest: 'sales' }, 'general'],
    [{ request: null, interest: 'general' }, 'general'],
  ])('%j -> %s', (lead, kind) => expect(leadKind(lead)).toBe(kind));
});

describe('parseLeadFilter', () => {
  it.each([
    ['', {}],
    ['?status=new&kind=test-drive', { status: 'new', kind: 'test-drive' }],
    ['?status=&kind=&from=&to=', {}],
    ['?from=2026-11-01&to=2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['?from=2026-11-01&to=2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
  ])('%s', (search, filter) => {
    expect(parseLeadFilter(search)).toEqual({
      ok: true,
      filter: { status: undefined, kind: undefined, from: undefined, to: undefined, ...filter },
    });
  });

  it.each([
    ['?status=closed', { status: FILTER_MESSAGES.status }],
    ['?kind=parts', { kind: FILTER_MESSAGES.kind }],
    ['?from=11/01/2026', { from: FILTER_MESSAGES.from }],
    ['?from=2026-11-10&to=2026-11-01', { to: FILTER_MESSAGES.to }],
    ['?to=2026-13-01', { to: FILTER_MESSAGES.to }],
  ])('refuses %s per field', (search, errors) => expect(parseLeadFilter(search)).toEqual({ ok: false, errors }));

  it('reads back its own query', () => {
    const filter = { status: 'won', kind: 'rental', from: '2026-01-01', to: '2026-02-01' } as const;
    expect(leadFilterQuery(filter)).toBe('?status=won&kind=rental&from=2026-01-01&to=2026-02-01');
    expect(parseLeadFilter(leadFilterQuery(filter))).toEqual({ ok: true, filter });
    expect(leadFilterQuery({})).toBe('');
  });
});

describe('dayStartUtc: the instant a dealer day starts', () => {
  it.each([
    ['2026-11-20', 'America/New_York', '2026-11-20T05:00:00.000Z'],
    ['2026-07-04', 'America/New_York', '2026-07-04T04:00:00.000Z'],
    // The days the clocks change (2 AM) still start at midnight local time.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-11-20', 'UTC', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20', 'Asia/Kolkata', '2026-11-19T18:30:00.000Z'],
  ])('%s in %s -> %s', (day, zone, instant) => expect(dayStartUtc(day, zone)).toBe(instant));
});

describe('nextDay', () => {
  it.each([
    ['2026-11-20', '2026-11-21'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
  ])('%s -> %s', (day, next) => expect(nextDay(day)).toBe(next));
});
