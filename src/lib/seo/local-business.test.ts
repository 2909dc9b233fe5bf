import { describe, expect, it } from 'vitest';
import {
  countyServiceJsonLd,
  dealerId,
  dealerJsonLd,
  dealerReference,
  pageService,
  physicalLocation,
  servedPlace,
  townRentalServiceJsonLd,
  townServiceJsonLd,
  type BusinessLocation,
  type BusinessSite,
} from './local-business';

const showroom: BusinessLocation = {
  type: 'physical',
  address: { street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' },
  coordinates: { lat: 39.18, lng: -75.53 },
  facebook: 'https://facebook.example/x',
  youtube: 'https://youtube.example/x',
};
const online: BusinessLocation = { ...showroom, type: 'online', coordinates: { lat: 39.1, lng: -75.5 } };
const site: BusinessSite = {
  brandName: 'Test Carts',
  tagline: 'Premium Electric Golf Cart Dealership',
  phone: { e164: '+18885550142' },
  email: 'sales@test.example',
  defaultShareImage: { src: '/images/share.png' },
  hours: { showroom: { open: [{ days: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' }] } },
  locations: [online, showroom],
};
const base = 'https://www.test.example';
const lewes = { name: 'Lewes', coordinates: { lat: 38.7746, lng: -75.1393 }, county: 'Sussex County' };
const reference = { '@type': 'AutoDealer', '@id': 'https://www.test.example/#dealer', name: 'Test Carts' };

describe('dealerJsonLd', () => {
  const data = dealerJsonLd(site, base, ['Kent County', 'Sussex County']);

  it.each([
    ['@type', 'AutoDealer'],
    ['@id', 'https://www.test.example/#dealer'],
    ['name', 'Test Carts'],
    ['telephone', '+18885550142'],
    ['email', 'sales@test.example'],
    ['url', 'https://www.test.example/'],
    ['image', 'https://www.test.example/images/share.png'],
  ])('%s is %s', (key, value) => {
    expect(data[key]).toBe(value);
  });

  it('uses the physical showroom for address and coordinates, whatever the order of locations', () => {
    expect(data['address']).toMatchObject({
      streetAddress: '1 Main St',
      addressLocality: 'Dover',
      addressRegion: 'DE',
      postalCode: '19901',
    });
    expect(data['geo']).toEqual({ '@type': 'GeoCoordinates', latitude: 39.18, longitude: -75.53 });
  });

  it('states the showroom hours, the set the pages show', () => {
    expect(data['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' },
    ]);
  });

  it('serves Delaware and its counties only', () => {
    expect(data['areaServed']).toEqual([
      { '@type': 'State', name: 'Delaware' },
      { '@type': 'AdministrativeArea', name: 'Kent County, Delaware', containedInPlace: { '@type': 'State', name: 'Delaware' } },
      { '@type': 'AdministrativeArea', name: 'Sussex County, Delaware', containedInPlace: { '@type': 'State', name: 'Delaware' } },
    ]);
  });

  it('deduplicates social links', () => {
    const same = { ...showroom, youtube: showroom.facebook };
    expect(dealerJsonLd({ ...site, locations: [same] }, base, [])['sameAs']).toEqual([showroom.facebook]);
  });

  it('is the same dealer whatever page states it: one id, one name, one place', () => {
    const a = dealerJsonLd(site, `${base}/`, ['Kent County']);
    const b = dealerJsonLd(site, base, ['Kent County']);
    expect(a).toEqual(b);
    expect(dealerId(`${base}/`)).toBe(dealerId(base));
  });
});

describe('physicalLocation', () => {
  it('finds the physical location', () => {
    expect(physicalLocation([online, showroom])).toBe(showroom);
  });
  it('fails clearly without one', () => {
    expect(() => physicalLocation([online])).toThrow(/physical/);
  });
});

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

describe('services in a place', () => {
  const service = {
    name: 'Golf cart sales and service in Lewes',
    serviceType: 'Electric golf cart sales and service',
    url: `${base}/lewes-golf-carts`,
  };

  it('a page names its service in its copy; the service is described at the page’s address', () => {
    expect(pageService({ name: service.name, type: service.serviceType }, '/lewes-golf-carts', base)).toEqual(service);
  });

  it('a town page: the dealer provides the service, the town is served at its own coordinates', () => {
    const ld = townServiceJsonLd(site, base, service, [lewes]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${base}/lewes-golf-carts#service`,
      name: service.name,
      serviceType: service.serviceType,
      url: service.url,
      provider: reference,
      areaServed: servedPlace(lewes),
    });
    expect(ld.provider).toEqual(dealerReference(site, base));
    expect(JSON.stringify(ld)).not.toContain('"address"');
  });

  it('a page for several towns lists each', () => {
    const camden = { ...lewes, name: 'Camden', county: 'Kent County' };
    expect(townServiceJsonLd(site, base, service, [lewes, camden]).areaServed).toEqual([servedPlace(lewes), servedPlace(camden)]);
  });

  it('a county page serves the county', () => {
    const ld = countyServiceJsonLd(site, base, service, { name: 'Kent County', coordinates: { lat: 39.1, lng: -75.5 } });
    expect(ld.provider).toEqual(reference);
    expect(ld.areaServed).toEqual({
      '@type': 'AdministrativeArea',
      name: 'Kent County, Delaware',
      geo: { '@type': 'GeoCoordinates', latitude: 39.1, longitude: -75.5 },
      containedInPlace: { '@type': 'State', name: 'Delaware' },
    });
  });

  it('a town rental page offers the plans it shows', () => {
    const ld = townRentalServiceJsonLd(site, base, service, lewes, [
      {
        title: '4 Seater Golf Carts',
        plans: [
          { title: 'Daily', duration: '24 hours', price: 100 },
          { title: 'Weekly', duration: '7 days', price: 500 },
        ],
      },
      { title: 'Utility Golf Carts', plans: [{ title: 'Daily', duration: '24 hours', price: 120 }] },
    ]);
    expect(ld.provider).toEqual(reference);
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: '4 Seater Golf Carts: Daily rental (24 hours)', price: 100, priceCurrency: 'USD', url: service.url },
      { '@type': 'Offer', name: '4 Seater Golf Carts: Weekly rental (7 days)', price: 500, priceCurrency: 'USD', url: service.url },
      { '@type': 'Offer', name: 'Utility Golf Carts: Daily rental (24 hours)', price: 120, priceCurrency: 'USD', url: service.url },
    ]);
  });
});
