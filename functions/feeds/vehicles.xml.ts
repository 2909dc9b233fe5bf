/**
 * GET /feeds/vehicles.xml: the product feed with the lot as it is now. The build's items (`/data/feed.json`,
 * their links and pictures) with each one's availability from the catalogue with the desk's live stock merged
 * over it (../_lib/live-stock.ts), rendered by the feed's one rule (src/lib/inventory/merchant-feed.ts). A cart
 * marked sold or on hold on the desk says out_of_stock at Merchant Center's next fetch, without a rebuild. When
 * the live stock or the built items cannot be read, the built feed file answers (the build's stock).
 */
import { strongEtag, ifNoneMatchHits } from '../../src/lib/api/etag';
import { feedAvailability, merchantFeed, type ProductFeed } from '../../src/lib/inventory/merchant-feed';
import { builtAsset } from '../_lib/built-asset';
import { VEHICLES_CACHE_CONTROL } from '../_lib/cacheable';
import { loadLiveCatalogue } from '../_lib/live-stock';
import { API_HEADERS, wrongMethod } from '../_lib/respond';

export const FEED_ASSET = '/data/feed.json';
export const ALLOW = ['GET', 'HEAD'] as const;

/** The built items, once per isolate. */
const loadFeed = builtAsset(FEED_ASSET, (text) => {
  const feed = JSON.parse(text) as ProductFeed;
  if (!Array.isArray(feed?.items) || typeof feed.channel?.title !== 'string') throw new Error(`${FEED_ASSET} is not a product feed`);
  return feed;
});

export const onRequest: PagesFunction<Env> = async ({ request, env, next }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  let feed: ProductFeed;
  let catalogue;
  try {
    [feed, catalogue] = await Promise.all([loadFeed(env, request.url), loadLiveCatalogue(env, request.url)]);
  } catch (error) {
    console.error('Live product feed unavailable, answering the built one:', error);
    return next();
  }
  if (!catalogue.live) return next();
  const records = new Map(catalogue.records.map((record) => [record.id, record]));
  const items = feed.items.map((item) => {
    const record = records.get(item.id);
    return record ? { ...item, availability: feedAvailability(record) } : item;
  });
  const body = merchantFeed(feed.channel, items);
  const etag = await strongEtag(body);
  const headers = {
    ...API_HEADERS,
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': VEHICLES_CACHE_CONTROL,
    ETag: etag,
  };
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, { headers });
};
