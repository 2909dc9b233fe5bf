/** One page of every template, with paths built by the site's own route builders from content/. */
import { readFileSync, readdirSync } from 'node:fs';
import { ANSWER_TEMPLATE_PATH } from '../../../src/lib/contact/answer-page';
import {
  countyPath,
  policyPath,
  staticRoutes,
  townRentalPath,
  townSalesPath,
  vehiclePath,
  type TownRouteInput,
} from '../../../src/lib/routes';

const json = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const first = <T>(list: T[], what: string): T => {
  if (!list[0]) throw new Error(`content/ has no ${what}`);
  return list[0];
};

const towns = json<(TownRouteInput & { offersRentals?: boolean })[]>('content/municipalities.json');
const county = first(json<{ id: string }[]>('content/counties.json'), 'county');
const town = first(towns, 'town');
const rentalTown = first(
  towns.filter((t) => t.offersRentals),
  'town with rentals',
);
const vehicleIds = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const policy = first(
  readdirSync('content/policies')
    .map((f) => f.replace(/\.mdx$/, ''))
    .filter((id) => policyPath({ id }).startsWith('/policies/'))
    .sort(),
  'policy',
);

export const firstVehicleId = first(vehicleIds, 'vehicle');
export const NOT_FOUND_PATH = '/no-such-page-for-the-engine-suite';

/** [template name, path]: the name is also the screenshot's file name. */
export const TEMPLATES: [string, string][] = [
  ['home', staticRoutes.home],
  ['inventory', staticRoutes.inventory],
  ['vehicle', vehiclePath({ id: firstVehicleId })],
  ['brand', staticRoutes.denago],
  ['rentals', staticRoutes.rentals],
  ['town-rental', townRentalPath(rentalTown)],
  ['services', staticRoutes.services],
  ['showroom', staticRoutes.showroom],
  ['about', staticRoutes.about],
  ['contact', staticRoutes.contact],
  ['thank-you', staticRoutes.thankYou],
  ['contact-answer', ANSWER_TEMPLATE_PATH],
  ['financing', staticRoutes.financing],
  ['eco-impact', staticRoutes.ecoImpact],
  ['county', countyPath(county)],
  ['town', townSalesPath(town)],
  ['dover', staticRoutes.dover],
  ['policy', policyPath({ id: policy })],
  ['not-found', NOT_FOUND_PATH],
];
