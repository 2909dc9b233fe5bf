/**
 * The contact message rules, defined once for the form island and the /api/contact function: small pure
 * functions and zod/mini's e-mail check, not a whole schema library (zod's full API cost the page ~22 KB brotli).
 *
 * Rules: every field is a string, cleaned of control and invisible characters (./text.ts), trimmed; first
 * and last name 1-100 characters with at least one letter; email at most 254 characters and shaped like
 * an address; phone 10-40 characters with at least 10 digits; interest one of INTERESTS, `sales` when
 * absent; message 10-5,000 characters. Lengths count Unicode code points (an emoji is one character).
 * A missing or non-string field gets the field's own message; text that is not well-formed Unicode (a lone
 * surrogate) gets the field's "invalid character" message.
 */
import { CONTACT_FIELDS, INTERESTS, MESSAGE_MAX, type Interest } from './fields';
import { regexes } from 'zod/mini';
import { cleanLine, cleanText, digitCount, hasLetter, hasLoneSurrogate } from './text';

export * from './fields';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: Interest;
  message: string;
}
export type ContactField = keyof ContactMessage;
/** Field -> its first error message, for inline form errors and the API's 400 answer. */
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactResult = { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors };

type TextField = Exclude<ContactField, 'interest'>;

/** Length limits of the free-text fields (the form's minlength/maxlength come from here too). */
export const LIMITS: Record<TextField, { min: number; max: number }> = {
  firstName: { min: 1, max: 100 },
  lastName: { min: 1, max: 100 },
  email: { min: 1, max: 254 },
  phone: { min: 10, max: 40 },
  message: { min: 10, max: MESSAGE_MAX },
};

export const DEFAULT_INTEREST: Interest = 'sales';

/** The minimum count of ASCII digits in a phone number (a US number with its area code). */
export const PHONE_MIN_DIGITS = 10;

/**
 * A field's messages, each fitting its mistake: nothing typed (`missing`), too short (`short`, else
 * `missing`), too long, not well-formed text, and a value that breaks the field's own rule (`malformed`: a
 * name without a letter, an e-mail not shaped like one, a phone without 10 digits; else `short`).
 */
interface FieldMessages {
  missing: string;
  short?: string;
  long: string;
  invalid: string;
  malformed?: string;
}
export type ContactMessages = Record<TextField, FieldMessages> & { interest: string };

export const MESSAGES: ContactMessages = {
  firstName: {
    missing: 'First name is required',
    long: 'First name must be at most 100 characters',
    invalid: 'First name contains a character that is not allowed',
    malformed: 'First name must contain a letter',
  },
  lastName: {
    missing: 'Last name is required',
    long: 'Last name must be at most 100 characters',
    invalid: 'Last name contains a character that is not allowed',
    malformed: 'Last name must contain a letter',
  },
  email: {
    missing: 'E-mail is required',
    long: 'E-mail address must be at most 254 characters',
    invalid: 'E-mail address contains a character that is not allowed',
    malformed: 'Enter an e-mail address like name@example.com',
  },
  phone: {
    missing: 'Phone number is required',
    short: 'Enter a 10-digit phone number',
    long: 'Phone number must be at most 40 characters',
    invalid: 'Phone number contains a character that is not allowed',
  },
  message: {
    missing: 'Message is required',
    short: 'Message must be at least 10 characters',
    long: `Message must be at most ${MESSAGE_MAX} characters`,
    invalid: 'Message contains a character that is not allowed',
  },
  interest: 'Please choose a valid inquiry type',
};

/**
 * zod's own e-mail rule, the pattern `z.email()` checks (zod/mini's `regexes.email`; the island carries the
 * pattern alone, not zod's parser, which costs it 2.7 KB brotli more): dot-separated atoms of letters, digits
 * and _'+- before the @ (no leading, trailing or double dot), then dot-separated host labels and a top-level
 * domain of two or more letters. Linear time: every repetition is delimited by a literal dot or @.
 */
export const isEmailAddress = (value: string): boolean => regexes.email.test(value);

/** Length in code points. Only called on strings of at most 2 * limit UTF-16 units (see below). */
const codePoints = (s: string) => s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;

// A code point is one or two UTF-16 units: fewer units than the floor never reach it, twice the floor always
// does, more than twice the ceiling always exceeds it. Counting is needed only in between (so a huge string
// is never counted through).
const tooShort = (s: string, min: number) => s.length < min || (s.length < 2 * min && codePoints(s) < min);
const tooLong = (s: string, max: number) => s.length > max && (s.length > 2 * max || codePoints(s) > max);

/** Whether a field's value keeps its rule beyond its length (a broken rule gets the field's `malformed` message). */
const FIELD_RULES: Record<TextField, (value: string) => boolean> = {
  firstName: hasLetter,
  lastName: hasLetter,
  email: isEmailAddress,
  phone: (value) => digitCount(value) >= PHONE_MIN_DIGITS,
  message: () => true,
};

function checkText(field: TextField, raw: unknown, messages: ContactMessages): { value: string } | { error: string } {
  const { min, max } = LIMITS[field];
  const { missing, short = missing, long, invalid, malformed = short } = messages[field];
  if (typeof raw !== 'string') return { error: missing };
  if (hasLoneSurrogate(raw)) return { error: invalid };
  const value = (field === 'message' ? cleanText(raw) : cleanLine(raw)).trim();
  if (value === '') return { error: missing };
  if (tooShort(value, min)) return { error: short };
  if (tooLong(value, max)) return { error: long };
  return FIELD_RULES[field](value) ? { value } : { error: malformed };
}

/**
 * Checks a contact message from any source (parsed JSON, form fields). Anything that is not a plain object
 * counts as an empty one. Returns the trimmed message with only the six fields, or one message per invalid
 * field (all of them at once, in form order).
 */
export function validateContact(input: unknown): ContactResult {
  return checkContact(input, MESSAGES);
}

/** validateContact with its messages given: the island takes MESSAGES from its props rather than its code. */
export function checkContact(input: unknown, messages: ContactMessages): ContactResult {
  const record: Record<string, unknown> =
    input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const value: Record<string, string> = {};
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const raw = Object.hasOwn(record, field) ? record[field] : undefined;
    if (field === 'interest') {
      const interest = raw === undefined ? DEFAULT_INTEREST : raw;
      if ((INTERESTS as readonly unknown[]).includes(interest)) value[field] = interest as Interest;
      else errors[field] = messages.interest;
      continue;
    }
    const checked = checkText(field, raw, messages);
    if ('error' in checked) errors[field] = checked.error;
    else value[field] = checked.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: value as unknown as ContactMessage };
}
