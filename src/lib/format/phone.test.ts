import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { samePhoneNumber, usDigits } from './phone';

describe('usDigits', () => {
  cases('%s', usDigits, [
    ['1-888-555-0142', '8885550142'],
    ['(302) 555-0142', '3025550142'],
    ['+1 302 555 0142', '3025550142'],
    ['555-0142', undefined],
    ['2-888-555-0142', undefined],
  ]);
});

describe('samePhoneNumber', () => {
  cases('%s and %s: %s', samePhoneNumber, [
    ['1-888-555-0142', '+18885550142', true],
    ['(888) 555-0142', '+18885550142', true],
    ['1-888-555-0143', '+18885550142', false],
    ['1-888-555-014', '+1888555014', false],
  ]);
});
