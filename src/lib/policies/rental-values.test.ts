import { describe, expect, it } from 'vitest';
import { rentalFiguresFixture } from './rental-figures.fixture';
import { planColumns, rentalFleet, rentalPlan } from './rental-values';

const rentals = rentalFiguresFixture;

describe('rentalPlan', () => {
  it.each([
    ['four', 'daily', 100],
    ['four', 'weekly', 420],
    ['six', 'daily', 150],
  ])('%s %s costs %i', (fleet, plan, price) => {
    expect(rentalPlan(rentals, fleet, plan).price).toBe(price);
  });

  it.each([
    ['for', 'daily', /Unknown rental fleet "for": use one of "four", "six"/],
    ['six', 'weekly', /Unknown plan "weekly" for the six fleet: use one of "daily"/],
  ])('%s %s fails the build with a helpful message', (fleet, plan, message) => {
    expect(() => rentalPlan(rentals, fleet, plan)).toThrow(message);
    expect(() => rentalPlan(rentals, fleet, plan)).toThrow(/content\/rentals\.json/);
  });
});

describe('rentalFleet', () => {
  it.each([
    ['four', 500],
    ['six', 750],
  ])('%s deposit %i', (fleet, deposit) => {
    expect(rentalFleet(rentals, fleet).deposit).toBe(deposit);
  });
});

describe('planColumns', () => {
  it('follows the first fleet', () => {
    expect(planColumns(rentals).map((c) => c.id)).toEqual(['daily', 'weekly']);
  });
  it('is empty without fleets', () => {
    expect(planColumns({ fleets: [] })).toEqual([]);
  });
});
