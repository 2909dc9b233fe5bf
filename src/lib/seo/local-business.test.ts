import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, physicalLocation, type BusinessLocation, type BusinessSite } from './local-business';

const showroom: BusinessLocation = {
  name: 'Showroom',
  type: 'physical',
  address: { street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' },
  coordinates: { lat: 39.18, lng: -75.53 },
  facebook: 'https://facebook.example/x',
  youtube: 'https://youtube.example/x',
};
const online: BusinessLocation = { ...showroom, name: 'Online', type: 'online', coordinates: { lat: 39.1, lng: -75.5 } };
const site: BusinessSite = {
  brandName: 'Test Carts',
  tagline: 'Premium Electric Golf Cart Dealership',
  phone: { e164: '+18885550142' },
  email: 'sales@test.example',
  siteUrl: 'https://www.test.example',
  defaultShareImage: { src: '/images/share.png' },
  hours: { structuredData: [{ dayOfWeek: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' }] },
  locations: [online, showroom],
};

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd(site, { pagePath: '/showroom', counties: ['Kent County', 'Sussex County'] });

  it.each([
    ['@type', 'AutoDealer'],
    ['name', 'Test Carts'],
    ['telephone', '+18885550142'],
    ['email', 'sales@test.example'],
    ['url', 'https://www.test.example/showroom'],
    ['image', 'https://www.test.example/images/share.png'],
    ['@id', 'https://www.test.example/#dealer'],
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
    expect(data['geo']).toMatchObject({ latitude: 39.18, longitude: -75.53 });
  });

  it('copies the structured-data hours', () => {
    expect(data['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' },
    ]);
  });

  it('serves Delaware and its counties only', () => {
    expect(data['areaServed']).toEqual([
      { '@type': 'State', name: 'Delaware' },
      { '@type': 'AdministrativeArea', name: 'Kent County, Delaware' },
      { '@type': 'AdministrativeArea', name: 'Sussex County, Delaware' },
    ]);
  });

  it('defaults to the home page and deduplicates social links', () => {
    const same = { ...showroom, youtube: showroom.facebook };
    const out = localBusinessJsonLd({ ...site, locations: [same] });
    expect(out['url']).toBe('https://www.test.example/');
    expect(out['sameAs']).toEqual([showroom.facebook]);
  });

  it('describes a town landing page: its name, the town coordinates and the towns it serves', () => {
    const town = localBusinessJsonLd(site, {
      name: 'Test Carts - Dover',
      pagePath: '/dover',
      geo: { lat: 39.1573, lng: -75.5277 },
      towns: ['Dover', 'Camden'],
    });
    expect(town['name']).toBe('Test Carts - Dover');
    expect(town['url']).toBe('https://www.test.example/dover');
    expect(town['geo']).toEqual({ '@type': 'GeoCoordinates', latitude: 39.1573, longitude: -75.5277 });
    expect(town['areaServed']).toEqual([
      { '@type': 'State', name: 'Delaware' },
      { '@type': 'City', name: 'Dover', containedInPlace: { '@type': 'State', name: 'Delaware' } },
      { '@type': 'City', name: 'Camden', containedInPlace: { '@type': 'State', name: 'Delaware' } },
    ]);
    expect(town['address']).toMatchObject({ streetAddress: '1 Main St' });
  });

  it('states no reviews or ratings', () => {
    expect(JSON.stringify(data)).not.toMatch(/Review|Rating/);
  });
});

describe('physicalLocation', () => {
  it.each([
    [[showroom, online], 'Showroom'],
    [[online, showroom], 'Showroom'],
  ])('finds the physical location', (locations, name) => {
    expect(physicalLocation(locations).name).toBe(name);
  });
  it('fails loudly without one', () => {
    expect(() => physicalLocation([online])).toThrow(/physical/);
  });
});
