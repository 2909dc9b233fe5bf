import { describe, expect, it } from 'vitest';
import type { VehicleSummary } from './types';
import { SKELETON_COUNT, emptyCountText, inventoryHeading, inventoryView, sameCards, type InventoryView, type LoadStatus } from './view';

describe('inventoryView', () => {
  it.each<[number, number, LoadStatus, InventoryView]>([
    [0, 0, 'loading', { body: 'skeleton', showError: false }],
    [31, 31, 'loading', { body: 'list', showError: false }],
    [31, 0, 'loading', { body: 'empty', showError: false }],
    [31, 5, 'loaded', { body: 'list', showError: false }],
    [31, 0, 'loaded', { body: 'empty', showError: false }],
    [31, 31, 'error', { body: 'list', showError: true }],
    [31, 0, 'error', { body: 'empty', showError: true }],
    [0, 0, 'error', { body: 'empty', showError: true }],
    [0, 0, 'loaded', { body: 'empty', showError: false }],
  ])('total %d, shown %d, %s', (total, shown, status, view) => {
    expect(inventoryView(total, shown, status)).toEqual(view);
  });

  it('6 skeletons', () => expect(SKELETON_COUNT).toBe(6));
});

describe('texts', () => {
  it.each([
    [0, 'Available Golf Carts (0)'],
    [31, 'Available Golf Carts (31)'],
  ])('heading %d', (n, text) => expect(inventoryHeading(n)).toBe(text));
  it.each([
    [31, 'Showing 0 of 31 total vehicles'],
    [0, 'Showing 0 of 0 total vehicles'],
  ])('empty count %d', (n, text) => expect(emptyCountText(n)).toBe(text));
});

describe('sameCards', () => {
  const car: VehicleSummary = {
    id: 'denago-ev-city',
    name: 'Denago EV City',
    brand: 'Denago',
    category: 'Rover',
    price: 10995,
    description: 'Compact two-seater.',
    images: ['/images/vehicles/denago-ev-city.svg'],
    inStock: true,
    isNew: true,
    specifications: {
      seatingCapacity: 2,
      range: '40 miles',
      topSpeed: '25 mph',
      batteryType: '48V Lithium',
      chargingTime: '4 hours',
      payload: '400 lbs',
    },
  };
  const other: VehicleSummary = { ...car, id: 'denago-ev-nomad', name: 'Denago EV Nomad' };
  const withSpecs = (over: Record<string, string | number>): VehicleSummary => ({
    ...car,
    specifications: { ...car.specifications, ...over } as VehicleSummary['specifications'],
  });
  it.each<[string, VehicleSummary[], VehicleSummary[], boolean]>([
    ['identical lists', [car, other], [car, other], true],
    ['equal copies', [car], [{ ...car, images: [...car.images] }], true],
    ['both empty', [], [], true],
    ['a field no card shows (category)', [car], [{ ...car, category: 'Nomad' }], true],
    ['a specification no card shows', [car], [withSpecs({ payload: '500 lbs' })], true],
    ['a further image the card does not show', [car], [{ ...car, images: [...car.images, '/x.svg'] }], true],
    ['another order', [car, other], [other, car], false],
    ['one more vehicle', [car], [car, other], false],
    ['one vehicle fewer', [car, other], [car], false],
    ['a new price', [car], [{ ...car, price: 9995 }], false],
    ['a new name', [car], [{ ...car, name: 'EV City 2' }], false],
    ['a new description', [car], [{ ...car, description: 'Other.' }], false],
    ['another first image', [car], [{ ...car, images: ['/y.svg'] }], false],
    ['no image any more', [car], [{ ...car, images: [] }], false],
    ['the NEW badge goes', [car], [{ ...car, isNew: false }], false],
    ['the stock status changes', [car], [{ ...car, inStock: false }], false],
    ['another seat count', [car], [withSpecs({ seatingCapacity: 4 })], false],
    ['another range', [car], [withSpecs({ range: '50 miles' })], false],
    ['another top speed', [car], [withSpecs({ topSpeed: '20 mph' })], false],
  ])('%s', (_, a, b, same) => {
    expect(sameCards(a, b)).toBe(same);
    expect(sameCards(b, a)).toBe(same);
  });
});
