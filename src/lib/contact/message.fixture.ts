/**
 * One valid contact message for the rule, handler and browser tests: every required field filled the way a
 * visitor would, and (in `validPost`) the honeypot left empty as a person leaves it.
 */
import { HONEYPOT_FIELD } from './fields';

export const validMessage = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '302-555-0100',
  interest: 'service',
  message: 'Please call me about a battery check.',
};

/** `validMessage` as the form posts it, with the empty honeypot. */
export const validPost = { ...validMessage, [HONEYPOT_FIELD]: '' };
