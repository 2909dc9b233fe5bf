import { describe, expect, it } from 'vitest';
import { specLabel, specValue, specificationRows } from './specifications';

describe('specLabel', () => {
  it.each([
    ['topSpeed', 'Top Speed'],
    ['range', 'Range'],
    ['seatingCapacity', 'Seating Capacity'],
    ['batteryType', 'Battery Type'],
    ['chargingTime', 'Charging Time'],
    ['payload', 'Payload'],
    ['groundClearance', 'Ground Clearance'],
    ['towing_capacity', 'Towing Capacity'],
    ['motor-power', 'Motor Power'],
    ['wheelSize12In', 'Wheel Size12 In'],
  ])('%s -> %s', (key, label) => expect(specLabel(key)).toBe(label));
});

describe('specValue', () => {
  it.each<[string, string | number, string]>([
    ['seatingCapacity', 4, '4 passengers'],
    ['seatingCapacity', 1, '1 passenger'],
    ['topSpeed', '25 mph', '25 mph'],
    ['doors', 2, '2'],
  ])('%s %s -> %s', (key, value, text) => expect(specValue(key, value)).toBe(text));
});

describe('specificationRows lists every key', () => {
  it('known keys in order, extra keys after, empty values dropped', () => {
    const rows = specificationRows({ payload: '500 lbs', motor: '5 kW', topSpeed: '25 mph', seatingCapacity: 2, note: '' });
    expect(rows.map((r) => r.key)).toEqual(['topSpeed', 'seatingCapacity', 'payload', 'motor']);
    expect(rows.map((r) => r.label)).toEqual(['Top Speed', 'Seating Capacity', 'Payload', 'Motor']);
  });
});
