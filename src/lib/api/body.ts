/**
 * Reading a request body safely: a size limit enforced on the declared Content-Length AND on the bytes
 * actually received (a client may lie or stream without a length), strict UTF-8, and parsing of the two
 * accepted formats into a plain object of fields. Nothing here throws for any client input.
 */
import type { BodyKind } from './media-type';

/** The contact body limit of a JSON post: 32 KB (a 5,000-character message in 4-byte characters still fits, with room). */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/**
 * The body limit of each format. A plain form post percent-encodes every byte of non-ASCII text as three
 * characters, so the same message takes up to three times the bytes of its JSON: a form post gets three
 * times the JSON limit. A message that is too long is then refused by the message-length rule, which shows
 * the form again with what was typed, instead of by the size limit, which cannot.
 */
export function bodyLimit(kind: BodyKind): number {
  return kind === 'form' ? 3 * CONTACT_BODY_LIMIT : CONTACT_BODY_LIMIT;
}

/** 'over' when Content-Length declares more than the limit, 'invalid' when it is not a length, else 'ok'. */
export function declaredLength(header: string | null, limit: number): 'ok' | 'over' | 'invalid' {
  if (header === null) return 'ok';
  if (!/^\s*\d+\s*$/.test(header)) return 'invalid';
  return Number(header) > limit ? 'over' : 'ok';
}

/**
 * Whether the body was cut off: a valid Content-Length declares more bytes than arrived (the client or a
 * proxy closed the upload early). A cut-off body is refused, never parsed: a truncated form could
 * otherwise still validate and be stored with half its message.
 */
export function cutOff(header: string | null, received: number): boolean {
  return header !== null && /^\s*\d+\s*$/.test(header) && Number(header) > received;
}

export const CUT_OFF_ERROR = 'The request body ended before its declared length';

export type LimitedRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/** Reads a body stream up to `limit` bytes; stops (and cancels the stream) as soon as it goes over. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<LimitedRead> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Decodes strict UTF-8 (a leading BOM is dropped); null for invalid byte sequences. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export type ParsedFields = { ok: true; fields: Record<string, unknown> } | { ok: false; error: string };

export const MALFORMED_JSON_ERROR = 'Malformed JSON in the request body';
export const NOT_AN_OBJECT_ERROR = 'The request body must be a JSON object';

/**
 * Turns the body text into a field object. JSON must be an object; the form encoding keeps the first
 * value of each name (a repeated name cannot smuggle in a second value).
 */
export function parseFields(kind: BodyKind, text: string): ParsedFields {
  if (kind === 'form') {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
    return { ok: true, fields };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: MALFORMED_JSON_ERROR };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: NOT_AN_OBJECT_ERROR };
  return { ok: true, fields: value as Record<string, unknown> };
}

/** The honeypot counts as filled by anything but absent, null or blank text. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return !(typeof value === 'string' && value.trim() === '');
}

/** The typed text fields of a parsed body (non-strings dropped), to show them again on an error page. */
export function typedValues(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') out[name] = value;
  return out;
}
