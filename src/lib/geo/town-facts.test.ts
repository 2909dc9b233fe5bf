import { describe, expect, it } from 'vitest';
import { describeTown, showroomDistance, townFacts, townSummary, type TownRecord } from './town-facts';

const t = (id: string, lat: number, lng: number, offersRentals = false): TownRecord => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  county: 'kent',
  type: 'Town',
  population: 1000,
  coordinates: { lat, lng },
  offersRentals,
});
const showroom = { lat: 39.2, lng: -75.5 };
const towns = [t('home', 39.2005, -75.5005, true), t('near', 39.25, -75.5, true), t('east', 39.2, -75.3), t('far', 38.75, -75.15)];
const terms = { feePerMile: 6, freeWithinMiles: 10 };
const facts = (id: string) =>
  townFacts(
    towns.find((x) => x.id === id)!,
    towns,
    { nearestCount: 2, showroom, rentalDelivery: terms },
  );

describe('townFacts', () => {
  it.each([
    // town, shown miles, direction, free, fee, same-day, nearest
    ['home', 0, undefined, true, 0, true, ['near', 'east']],
    ['near', 3.5, 'north', true, 0, true, ['home', 'east']],
    ['east', 11, 'east', false, 66, false, ['home', 'near']],
    ['far', 36, 'southeast', false, 216, false, ['east', 'home']],
  ])('%s: %f mi %s, free %s, $%i, same-day %s, nearest %j', (id, miles, direction, free, fee, sameDay, nearest) => {
    const f = facts(id);
    expect(f.rentalDelivery).toEqual({ miles, free, fee });
    expect(f.direction).toBe(direction);
    expect(f.sameDayRentalDelivery).toBe(sameDay);
    expect(f.nearest.map((n) => n.town.id)).toEqual(nearest);
  });

  it.each([
    ['home', undefined],
    ['east', 'home'],
    ['far', 'home'],
  ])('%s: the closest town with rentals is %s (none for a rental town)', (id, closest) => {
    expect(facts(id).nearestRentalTown?.town.id).toBe(closest);
  });

  it('counts the same place listed in another county as the closest rental town', () => {
    const kent = t('milford-kent', 38.91, -75.43, true);
    const sussex = { ...kent, id: 'milford-sussex', county: 'sussex', offersRentals: false };
    const f = townFacts(sussex, [...towns, kent, sussex], { nearestCount: 1, showroom, rentalDelivery: terms });
    expect(f.nearestRentalTown).toEqual({ town: kent, miles: 0 });
  });

  it('charges by the free radius it is given (a wider one makes a town free)', () => {
    const wide = townFacts(towns[2]!, towns, { nearestCount: 1, showroom, rentalDelivery: { feePerMile: 6, freeWithinMiles: 25 } });
    expect(wide.rentalDelivery).toEqual({ miles: 11, free: true, fee: 0 });
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

describe('townSummary', () => {
  it('gives the distance and the way to the showroom', () => {
    expect(townSummary(facts('far'), 'Kent County', 'Dover')).toBe(
      'Far is a town of 1,000 residents in Kent County, 36 mi southeast of our Dover showroom.',
    );
  });

  it('says when the showroom is in the town', () => {
    expect(showroomDistance(facts('home'), 'Dover')).toBe('home to our Dover showroom');
  });
});
