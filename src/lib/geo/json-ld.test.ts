import { describe, expect, it } from 'vitest';
import { countyDealerJsonLd, servedPlace, townDealerJsonLd, townRentalJsonLd, type DealerInfo } from './json-ld';

const dealer: DealerInfo = {
  brandName: 'Test Carts',
  phone: '1-888-555-0000',
  email: 'a@b.example',
  siteUrl: 'https://x.example',
  address: { street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' },
};
const lewes = { name: 'Lewes', coordinates: { lat: 38.7746, lng: -75.1393 }, county: 'Sussex County' };

describe('servedPlace', () => {
  it('names the town, its coordinates and its own county', () => {
    expect(servedPlace(lewes)).toEqual({
      '@type': 'City',
      name: 'Lewes, Delaware',
      geo: { '@type': 'GeoCoordinates', latitude: 38.7746, longitude: -75.1393 },
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: 'Sussex County, Delaware',
        containedInPlace: { '@type': 'State', name: 'Delaware' },
      },
    });
  });
});

describe('townDealerJsonLd', () => {
  const ld = townDealerJsonLd(dealer, lewes, 'https://x.example/lewes-golf-carts');
  it.each([
    ['@type', 'AutoDealer'],
    ['name', 'Test Carts'],
    ['url', 'https://x.example/lewes-golf-carts'],
    ['telephone', '1-888-555-0000'],
  ])('%s', (key, value) => {
    expect(ld[key as keyof typeof ld]).toBe(value);
  });
  it('serves the town at its coordinates', () => {
    expect(ld.areaServed.name).toBe('Lewes, Delaware');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 38.7746, longitude: -75.1393 });
    expect(ld.address.addressLocality).toBe('Dover');
  });
});

describe('countyDealerJsonLd', () => {
  it('serves the county', () => {
    const ld = countyDealerJsonLd(dealer, { name: 'Kent County', coordinates: { lat: 39.1, lng: -75.5 } }, 'https://x.example/k');
    expect(ld.areaServed.name).toBe('Kent County, Delaware');
    expect(ld.areaServed.geo.latitude).toBe(39.1);
  });
});

describe('townRentalJsonLd', () => {
  const plans = [
    { title: 'Daily', duration: '1 day', price: 75 },
    { title: 'Weekly', duration: '7 days', price: 420 },
  ];
  const ld = townRentalJsonLd(
    dealer,
    { ...lewes, name: 'Dover', county: 'Kent County' },
    plans,
    'https://x.example/dover-golf-cart-rentals',
  );
  it('is a rental business named for the town, with its coordinates', () => {
    expect(ld['@type']).toBe('AutoRental');
    expect(ld.name).toBe('Test Carts Dover Golf Cart Rentals');
    expect(ld.geo.latitude).toBe(38.7746);
    expect(ld.geo.longitude).toBe(-75.1393);
  });
  it.each(plans.map((p, i) => [p.title, i, p.price] as const))('offers %s at the page price', (_title, index, price) => {
    expect(ld.makesOffer[index]).toMatchObject({ price, priceCurrency: 'USD' });
  });
  it('offers only the plans given', () => {
    expect(ld.makesOffer).toHaveLength(plans.length);
  });
});
