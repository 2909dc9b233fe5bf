/**
 * Sending the contact form to POST /api/contact: the body, the
 * Idempotency-Key rule and how the answer becomes the form's next state.
 */
import { DETAIL_FIELDS } from '../../../lib/contact/details';
import { CONTACT_FIELDS, HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from '../../../lib/contact/fields';
import type { RequestErrors } from '../../../lib/contact/request';

// Names shared with the API (src/lib/contact/fields.ts), re-exported for the island's modules.
export { CONTACT_FIELDS, HONEYPOT_FIELD, IDEMPOTENCY_HEADER };
export const CONTACT_ENDPOINT = '/api/contact';
export const FALLBACK_ERROR = 'Failed to send message. Please try again.';
/** A request still pending after this long is treated as a network failure. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** A sent message: the thank-you page's address the API gives (with its reference); a failure: the error and each field's message. */
export type SubmitOutcome = { ok: true; next: string } | { ok: false; error: string; fields: RequestErrors };

/** The form's raw values by field name (strings only; a missing field is ''). */
export function readValues(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) if (typeof value === 'string') values[name] = value;
  return values;
}

export interface KeyedAttempt {
  key: string;
  body: string;
}

/**
 * The same fill keeps its key, so a retry after a failure cannot create a second message; a changed
 * fill is a new message and gets a new key.
 */
export function keyForAttempt(last: KeyedAttempt | null, body: string, freshKey: () => string): KeyedAttempt {
  return last && last.body === body ? last : { key: freshKey(), body };
}

/** The JSON body: the validated message and request details, where the visit came from, the honeypot as typed. */
export function requestBody(fields: object, honeypot: string): string {
  return JSON.stringify({ ...fields, [HONEYPOT_FIELD]: honeypot });
}

/** Reads a failed answer: the server's `error` text (or the fallback) and any per-field messages. */
export function failureFromBody(body: unknown): Extract<SubmitOutcome, { ok: false }> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const error = typeof record['error'] === 'string' && record['error'].trim() ? record['error'].trim() : FALLBACK_ERROR;
  const fields: RequestErrors = {};
  const raw = record['fields'];
  if (raw && typeof raw === 'object') {
    for (const field of [...DETAIL_FIELDS, ...CONTACT_FIELDS]) {
      const message = (raw as Record<string, unknown>)[field];
      if (typeof message === 'string' && message) fields[field] = message;
    }
  }
  return { ok: false, error, fields };
}

/** A random v4 UUID, also where crypto.randomUUID is missing (plain-http origins). */
export function newIdempotencyKey(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
