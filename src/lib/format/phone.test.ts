import { describe, expect, it } from 'vitest';
import { samePhoneNumber, usDigits } from './phone';

describe('usDigits', () => {
  it.each([
    ['1-888-555-0142', '8885550142'],
    ['(302) 555-0142', '3025550142'],
    ['+1 302 555 0142', '3025550142'],
    ['555-0142', undefined],
    ['2-888-555-0142', undefined],
  ])('%s', (display, digits) => {
    expect(usDigits(display)).toBe(digits);
  });
});

describe('samePhoneNumber', () => {
  it.each([
    ['1-888-555-0142', '+18885550142', true],
    ['(888) 555-0142', '+18885550142', true],
    ['1-888-555-0143', '+18885550142', false],
    ['1-888-555-014', '+1888555014', false],
  ])('%s and %s: %s', (display, e164, same) => {
    expect(samePhoneNumber(display, e164)).toBe(same);
  });
});
