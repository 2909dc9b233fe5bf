/**
 * The `getStaticPaths` of every dynamic route, once: the records each route renders, with params
 * built by the route builders of src/lib/routes.ts (the same functions that build the links).
 */
import type { GetStaticPaths } from 'astro';
import { getCounties, getMunicipalities, getPolicies, getVehicles } from './content';
import {
  countyRoute,
  isNestedPolicy,
  policyRoute,
  qualifiedTownSalesRoute,
  townRentalRoute,
  townSalesRoute,
  vehicleRoute,
} from './lib/routes';

export const countyPaths = (async () =>
  (await getCounties()).map((county) => ({ params: countyRoute.params(county), props: { county } }))) satisfies GetStaticPaths;

/** Town sales pages of names no other county shares: `/{town}-golf-carts`. */
export const townSalesPaths = (async () =>
  (await getMunicipalities())
    .filter((town) => !town.routeQualifier)
    .map((town) => ({ params: townSalesRoute.params(town), props: { town } }))) satisfies GetStaticPaths;

/** Town sales pages of a name two counties share: `/milford-golf-carts-kent`. */
export const qualifiedTownSalesPaths = (async () =>
  (await getMunicipalities()).flatMap((town) => {
    const { routeQualifier } = town;
    return routeQualifier ? [{ params: qualifiedTownSalesRoute.params({ ...town, routeQualifier }), props: { town } }] : [];
  })) satisfies GetStaticPaths;

/** Rental pages of the towns whose record offers rentals. */
export const townRentalPaths = (async () =>
  (await getMunicipalities())
    .filter((town) => town.offersRentals)
    .map((town) => ({ params: townRentalRoute.params(town), props: { town } }))) satisfies GetStaticPaths;

/** Policies under /policies/ (the privacy policy and the terms have pages of their own at the root). */
export const policyPaths = (async () =>
  (await getPolicies()).filter(isNestedPolicy).map((policy) => ({ params: policyRoute.params(policy) }))) satisfies GetStaticPaths;

/** The vehicle pages, `/vehicles/{id}` (the former `/vehicle/{id}` redirects there: `_redirects`). */
export const vehiclePaths = (async () =>
  (await getVehicles()).map((vehicle) => ({ params: vehicleRoute.params(vehicle), props: { vehicle } }))) satisfies GetStaticPaths;
