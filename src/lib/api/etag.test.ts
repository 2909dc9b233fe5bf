import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, sha256Hex, strongEtag } from './etag';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('%j', async (text, hex) => {
    expect(await sha256Hex(text)).toBe(hex);
    expect(await sha256Hex(new TextEncoder().encode(text))).toBe(hex);
  });
});

describe('strongEtag', () => {
  it('is a quoted, stable hash of the body that changes with any byte', async () => {
    const a = await strongEtag('[{"id":"a"}]');
    expect(a).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await strongEtag('[{"id":"a"}]')).toBe(a);
    expect(await strongEtag('[{"id":"b"}]')).not.toBe(a);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"0123abcd"';
  it.each([
    [null, false],
    ['', false],
    ['"0123abcd"', true],
    ['W/"0123abcd"', true],
    ['"other", "0123abcd"', true],
    ['"other",W/"0123abcd"', true],
    ['*', true],
    [' * ', true],
    ['"other"', false],
    ['0123abcd', false],
    ['"0123abc"', false],
  ])('%j -> %s', (header, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
  it('compares weakly when the current tag is weak', () => {
    expect(ifNoneMatchHits('"x"', 'W/"x"')).toBe(true);
  });
});
