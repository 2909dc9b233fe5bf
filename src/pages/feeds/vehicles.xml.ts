/**
 * /feeds/vehicles.xml: the catalogue as a Google Merchant Center product feed (src/product-feed.ts), built with
 * the site. Every published vehicle is an item (drafts are not published); a sold one says out_of_stock. Its
 * images are raster files: the built photos, else the PNG of the drawing. On Cloudflare Pages a function answers
 * this address with the lot's live stock (functions/feeds/vehicles.xml.ts); this built file is its fallback.
 */
import type { APIRoute } from 'astro';
import { merchantFeed } from '../../lib/inventory/merchant-feed';
import { productFeed } from '../../product-feed';

export const GET: APIRoute = async ({ site }) => {
  const { channel, items } = await productFeed(site);
  return new Response(merchantFeed(channel, items), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
