/**
 * A small set of request options for the rule tests: two vehicles, two fleets, a rental
 * town at the showroom and a town 21 miles away without a rental page. Built by the same function as the
 * site's, from records shaped like content.
 */
import { rentalFiguresFixture } from '../policies/rental-figures.fixture';
import { requestOptions } from './request-options';

const showroom = { lat: 39.1855, lng: -75.5366 };

export const requestOptionsFixture = requestOptions({
  timeZone: 'America/New_York',
  showroom: { city: 'Dover', coordinates: showroom },
  vehicles: [
    { id: 'cart-one', name: 'Cart One', price: 9995, brand: 'Acme', isNew: true, inStock: true },
    { id: 'cart-two', name: 'Cart Two', price: 12500, brand: 'Acme', isNew: false, inStock: true },
    // Sold (pre-owned, out of stock): no request can name it.
    { id: 'cart-sold', name: 'Cart Sold', price: 5995, brand: 'Acme', isNew: false, inStock: false },
  ],
  rentalDelivery: { feePerMile: 6, freeWithinMiles: 10 },
  rentals: rentalFiguresFixture,
  towns: [
    { id: 'hometown', name: 'Hometown', county: 'kent', offersRentals: true, coordinates: showroom },
    // 0.3 degrees of latitude north: 20.7 miles, shown as 21.
    { id: 'faraway', name: 'Faraway', county: 'kent', offersRentals: false, coordinates: { lat: 39.4855, lng: -75.5366 } },
  ],
  countyNames: new Map([['kent', 'Kent County']]),
});
