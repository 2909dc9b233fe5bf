import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, descriptionFits, pageDescription } from './description';

const PHONE = '1-888-555-0142';
const SUFFIX = ` Call ${PHONE}.`;
const ALLOWED = DESCRIPTION_MAX - SUFFIX.length; // 134

describe('pageDescription', () => {
  it.each([
    ['adds a full stop and the call suffix', 'Golf carts in Dover', `Golf carts in Dover.${SUFFIX}`],
    ['keeps an existing full stop', 'Golf carts in Dover.', `Golf carts in Dover.${SUFFIX}`],
    ['keeps an exclamation mark', 'Visit us today!', `Visit us today!${SUFFIX}`],
    ['keeps a question mark', 'Need a cart?', `Need a cart?${SUFFIX}`],
    ['collapses whitespace', '  Golf   carts\n in Dover ', `Golf carts in Dover.${SUFFIX}`],
  ])('%s', (_name, input, expected) => {
    expect(pageDescription(input, PHONE)).toBe(expected);
  });

  it('leaves a text that exactly fits untouched', () => {
    const text = `${'a'.repeat(ALLOWED - 1)}.`;
    expect(pageDescription(text, PHONE)).toBe(`${text}${SUFFIX}`);
    expect(pageDescription(text, PHONE)).toHaveLength(DESCRIPTION_MAX);
  });

  it('cuts at the last word boundary when it falls past 80% of the allowed length', () => {
    const words = 'word '.repeat(40).trim(); // 199 characters
    const out = pageDescription(words, PHONE);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out).toMatch(/word\. Call 1-888-555-0142\.$/);
    expect(out.endsWith(`wor.${SUFFIX}`)).toBe(false);
  });

  it('cuts mid-word when the only boundary is before 80% of the allowed length', () => {
    const text = `short ${'x'.repeat(300)}`;
    const out = pageDescription(text, PHONE);
    expect(out).toHaveLength(DESCRIPTION_MAX);
    expect(out.startsWith('short xxx')).toBe(true);
  });

  it('drops trailing commas before the added full stop', () => {
    const text = `${'alpha, '.repeat(30)}`;
    const out = pageDescription(text, PHONE);
    expect(out).toMatch(/alpha\. Call/);
  });

  it.each([10, 50, 133, 134, 135, 154, 155, 156, 400])('never exceeds 155 characters (input %i)', (n) => {
    const text = 'Delaware golf carts '.repeat(30).slice(0, n);
    expect(pageDescription(text, PHONE).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(pageDescription(text, PHONE).endsWith(SUFFIX)).toBe(true);
  });
});

describe('descriptionFits', () => {
  it.each([
    ['a short text', 'Golf carts in Dover.', true],
    ['exactly the allowed length with its full stop', `${'a'.repeat(ALLOWED - 1)}.`, true],
    ['the allowed length once the full stop is added', 'a'.repeat(ALLOWED - 1), true],
    ['one character too long', `${'a'.repeat(ALLOWED)}.`, false],
    ['too long only once the full stop is added', 'a'.repeat(ALLOWED), false],
    ['long only in its whitespace', `  ${'a '.repeat(60)}  `, true],
  ])('%s: %s', (_name, text, fits) => {
    expect(descriptionFits(text, PHONE)).toBe(fits);
  });

  it.each([60, 133, 134, 135, 200])('agrees with pageDescription: a text that fits comes out whole (input %i)', (n) => {
    const text = 'Delaware golf carts '.repeat(30).slice(0, n).trim();
    const whole = pageDescription(text, PHONE).startsWith(text);
    expect(descriptionFits(text, PHONE)).toBe(whole);
  });
});
