/**
 * The location pages' addresses and figures, derived from content/ independently of the site's code: the
 * paths of county, town sales and town rental pages, distances as pages show them, the nearest towns, and
 * the two delivery rules (content/delivery.json). Read by the checks over dist/ and the browser specs.
 */
import type { County, Municipality } from '../../src/content';
import { counties, delivery, site } from '../e2e/support/content';

type LatLng = Municipality['coordinates'];

export const salesPath = (t: Municipality) => `/${t.slug}-golf-carts${t.routeQualifier ? `-${t.routeQualifier}` : ''}`;
export const rentalPath = (t: Municipality) => `/${t.slug}-golf-cart-rentals`;
export const countyPagePath = (c: County) => `/${c.id}-golf-carts`;
export const countyOf = (t: Municipality) => counties.find((c) => c.id === t.county)!;
export const showroom = site.locations.find((l) => l.type === 'physical')!;

/** Great-circle miles between two points. */
export const miles = (a: LatLng, b: LatLng) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};
const samePlace = (a: Municipality, b: Municipality) =>
  a.name === b.name && a.coordinates.lat === b.coordinates.lat && a.coordinates.lng === b.coordinates.lng;
/** The `n` towns of `pool` nearest to `town` (another record of the same place left out), ties by name. */
export const nearest = (town: Municipality, pool: Municipality[], n: number) =>
  pool
    .filter((t) => t.id !== town.id && !samePlace(t, town))
    .sort((a, b) => miles(town.coordinates, a.coordinates) - miles(town.coordinates, b.coordinates) || a.name.localeCompare(b.name))
    .slice(0, n);

/** Distances as pages show them: one decimal under 10 miles, whole miles above. */
export const shownMiles = (m: number) => (m < 10 ? Math.round(m * 10) / 10 : Math.round(m));
export const shownText = (m: number) => (m < 10 ? shownMiles(m).toFixed(1) : String(shownMiles(m)));
export const shownFromShowroom = (t: Municipality) => shownMiles(miles(showroom.coordinates, t.coordinates));

/** Free within `free` miles of the showroom, then `perMile` for each (shown) mile beyond them, rounded up to the dollar. */
const feeBeyond = (t: Municipality, free: number, perMile: number) => {
  const beyond = Math.round((shownFromShowroom(t) - free) * 10) / 10;
  return beyond <= 0 ? 0 : Math.ceil(Math.round(beyond * perMile * 100) / 100);
};
/** Rental delivery to a town (content/delivery.json `rental`). */
export const deliveryFee = (t: Municipality) => feeBeyond(t, delivery.rental.freeWithinMiles, delivery.rental.feePerMile);
/** Delivering a bought cart to a town: on a purchase of the minimum or more, or under it (every mile). */
export const cartFee = (t: Municipality, qualifying: boolean) =>
  feeBeyond(t, qualifying ? delivery.sales.freeWithinMiles : 0, delivery.sales.feePerMile);
