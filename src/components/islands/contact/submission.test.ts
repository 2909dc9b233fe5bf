import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR, failureFromBody, keyForAttempt, newIdempotencyKey, readValues, requestBody } from './submission';

describe('failureFromBody', () => {
  it.each([
    [{ error: 'Too many messages, try later' }, 'Too many messages, try later'],
    [{ error: '' }, FALLBACK_ERROR],
    [{ error: '   ' }, FALLBACK_ERROR],
    [{ error: 42 }, FALLBACK_ERROR],
    [{}, FALLBACK_ERROR],
    [null, FALLBACK_ERROR],
    ['<html>Bad gateway</html>', FALLBACK_ERROR],
  ])('%j -> %j', (body, expected) => {
    expect(failureFromBody(body).error).toBe(expected);
  });

  it('keeps only known fields with string messages', () => {
    const body = { error: 'Please correct the highlighted fields.', fields: { email: 'Invalid email address', nope: 'x', phone: 7 } };
    expect(failureFromBody(body).fields).toEqual({ email: 'Invalid email address' });
  });
});

describe('keyForAttempt', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;

  it.each([
    ['a first attempt gets a fresh key', null, 'A', 'key-1'],
    ['a retry of the same fill keeps its key', { key: 'old', body: 'A' }, 'A', 'old'],
    ['a changed fill gets a fresh key', { key: 'old', body: 'A' }, 'B', 'key-2'],
  ])('%s', (_name, last, body, expected) => {
    expect(keyForAttempt(last, body, fresh)).toEqual({ key: expected, body });
  });
});

describe('requestBody', () => {
  it('adds the honeypot to the message', () => {
    const message = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '3025550100',
      interest: 'sales',
      message: 'Hello there!',
    } as const;
    expect(JSON.parse(requestBody(message, ''))).toEqual({ ...message, website: '' });
  });
});

describe('readValues', () => {
  it('keeps string entries by name', () => {
    const file = new Blob(['x']) as unknown as File;
    expect(
      readValues([
        ['firstName', 'Ann'],
        ['upload', file],
      ]),
    ).toEqual({ firstName: 'Ann' });
  });
});

describe('newIdempotencyKey', () => {
  const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('is a v4 UUID, fresh each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(v4);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
