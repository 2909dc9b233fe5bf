/**
 * Entity tags for the read-only API: a strong ETag is a hash of the exact body bytes, so any change
 * in the catalogue (a rebuild with new content) changes it, and nothing else does.
 */

/** Lower-case hex SHA-256 of a string (UTF-8) or bytes, with the Web Crypto API of workers and Node. */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A strong ETag (quoted) for a response body: 128 bits of its SHA-256 are plenty to tell versions apart. */
export async function strongEtag(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 32)}"`;
}

/**
 * Whether an If-None-Match header matches the current ETag (RFC 9110 section 13.1.2): `*` matches,
 * otherwise any listed tag matches by the weak comparison (a `W/` prefix on either side is ignored).
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === current);
}
