import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { directionsUrl, mapsEmbedUrl, townMapQuery } from './maps';

describe('mapsEmbedUrl', () => {
  it.each([
    ['Lewes, Sussex County, Delaware', 14, 'https://www.google.com/maps?q=Lewes%2C+Sussex+County%2C+Delaware&z=14&output=embed'],
    ['Dover, Kent County, Delaware', undefined, 'https://www.google.com/maps?q=Dover%2C+Kent+County%2C+Delaware&z=14&output=embed'],
    [
      '1450 N DuPont Highway, Dover, DE 19901',
      16,
      'https://www.google.com/maps?q=1450+N+DuPont+Highway%2C+Dover%2C+DE+19901&z=16&output=embed',
    ],
    ['A & B', 10, 'https://www.google.com/maps?q=A+%26+B&z=10&output=embed'],
  ])('%s at zoom %s', (query, zoom, expected) => {
    expect(mapsEmbedUrl(query, zoom)).toBe(expected);
    const url = new URL(mapsEmbedUrl(query, zoom));
    expect(url.searchParams.get('q')).toBe(query);
  });
});

describe('directionsUrl', () => {
  cases('%s', directionsUrl, [
    ['Lewes, Sussex County, Delaware', 'https://www.google.com/maps/dir/?api=1&destination=Lewes%2C+Sussex+County%2C+Delaware'],
    ['Milford, Kent County, Delaware', 'https://www.google.com/maps/dir/?api=1&destination=Milford%2C+Kent+County%2C+Delaware'],
  ]);

  it('runs from a starting point to the destination when given one', () => {
    expect(directionsUrl('1450 N DuPont Highway, Dover, DE 19901', 'Lewes, Sussex County, Delaware')).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=Lewes%2C+Sussex+County%2C+Delaware&destination=1450+N+DuPont+Highway%2C+Dover%2C+DE+19901',
    );
  });
});

describe('townMapQuery uses the town’s own county', () => {
  it.each([
    ['Lewes', 'Sussex County', 'Lewes, Sussex County, Delaware'],
    ['Newark', 'New Castle County', 'Newark, New Castle County, Delaware'],
    ['Dover', 'Kent County', 'Dover, Kent County, Delaware'],
    ['Milford', 'Sussex County', 'Milford, Sussex County, Delaware'],
  ])('%s in %s', (town, county, expected) => {
    expect(townMapQuery({ name: town }, { name: county })).toBe(expected);
  });
});
