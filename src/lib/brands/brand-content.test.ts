/**
 * The brand content against the rules of this folder: every model the brand pages link follows the
 * slug rule. (Series figures are computed from the catalogue: src/lib/brands/series.test.ts; the prices
 * the specification states are compared with the catalogue by `npm run check:spec`.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelSlug } from './models';

const read = <T>(path: string) => JSON.parse(readFileSync(new URL(`../../../content/${path}`, import.meta.url), 'utf8')) as T;
const denago = read<{ lineup: { vehicles: string[] } }>('brands/denago.json');
const evolution = read<{ featured: { vehicles: string[] } }>('brands/evolution.json');
const vehicle = (id: string) => read<{ name: string }>(`vehicles/${id}.json`);

const linked = [...denago.lineup.vehicles, ...evolution.featured.vehicles];

describe('every model the brand pages link follows the slug rule (id = model name, lower case, hyphens)', () => {
  it.each([...new Set(linked)])('%s', (id) => {
    expect(modelSlug(vehicle(id).name)).toBe(id);
  });
});
