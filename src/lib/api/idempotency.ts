/**
 * Idempotency for POST /api/contact: the form sends a fresh random key per fill; a repeat of the same key
 * (double tap, retry after a timeout) must store one message and answer the same. A post without a key
 * (the form without JavaScript, a script) that repeats a message stored within RETRY_WINDOW_SECONDS (same
 * e-mail and message, normalized) is a retry too: it is answered like the first and stores nothing.
 */
import { DETAIL_FIELDS, type RequestDetails } from '../contact/details';
import type { ContactMessage } from '../contact/schema';
import { CONTACT_FIELDS } from '../contact/schema';
import { sha256Hex } from './etag';

export const IDEMPOTENCY_KEY_MAX = 200;

/** How long a key-less repeat of a stored message counts as a retry of it (10 minutes). */
export const RETRY_WINDOW_SECONDS = 600;

export type KeyCheck = { ok: true; key: string | null } | { ok: false; error: string };

export const INVALID_KEY_ERROR = `Idempotency-Key must be 8 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters`;

/**
 * Validates a key from the header (or the form field): absent or blank means "no key"; otherwise 8-200
 * visible ASCII characters (a UUID is 36).
 */
export function checkIdempotencyKey(raw: unknown): KeyCheck {
  if (raw === undefined || raw === null) return { ok: true, key: null };
  if (typeof raw !== 'string') return { ok: false, error: INVALID_KEY_ERROR };
  const key = raw.trim();
  if (key === '') return { ok: true, key: null };
  if (key.length < 8 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) return { ok: false, error: INVALID_KEY_ERROR };
  return { ok: true, key };
}

/**
 * A fingerprint of the validated message and its request details: a repeat with the same key but a
 * different message or request is a client bug (or key reuse) and must not be answered as if it had been
 * stored. A message without details has the fingerprint it had before requests had details.
 */
export async function messageFingerprint(message: ContactMessage, details: RequestDetails = {}): Promise<string> {
  const named = DETAIL_FIELDS.some((field) => details[field]) ? DETAIL_FIELDS.map((field) => details[field] ?? null) : [];
  return sha256Hex(JSON.stringify([...CONTACT_FIELDS.map((field) => message[field]), ...named]));
}

/** Text as a retry compares it: compatibility forms folded (NFKC), every run of whitespace one space, trimmed, lower case. */
const folded = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * What makes two key-less posts the same message: every field the visitor typed or chose, each normalized so
 * that a retry a browser re-encoded (CRLF for LF) or a visitor re-typed with another case or spacing is the
 * same: the e-mail address in lower case, the phone's digits, the names and the message folded (NFKC,
 * whitespace, case), the interest and the request details as they are. A post that changes any of them (a
 * corrected phone, another cart) is another message.
 */
export function retryIdentity(message: ContactMessage, details: RequestDetails = {}): string {
  return JSON.stringify([
    message.email.trim().toLowerCase(),
    folded(message.firstName),
    folded(message.lastName),
    message.phone.replace(/\D/g, ''),
    message.interest,
    folded(message.message),
    DETAIL_FIELDS.map((field) => details[field] ?? null),
  ]);
}

/** The stored form of retryIdentity: its SHA-256 (the text itself is stored once, in the message). */
export async function retryFingerprint(message: ContactMessage, details: RequestDetails = {}): Promise<string> {
  return sha256Hex(retryIdentity(message, details));
}
