/**
 * Facts computed from the municipality records: nearest served towns, the most populous towns of
 * a county, a town's population rank. Pure functions over plain records, so they are table-tested.
 */
import { distanceMiles, type LatLng } from './distance';

export interface TownLike {
  id: string;
  name: string;
  county: string;
  population: number;
  coordinates: LatLng;
}

export interface NearbyTown<T> {
  town: T;
  miles: number;
}

/** The same place listed twice (Milford sits in Kent and Sussex): same name, same coordinates. */
export function isSamePlace(a: TownLike, b: TownLike): boolean {
  return a.name === b.name && a.coordinates.lat === b.coordinates.lat && a.coordinates.lng === b.coordinates.lng;
}

/**
 * The `count` served towns closest to `town` (itself and other records of the same place left
 * out), nearest first; ties broken by name so the list is stable between builds.
 */
export function nearestTowns<T extends TownLike>(town: TownLike, towns: readonly T[], count: number): NearbyTown<T>[] {
  return towns
    .filter((t) => t.id !== town.id && !isSamePlace(t, town))
    .map((t) => ({ town: t, miles: distanceMiles(town.coordinates, t.coordinates) }))
    .sort((a, b) => a.miles - b.miles || a.town.name.localeCompare(b.town.name))
    .slice(0, count);
}

/** The `count` most populous towns, largest first; ties by name. */
export function topByPopulation<T extends TownLike>(towns: readonly T[], count: number): T[] {
  return [...towns].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name)).slice(0, count);
}

/** Towns of one county, alphabetical. */
export function townsOfCounty<T extends TownLike>(towns: readonly T[], countyId: string): T[] {
  return towns.filter((t) => t.county === countyId).sort((a, b) => a.name.localeCompare(b.name));
}

/** 1-based rank of `town` by population within its own county (1 = most populous). */
export function populationRankInCounty(town: TownLike, towns: readonly TownLike[]): number {
  const ranked = topByPopulation(
    towns.filter((t) => t.county === town.county),
    Infinity,
  );
  return ranked.findIndex((t) => t.id === town.id) + 1;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd" ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
