import { describe, expect, it } from 'vitest';
import { describeTown, rankPhrase, townFacts, townSummary, type TownRecord } from './town-facts';

const t = (id: string, county: string, type: string, population: number, lat: number, lng = -75.5): TownRecord => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  county,
  type,
  population,
  coordinates: { lat, lng },
});
const towns = [
  t('alpha', 'north', 'City', 20000, 39.2),
  t('bravo', 'north', 'Town', 800, 39.25),
  t('charlie', 'north', 'Village', 300, 39.4),
  t('delta', 'south', 'Town', 5000, 39.0),
];
const showroom = { lat: 39.2, lng: -75.5 };

describe('townFacts', () => {
  it.each([
    ['alpha', 1, 3, ['bravo', 'charlie'], ['alpha', 'bravo']],
    ['bravo', 2, 3, ['alpha', 'charlie'], ['alpha', 'bravo']],
    ['charlie', 3, 3, ['bravo', 'alpha'], ['alpha', 'bravo']],
    ['delta', 1, 1, ['alpha', 'bravo'], ['delta']],
  ])('%s: rank %i of %i, nearest %j, county top %j', (id, rank, count, nearest, top) => {
    const facts = townFacts(
      towns.find((x) => x.id === id)!,
      towns,
      { nearestCount: 2, topCount: 2, showroom },
    );
    expect(facts.rankInCounty).toBe(rank);
    expect(facts.countyTownCount).toBe(count);
    expect(facts.nearest.map((n) => n.town.id)).toEqual(nearest);
    expect(facts.topOfCounty.map((x) => x.id)).toEqual(top);
  });

  it('measures the distance to the showroom', () => {
    expect(townFacts(towns[0]!, towns, { nearestCount: 1, topCount: 1, showroom }).milesFromShowroom).toBe(0);
    expect(townFacts(towns[3]!, towns, { nearestCount: 1, topCount: 1, showroom }).milesFromShowroom).toBeCloseTo(13.8, 1);
  });
});

describe('describeTown', () => {
  it.each([
    [{ type: 'City', population: 39403 }, 'a city of 39,403 residents'],
    [{ type: 'Town', population: 92 }, 'a town of 92 residents'],
    [{ type: 'Village', population: 1 }, 'a village of 1 resident'],
    [{ type: 'Borough', population: 0 }, 'a borough of 0 residents'],
  ])('%o -> %s', (town, expected) => {
    expect(describeTown(town)).toBe(expected);
  });
});

describe('rankPhrase', () => {
  it.each([
    [1, 'the most populous'],
    [2, 'the 2nd most populous'],
    [23, 'the 23rd most populous'],
  ])('%i -> %s', (rank, expected) => {
    expect(rankPhrase(rank)).toBe(expected);
  });
});

describe('townSummary', () => {
  it.each([
    [
      'alpha',
      'Alpha is a city of 20,000 residents in North County, the most populous of the 3 North County municipalities we serve, home to our Dover showroom.',
    ],
    [
      'charlie',
      'Charlie is a village of 300 residents in North County, the 3rd most populous of the 3 North County municipalities we serve, 14 mi from our Dover showroom.',
    ],
  ])('%s', (id, expected) => {
    const facts = townFacts(
      towns.find((x) => x.id === id)!,
      towns,
      { nearestCount: 2, topCount: 2, showroom },
    );
    expect(townSummary(facts, 'North County', 'Dover')).toBe(expected);
  });
});
