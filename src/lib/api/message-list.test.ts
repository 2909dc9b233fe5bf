import { describe, expect, it } from 'vitest';
import {
  deliveryState,
  EXPORT_COLUMNS,
  formatMessage,
  listQuery,
  parseListArgs,
  requestLines,
  terminalLine,
  terminalSafe,
  type ListOptions,
} from './message-list';

const defaults: ListOptions = {
  csv: false,
  remote: false,
  since: null,
  limit: null,
  unnotified: false,
  spam: false,
  persistTo: null,
  out: null,
};

describe('parseListArgs', () => {
  it.each([
    [[], defaults],
    [['--csv'], { ...defaults, csv: true }],
    [['--remote', '--csv', '--out', 'm.csv'], { ...defaults, remote: true, csv: true, out: 'm.csv' }],
    [['--since', '2026-11-01'], { ...defaults, since: '2026-11-01' }],
    [['--since=2026-11-01', '--limit=5'], { ...defaults, since: '2026-11-01', limit: 5 }],
    [['--unnotified'], { ...defaults, unnotified: true }],
    [['--spam'], { ...defaults, spam: true }],
    [['--persist-to', 'bench/.tmp/x'], { ...defaults, persistTo: 'bench/.tmp/x' }],
  ])('%j', (argv, options) => {
    expect(parseListArgs(argv)).toEqual({ ok: true, options });
  });

  it.each([
    [['--since', "2026-11-01' OR 1=1 --"]],
    [['--since']],
    [['--since', '22/11/2026']],
    [['--limit', '0']],
    [['--limit', '5; DROP TABLE contact_messages']],
    [['--out']],
    [['--what']],
    [['--remote', '--persist-to', 'x']],
  ])('refuses %j', (argv) => {
    expect(parseListArgs(argv).ok).toBe(false);
  });
});

describe('listQuery', () => {
  it.each([
    [defaults, `SELECT ${EXPORT_COLUMNS.join(', ')} FROM contact_messages ORDER BY id DESC LIMIT 20`],
    [{ ...defaults, csv: true }, `SELECT ${EXPORT_COLUMNS.join(', ')} FROM contact_messages ORDER BY id ASC`],
    [
      { ...defaults, since: '2026-11-01', unnotified: true, limit: 3 },
      `SELECT ${EXPORT_COLUMNS.join(', ')} FROM contact_messages WHERE created_at >= '2026-11-01' AND notified_at IS NULL ORDER BY id DESC LIMIT 3`,
    ],
    [{ ...defaults, spam: true }, 'SELECT day, hits FROM contact_spam_counts ORDER BY day DESC'],
  ])('%j', (options, sql) => {
    expect(listQuery(options)).toBe(sql);
  });
});

describe('terminalSafe', () => {
  it.each([
    ['plain text', 'plain text'],
    ['line\nbreak\ttab', 'line\nbreak\ttab'],
    ['\u001b[2J\u001b]0;owned\u0007', '\ufffd[2J\ufffd]0;owned\ufffd'],
    ['\u009b31m', '\ufffd31m'],
    ['abc\u202edcba', 'abc\ufffddcba'],
    ['one\u2028two\u2029', 'one\ufffdtwo\ufffd'],
    ['Zoë 🚗 山田', 'Zoë 🚗 山田'],
    [null, ''],
    [7, '7'],
  ])('%j', (value, safe) => {
    expect(terminalSafe(value)).toBe(safe);
  });
});

describe('terminalLine', () => {
  it.each([
    ['Ann Lee', 'Ann Lee'],
    ['Ann\n#9  forged', 'Ann\ufffd#9  forged'],
    ['Ann\r\nLee\tX', 'Ann\ufffd\ufffdLee\ufffdX'],
    ['\u001b[2J', '\ufffd[2J'],
  ])('%j', (value, safe) => {
    expect(terminalLine(value)).toBe(safe);
  });
});

describe('formatMessage', () => {
  it('keeps every value but the message on its line: a stored name with line breaks cannot forge an entry', () => {
    const text = formatMessage(
      {
        id: 3,
        created_at: '2026-11-22T10:00:00.000Z',
        first_name: 'Ann\n\n#999  2026-11-22T11:00:00.000Z  Sales Inquiry  (not notified)\n',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '302\r555',
        interest: 'sales',
        message: 'Hi\n#998  fake',
        notified_at: null,
      },
      { sales: 'Sales Inquiry' },
    );
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '#3  2026-11-22T10:00:00.000Z  Sales Inquiry  (not notified)',
    ]);
    expect(text).toContain('    Ann\ufffd\ufffd#999');
    expect(text).toContain('302\ufffd555');
    expect(text).toContain('    #998  fake');
  });

  it('shows the message readably with its label, sender and indented text', () => {
    const text = formatMessage(
      {
        id: 3,
        created_at: '2026-11-22T10:00:00.000Z',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '302-555-0100',
        interest: 'parts',
        message: 'Line one\nLine \u001b[31mtwo',
        notified_at: null,
      },
      { parts: 'Parts & Accessories' },
    );
    expect(text).toBe(
      '#3  2026-11-22T10:00:00.000Z  Parts & Accessories  (not notified)\n    Ann Lee <ann@example.com>  302-555-0100\n    Line one\n    Line \ufffd[31mtwo\n',
    );
  });
});

