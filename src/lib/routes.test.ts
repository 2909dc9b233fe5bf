import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cases } from '../../tests/support/cases';
import {
  countyPath,
  countyRoute,
  isActivePath,
  mailtoHref,
  normalizePath,
  policyPath,
  policyRoute,
  qualifiedTownSalesRoute,
  telHref,
  townRentalPath,
  townRentalRoute,
  townSalesPath,
  townSalesRoute,
  townServiceHref,
  vehicleDrawingCardPath,
  vehicleDrawingCardRoute,
  vehicleDrawingPath,
  vehicleDrawingRoute,
  vehiclePath,
  vehicleRoute,
} from './routes';

describe('town and county routes', () => {
  cases('townSalesPath(%j) = %s', townSalesPath, [
    [{ slug: 'dover' }, '/dover-golf-carts'],
    [{ slug: 'little-creek' }, '/little-creek-golf-carts'],
    [{ slug: 'milford', routeQualifier: 'kent' }, '/milford-golf-carts-kent'],
    [{ slug: 'milford' }, '/milford-golf-carts'],
    [{ slug: 'rehoboth-beach', routeQualifier: undefined }, '/rehoboth-beach-golf-carts'],
  ]);

  it.each([
    ['dover', '/dover-golf-cart-rentals'],
    ['little-creek', '/little-creek-golf-cart-rentals'],
  ])('townRentalPath(%s) = %s', (slug, expected) => {
    expect(townRentalPath({ slug })).toBe(expected);
  });

  it.each([
    ['new-castle-county', '/new-castle-county-golf-carts'],
    ['kent-county', '/kent-county-golf-carts'],
    ['sussex-county', '/sussex-county-golf-carts'],
  ])('countyPath(%s) = %s', (id, expected) => {
    expect(countyPath({ id })).toBe(expected);
  });
});

describe('townServiceHref', () => {
  const camden = { slug: 'camden', offersRentals: true };
  const lewes = { slug: 'lewes', offersRentals: false };
  it.each([
    [
      'pre-owned carts: the inventory filtered to pre-owned',
      { link: 'inventory', linkParams: { condition: 'pre-owned' } },
      lewes,
      '/inventory?condition=pre-owned',
    ],
    ['new carts: the inventory', { link: 'inventory' }, lewes, '/inventory'],
    ['rentals in a town with its own rental page: that page', { link: 'rentals' }, camden, '/camden-golf-cart-rentals'],
    ['rentals elsewhere: the rentals page', { link: 'rentals' }, lewes, '/rentals'],
    ['service', { link: 'services' }, camden, '/services'],
  ] as const)('%s', (_name, service, town, href) => {
    expect(townServiceHref(service, town)).toBe(href);
  });
});

describe('policy, vehicle and contact links', () => {
  it.each([
    ['privacy-policy', '/privacy-policy'],
    ['terms-of-service', '/terms-of-service'],
    ['rental-policy', '/policies/rental-policy'],
    ['staffing-report', '/policies/staffing-report'],
  ])('policyPath(%s) = %s', (id, expected) => {
    expect(policyPath({ id })).toBe(expected);
  });

  it('builds the vehicle page from the id', () => {
    expect(vehiclePath({ id: 'denago-ev-city' })).toBe('/vehicles/denago-ev-city');
    expect(vehicleDrawingPath({ id: 'denago-ev-city' })).toBe('/images/vehicles/denago-ev-city.svg');
    expect(vehicleDrawingCardPath({ id: 'denago-ev-city' })).toBe('/images/vehicles/denago-ev-city.png');
  });

  it('builds tel: and mailto: links', () => {
    expect(telHref('+18885550142')).toBe('tel:+18885550142');
    expect(mailtoHref('sales@example.com')).toBe('mailto:sales@example.com');
  });
});

describe('dynamic routes', () => {
  const routes = [townSalesRoute, qualifiedTownSalesRoute, townRentalRoute, countyRoute, policyRoute, vehicleRoute];

  it.each(routes.map((r) => [r.pattern]))('%s names a route file in src/pages', (pattern) => {
    expect(existsSync(`src/pages${pattern}.astro`)).toBe(true);
  });

  it.each([vehicleDrawingRoute, vehicleDrawingCardRoute].map((r) => [r.pattern]))('%s names an endpoint file in src/pages', (pattern) => {
    expect(existsSync(`src/pages${pattern}.ts`)).toBe(true);
  });

  it.each([
    [countyRoute.params({ id: 'kent-county' }), { county: 'kent' }],
    [townSalesRoute.params({ slug: 'little-creek' }), { town: 'little-creek' }],
    [qualifiedTownSalesRoute.params({ slug: 'milford', routeQualifier: 'kent' }), { town: 'milford', county: 'kent' }],
    [townRentalRoute.params({ slug: 'dover' }), { town: 'dover' }],
    [policyRoute.params({ id: 'rental-policy' }), { policy: 'rental-policy' }],
    [vehicleRoute.params({ id: 'denago-ev-city' }), { id: 'denago-ev-city' }],
  ])('params %j', (params, expected) => {
    expect(params).toEqual(expected);
  });
});

describe('normalizePath', () => {
  cases('%s -> %s', normalizePath, [
    ['/', '/'],
    ['/index.html', '/'],
    ['/inventory.html', '/inventory'],
    ['/inventory/', '/inventory'],
    ['/vehicles/denago-ev-city.html', '/vehicles/denago-ev-city'],
    ['/policies/index.html', '/policies'],
  ]);
});

describe('isActivePath', () => {
  cases('current %s, link %s -> %s', isActivePath, [
    ['/', '/', true],
    ['/inventory', '/', false],
    ['/inventory', '/inventory', true],
    ['/inventory/', '/inventory', true],
    ['/vehicles/x', '/vehicles', true],
    ['/rentals', '/rentals', true],
    ['/rentalsx', '/rentals', false],
    ['/dover-golf-cart-rentals', '/rentals', false],
    ['/index.html', '/', true],
    ['/rentals.html', '/rentals', true],
    ['/rentals.html', '/', false],
  ]);
});
