import { describe, expect, it } from 'vitest';
import { localDealerJsonLd, type LocalDealerInput } from './local-dealer';

const input: LocalDealerInput = {
  name: 'Dealer Dover',
  url: 'https://dealer.example/dover',
  telephone: '+18885550142',
  email: 'sales@dealer.example',
  address: { street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' },
  geo: { lat: 39.1573, lng: -75.5277 },
  areaServed: ['Camden', 'Little Creek'],
  openingHours: [{ dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' }],
};

describe('localDealerJsonLd', () => {
  const data = localDealerJsonLd(input);

  it.each([
    ['@context', 'https://schema.org'],
    ['@type', 'AutoDealer'],
    ['name', 'Dealer Dover'],
    ['url', 'https://dealer.example/dover'],
    ['telephone', '+18885550142'],
    ['email', 'sales@dealer.example'],
  ])('%s is %j', (key, value) => {
    expect(data[key]).toBe(value);
  });

  it('places the business at the given coordinates', () => {
    expect(data['geo']).toEqual({ '@type': 'GeoCoordinates', latitude: 39.1573, longitude: -75.5277 });
  });

  it('states a Delaware postal address', () => {
    expect(data['address']).toMatchObject({ addressLocality: 'Dover', addressRegion: 'DE', postalCode: '19901', addressCountry: 'US' });
  });

  it.each([
    [0, 'Camden'],
    [1, 'Little Creek'],
  ])('areaServed[%i] is the Delaware city %s', (i, name) => {
    expect((data['areaServed'] as object[])[i]).toEqual({
      '@type': 'City',
      name,
      containedInPlace: { '@type': 'State', name: 'Delaware' },
    });
  });

  it('copies the opening hours', () => {
    expect(data['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
    ]);
  });
});
