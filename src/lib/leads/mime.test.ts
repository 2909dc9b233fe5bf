import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { readMail } from './mail.fixture';
import {
  addressHeader,
  encodeBody,
  encodedWords,
  headerText,
  mailDate,
  MailAddressError,
  quotedPrintable,
  renderMail,
  unstructuredHeader,
  type Mail,
} from './mime';

const base: Mail = {
  from: { name: 'Test Carts', address: 'leads@testcarts.example' },
  to: { address: 'sales@testcarts.example' },
  replyTo: { name: 'Ann Lee', address: 'ann@example.com' },
  subject: 'Test drive from Ann Lee',
  date: new Date('2026-11-24T15:15:00.000Z'),
  messageId: 'contact-42.sales@testcarts.example',
  text: 'Hello.\nSecond line.',
};

const HEADER_NAMES = [
  'from',
  'to',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'auto-submitted',
  'x-auto-response-suppress',
  'content-type',
  'content-transfer-encoding',
];

/** A display name as a reader sees it: a quoted string unquoted (encoded words are already decoded). */
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/\\(.)/g, '$1') : name);

/** What every rendered e-mail must be, whatever went into it: the site's headers only, each well formed. */
function expectWellFormed(raw: string) {
  const mail = readMail(raw);
  for (const line of mail.headerLines) {
    expect(line, line).toMatch(/^(?:[A-Za-z-]+: |[ ])[\x20-\x7e]*$/);
    expect(line.length, line).toBeLessThanOrEqual(78);
  }
  expect([...mail.headers.keys()].sort()).toEqual([...HEADER_NAMES].sort());
  for (const values of mail.headers.values()) expect(values).toHaveLength(1);
  return mail;
}

describe('header injection: nothing typed adds a header or ends the header block', () => {
  const hostileNames = [
    ['CR/LF and a Bcc', 'Ann\r\nBcc: victim@example.com'],
    ['a bare LF', 'Ann\nBcc: victim@example.com'],
    ['a bare CR', 'Ann\rBcc: victim@example.com'],
    ['a blank line that would end the headers', 'Ann\r\n\r\nInjected body'],
    ['NEL and line separators', 'Ann\u0085Bcc: a@b.example\u2028Cc: c@d.example'],
    ['other control characters', 'Ann\u0000\u001b[31m\u007f'],
    ['an encoded word that decodes to a Bcc', '=?UTF-8?B?DQpCY2M6IHZpY3RpbUBleGFtcGxlLmNvbQ==?='],
    ['an encoded word in Q', '=?ISO-8859-1?Q?=0D=0ABcc:_victim@example.com?='],
    ['quotes and backslashes', 'Ann "The \\ Boss" Lee'],
    ['angle brackets and a comma', 'Ann <evil@example.com>, Bob'],
    ['a very long ASCII name', `${'A'.repeat(100)} ${'B'.repeat(100)}`],
    ['a very long name in another script', `${'山'.repeat(100)} ${'Ł'.repeat(100)}`],
    ['a very long name without spaces', 'x'.repeat(201)],
  ] as const;

  it.each(hostileNames)('a name with %s', (_what, name) => {
    const raw = renderMail({ ...base, replyTo: { name, address: 'ann@example.com' }, subject: `Test drive from ${name}` });
    const mail = expectWellFormed(raw);
    const shown = headerText(name);
    const [replyTo] = mail.headers.get('reply-to')!;
    expect(replyTo!.endsWith(' <ann@example.com>')).toBe(true);
    expect(unquote(replyTo!.slice(0, -' <ann@example.com>'.length))).toBe(shown);
    expect(mail.headers.get('subject')).toEqual([`Test drive from ${shown}`]);
    expect(raw).not.toMatch(/^(?:bcc|cc):/im);
    expect(mail.body).toBe('Hello.\nSecond line.\n');
  });

  it('decodes a typed encoded word to the text typed, never to what it encodes', () => {
    const typed = '=?UTF-8?B?DQpCY2M6IHZpY3RpbUBleGFtcGxlLmNvbQ==?=';
    const mail = readMail(renderMail({ ...base, subject: typed }));
    expect(mail.headers.get('subject')).toEqual([typed]);
  });

  it.each([
    ['CR/LF', 'ann@example.com\r\nBcc: victim@example.com'],
    ['a space', 'ann @example.com'],
    ['angle brackets', '<ann@example.com>'],
    ['a second address', 'ann@example.com, eve@example.com'],
    ['non-ASCII', 'zoë@example.com'],
    ['nothing', ''],
  ])('refuses an address with %s', (_what, address) => {
    expect(() => renderMail({ ...base, replyTo: { name: 'Ann', address } })).toThrow(MailAddressError);
    expect(() => renderMail({ ...base, to: { address } })).toThrow(MailAddressError);
  });

  it('keeps a Message-ID to its visible characters, without brackets', () => {
    const mail = readMail(renderMail({ ...base, messageId: 'contact-1.crm@x.example>\r\nBcc: y@z.example' }));
    expect(mail.headers.get('message-id')).toEqual(['<contact-1.crm@x.exampleBcc:y@z.example>']);
  });
});

