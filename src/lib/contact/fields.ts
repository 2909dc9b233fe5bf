/**
 * The contact form's names and fixed texts, shared by the form island, the /api/contact function and its
 * HTML answers (the rules that use them are in ./schema.ts, which re-exports everything here).
 */

export const INTERESTS = ['sales', 'rental', 'service', 'parts', 'general'] as const;
export type Interest = (typeof INTERESTS)[number];

export const INTEREST_LABELS: Record<Interest, string> = {
  sales: 'Sales Inquiry',
  rental: 'Rental',
  service: 'Service Request',
  parts: 'Parts & Accessories',
  general: 'General Question',
};

export const MESSAGE_MAX = 5000;

/** The form's field names, in the order the form shows them (also the order of error lists). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'interest', 'message'] as const;

/** Each field's visible label: the form and the page a form post without JavaScript gets back say the same. */
export const FIELD_LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  interest: "I'm interested in",
  message: 'Message',
};

/** The honeypot: a hidden input people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Header carrying a fresh random key per form fill, so a retried or double-tapped submit stores one message. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Same key as a body field, for plain HTML form posts that cannot set headers. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Error text of the API's 400 answer (the field messages follow in `fields`). */
export const INVALID_FIELDS_ERROR = 'Please correct the highlighted fields.';
