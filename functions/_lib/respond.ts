/** Response builders shared by the API functions. */

/** Headers every API answer carries (`_headers` does not apply to Functions responses). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}

export function jsonError(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json({ error }, status, headers);
}

/** 405 for a method the route does not serve; OPTIONS gets 204 with the same Allow list. */
export function wrongMethod(method: string, allow: readonly string[]): Response {
  const headers = { Allow: allow.join(', ') };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...headers, 'Cache-Control': 'no-store' } });
  return jsonError(405, `Method ${method} not allowed; use ${allow.join(' or ')}`, headers);
}