describe('unstructuredHeader and addressHeader', () => {
  cases('%s: %j', unstructuredHeader, [
    ['Subject', 'Short subject', 'Subject: Short subject'],
    ['Subject', 'Zoë', 'Subject: =?UTF-8?B?Wm/Dqw==?='],
    [
      'Subject',
      'A subject of many plain words that goes on well past the seventy-eight characters of a line',
      'Subject: A subject of many plain words that goes on well past the\r\n seventy-eight characters of a line',
    ],
  ]);

  it.each([
    [{ address: 'a@b.example' }, 'To: a@b.example'],
    [{ name: 'Ann Lee', address: 'a@b.example' }, 'To: "Ann Lee" <a@b.example>'],
    [{ name: 'Ann "A" Lee', address: 'a@b.example' }, 'To: "Ann \\"A\\" Lee" <a@b.example>'],
    [{ name: 'Zoë', address: 'a@b.example' }, 'To: =?UTF-8?B?Wm/Dqw==?= <a@b.example>'],
  ])('%j', (address, header) => {
    expect(addressHeader('To', address)).toBe(header);
  });

  it('cuts encoded words between characters, never inside one', () => {
    const words = encodedWords('🚗'.repeat(30));
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(64);
    expect(words.map((w) => atob(w.slice(10, -2))).every((bytes) => bytes.length % 4 === 0)).toBe(true);
  });
});

describe('the body', () => {
  it.each([
    ['plain ASCII', 'Hello\nworld', '7bit', 'Hello\r\nworld\r\n'],
    ['ASCII with CRLF and trailing breaks', 'Hello\r\nworld\n\n', '7bit', 'Hello\r\nworld\r\n'],
    ['non-ASCII', 'Zoë = 1', 'quoted-printable', 'Zo=C3=AB =3D 1\r\n'],
    ['a line over 998 characters', 'x'.repeat(1000), 'quoted-printable', `${'x'.repeat(75)}=\r\n`],
  ])('%s', (_what, text, encoding, start) => {
    const body = encodeBody(text);
    expect(body.encoding).toBe(encoding);
    expect(body.body.startsWith(start)).toBe(true);
  });

  it.each([
    ['trailing spaces', 'end with space \nand tab\t'],
    ['long lines of many bytes', `${'é'.repeat(200)}\n${'🚗 '.repeat(60)}`],
    ['equals signs and dots', '=?x?= .\n.\n= ='],
    ['mixed', `Zoë says: ${'word '.repeat(40)}\n\nend`],
  ])('quoted-printable round-trips %s in lines of at most 76', (_what, text) => {
    const encoded = quotedPrintable(text);
    for (const line of encoded.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line).toMatch(/^[\x21-\x7e]*(?:[\x21-\x7e]|=)?$|^$|^[\x20-\x7e]*[\x21-\x7e=]$/);
    }
    const mail = readMail(`Content-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`);
    expect(mail.body).toBe(text);
  });

  it('keeps a body that looks like headers in the body', () => {
    const mail = expectWellFormed(renderMail({ ...base, text: 'Bcc: victim@example.com\r\n\r\nSubject: forged' }));
    expect(mail.body).toBe('Bcc: victim@example.com\n\nSubject: forged\n');
  });
});

describe('mailDate', () => {
  it.each([
    ['2026-11-24T15:15:00.000Z', 'Tue, 24 Nov 2026 15:15:00 +0000'],
    ['2027-01-03T04:05:06.789Z', 'Sun, 03 Jan 2027 04:05:06 +0000'],
  ])('%s', (iso, date) => {
    expect(mailDate(new Date(iso))).toBe(date);
  });
});
