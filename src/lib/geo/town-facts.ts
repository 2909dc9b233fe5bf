/**
 * What a visitor in one town needs to know, computed from the municipality records and the delivery
 * rule, never written per town: how far and which way the showroom is, what delivering a cart bought
 * there costs, and the nearest towns served.
 */
import { compassPoint, distanceMiles, formatMiles, type CompassPoint, type LatLng } from './distance';
import { nearestTowns, type NearbyTown, type TownLike } from './towns';
import { formatNumber } from '../format/usd';
import { townSalesDelivery, type SalesDeliveryTerms, type TownSalesDelivery } from '../delivery/sales';

export interface TownRecord extends TownLike {
  type: string;
  /** The dealer rents carts in the town (it has a rental page of its own). */
  offersRentals: boolean;
}

export interface TownFacts<T extends TownRecord> {
  town: T;
  /** Straight-line distance from the showroom. */
  milesFromShowroom: number;
  /** Which way the town lies from the showroom ("Lewes is southeast of Dover"); undefined within a mile of it. */
  direction: CompassPoint | undefined;
  /** Which way the showroom lies from the town, as a visitor there reads it ("our Dover showroom is northwest"). */
  showroomDirection: CompassPoint | undefined;
  nearest: NearbyTown<T>[];
  /** Delivering a cart bought here: on a purchase of the minimum or more, and under it. */
  cartDelivery: TownSalesDelivery;
  /** For a town without rentals of its own: the closest town with a rental page (the same place counts: Milford). */
  nearestRentalTown: NearbyTown<T> | undefined;
}

export interface TownFactsOptions {
  nearestCount: number;
  showroom: LatLng;
  /** The delivery rule of a bought cart (content/delivery.json `sales`). */
  salesDelivery: SalesDeliveryTerms;
}

/** Closer than this, a town is the showroom's own: no direction to give. */
const SAME_PLACE_MILES = 1;

export function townFacts<T extends TownRecord>(town: T, towns: readonly T[], options: TownFactsOptions): TownFacts<T> {
  const milesFromShowroom = distanceMiles(options.showroom, town.coordinates);
  return {
    town,
    milesFromShowroom,
    direction: milesFromShowroom < SAME_PLACE_MILES ? undefined : compassPoint(options.showroom, town.coordinates),
    showroomDirection: milesFromShowroom < SAME_PLACE_MILES ? undefined : compassPoint(town.coordinates, options.showroom),
    nearest: nearestTowns(town, towns, options.nearestCount),
    cartDelivery: townSalesDelivery(town.coordinates, options.showroom, options.salesDelivery),
    nearestRentalTown: town.offersRentals ? undefined : closestRentalTown(town, towns),
  };
}

function closestRentalTown<T extends TownRecord>(town: T, towns: readonly T[]): NearbyTown<T> | undefined {
  return towns
    .filter((t) => t.offersRentals && t.id !== town.id)
    .map((t) => ({ town: t, miles: distanceMiles(town.coordinates, t.coordinates) }))
    .sort((a, b) => a.miles - b.miles || a.town.name.localeCompare(b.town.name))[0];
}

/** "a town of 3,303 residents" / "a city of 39,403 residents" / "a village of 1 resident" */
export function describeTown(town: { type: string; population: number }): string {
  const type = town.type.toLowerCase();
  const article = /^[aeiou]/.test(type) ? 'an' : 'a';
  return `${article} ${type} of ${formatNumber(town.population)} ${town.population === 1 ? 'resident' : 'residents'}`;
}

/** "31 mi southeast of our Dover showroom" / "home to our Dover showroom" */
export function showroomDistance(facts: Pick<TownFacts<TownRecord>, 'milesFromShowroom' | 'direction'>, showroomCity: string): string {
  return facts.direction === undefined
    ? `home to our ${showroomCity} showroom`
    : `${formatMiles(facts.milesFromShowroom)} ${facts.direction} of our ${showroomCity} showroom`;
}

/** "our Dover showroom is 31 mi northwest" (worded from the town) / "our Dover showroom is in town" */
export function showroomFromTown(
  facts: Pick<TownFacts<TownRecord>, 'milesFromShowroom' | 'showroomDirection'>,
  showroomCity: string,
): string {
  return facts.showroomDirection === undefined
    ? `our ${showroomCity} showroom is in town`
    : `our ${showroomCity} showroom is ${formatMiles(facts.milesFromShowroom)} ${facts.showroomDirection}`;
}

/**
 * The opening sentence of a town page: "Lewes is a city of 3,303 residents in Sussex County, 31 mi
 * southeast of our Dover showroom."
 */
export function townSummary(facts: TownFacts<TownRecord>, countyName: string, showroomCity: string): string {
  return `${facts.town.name} is ${describeTown(facts.town)} in ${countyName}, ${showroomDistance(facts, showroomCity)}.`;
}
