/**
 * The brand and Dover content against the rules of this folder and the figures of spec section 9:
 * model links follow the spec's slug rule, series show at most three links, and the editorial
 * starting prices and model counts are the ones the spec gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropBrandWord, modelPreview, modelSlug } from './models';

type Series = { title: string; startingPrice: number; vehicles: string[] };
const read = <T>(path: string) => JSON.parse(readFileSync(new URL(`../../../content/${path}`, import.meta.url), 'utf8')) as T;
const denago = read<{ series: { items: Series[] }; lineup: { vehicles: string[] } }>('brands/denago.json');
const evolution = read<{ series: { items: Series[] }; featured: { vehicles: string[] } }>('brands/evolution.json');
const vehicle = (id: string) => read<{ name: string; brand: string; price: number }>(`vehicles/${id}.json`);

const linked = [
  ...denago.series.items.flatMap((s) => s.vehicles),
  ...denago.lineup.vehicles,
  ...evolution.series.items.flatMap((s) => s.vehicles),
  ...evolution.featured.vehicles,
];

describe('every model the brand pages link follows the slug rule (id = model name, lower case, hyphens)', () => {
  it.each([...new Set(linked)])('%s', (id) => {
    expect(modelSlug(vehicle(id).name)).toBe(id);
  });
});

describe('Denago series (spec section 9)', () => {
  it.each([
    ['EV City', 15000],
    ['EV Nomad', 8495],
    ['EV Rover', 9995],
  ])('%s starts at %i', (title, price) => {
    expect(denago.series.items.find((s) => s.title === title)?.startingPrice).toBe(price);
  });
});

describe('Evolution series (spec section 9)', () => {
  it.each([
    ['D5 Ranger', 7695, 4],
    ['D5 Maverick', 7995, 4],
    ['Classic', 6695, 3],
    ['Carrier', 9595, 2],
    ['Forester', 6995, 2],
    ['Turfman', 6795, 3],
    ['D6 Max', 13595, 4],
  ])('%s starts at %i with %i models, at most 3 linked', (title, price, count) => {
    const series = evolution.series.items.find((s) => s.title === title);
    expect(series?.startingPrice).toBe(price);
    expect(series?.vehicles).toHaveLength(count);
    expect(modelPreview(series!.vehicles).shown.length).toBeLessThanOrEqual(3);
  });
});

describe('Evolution featured models (spec section 9) show their catalogue price without the brand word', () => {
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
