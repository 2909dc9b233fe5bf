/**
 * An e-mail as the bytes that leave (RFC 5322 with MIME), built so that nothing a visitor typed can add a header,
 * end the header block or be read as something the site did not write:
 * - Every header value is cleaned of line breaks and control characters first; a header is only ever broken by
 *   this module's own folding (CRLF followed by a space), at most 78 characters a line.
 * - Text that is not plain printable ASCII, that holds "=?" (which a mail client could read as an encoded word),
 *   or that is too long to fold between words is written as UTF-8 encoded words (RFC 2047, base64), so a client
 *   shows it exactly as typed.
 * - A display name is a quoted string (quotes and backslashes escaped) or encoded words; an address must be a
 *   plain ASCII address (the contact form's own rule), else the mail is not built at all.
 * - The body is 7bit when it is printable ASCII in lines of at most 998 characters (a CRM reads the ADF document
 *   as it is), else quoted-printable UTF-8. Lines end in CRLF.
 */
import { isEmailAddress } from '../contact/schema';

export interface MailAddress {
  name?: string | undefined;
  address: string;
}

export interface Mail {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress | undefined;
  subject: string;
  /** When the mail was written: the request's time, so every attempt sends the same bytes. */
  date: Date;
  /** The Message-ID without its angle brackets (`contact-42.sales@example.com`): one per message and destination. */
  messageId: string;
  text: string;
}

/** Headers every lead e-mail carries: machine-written, so out-of-office replies are not sent back (RFC 3834). */
const FIXED_HEADERS: readonly [string, string][] = [
  ['MIME-Version', '1.0'],
  ['Auto-Submitted', 'auto-generated'],
  ['X-Auto-Response-Suppress', 'All'],
];

export class MailAddressError extends Error {}

const LINE = 78;
const CRLF = '\r\n';
const PRINTABLE = /^[\x20-\x7e]*$/;
/** Characters a header value may not hold as they are: C0 and C1 controls, DEL, line and paragraph separators. */
const HEADER_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A header value's text on one line: any run of line breaks or control characters is one space. */
export function headerText(text: string): string {
  return text.replace(HEADER_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();
}

const utf8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Bytes of UTF-8 per encoded word: 39 bytes are 52 base64 characters, a word of 64 with its wrapper, so
 * `Reply-To: ` and one word fit a line of 78.
 */
const WORD_BYTES = 39;

/** Text as UTF-8 base64 encoded words, each whole characters only (never a character split between two). */
export function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = utf8.encode(char);
    if (chunk.length + bytes.length > WORD_BYTES) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length || words.length === 0) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
  return words;
}

/** Whether text can be written as it is: printable ASCII, nothing a client could decode, no word too long to fold. */
const writableAsIs = (text: string, longestWord: number) =>
  PRINTABLE.test(text) && !text.includes('=?') && text.split(' ').every((word) => word.length <= longestWord);

/** Joins header words into `Name: value` lines of at most 78 characters, folding between words. */
function fold(name: string, words: readonly string[]): string {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of words) {
    if (line.length + 1 + word.length > LINE && line.length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

/** An unstructured header (Subject): words as they are, or encoded words. */
export function unstructuredHeader(name: string, value: string): string {
  const text = headerText(value);
  return fold(name, writableAsIs(text, LINE - name.length - 2) ? text.split(' ').filter(Boolean) : encodedWords(text));
}

/** The longest display name written as a quoted string; a longer one is encoded, which folds cleanly. */
const QUOTED_NAME_MAX = 60;

/** A display name's words: one quoted string, or encoded words. */
function phrase(name: string): string[] {
  const text = headerText(name);
  if (text.length <= QUOTED_NAME_MAX && writableAsIs(text, QUOTED_NAME_MAX)) return [`"${text.replace(/(["\\])/g, '\\$1')}"`];
  return encodedWords(text);
}

/** Whether an address can be written in a header: the contact form's own rule (ASCII, no spaces or brackets). */
export const isMailAddress = (address: string): boolean => address.length <= 254 && isEmailAddress(address);

/** An address header: `Name: "Display Name" <address>` (the name only when there is one). */
export function addressHeader(name: string, { name: display, address }: MailAddress): string {
  if (!isMailAddress(address)) throw new MailAddressError(`${name} is not a usable e-mail address`);
  const shown = display ? headerText(display) : '';
  return fold(name, shown ? [...phrase(shown), `<${address}>`] : [address]);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** An RFC 5322 date in UTC: `Mon, 23 Nov 2026 15:00:00 +0000`. */
export function mailDate(date: Date): string {
  return `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/** The longest line a 7bit body may have (RFC 5322's limit, without its CRLF). */
const BODY_LINE_MAX = 998;

/** Quoted-printable (RFC 2045) of UTF-8 text whose lines end in LF: lines of at most 76 characters. */
export function quotedPrintable(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const bytes = utf8.encode(line);
      const out: string[] = [];
      let current = '';
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const piece = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        if (current.length + piece.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += piece;
      });
      out.push(current);
      return out.join(CRLF);
    })
    .join(CRLF);
}

/** The body and its Content-Transfer-Encoding: 7bit when it can go as it is, else quoted-printable. */
export function encodeBody(text: string): { encoding: '7bit' | 'quoted-printable'; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n*$/, '').split('\n');
  if (lines.every((line) => /^[\t\x20-\x7e]*$/.test(line) && line.length <= BODY_LINE_MAX)) {
    return { encoding: '7bit', body: lines.join(CRLF) + CRLF };
  }
  return { encoding: 'quoted-printable', body: quotedPrintable(lines.join('\n')) + CRLF };
}

/** The whole e-mail, headers and body, lines ending in CRLF. */
export function renderMail(mail: Mail): string {
  const { encoding, body } = encodeBody(mail.text);
  const messageId = mail.messageId.replace(/[^\x21-\x7e]|[<>]/g, '');
  const headers = [
    addressHeader('From', mail.from),
    addressHeader('To', mail.to),
    ...(mail.replyTo ? [addressHeader('Reply-To', mail.replyTo)] : []),
    unstructuredHeader('Subject', mail.subject),
    `Date: ${mailDate(mail.date)}`,
    `Message-ID: <${messageId}>`,
    ...FIXED_HEADERS.map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${encoding}`,
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}`;
}
