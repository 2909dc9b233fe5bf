/**
 * The facts that make each town page its own: computed from the municipality records, never
 * written per town. Every number on a town page comes from here.
 */
import { distanceMiles, formatMiles, type LatLng } from './distance';
import { nearestTowns, ordinal, populationRankInCounty, topByPopulation, townsOfCounty, type NearbyTown, type TownLike } from './towns';
import { formatNumber } from '../format/usd';

export interface TownRecord extends TownLike {
  type: string;
}

export interface TownFacts<T extends TownRecord> {
  town: T;
  /** 1 = most populous municipality of its county. */
  rankInCounty: number;
  countyTownCount: number;
  nearest: NearbyTown<T>[];
  topOfCounty: T[];
  milesFromShowroom: number;
}

export interface TownFactsOptions {
  nearestCount: number;
  topCount: number;
  showroom: LatLng;
}

export function townFacts<T extends TownRecord>(town: T, towns: readonly T[], options: TownFactsOptions): TownFacts<T> {
  const countyTowns = townsOfCounty(towns, town.county);
  return {
    town,
    rankInCounty: populationRankInCounty(town, towns),
    countyTownCount: countyTowns.length,
    nearest: nearestTowns(town, towns, options.nearestCount),
    topOfCounty: topByPopulation(countyTowns, options.topCount),
    milesFromShowroom: distanceMiles(town.coordinates, options.showroom),
  };
}

/** "a town of 3,303 residents" / "a city of 39,403 residents" / "a village of 1 resident" */
export function describeTown(town: { type: string; population: number }): string {
  const type = town.type.toLowerCase();
  const article = /^[aeiou]/.test(type) ? 'an' : 'a';
  return `${article} ${type} of ${formatNumber(town.population)} ${town.population === 1 ? 'resident' : 'residents'}`;
}

/** "the most populous" / "the 6th most populous" */
export function rankPhrase(rank: number): string {
  return rank === 1 ? 'the most populous' : `the ${ordinal(rank)} most populous`;
}

/**
 * The opening paragraph of a town page, e.g. "Lewes is a city of 3,303 residents in Sussex
 * County, the 6th most populous of the 25 Sussex County municipalities we serve, 31 mi from our
 * Dover showroom."
 */
export function townSummary(facts: TownFacts<TownRecord>, countyName: string, showroomCity: string): string {
  const { town } = facts;
  const distance =
    facts.milesFromShowroom < 1
      ? `home to our ${showroomCity} showroom`
      : `${formatMiles(facts.milesFromShowroom)} from our ${showroomCity} showroom`;
  return `${town.name} is ${describeTown(town)} in ${countyName}, ${rankPhrase(facts.rankInCounty)} of the ${facts.countyTownCount} ${countyName} municipalities we serve, ${distance}.`;
}
