/**
 * Cross-site posts to POST /api/contact: a page on another site must not be able to make a visitor's
 * browser send a message in their name (or use their address for spam). Browsers say where a request
 * comes from in `Origin` (every POST) and `Sec-Fetch-Site`; a request naming a different origin is
 * refused. A client that sends neither (curl, a server) is not a browser acting for someone else and
 * is let through: the API is public, and the rate limit and honeypot still apply.
 */

export const CROSS_SITE_ERROR = 'Messages can only be sent from this website';

export interface OriginHeaders {
  origin: string | null;
  secFetchSite: string | null;
}

/** Why the request is refused as cross-site, or null when it may go on. `requestUrl` is the URL the site answers at. */
export function crossSiteRefusal({ origin, secFetchSite }: OriginHeaders, requestUrl: string): string | null {
  const site = secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return CROSS_SITE_ERROR;
  if (origin === null) return null;
  // "null" is an opaque origin (a sandboxed frame, a file, a privacy-stripped redirect): not this site.
  if (origin.trim().toLowerCase() === 'null') return CROSS_SITE_ERROR;
  let from: string;
  try {
    from = new URL(origin).origin;
  } catch {
    return CROSS_SITE_ERROR;
  }
  return from === new URL(requestUrl).origin ? null : CROSS_SITE_ERROR;
}
