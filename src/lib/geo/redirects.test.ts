import { describe, expect, it } from 'vitest';
import { formerSlugRedirects, formerVehicleRedirect, redirectsFile, vehicleIndexRedirects } from './redirects';

describe('formerSlugRedirects', () => {
  it.each([
    ['no former slugs', [{ slug: 'lewes' }], []],
    [
      'Dover Beach became Rehoboth Beach',
      [{ slug: 'rehoboth-beach', formerSlugs: ['dover-beach'] }],
      [{ from: '/dover-beach-golf-carts', to: '/rehoboth-beach-golf-carts', status: 301 }],
    ],
    [
      'a qualified town keeps its qualifier',
      [{ slug: 'milford', routeQualifier: 'kent', formerSlugs: ['mill-ford'] }],
      [{ from: '/mill-ford-golf-carts-kent', to: '/milford-golf-carts-kent', status: 301 }],
    ],
    [
      'two former slugs',
      [{ slug: 'b', formerSlugs: ['a', 'c'] }],
      [
        { from: '/a-golf-carts', to: '/b-golf-carts', status: 301 },
        { from: '/c-golf-carts', to: '/b-golf-carts', status: 301 },
      ],
    ],
  ])('%s', (_label, towns, expected) => {
    expect(formerSlugRedirects(towns)).toEqual(expected);
  });
});

describe('formerVehicleRedirect', () => {
  it('sends every former /vehicle/{id} to /vehicles/{id}, permanently, in one rule', () => {
    expect(formerVehicleRedirect()).toEqual({ from: '/vehicle/:id', to: '/vehicles/:id', status: 301 });
  });
  it('is one file with the other redirects (no address twice)', () => {
    const file = redirectsFile([...vehicleIndexRedirects(), formerVehicleRedirect()]);
    expect(file).toContain('/vehicle/:id /vehicles/:id 301\n');
    expect(file).toContain('/vehicle /inventory 301\n');
  });
});

describe('redirectsFile', () => {
  it('writes one line per redirect', () => {
    expect(
      redirectsFile([
        { from: '/a', to: '/b', status: 301 },
        { from: '/c', to: '/d', status: 308 },
      ]),
    ).toBe('/a /b 301\n/c /d 308\n');
  });
  it.each([
    [
      [
        { from: '/a', to: '/b', status: 301 as const },
        { from: '/a', to: '/c', status: 301 as const },
      ],
      /Two redirects from \/a/,
    ],
    [[{ from: '/a', to: '/a', status: 301 as const }], /to itself/],
  ])('refuses %j', (redirects, message) => {
    expect(() => redirectsFile(redirects)).toThrow(message);
  });
});

describe('vehicleIndexRedirects', () => {
  it('sends both vehicle route parents to the inventory, permanently', () => {
    expect(vehicleIndexRedirects()).toEqual([
      { from: '/vehicles', to: '/inventory', status: 301 },
      { from: '/vehicle', to: '/inventory', status: 301 },
    ]);
  });
});
