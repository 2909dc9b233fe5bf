import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import {
  dealerIdentityProblems,
  serviceProviders,
  structuredDataPrices,
  structuredDataProblems,
  type DealerIdentity,
} from './structured-data-rules';

const ctx = { '@context': 'https://schema.org' };
const address = { '@type': 'PostalAddress', addressLocality: 'Dover', addressRegion: 'DE' };
const offer = {
  '@type': 'Offer',
  price: 12995,
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  itemCondition: 'NewCondition',
};

describe('structuredDataProblems', () => {
  it.each([
    ['a complete dealer', { ...ctx, '@type': 'AutoDealer', name: 'X', address }],
    ['a product with a full offer', { ...ctx, '@type': 'Product', name: 'Cart', offers: offer }],
    [
      'a seller named by reference inside an offer',
      { ...ctx, '@type': 'Product', name: 'Cart', offers: { ...offer, seller: { '@type': 'AutoDealer', name: 'X', telephone: '+1' } } },
    ],
    ['a product with an offer list', { ...ctx, '@type': 'Product', name: 'Cart', offers: [offer] }],
    ['a rental offer without condition (not under a product)', { ...ctx, '@type': 'Offer', price: 85, priceCurrency: 'USD' }],
    ['an @graph', { ...ctx, '@graph': [{ '@type': 'WebSite', name: 'X', url: 'https://x.example' }] }],
    ['types given as an array', { ...ctx, '@type': ['AutoDealer', 'AutoRental'], name: 'X', address }],
    ['a full schema.org type URL', { ...ctx, '@type': 'https://schema.org/Brand', name: 'Denago' }],
    ['an alternative field (email instead of telephone)', { ...ctx, '@type': 'ContactPoint', email: 'a@b.example', contactType: 'sales' }],
    [
      'a breadcrumb trail',
      {
        ...ctx,
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' }],
      },
    ],
  ])('accepts %s', (_label, doc) => {
    expect(structuredDataProblems(doc)).toEqual([]);
  });

  it.each([
    ['no @context', { '@type': 'Brand', name: 'X' }, '$: @context must be "https://schema.org"'],
    [
      'a nested dealer with neither name nor @id',
      { ...ctx, '@type': 'Product', name: 'C', offers: { ...offer, seller: { '@type': 'AutoDealer' } } },
      'missing name or @id',
    ],
    ['a dealer without address', { ...ctx, '@type': 'AutoDealer', name: 'X' }, '$ (AutoDealer): missing address'],
    ['an empty name', { ...ctx, '@type': 'Brand', name: '  ' }, '$ (Brand): missing name'],
    [
      'an address without region',
      { ...ctx, '@type': 'AutoDealer', name: 'X', address: { '@type': 'PostalAddress', addressLocality: 'Dover' } },
      '$.address (PostalAddress): missing addressRegion',
    ],
    [
      'a product offer without availability',
      { ...ctx, '@type': 'Product', name: 'Cart', offers: [{ ...offer, availability: undefined }] },
      '$.offers[0] (Offer): missing availability',
    ],
    ['an offer without price', { ...ctx, '@type': 'Offer', priceCurrency: 'USD' }, '$ (Offer): missing price or priceSpecification'],
    ['an unknown type', { ...ctx, '@type': 'Spaceship', name: 'X' }, '$: no rule for @type Spaceship'],
    ['a Review', { ...ctx, '@type': 'Review', name: 'X' }, '$: @type Review must not be emitted'],
    ['an aggregateRating property', { ...ctx, '@type': 'Brand', name: 'X', aggregateRating: {} }, '$.aggregateRating: must not be emitted'],
    [
      'a breadcrumb step without name',
      { ...ctx, '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1 }] },
      'missing name',
    ],
    ['a non-object', 'text', '$: not an object'],
  ])('reports %s', (_label, doc, expected) => {
    const problems = structuredDataProblems(doc);
    expect(
      problems.some((p) => p.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });
});

describe('structuredDataPrices', () => {
  cases('%j -> %j', structuredDataPrices, [
    [{ offers: { price: 12995 } }, [12995]],
    [{ offers: [{ price: '85.00' }, { lowPrice: 75, highPrice: 95 }] }, [85, 75, 95]],
    [{ name: 'no price' }, []],
  ]);
});

describe('dealerIdentityProblems', () => {
  const address = { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Dover', addressRegion: 'DE' };
  const dealer: DealerIdentity = { id: 'https://x.example/#dealer', name: 'Test Carts', address, latitude: 39.18, longitude: -75.53 };
  const geo = (latitude: number, longitude: number) => ({ '@type': 'GeoCoordinates', latitude, longitude });
  const full = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': dealer.id,
    name: 'Test Carts',
    address,
    geo: geo(39.18, -75.53),
  };

  it.each([
    ['the dealer in full', full, []],
    [
      'a service whose provider is the dealer by reference',
      { '@type': 'Service', provider: { '@type': 'AutoDealer', '@id': dealer.id, name: 'Test Carts' } },
      [],
    ],
    ['a seller named without an @id', { '@type': 'Product', offers: { seller: { '@type': 'AutoDealer', name: 'Test Carts' } } }, []],
    ['a town served at its own coordinates', { ...full, areaServed: { '@type': 'City', name: 'Lewes', geo: geo(38.77, -75.14) } }, []],
    [
      'a page-level id',
      { ...full, '@id': 'https://x.example/dover#dealer' },
      ["$: @id must be the dealer's https://x.example/#dealer, found https://x.example/dover#dealer"],
    ],
    [
      'a top-level dealer without an id',
      { ...full, '@id': undefined },
      ["$: @id must be the dealer's https://x.example/#dealer, found undefined"],
    ],
    ['a second name', { ...full, name: 'Test Carts - Dover' }, ['$: name must be the dealer\'s "Test Carts", found "Test Carts - Dover"']],
    [
      "the town's coordinates",
      { ...full, geo: geo(39.1573, -75.5277) },
      ["$: geo must be the showroom's (39.18, -75.53), found (39.1573, -75.5277)"],
    ],
    ['another address', { ...full, address: { ...address, streetAddress: '2 Main St' } }, ["$: address must be the showroom's"]],
    [
      'an AutoRental of its own',
      { '@type': 'AutoRental', '@id': 'https://x.example/dover-golf-cart-rentals#rental', name: 'Test Carts Dover Rentals' },
      [
        "$: @id must be the dealer's https://x.example/#dealer, found https://x.example/dover-golf-cart-rentals#rental",
        '$: name must be the dealer\'s "Test Carts", found "Test Carts Dover Rentals"',
      ],
    ],
  ])('%s', (_name, doc, expected) => {
    expect(dealerIdentityProblems(doc, dealer)).toEqual(expected);
  });
});

describe('serviceProviders', () => {
  it('lists the provider id of each service', () => {
    expect(
      serviceProviders([
        { '@type': 'Service', provider: { '@id': 'a' } },
        { '@type': 'AutoDealer', '@id': 'a' },
        { '@type': 'Service', provider: { name: 'b' } },
      ]),
    ).toEqual(['a', undefined]);
  });
});
