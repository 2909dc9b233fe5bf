import { describe, expect, it } from 'vitest';
import { contactSchema, fieldErrors, INTERESTS, MESSAGE_MAX } from './schema';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '302-555-0100',
  interest: 'service',
  message: 'Please call me about a battery check.',
};

describe('contactSchema: spec section 5 rules and messages', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['firstName', 42, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['lastName', null, 'Last name is required'],
    ['email', 'ann@', 'Invalid email address'],
    ['email', 'ann example.com', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Invalid email address'],
    ['phone', '555-0100', 'Phone number is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', '1'.repeat(41), 'Phone number must be at most 40 characters'],
    ['interest', 'rentals', 'Please choose a valid inquiry type'],
    ['interest', null, 'Please choose a valid inquiry type'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', '         x         ', 'Message must be at least 10 characters'],
    ['message', undefined, 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(MESSAGE_MAX + 1), `Message must be at most ${MESSAGE_MAX} characters`],
  ])('%s = %j -> %s', (field, value, message) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: message });
  });

  it.each(INTERESTS)('accepts interest %s', (interest) => {
    expect(contactSchema.parse({ ...valid, interest }).interest).toBe(interest);
  });

  it('defaults interest to sales', () => {
    const { interest: _omit, ...rest } = valid;
    expect(contactSchema.parse(rest).interest).toBe('sales');
  });

  it('accepts the limits exactly: 10-character phone and message, 5,000-character message', () => {
    expect(contactSchema.safeParse({ ...valid, phone: '3025550100', message: '1234567890' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: '🚗'.repeat(MESSAGE_MAX) }).success).toBe(true);
  });

  it('trims, keeps Unicode and markup verbatim, and drops unknown fields (the honeypot included)', () => {
    const parsed = contactSchema.parse({ ...valid, firstName: '  Zoë  ', lastName: "<b>O'Brien</b>", website: 'x', extra: 1 });
    expect(parsed).toEqual({ ...valid, firstName: 'Zoë', lastName: "<b>O'Brien</b>" });
  });

  it('reports one message per field, every invalid field at once', () => {
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });
});