const rental = {
  request: 'rental',
  request_summary: 'Rental · 4 Seater Golf Carts (deposit $500) · Weekly · Smyrna',
  rental_start: '2026-12-05',
  estimate_plan_usd: 1050,
  estimate_delivery_usd: 72,
  estimate_deposit_usd: 500,
  estimate_total_usd: 1622,
  estimate_miles: 12,
  source_page: '/smyrna-golf-cart-rentals',
  utm_source: 'google',
  utm_campaign: 'spring',
};

describe('requestLines: what a stored request says, for the dealer', () => {
  it.each([
    ['a plain message', {}, []],
    [
      'a test drive',
      { request_summary: 'Test drive · Evolution D5 Maverick 4 Plus, $9,995', preferred_date: '2026-12-01', preferred_time: 'morning' },
      ['About: Test drive · Evolution D5 Maverick 4 Plus, $9,995', 'Preferred: 2026-12-01, morning'],
    ],
    [
      'a rental, with its estimate labelled one',
      rental,
      [
        'About: Rental · 4 Seater Golf Carts (deposit $500) · Weekly · Smyrna',
        'Rental start: 2026-12-05',
        'Rental estimate (not a quote): plan $1,050 + delivery $72 (12 mi) + refundable deposit $500 = $1,622',
        'From: /smyrna-golf-cart-rentals  utm_source=google  utm_campaign=spring',
      ],
    ],
    [
      'free delivery and cents',
      { estimate_plan_usd: 93.5, estimate_delivery_usd: 0, estimate_deposit_usd: 600, estimate_total_usd: 693.5, estimate_miles: 4.2 },
      ['Rental estimate (not a quote): plan $93.50 + free delivery (4.2 mi) + refundable deposit $600 = $693.50'],
    ],
    ['campaign parameters alone', { utm_medium: 'email' }, ['From: utm_medium=email']],
  ])('%s', (_name, row, lines) => {
    expect(requestLines(row)).toEqual(lines);
  });
});

describe('deliveryState', () => {
  it.each([
    [{ notified_at: '2026-11-22T10:00:05.000Z', notify_attempts: 2 }, 'notified 2026-11-22T10:00:05.000Z'],
    [{ notified_at: null, notify_attempts: 0 }, 'not notified'],
    [{ notified_at: null }, 'not notified'],
    [
      { notified_at: null, notify_attempts: 1, notify_error: 'the webhook answered 503', notify_after: '2026-11-22T10:01:05.000Z' },
      'not notified: 1 attempt: the webhook answered 503, next try after 2026-11-22T10:01:05.000Z',
    ],
    [
      { notified_at: null, notify_attempts: 8, notify_error: 'TypeError: fetch failed', notify_after: null },
      'not notified: 8 attempts: TypeError: fetch failed',
    ],
  ])('%j -> %s', (row, state) => {
    expect(deliveryState(row)).toBe(state);
  });
});

describe('formatMessage with a request', () => {
  it('shows the request’s lines, each on its own line, before the message', () => {
    const text = formatMessage(
      {
        id: 4,
        created_at: '2026-11-22T10:00:00.000Z',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '302-555-0100',
        interest: 'sales',
        message: 'Is the weekly plan available?',
        notified_at: null,
        notify_attempts: 1,
        notify_error: 'the webhook answered 500',
        notify_after: '2026-11-22T10:01:00.000Z',
        ...rental,
        source_page: '/x\n#999  forged',
      },
      { sales: 'Sales Inquiry' },
    );
    expect(text).toBe(
      [
        '#4  2026-11-22T10:00:00.000Z  Sales Inquiry  (not notified: 1 attempt: the webhook answered 500, next try after 2026-11-22T10:01:00.000Z)',
        '    Ann Lee <ann@example.com>  302-555-0100',
        '    About: Rental · 4 Seater Golf Carts (deposit $500) · Weekly · Smyrna',
        '    Rental start: 2026-12-05',
        '    Rental estimate (not a quote): plan $1,050 + delivery $72 (12 mi) + refundable deposit $500 = $1,622',
        '    From: /x\ufffd#999  forged  utm_source=google  utm_campaign=spring',
        '    Is the weekly plan available?',
        '',
      ].join('\n'),
    );
  });
});
