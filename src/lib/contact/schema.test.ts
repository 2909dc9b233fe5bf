import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_FIELDS, INTERESTS, LIMITS, MESSAGE_MAX, isEmailAddress, validateContact, type ContactField } from './schema';
import { validMessage as valid } from './message.fixture';

/** The errors for `valid` with one field replaced (or removed, for `undefined`). */
function errorsWith(field: string, value: unknown) {
  const result = validateContact({ ...valid, [field]: value });
  return result.ok ? {} : result.errors;
}

const HUGE = 'x'.repeat(2_000_000);

/** A short test title for a value (long strings by their length). */
const show = (value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `${value.slice(0, 4)}… (${value.length} units)` : (JSON.stringify(value) ?? 'undefined');
const rows = (table: [string, unknown, string?][]) =>
  table.map(([field, value, message]) => ({ field, value, message, shown: show(value) }));

describe('validateContact: the contact rules and their messages', () => {
  it.each(
    rows([
      // First and last name: required, 1-100 characters after trimming.
      ['firstName', '', 'First name is required'],
      ['firstName', '   ', 'First name is required'],
      ['firstName', '\n\t ', 'First name is required'],
      ['firstName', undefined, 'First name is required'],
      ['firstName', null, 'First name is required'],
      ['firstName', 42, 'First name is required'],
      ['firstName', true, 'First name is required'],
      ['firstName', ['Ann'], 'First name is required'],
      ['firstName', { first: 'Ann' }, 'First name is required'],
      ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters'],
      ['firstName', HUGE, 'First name must be at most 100 characters'],
      ['lastName', '', 'Last name is required'],
      ['lastName', null, 'Last name is required'],
      ['lastName', 0, 'Last name is required'],
      ['lastName', ['Lee'], 'Last name is required'],
      ['lastName', '山'.repeat(101), 'Last name must be at most 100 characters'],
      // Email: one message for every problem, at most 254 characters, zod's address pattern.
      ['email', 'ann@', 'Enter an e-mail address like name@example.com'],
      ['email', 'ann example.com', 'Enter an e-mail address like name@example.com'],
      ['email', 'ann@example', 'Enter an e-mail address like name@example.com'],
      ['email', '', 'E-mail is required'],
      ['email', '   ', 'E-mail is required'],
      ['email', undefined, 'E-mail is required'],
      ['email', 7, 'E-mail is required'],
      ['email', ['ann@example.com'], 'E-mail is required'],
      ['email', { email: 'ann@example.com' }, 'E-mail is required'],
      ['email', `${'a'.repeat(250)}@example.com`, 'E-mail address must be at most 254 characters'],
      ['email', `${'a'.repeat(243)}@example.com`, 'E-mail address must be at most 254 characters'], // 255 characters
      ['email', HUGE, 'E-mail address must be at most 254 characters'],
      // Phone: 10-40 characters after trimming; too short or missing is "required".
      ['phone', '555-0100', 'Enter a 10-digit phone number'],
      ['phone', '123456789', 'Enter a 10-digit phone number'],
      ['phone', '  123456789  ', 'Enter a 10-digit phone number'],
      ['phone', '', 'Phone number is required'],
      ['phone', undefined, 'Phone number is required'],
      ['phone', 3025550100, 'Phone number is required'],
      ['phone', '1'.repeat(41), 'Phone number must be at most 40 characters'],
      // Phone: at least 10 digits, whatever the punctuation.
      ['phone', '(302) 555-010', 'Enter a 10-digit phone number'],
      ['phone', '302-555-01', 'Enter a 10-digit phone number'], // 10 characters, 8 digits
      ['phone', 'call me please', 'Enter a 10-digit phone number'],
      ['phone', '+1 (302) 555', 'Enter a 10-digit phone number'],
      ['phone', '３０２５５５０１００', 'Enter a 10-digit phone number'], // full-width digits are not ASCII digits
      // Names: at least one letter of any script; invisible characters do not count.
      ['firstName', '12345', 'First name must contain a letter'],
      ['firstName', '-- .', 'First name must contain a letter'],
      ['lastName', '🚗🚗', 'Last name must contain a letter'],
      ['firstName', '\u200b\u200b\u200b', 'First name is required'],
      ['lastName', '\u200c\u200d', 'Last name must contain a letter'],
      ['firstName', '\u0000\u001b\r\n', 'First name is required'],
      // Text that is not well-formed Unicode: a lone surrogate names the field.
      ['firstName', 'Ann\ud800', 'First name contains a character that is not allowed'],
      ['lastName', '\udc00Lee', 'Last name contains a character that is not allowed'],
      ['phone', '302-555-0100\udbff', 'Phone number contains a character that is not allowed'],
      ['email', 'ann\ud83d@example.com', 'E-mail address contains a character that is not allowed'],
      ['message', `${'Please call me. '.repeat(3)}\ud83d`, 'Message contains a character that is not allowed'],
      // Interest: one of the four, never trimmed or coerced.
      ['interest', 'rentals', 'Please choose a valid inquiry type'],
      ['interest', '', 'Please choose a valid inquiry type'],
      ['interest', ' sales', 'Please choose a valid inquiry type'],
      ['interest', 'SALES', 'Please choose a valid inquiry type'],
      ['interest', 'toString', 'Please choose a valid inquiry type'],
      ['interest', null, 'Please choose a valid inquiry type'],
      ['interest', 0, 'Please choose a valid inquiry type'],
      ['interest', ['sales'], 'Please choose a valid inquiry type'],
      ['interest', { value: 'sales' }, 'Please choose a valid inquiry type'],
      // Message: 10-5,000 characters after trimming.
      ['message', 'Too short', 'Message must be at least 10 characters'],
      ['message', '         x         ', 'Message must be at least 10 characters'],
      ['message', '🚗'.repeat(9), 'Message must be at least 10 characters'],
      ['message', undefined, 'Message is required'],
      ['message', 1234567890, 'Message is required'],
      ['message', ['Please call me about a battery check.'], 'Message is required'],
      ['message', 'x'.repeat(MESSAGE_MAX + 1), `Message must be at most ${MESSAGE_MAX} characters`],
      ['message', '🚗'.repeat(MESSAGE_MAX + 1), `Message must be at most ${MESSAGE_MAX} characters`],
      ['message', HUGE, `Message must be at most ${MESSAGE_MAX} characters`],
    ]),
  )('$field = $shown -> $message', ({ field, value, message }) => {
    expect(errorsWith(field, value)).toEqual({ [field]: message });
  });

  it.each(INTERESTS)('accepts interest %s', (interest) => {
    const result = validateContact({ ...valid, interest });
    expect(result.ok && result.value.interest).toBe(interest);
  });

  it('defaults a missing interest (absent or undefined) to sales', () => {
    const { interest: _omit, ...rest } = valid;
    expect(validateContact(rest)).toEqual({ ok: true, value: { ...rest, interest: 'sales' } });
    expect(validateContact({ ...rest, interest: undefined })).toEqual({ ok: true, value: { ...rest, interest: 'sales' } });
  });

  it.each(
    rows([
      ['firstName', 'x'.repeat(100)],
      ['firstName', 'Z'],
      ['lastName', `Q${'🚗'.repeat(99)}`], // 199 UTF-16 units, 100 characters
      ['email', `${'a'.repeat(243)}@example.co`], // exactly 254 characters
      ['email', "o'brien+carts@mail.example.co.uk"],
      ['phone', '3025550100'],
      ['phone', '1'.repeat(40)],
      ['phone', `  ${'1'.repeat(40)}  `],
      ['message', '1234567890'],
      ['message', '🚗'.repeat(10)],
      ['message', 'x'.repeat(MESSAGE_MAX)],
      ['message', '🚗'.repeat(MESSAGE_MAX)],
    ]),
  )('accepts $field = $shown', ({ field, value }) => {
    expect(validateContact({ ...valid, [field]: value }).ok).toBe(true);
  });

  it('trims every text field, keeps Unicode and markup verbatim, and drops unknown fields (the honeypot included)', () => {
    const result = validateContact({
      ...valid,
      firstName: '  Zoë  ',
      lastName: "<b>O'Brien</b>",
      email: '\tann@example.com\n',
      phone: ' 302-555-0100 ',
      message: `\n ${valid.message} \n`,
      website: 'x',
      extra: 1,
      __proto__: { polluted: true },
    });
    expect(result).toEqual({ ok: true, value: { ...valid, firstName: 'Zoë', lastName: "<b>O'Brien</b>" } });
    expect(result.ok && Object.keys(result.value)).toEqual(CONTACT_FIELDS);
  });

  it.each([
    ['firstName', 'Ann\u0000', 'Ann'],
    ['firstName', 'Ann\r\nLee', 'Ann Lee'],
    ['lastName', 'Lee\u001b[31m', 'Lee[31m'],
    ['lastName', 'O\u200bBrien', 'OBrien'],
    ['phone', '302\t555\u00000100', '302 5550100'],
    ['email', 'ann@example.com\u200b', 'ann@example.com'],
    ['message', 'Line one\r\nLine two\u0007\u001b\rLine three', 'Line one\nLine two\nLine three'],
  ])('cleans %s %j to %j', (field, raw, clean) => {
    const result = validateContact({ ...valid, [field]: raw });
    expect(result.ok && result.value[field as ContactField]).toBe(clean);
  });

  it('reads only the input’s own fields, never inherited ones', () => {
    expect(validateContact(Object.create(valid))).toMatchObject({ ok: false });
  });

  it('reports one message per field, every invalid field at once, in form order', () => {
    const result = validateContact({});
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'E-mail is required',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    });
    expect(!result.ok && Object.keys(result.errors)).toEqual(['firstName', 'lastName', 'email', 'phone', 'message']);
  });

  it.each([null, undefined, 42, 'firstName=Ann', true, [], [valid], new Date(0)])('treats a non-object input %j as empty', (input) => {
    expect(validateContact(input)).toEqual(validateContact({}));
  });

  it('keeps the length limits the form renders in one place', () => {
    expect(LIMITS).toEqual({
      firstName: { min: 1, max: 100 },
      lastName: { min: 1, max: 100 },
      email: { min: 1, max: 254 },
      phone: { min: 10, max: 40 },
      message: { min: 10, max: MESSAGE_MAX },
    });
  });
});

describe('isEmailAddress: zod’s e-mail rule', () => {
  it.each([
    ['ann@example.com', true],
    ['ann+carts@mail.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['ann@example.c', false],
    ['ann@example..com', false],
    ['.ann@example.com', false],
    ['ann@@example.com', false],
    ['"ann lee"@example.com', false],
    ['ann@localhost', false],
    ['ann@example.com\n', false],
    ['ann@example.com,bob@example.com', false],
  ])('%s -> %s, as z.email() says', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(z.email().safeParse(address).success).toBe(valid);
  });

  it('answers a crafted near-miss quickly (no catastrophic backtracking)', () => {
    const started = performance.now();
    for (const attack of [`${'a'.repeat(250)}@`, `a@${'a'.repeat(250)}`, `${'a.'.repeat(125)}@`, `a@${'a-'.repeat(125)}.`]) {
      expect(isEmailAddress(attack)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('field names', () => {
  it('every rule belongs to a form field', () => {
    const ruled: ContactField[] = [...(Object.keys(LIMITS) as ContactField[]), 'interest'];
    expect([...ruled].sort()).toEqual([...CONTACT_FIELDS].sort());
  });
});
