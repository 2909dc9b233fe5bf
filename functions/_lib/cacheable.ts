/** Answers for the read-only vehicle endpoints: JSON with an ETag, CDN-cacheable, 304 on a match. */
import { ifNoneMatchHits } from '../../src/lib/api/etag';
import { JSON_TYPE } from './respond';
import type { Representation } from './catalogue';

/**
 * Browsers keep the answer 5 minutes (how fresh vehicle data must be); shared caches (the CDN) 10 minutes and
 * may serve it stale for a day while revalidating. The catalogue only changes with a deploy.
 */
export const VEHICLES_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=86400';

export function cacheableJson(request: Request, representation: Representation): Response {
  const headers = { ETag: representation.etag, 'Cache-Control': VEHICLES_CACHE_CONTROL, 'Content-Type': JSON_TYPE };
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), representation.etag)) return new Response(null, { status: 304, headers });
  return new Response(representation.body, { status: 200, headers });
}
