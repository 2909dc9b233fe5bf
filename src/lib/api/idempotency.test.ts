import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../contact/schema';
import { checkIdempotencyKey, IDEMPOTENCY_KEY_MAX, INVALID_KEY_ERROR, messageFingerprint } from './idempotency';

describe('checkIdempotencyKey', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
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
  ])('%j', (raw, expected) => {
    expect(checkIdempotencyKey(raw)).toEqual(expected);
  });
});

describe('messageFingerprint', () => {
  const base: ContactMessage = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '302-555-0100',
    interest: 'sales',
    message: 'I would like a quote.',
  };
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
});
