/**
 * Idempotency keys for POST /api/contact: the form sends a fresh random key per fill; a repeat of the
 * same key (double tap, retry after a timeout) must store one message and answer the same.
 */
import type { ContactMessage } from '../contact/schema';
import { CONTACT_FIELDS } from '../contact/schema';
import { sha256Hex } from './etag';

export const IDEMPOTENCY_KEY_MAX = 200;

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
 * A fingerprint of the validated message: a repeat with the same key but a different message is a client
 * bug (or key reuse) and must not be answered as if it had been stored.
 */
export async function messageFingerprint(message: ContactMessage): Promise<string> {
  return sha256Hex(JSON.stringify(CONTACT_FIELDS.map((field) => message[field])));
}
