import { describe, expect, it } from 'vitest';
import { parseVehicle, parseVehicleList } from './parse';

const good = {
  id: 'evolution-classic-4-plus',
  name: 'Evolution Classic 4 Plus',
  brand: 'Evolution',
  category: 'Classic',
  price: 6995,
  description: 'A street cart.',
  specifications: { topSpeed: '25 mph', range: '35 miles', seatingCapacity: 4, batteryType: 'x', chargingTime: 'y', payload: 'z' },
  features: ['LED lights'],
  inStock: true,
  isNew: true,
  streetLegal: true,
};

describe('parseVehicle', () => {
  it('claims no street use the answer does not state, and leaves the pre-owned facts to the build (the islands show its lines)', () => {
    const { streetLegal: _, ...without } = good;
    expect(parseVehicle(without)?.streetLegal).toBe(false);
    expect(parseVehicle({ ...good, preOwned: { hours: 12 } })).not.toHaveProperty('preOwned');
  });

  it('keeps a contract record', () => {
    expect(parseVehicle(good)).toEqual({ ...good, externalUrl: undefined, year: undefined });
  });
  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['no id', { ...good, id: '' }],
    ['a brand the dealer does not sell', { ...good, brand: 'Acme' }],
    ['price as text', { ...good, price: '6995' }],
    ['price NaN', { ...good, price: Number.NaN }],
    ['inStock missing', { ...good, inStock: undefined }],
    ['no specifications', { ...good, specifications: undefined }],
    ['seats as text', { ...good, specifications: { ...good.specifications, seatingCapacity: '4' } }],
  ])('rejects %s', (_name, raw) => expect(parseVehicle(raw)).toBeUndefined());

  it.each<[string, unknown, string | undefined]>([
    ['https', 'https://maker.example/model', 'https://maker.example/model'],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['number', 5, undefined],
  ])('externalUrl %s', (_name, externalUrl, expected) => {
    expect(parseVehicle({ ...good, externalUrl })?.externalUrl).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a live status', { status: 'sold' }, { status: 'sold' }],
    ['on hold (the last day is not shown)', { status: 'on-hold', holdUntil: '2026-11-30' }, { status: 'on-hold' }],
    ['available (read from inStock and isNew, which agree with it)', { status: 'available' }, {}],
    ['an unknown status (read from inStock and isNew instead)', { status: 'reserved' }, {}],
  ])('stock: %s', (_name, stock, expected) => {
    const parsed = parseVehicle({ ...good, ...stock });
    expect({ status: parsed?.status, holdUntil: parsed?.holdUntil }).toEqual({ status: undefined, holdUntil: undefined, ...expected });
  });

  it('keeps extra specification keys and drops non-scalar ones', () => {
    const v = parseVehicle({ ...good, specifications: { ...good.specifications, groundClearance: '8 in', bad: { x: 1 } } });
    expect(v?.specifications['groundClearance']).toBe('8 in');
    expect(v?.specifications).not.toHaveProperty('bad');
  });
});

describe('parseVehicleList', () => {
  it.each<[string, unknown, number | undefined]>([
    ['an object', { vehicles: [] }, undefined],
    ['empty', [], 0],
    ['one good one bad', [good, { id: 'x' }], 1],
  ])('%s', (_name, raw, length) => expect(parseVehicleList(raw)?.length).toBe(length));
});
