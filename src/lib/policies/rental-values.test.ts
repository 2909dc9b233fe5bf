import { describe, expect, it } from 'vitest';
import { planColumns, rentalFleet, rentalPlan, type RentalFigures } from './rental-values';

const rentals: RentalFigures = {
  fleets: [
    {
      id: '4-seater',
      title: '4 Seater',
      deposit: 500,
      plans: [
        { id: 'daily', title: 'Daily', price: 245 },
        { id: 'weekly', title: 'Weekly', price: 1050 },
      ],
    },
    { id: '6-seater', title: '6 Seater', deposit: 750, plans: [{ id: 'daily', title: 'Daily', price: 295 }] },
  ],
};

describe('rentalPlan', () => {
  it.each([
    ['4-seater', 'daily', 245],
    ['4-seater', 'weekly', 1050],
    ['6-seater', 'daily', 295],
  ])('%s %s costs %i', (fleet, plan, price) => {
    expect(rentalPlan(rentals, fleet, plan).price).toBe(price);
  });

  it.each([
    ['4seater', 'daily', /Unknown rental fleet "4seater": use one of "4-seater", "6-seater"/],
    ['6-seater', 'weekly', /Unknown plan "weekly" for the 6-seater fleet: use one of "daily"/],
  ])('%s %s fails the build with a helpful message', (fleet, plan, message) => {
    expect(() => rentalPlan(rentals, fleet, plan)).toThrow(message);
    expect(() => rentalPlan(rentals, fleet, plan)).toThrow(/content\/rentals\.json/);
  });
});

describe('rentalFleet', () => {
  it.each([
    ['4-seater', 500],
    ['6-seater', 750],
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
