import { describe, expect, it } from 'vitest';
import { pageTitle, vehiclePageTitle } from './title';

const BRAND = 'First State Golf Carts';

describe('pageTitle', () => {
  it.each([
    [undefined, `${BRAND} - Premium Electric Golf Cart Dealership`],
    ['', `${BRAND} - Premium Electric Golf Cart Dealership`],
    ['   ', `${BRAND} - Premium Electric Golf Cart Dealership`],
    ['Golf Cart Inventory', `Golf Cart Inventory | ${BRAND}`],
    [`About ${BRAND}`, `About ${BRAND}`],
    [`about first state golf carts`, `about first state golf carts`],
    ['  Rentals  ', `Rentals | ${BRAND}`],
  ])('%j -> %s', (title, expected) => {
    expect(pageTitle(title, BRAND)).toBe(expected);
  });
});

describe('vehiclePageTitle', () => {
  it.each([
    [false, 'Denago EV City for Sale in Delaware'],
    [true, 'Denago EV City (Sold)'],
  ])('sold: %s', (sold, expected) => {
    expect(vehiclePageTitle('Denago EV City', sold)).toBe(expected);
  });
});
