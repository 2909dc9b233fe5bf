import { describe, expect, it } from 'vitest';
import { timingSafeEqualText } from './secret';

describe('timingSafeEqualText', () => {
  it.each([
    ['s3cret-value', 's3cret-value', true],
    ['s3cret-valuf', 's3cret-value', false],
    ['s3cret', 's3cret-value', false],
    ['s3cret-value-and-more', 's3cret-value', false],
    ['', 's3cret-value', false],
    ['', '', false],
    ['ünïcode', 'ünïcode', true],
  ])('%j against %j: %s', async (given, expected, equal) => {
    expect(await timingSafeEqualText(given, expected)).toBe(equal);
  });
});
