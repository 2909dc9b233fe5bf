import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vehicleFingerprint } from './fingerprint';
import { apiRecord } from './catalogue-body';
import { parseVehicle } from './parse';
import { vehicle, type Vehicle } from '../../schemas/vehicle';

const base: Vehicle = {
  id: 'test-cart',
  name: 'Test Cart',
  brand: 'Denago',
  category: 'EV City',
  price: 15000,
  description: 'A cart for tests.',
  specifications: {
    topSpeed: '25 mph',
    range: '40 miles',
    seatingCapacity: 2,
    batteryType: '72V Lithium',
    chargingTime: '6-8 hours',
    payload: '500 lbs',
  },
  features: ['LED lights', 'Disc brakes'],
  inStock: true,
  isNew: true,
  streetLegal: true,
};

const withSpecs = (specifications: Record<string, string | number | undefined>): Vehicle => ({
  ...base,
  specifications: specifications as Vehicle['specifications'],
});

describe('vehicleFingerprint', () => {
  it('is short and made of base-36 digits', () => {
    expect(vehicleFingerprint(base)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('is the same for the same record, every time', () => {
    expect(vehicleFingerprint(base)).toBe(vehicleFingerprint(structuredClone(base)));
  });

  // What the page shows changes: the fingerprint must change, or fresh data would never show.
  it.each<[string, Vehicle]>([
    ['price', { ...base, price: 15500 }],
    ['name', { ...base, name: 'Test Cart II' }],
    ['brand', { ...base, brand: 'Evolution' }],
    ['category', { ...base, category: 'Classic' }],
    ['description', { ...base, description: 'A different text.' }],
    ['externalUrl added', { ...base, externalUrl: 'https://maker.example/spec-sheet' }],
    ['year', { ...base, year: 2021 }],
    ['isNew (badge and condition)', { ...base, isNew: false }],
    ['inStock (badge)', { ...base, inStock: false }],
    ['streetLegal (mark and street use)', { ...base, streetLegal: false }],
    ['a feature', { ...base, features: ['LED lights', 'Drum brakes'] }],
    ['feature order', { ...base, features: ['Disc brakes', 'LED lights'] }],
    ['a feature more', { ...base, features: [...base.features, 'Horn'] }],
    ['a spec value', withSpecs({ ...base.specifications, range: '50 miles' })],
    ['seating capacity', withSpecs({ ...base.specifications, seatingCapacity: 4 })],
    ['a spec key added', withSpecs({ ...base.specifications, driveType: 'All-wheel drive' })],
    ['a spec key removed', withSpecs({ ...base.specifications, payload: '' })],
    ['the order of extra spec keys', withSpecs({ ...base.specifications, wheels: '12 in', color: 'Red' })],
    ['a live status: on hold', { ...base, status: 'on-hold', holdUntil: '2026-11-27' }],

    ['a live status: sold', { ...base, status: 'sold' }],
  ])('changes with %s', (_, changed) => {
    expect(vehicleFingerprint(changed)).not.toBe(vehicleFingerprint(base));
  });

  it("ignores a hold's last day (the pages do not show it)", () => {
    const held: Vehicle = { ...base, status: 'on-hold', holdUntil: '2026-11-27' };
    expect(vehicleFingerprint({ ...held, holdUntil: '2026-11-28' })).toBe(vehicleFingerprint(held));
  });

  // What the page does not show may differ: the built page is still right, nothing to redraw.
  it.each<[string, Vehicle]>([
    ['the id (the page is the id)', { ...base, id: 'other-id' }],
    ['a status the build fields already say', { ...base, status: 'available' }],
    [
      'the order of the known spec keys',
      withSpecs({
        payload: '500 lbs',
        seatingCapacity: 2,
        topSpeed: '25 mph',
        chargingTime: '6-8 hours',
        range: '40 miles',
        batteryType: '72V Lithium',
      }),
    ],
  ])('ignores %s', (_, same) => {
    expect(vehicleFingerprint(same)).toBe(vehicleFingerprint(base));
  });

  // The build fingerprints the content record; the browser fingerprints the API's JSON after
  // parseVehicle. For an unchanged catalogue both must agree, or every page would redraw itself.
  const catalogue = readdirSync('content/vehicles')
    .filter((f) => f.endsWith('.json'))
    .map((f): Vehicle => ({ id: f.replace(/\.json$/, ''), ...vehicle.parse(JSON.parse(readFileSync(`content/vehicles/${f}`, 'utf8'))) }));

  it.each(catalogue.map((v) => [v.id, v] as const))('%s: the API copy has the fingerprint of the built one', (_, v) => {
    expect(vehicleFingerprint(parseVehicle(JSON.parse(JSON.stringify(apiRecord(v))))!)).toBe(vehicleFingerprint(v));
  });

  it('gives every catalogue vehicle its own fingerprint', () => {
    expect(new Set(catalogue.map(vehicleFingerprint)).size).toBe(catalogue.length);
  });
});
