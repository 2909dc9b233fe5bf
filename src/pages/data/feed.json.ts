/**
 * The product feed's channel and items as built (src/product-feed.ts), for the function that answers
 * /feeds/vehicles.xml with each item's availability from the lot's live stock (functions/feeds/vehicles.xml.ts).
 */
import type { APIRoute } from 'astro';
import { productFeed } from '../../product-feed';

export const GET: APIRoute = async ({ site }) =>
  new Response(JSON.stringify(await productFeed(site)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
