import { describe, expect, it } from 'vitest';
import { geoCoordinates, postalAddress } from './schema-parts';

describe('schema parts', () => {
  it('postalAddress maps the site address to schema.org names, in the US', () => {
    expect(postalAddress({ street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main St',
      addressLocality: 'Dover',
      addressRegion: 'DE',
      postalCode: '19901',
      addressCountry: 'US',
    });
  });

  it.each([
    [{ lat: 39.1582, lng: -75.5244 }, 39.1582, -75.5244],
    [{ lat: 0, lng: 0 }, 0, 0],
  ])('geoCoordinates %j', (c, latitude, longitude) => {
    expect(geoCoordinates(c)).toEqual({ '@type': 'GeoCoordinates', latitude, longitude });
  });
});
