import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { describeTown, showroomDistance, showroomFromTown, townFacts, townSummary, type TownRecord } from './town-facts';

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
const terms = { feePerMile: 6, freeWithinMiles: 10, minimumPurchase: 5000 };
const facts = (id: string) =>
  townFacts(
    towns.find((x) => x.id === id)!,
    towns,
    { nearestCount: 2, showroom, salesDelivery: terms },
  );

describe('townFacts', () => {
  it.each([
    // town, shown miles, direction, cart delivery fee on a qualifying purchase and under it, nearest
    // (free within 10 miles here, then $6 for each mile beyond; under $5,000 every mile)
    ['home', 0, undefined, 0, 0, ['near', 'east']],
    ['near', 3.5, 'north', 0, 21, ['home', 'east']],
    ['east', 11, 'east', 6, 66, ['home', 'near']],
    ['far', 36, 'southeast', 156, 216, ['east', 'home']],
  ])('%s: %f mi %s, cart delivery $%i (under the minimum $%i), nearest %j', (id, miles, direction, fee, underFee, nearest) => {
    const f = facts(id);
    expect(f.cartDelivery.qualifying).toMatchObject({ miles, fee, free: fee === 0 });
    expect(f.cartDelivery.under).toMatchObject({ miles, fee: underFee });
    expect(f.direction).toBe(direction);
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
    const f = townFacts(sussex, [...towns, kent, sussex], { nearestCount: 1, showroom, salesDelivery: terms });
    expect(f.nearestRentalTown).toEqual({ town: kent, miles: 0 });
  });

  it('charges by the free distance it is given (a wider one makes a town free)', () => {
    const wide = townFacts(towns[2]!, towns, { nearestCount: 1, showroom, salesDelivery: { ...terms, freeWithinMiles: 25 } });
    expect(wide.cartDelivery.qualifying).toMatchObject({ miles: 11, free: true, fee: 0 });
  });
});

describe('the showroom’s direction, worded from the town', () => {
  it.each([
    // town, which way the town lies from the showroom, which way the showroom lies from the town, the wording
    ['home', undefined, undefined, 'our Dover showroom is in town'],
    ['near', 'north', 'south', 'our Dover showroom is 3.5 mi south'],
    ['east', 'east', 'west', 'our Dover showroom is 11 mi west'],
    ['far', 'southeast', 'northwest', 'our Dover showroom is 36 mi northwest'],
  ])('%s lies %s of the showroom: %s of it is the showroom (%s)', (id, direction, showroomDirection, words) => {
    const f = facts(id);
    expect(f.direction).toBe(direction);
    expect(f.showroomDirection).toBe(showroomDirection);
    expect(showroomFromTown(f, 'Dover')).toBe(words);
  });
});

describe('describeTown', () => {
  cases('%o -> %s', describeTown, [
    [{ type: 'City', population: 39403 }, 'a city of 39,403 residents'],
    [{ type: 'Town', population: 92 }, 'a town of 92 residents'],
    [{ type: 'Village', population: 1 }, 'a village of 1 resident'],
    [{ type: 'Borough', population: 0 }, 'a borough of 0 residents'],
  ]);
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
