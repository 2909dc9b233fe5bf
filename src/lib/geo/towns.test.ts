import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { isSamePlace, nearestTowns, ordinal, populationRankInCounty, topByPopulation, townsOfCounty, type TownLike } from './towns';

const town = (id: string, county: string, population: number, lat: number, lng: number, name = id): TownLike => ({
  id,
  name,
  county,
  population,
  coordinates: { lat, lng },
});

const towns: TownLike[] = [
  town('alpha', 'north', 500, 39.0, -75.5),
  town('bravo', 'north', 9000, 39.1, -75.5),
  town('charlie', 'north', 9000, 39.3, -75.5),
  town('delta', 'south', 200, 38.9, -75.5),
  town('echo-north', 'north', 1000, 38.8, -75.5, 'Echo'),
  town('echo-south', 'south', 1000, 38.8, -75.5, 'Echo'),
  town('foxtrot', 'south', 40, 38.5, -75.5),
];

describe('nearestTowns', () => {
  it.each([
    ['alpha', 2, ['bravo', 'delta']],
    ['alpha', 4, ['bravo', 'delta', 'echo-north', 'echo-south']],
    ['charlie', 1, ['bravo']],
    // the other record of the same place (Milford in Kent and Sussex) is not its own neighbour
    ['echo-north', 2, ['delta', 'alpha']],
    ['echo-south', 2, ['delta', 'alpha']],
    ['foxtrot', 3, ['echo-north', 'echo-south', 'delta']],
  ])('%s, %i nearest', (id, count, expected) => {
    const from = towns.find((t) => t.id === id)!;
    const result = nearestTowns(from, towns, count);
    expect(result.map((n) => n.town.id)).toEqual(expected);
    expect(result.every((n, i) => i === 0 || n.miles >= result[i - 1]!.miles)).toBe(true);
  });

  it('never lists the town itself and reports distances in miles', () => {
    const result = nearestTowns(towns[0]!, towns, 10);
    expect(result.map((n) => n.town.id)).not.toContain('alpha');
    expect(result[0]!.miles).toBeCloseTo(6.9, 1);
  });
});

describe('isSamePlace', () => {
  it.each([
    ['echo-north', 'echo-south', true],
    ['alpha', 'bravo', false],
    ['alpha', 'alpha', true],
  ])('%s / %s -> %s', (a, b, expected) => {
    expect(
      isSamePlace(
        towns.find((t) => t.id === a)!,
        towns.find((t) => t.id === b)!,
      ),
    ).toBe(expected);
  });
});

describe('topByPopulation', () => {
  it.each([
    [1, ['bravo']],
    [3, ['bravo', 'charlie', 'echo-north']],
    [10, ['bravo', 'charlie', 'echo-north', 'echo-south', 'alpha', 'delta', 'foxtrot']],
  ])('top %i, ties broken by name', (count, expected) => {
    expect(topByPopulation(towns, count).map((t) => t.id)).toEqual(expected);
  });
});

describe('townsOfCounty', () => {
  it.each([
    ['north', ['alpha', 'bravo', 'charlie', 'echo-north']],
    ['south', ['delta', 'echo-south', 'foxtrot']],
    ['nowhere', []],
  ])('%s', (county, expected) => {
    expect(townsOfCounty(towns, county).map((t) => t.id)).toEqual(expected);
  });
});

describe('populationRankInCounty', () => {
  it.each([
    ['bravo', 1],
    ['charlie', 2],
    ['echo-north', 3],
    ['alpha', 4],
    ['echo-south', 1],
    ['foxtrot', 3],
  ])('%s is #%i in its county', (id, rank) => {
    expect(
      populationRankInCounty(
        towns.find((t) => t.id === id)!,
        towns,
      ),
    ).toBe(rank);
  });
});

describe('ordinal', () => {
  cases('%i -> %s', ordinal, [
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [25, '25th'],
    [111, '111th'],
  ]);
});
