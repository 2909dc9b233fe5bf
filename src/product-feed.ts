/**
 * The product feed's channel and items as this build makes them (src/lib/inventory/merchant-feed.ts): every
 * published vehicle, its link and raster pictures (the built photos, else the PNG of its drawing). The build
 * writes them twice: as the feed itself (`/feeds/vehicles.xml`, served as is where no function runs) and as data
 * (`/data/feed.json`) for the function that answers the feed with the lot's live stock
 * (functions/feeds/vehicles.xml.ts).
 */
import { getSite, getVehicles } from './content';
import { feedItem, type ProductFeed } from './lib/inventory/merchant-feed';
import { staticRoutes, vehiclePath } from './lib/routes';
import { absoluteUrl } from './lib/seo/canonical';
import { pictureUrls } from './vehicle-images';

export async function productFeed(configured: URL | undefined): Promise<ProductFeed> {
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
  return { channel, items };
}
