/**
 * Every content collection, wired to its loader and zod schema. All collections are checked together
 * (src/content-loaders.ts): a build lists every content mistake at once, naming file, entry and field.
 * Schemas live in src/schemas/, one module per area of the site.
 */
import { checkedTogether } from './content-loaders';
import { sitePlacesVehicleCollections } from './schemas/site-places-vehicles';
import { locationCollections } from './schemas/locations';
import { policyCollections } from './schemas/policies';
import { rentalCollections } from './schemas/rentals';
import { deliveryCollections } from './schemas/delivery';
import { buyingCostCollections } from './schemas/buying-costs';
import { guideCollections } from './schemas/guides';
import { homeCollections } from './schemas/home';
import { serviceCollections } from './schemas/services';
import { aboutCollections } from './schemas/about';
import { brandCollections } from './schemas/brands';
import { financingCollections } from './schemas/financing';
import { doverCollections } from './schemas/dover';
import { contactPageCollections } from './schemas/contact-page';
import { ecoCollections } from './schemas/eco';
import { showroomInventoryNotFoundCollections } from './schemas/showroom-inventory-not-found';

export const collections = checkedTogether({
  ...sitePlacesVehicleCollections,
  ...policyCollections,
  ...rentalCollections,
  ...deliveryCollections,
  ...buyingCostCollections,
  ...guideCollections,
  ...homeCollections,
  ...serviceCollections,
  ...aboutCollections,
  ...brandCollections,
  ...financingCollections,
  ...doverCollections,
  ...locationCollections,
  ...contactPageCollections,
  ...ecoCollections,
  ...showroomInventoryNotFoundCollections,
});
