import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, formatMessage, listQuery, parseListArgs, terminalLine, terminalSafe, type ListOptions } from './message-list';

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
