/**
 * The brand content against the rules of this folder: every model the brand pages link follows the
 * slug rule, and the featured models show their catalogue prices. (Series figures are computed from
 * the catalogue: src/lib/brands/series.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropBrandWord, modelSlug } from './models';

const read = <T>(path: string) => JSON.parse(readFileSync(new URL(`../../../content/${path}`, import.meta.url), 'utf8')) as T;
const denago = read<{ lineup: { vehicles: string[] } }>('brands/denago.json');
const evolution = read<{ featured: { vehicles: string[] } }>('brands/evolution.json');
const vehicle = (id: string) => read<{ name: string; brand: string; price: number }>(`vehicles/${id}.json`);

const linked = [...denago.lineup.vehicles, ...evolution.featured.vehicles];

describe('every model the brand pages link follows the slug rule (id = model name, lower case, hyphens)', () => {
  it.each([...new Set(linked)])('%s', (id) => {
    expect(modelSlug(vehicle(id).name)).toBe(id);
  });
});

describe('Evolution featured models show their catalogue price without the brand word', () => {
  it.each([
    ['D5 Ranger 4 Plus', 9595],
    ['D5 Ranger 6 Plus', 11595],
    ['D5 Maverick 4 Plus', 9995],
    ['Classic 4 Plus', 6995],
    ['Carrier 6 Plus', 9595],
    ['D6 Max XT4', 15595],
  ])('%s at %i', (name, price) => {
    const match = evolution.featured.vehicles.map(vehicle).find((v) => dropBrandWord(v.name, v.brand) === name);
    expect(match?.price).toBe(price);
  });
});
