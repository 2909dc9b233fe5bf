/**
 * /feeds/vehicles.xml: the catalogue as a Google Merchant Center product feed (src/lib/inventory/merchant-feed.ts),
 * built with the site. Every published vehicle is an item (drafts are not published); a sold one says
 * out_of_stock. Its images are raster files: the built photos, else the PNG of the drawing.
 */
import type { APIRoute } from 'astro';
import { getSite, getVehicles } from '../../content';
import { feedItem, merchantFeed } from '../../lib/inventory/merchant-feed';
import { staticRoutes, vehiclePath } from '../../lib/routes';
import { absoluteUrl } from '../../lib/seo/canonical';
import { pictureUrls } from '../../vehicle-images';

export const GET: APIRoute = async ({ site: configured }) => {
  const site = await getSite();
  const base = configured?.href ?? site.siteUrl;
  const items = await Promise.all(
    (await getVehicles()).map(async (vehicle) =>
      feedItem(
        vehicle,
        absoluteUrl(vehiclePath(vehicle), base),
        (await pictureUrls(vehicle)).map((src) => absoluteUrl(src, base)),
      ),
    ),
  );
  const channel = {
    title: `${site.brandName}: golf carts for sale`,
    link: absoluteUrl(staticRoutes.inventory, base),
    description: `New and pre-owned electric golf carts from ${site.brandName}, Delaware.`,
  };
  return new Response(merchantFeed(channel, items), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
