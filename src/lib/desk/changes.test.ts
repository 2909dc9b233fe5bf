import { describe, expect, it } from 'vitest';
import { conflictError, LEAD_MESSAGES, STOCK_MESSAGES, validateLeadChange, validateStockChange } from './changes';

const TODAY = '2026-11-20';

describe('validateStockChange', () => {
  it.each<[string, unknown, unknown]>([
    ['sold', { status: 'sold', version: 0 }, { status: 'sold', holdUntil: null, note: null, version: 0 }],
    ['available from version 3', { status: 'available', version: 3 }, { status: 'available', holdUntil: null, note: null, version: 3 }],
    [
      'on hold until a day with a note',
      { status: 'on-hold', holdUntil: '2026-11-27', note: '  Deposit from\nMr. Reyes  ', version: 1 },
      { status: 'on-hold', holdUntil: '2026-11-27', note: 'Deposit from Mr. Reyes', version: 1 },
    ],
    [
      'on hold for today only',
      { status: 'on-hold', holdUntil: TODAY, version: 0 },
      { status: 'on-hold', holdUntil: TODAY, note: null, version: 0 },
    ],
    [
      'on hold a year ahead',
      { status: 'on-hold', holdUntil: '2027-11-20', version: 0 },
      { status: 'on-hold', holdUntil: '2027-11-20', note: null, version: 0 },
    ],
    // A last day sent with another status is not kept.
    [
      'sold with a stray date',
      { status: 'sold', holdUntil: '2026-11-27', version: 0 },
      { status: 'sold', holdUntil: null, note: null, version: 0 },
    ],
    ['a blank note is none', { status: 'sold', note: '   ', version: 0 }, { status: 'sold', holdUntil: null, note: null, version: 0 }],
  ])('accepts %s', (_name, input, value) => {
    expect(validateStockChange(input, TODAY)).toEqual({ ok: true, value });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['nothing', undefined, { status: STOCK_MESSAGES.status, version: STOCK_MESSAGES.version }],
    ['an unknown status', { status: 'reserved', version: 0 }, { status: STOCK_MESSAGES.status }],
    ['a hold without a day', { status: 'on-hold', version: 0 }, { holdUntil: STOCK_MESSAGES.holdUntil }],
    ['a hold ending yesterday', { status: 'on-hold', holdUntil: '2026-11-19', version: 0 }, { holdUntil: STOCK_MESSAGES.holdUntil }],
    ['a hold over a year', { status: 'on-hold', holdUntil: '2027-11-21', version: 0 }, { holdUntil: STOCK_MESSAGES.holdUntil }],
    ['a hold to no date', { status: 'on-hold', holdUntil: '2026-02-30', version: 0 }, { holdUntil: STOCK_MESSAGES.holdUntil }],
    ['a long note', { status: 'sold', note: 'x'.repeat(201), version: 0 }, { note: STOCK_MESSAGES.note }],
    ['a note that is no text', { status: 'sold', note: 5, version: 0 }, { note: STOCK_MESSAGES.note }],
    ['a broken note', { status: 'sold', note: '\ud800', version: 0 }, { note: STOCK_MESSAGES.note }],
    ['no version', { status: 'sold' }, { version: STOCK_MESSAGES.version }],
    ['a negative version', { status: 'sold', version: -1 }, { version: STOCK_MESSAGES.version }],
    ['a version as text', { status: 'sold', version: '2' }, { version: STOCK_MESSAGES.version }],
  ])('refuses %s, per field', (_name, input, errors) => {
    expect(validateStockChange(input, TODAY)).toEqual({ ok: false, errors });
  });
});

describe('validateLeadChange', () => {
  it.each<[string, unknown, unknown]>([
    [
      'contacted with a note',
      { status: 'contacted', note: 'Called,\r\nleft a voicemail', version: 0 },
      { status: 'contacted', note: 'Called,\nleft a voicemail', version: 0 },
    ],
    ['won without a note', { status: 'won', version: 4 }, { status: 'won', note: null, version: 4 }],
  ])('accepts %s', (_name, input, value) => {
    expect(validateLeadChange(input)).toEqual({ ok: true, value });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an unknown status', { status: 'closed', version: 0 }, { status: LEAD_MESSAGES.status }],
    ['a long note', { status: 'lost', note: 'x'.repeat(2001), version: 0 }, { note: LEAD_MESSAGES.note }],
    ['no version', { status: 'lost' }, { version: LEAD_MESSAGES.version }],
    ['an array', [], { status: LEAD_MESSAGES.status, version: LEAD_MESSAGES.version }],
  ])('refuses %s, per field', (_name, input, errors) => {
    expect(validateLeadChange(input)).toEqual({ ok: false, errors });
  });
});

describe('conflictError', () => {
  it('says who changed it and when', () => {
    expect(conflictError('anna@dealer.example', '2026-11-20T19:59:50Z', new Date('2026-11-20T20:00:00Z'), 'America/New_York')).toBe(
      'Changed by anna@dealer.example a moment ago: your change was not saved. This is the state now.',
    );
  });
});
