import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { MESSAGE_MAX } from '../contact/schema';
import {
  bodyLimit,
  CONTACT_BODY_LIMIT,
  decodeUtf8,
  cutOff,
  declaredLength,
  honeypotFilled,
  MALFORMED_JSON_ERROR,
  NOT_AN_OBJECT_ERROR,
  parseFields,
  readLimited,
  typedValues,
} from './body';

function stream(chunks: Uint8Array[]): ReadableStream<Uint8Array> & { cancelled: boolean } {
  let i = 0;
  const s = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else controller.close();
    },
    cancel() {
      s.cancelled = true;
    },
  }) as ReadableStream<Uint8Array> & { cancelled: boolean };
  s.cancelled = false;
  return s;
}

describe('CONTACT_BODY_LIMIT', () => {
  it('is 32 KB', () => expect(CONTACT_BODY_LIMIT).toBe(32768));
});

describe('bodyLimit', () => {
  it.each([
    ['json', 32 * 1024],
    ['form', 96 * 1024],
  ] as const)('%s: %i bytes', (kind, limit) => expect(bodyLimit(kind)).toBe(limit));

  it('fits a full-length message of 4-byte characters in either format', () => {
    const message = '🚗'.repeat(MESSAGE_MAX);
    expect(new TextEncoder().encode(JSON.stringify({ message })).byteLength).toBeLessThan(bodyLimit('json'));
    expect(new URLSearchParams({ message }).toString().length).toBeLessThan(bodyLimit('form'));
  });
});

describe('cutOff', () => {
  it.each([
    [null, 0, false],
    [null, 500, false],
    ['500', 500, false],
    [' 500 ', 500, false],
    ['0', 0, false],
    ['400', 500, false],
    ['501', 500, true],
    ['1', 0, true],
    ['abc', 0, false],
  ] as const)('Content-Length %j, %i bytes received -> %s', (header, received, expected) => {
    expect(cutOff(header, received)).toBe(expected);
  });
});

describe('declaredLength', () => {
  it.each([
    [null, 'ok'],
    ['0', 'ok'],
    ['100', 'ok'],
    ['100', 'ok'],
    [String(CONTACT_BODY_LIMIT), 'ok'],
    [String(CONTACT_BODY_LIMIT + 1), 'over'],
    ['99999999999999999999', 'over'],
    ['-1', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(declaredLength(header, CONTACT_BODY_LIMIT)).toBe(expected);
  });
});

describe('readLimited', () => {
  it('reads a body at the limit exactly', async () => {
    const result = await readLimited(stream([new Uint8Array(6), new Uint8Array(4)]), 10);
    expect(result).toEqual({ ok: true, bytes: new Uint8Array(10) });
  });
  it('stops and cancels as soon as the bytes go over the limit', async () => {
    const body = stream([new Uint8Array(6), new Uint8Array(5), new Uint8Array(100)]);
    expect(await readLimited(body, 10)).toEqual({ ok: false, reason: 'too-large' });
    expect(body.cancelled).toBe(true);
  });
  it('treats a missing body as empty', async () => {
    expect(await readLimited(null, 10)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });
  it('reports a stream that errors as unreadable', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readLimited(broken, 10)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('decodeUtf8', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  cases('%j', decodeUtf8, [
    [enc('héllo ✓ 🚗'), 'héllo ✓ 🚗'],
    [new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'a'],
    [new Uint8Array([0xff, 0xfe]), null],
    [new Uint8Array([0xc3]), null],
  ]);
});

describe('parseFields', () => {
  it.each([
    ['json', '{"firstName":"Ann"}', { ok: true, fields: { firstName: 'Ann' } }],
    ['json', '{"firstName":', { ok: false, error: MALFORMED_JSON_ERROR }],
    ['json', '', { ok: false, error: MALFORMED_JSON_ERROR }],
    ['json', "{'a':1}", { ok: false, error: MALFORMED_JSON_ERROR }],
    ['json', '[]', { ok: false, error: NOT_AN_OBJECT_ERROR }],
    ['json', 'null', { ok: false, error: NOT_AN_OBJECT_ERROR }],
    ['json', '"text"', { ok: false, error: NOT_AN_OBJECT_ERROR }],
    ['json', '42', { ok: false, error: NOT_AN_OBJECT_ERROR }],
    ['form', 'firstName=Ann+Lee&message=a%26b%3Dc', { ok: true, fields: { firstName: 'Ann Lee', message: 'a&b=c' } }],
    ['form', 'firstName=First&firstName=Second', { ok: true, fields: { firstName: 'First' } }],
    ['form', '', { ok: true, fields: {} }],
    ['form', 'name=%E2%9C%93', { ok: true, fields: { name: '✓' } }],
  ] as const)('%s %j', (kind, text, expected) => {
    expect(parseFields(kind, text)).toEqual(expected);
  });
});

describe('honeypotFilled', () => {
  cases('%j -> %s', honeypotFilled, [
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['http://spam.example', true],
    ['x', true],
    [0, true],
    [true, true],
    [{}, true],
  ]);
});

describe('typedValues', () => {
  it('keeps only text values', () => {
    expect(typedValues({ a: 'x', b: 1, c: null, d: ['y'], e: '' })).toEqual({ a: 'x', e: '' });
  });
});
