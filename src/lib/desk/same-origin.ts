/**
 * A desk write (a cart's status, a lead's) must come from the desk's own page: the browser names the page's
 * origin in `Origin` on every write, and it must be this site's; `Sec-Fetch-Site`, when sent, must say
 * same-origin. Unlike the public contact form, a write that names no origin is refused too: the desk has no
 * client but its own page, and Cloudflare Access's cookie would otherwise let another site's form act in a
 * signed-in staff member's name.
 */

export const CROSS_ORIGIN_WRITE = 'Changes can only be made from the desk itself';

export function sameOriginWrite(headers: { origin: string | null; secFetchSite: string | null }, requestUrl: string): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin') return false;
  if (!headers.origin || headers.origin.trim().toLowerCase() === 'null') return false;
  try {
    return new URL(headers.origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}
