import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { bearingDegrees, compassPoint, distanceMiles, EARTH_RADIUS_MILES, formatMiles } from './distance';

const oneDegree = (2 * Math.PI * EARTH_RADIUS_MILES) / 360; // 69.09 mi

describe('distanceMiles', () => {
  it.each([
    ['the same point', { lat: 39.1573, lng: -75.5277 }, { lat: 39.1573, lng: -75.5277 }, 0],
    ['one degree of latitude', { lat: 38, lng: -75 }, { lat: 39, lng: -75 }, oneDegree],
    ['one degree of longitude on the equator', { lat: 0, lng: -75 }, { lat: 0, lng: -76 }, oneDegree],
    ['one degree of longitude at 60°N (half as long)', { lat: 60, lng: -75 }, { lat: 60, lng: -76 }, 34.53],
    ['Dover to Wilmington', { lat: 39.1573, lng: -75.5277 }, { lat: 39.7447, lng: -75.5484 }, 40.6],
    ['Dover to Rehoboth Beach', { lat: 39.1573, lng: -75.5277 }, { lat: 38.7095, lng: -75.0765 }, 39.0],
  ])('%s', (_label, a, b, miles) => {
    expect(distanceMiles(a, b)).toBeCloseTo(miles, 0);
    expect(distanceMiles(b, a)).toBeCloseTo(distanceMiles(a, b), 9);
  });
});

describe('formatMiles', () => {
  cases('%s -> %s', formatMiles, [
    [0, '0.0 mi'],
    [0.04, '0.0 mi'],
    [2.345, '2.3 mi'],
    [9.94, '9.9 mi'],
    [9.96, '10.0 mi'],
    [10, '10 mi'],
    [14.5, '15 mi'],
    [40.61, '41 mi'],
  ]);
});

describe('compassPoint', () => {
  const dover = { lat: 39.1855, lng: -75.5366 };
  it.each([
    ['Wilmington', 'north', { lat: 39.7447, lng: -75.5484 }],
    ['Lewes', 'southeast', { lat: 38.7746, lng: -75.1393 }],
    ['Bowers', 'southeast', { lat: 39.0567, lng: -75.3968 }],
    ['Hartly', 'west', { lat: 39.1684, lng: -75.713 }],
    ['Delmar', 'south', { lat: 38.4565, lng: -75.5774 }],
    ['Leipsic', 'north', { lat: 39.2437, lng: -75.5177 }],
    ['Little Creek', 'east', { lat: 39.167, lng: -75.448 }],
    ['Middletown', 'northwest', { lat: 39.4496, lng: -75.7163 }],
  ])('%s lies %s of the showroom', (_name, point, town) => {
    expect(compassPoint(dover, town)).toBe(point);
  });

  it.each([
    [{ lat: 40, lng: -75 }, 0],
    [{ lat: 39, lng: -74 }, 90],
    [{ lat: 38, lng: -75 }, 180],
    [{ lat: 39, lng: -76 }, 270],
  ])('bearing to %o is about %i degrees', (to, degrees) => {
    expect(bearingDegrees({ lat: 39, lng: -75 }, to)).toBeCloseTo(degrees, -1);
  });
});
