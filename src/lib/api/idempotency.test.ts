import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import type { ContactMessage } from '../contact/schema';
import { validMessage } from '../contact/message.fixture';
import {
  checkIdempotencyKey,
  IDEMPOTENCY_KEY_MAX,
  INVALID_KEY_ERROR,
  messageFingerprint,
  retryFingerprint,
  retryIdentity,
} from './idempotency';

describe('checkIdempotencyKey', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  cases('%j', checkIdempotencyKey, [
    [undefined, { ok: true, key: null }],
    [null, { ok: true, key: null }],
    ['', { ok: true, key: null }],
    ['   ', { ok: true, key: null }],
    [uuid, { ok: true, key: uuid }],
    [` ${uuid} `, { ok: true, key: uuid }],
    ['abcdefgh', { ok: true, key: 'abcdefgh' }],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX), { ok: true, key: 'x'.repeat(IDEMPOTENCY_KEY_MAX) }],
    ['abcdefg', { ok: false, error: INVALID_KEY_ERROR }],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX + 1), { ok: false, error: INVALID_KEY_ERROR }],
    ['has space in it', { ok: false, error: INVALID_KEY_ERROR }],
    ['clé-unicode-ü', { ok: false, error: INVALID_KEY_ERROR }],
    [12345678, { ok: false, error: INVALID_KEY_ERROR }],
  ]);
});

describe('messageFingerprint', () => {
  const base: ContactMessage = { ...validMessage, interest: 'sales', message: 'I would like a quote.' };
  it('is the same for the same message and differs when any field differs', async () => {
    const fp = await messageFingerprint(base);
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    expect(await messageFingerprint({ ...base })).toBe(fp);
    for (const change of [{ firstName: 'Anne' }, { interest: 'parts' as const }, { message: 'I would like a quote!' }]) {
      expect(await messageFingerprint({ ...base, ...change })).not.toBe(fp);
    }
  });
  it('cannot be fooled by moving text between fields', async () => {
    expect(await messageFingerprint({ ...base, firstName: 'An', lastName: 'nLee' })).not.toBe(await messageFingerprint(base));
  });
  it('covers the request details: another vehicle, date or plan is another request', async () => {
    const details = { request: 'test-drive', vehicle: 'denago-ev-city', date: '2026-12-01' };
    const fp = await messageFingerprint(base, details);
    expect(fp).not.toBe(await messageFingerprint(base));
    expect(await messageFingerprint(base, { ...details })).toBe(fp);
    for (const change of [{ vehicle: 'denago-ev-nomad' }, { date: '2026-12-02' }, { plan: 'weekly' }, { request: 'quote' }]) {
      expect(await messageFingerprint(base, { ...details, ...change })).not.toBe(fp);
    }
    expect(await messageFingerprint(base, { date: '2026-12-01' })).not.toBe(await messageFingerprint(base, { start: '2026-12-01' }));
  });
  it('is unchanged for a message without details', async () => {
    expect(await messageFingerprint(base, {})).toBe(await messageFingerprint(base));
    expect(await messageFingerprint(base, { vehicle: '' })).toBe(await messageFingerprint(base));
  });
});

describe('retryIdentity: every field the visitor typed or chose, normalized', () => {
  const first = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '302-555-0100',
    interest: 'sales' as const,
    message: 'I would like a quote.\nThanks!',
  };
  const details = { request: 'quote', vehicle: 'cart-one' };
  it.each([
    ['the same post', first, details],
    ['the e-mail in another case', { ...first, email: 'Ann@Example.COM' }, details],
    ['CRLF line breaks', { ...first, message: 'I would like a quote.\r\nThanks!' }, details],
    ['other spacing', { ...first, message: '  I would  like a quote. \n\n Thanks! ' }, details],
    ['another letter case', { ...first, message: 'I WOULD LIKE A QUOTE.\nthanks!', lastName: 'LEE' }, details],
    ['compatibility forms (NFKC)', { ...first, message: 'I would like a ｑｕｏｔｅ.\nThanks!' }, details],
    ['the phone written another way', { ...first, phone: '(302) 555 0100' }, details],
  ])('%s is the same message', (_name, post, postDetails) => {
    expect(retryIdentity(post, postDetails)).toBe(retryIdentity(first, details));
  });

  it.each([
    ['another e-mail', { ...first, email: 'bob@example.com' }, details],
    ['other words', { ...first, message: 'I would like two quotes.\nThanks!' }, details],
    ['other punctuation', { ...first, message: 'I would like a quote\nThanks!' }, details],
    ['text moved between the fields', { ...first, email: 'ann@example.comI', message: 'would like a quote.\nThanks!' }, details],
    ['a corrected phone', { ...first, phone: '302-555-0199' }, details],
    ['a corrected name', { ...first, firstName: 'Anne' }, details],
    ['another interest', { ...first, interest: 'service' as const }, details],
    ['another cart', first, { ...details, vehicle: 'cart-two' }],
    ['no cart', first, { request: 'quote' }],
  ])('%s is another message', (_name, post, postDetails) => {
    expect(retryIdentity(post, postDetails)).not.toBe(retryIdentity(first, details));
  });

  it('is stored as a SHA-256 hex digest', async () => {
    expect(await retryFingerprint(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(await retryFingerprint({ ...first, email: 'ANN@example.com' })).toBe(await retryFingerprint(first));
  });
});
