/** Answers for the read-only vehicle endpoints: JSON with an ETag, CDN-cacheable, 304 on a match. */
import { ifNoneMatchHits } from '../../src/lib/api/etag';
import { JSON_TYPE } from './respond';
import type { Representation } from './catalogue';

/**
 * The lot changes whenever staff mark a cart on the desk, so a cache may keep the answer but must ask again
 * (with its ETag) before each use: a sold cart is never shown from a cache. Asking again costs one D1 read and,
 * while nothing changed, a 304 without a body.
 */
export const VEHICLES_CACHE_CONTROL = 'public, no-cache';
/** The build's catalogue answered because the live stock could not be read: kept by no cache. */
export const UNCACHED = 'no-store';

export function cacheableJson(request: Request, representation: Representation, cacheControl = VEHICLES_CACHE_CONTROL): Response {
  const headers = { ETag: representation.etag, 'Cache-Control': cacheControl, 'Content-Type': JSON_TYPE };
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), representation.etag)) return new Response(null, { status: 304, headers });
  return new Response(representation.body, { status: 200, headers });
}
