import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildDelawareMap } from './delaware-map';

const topology = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('us-atlas/counties-10m.json'), 'utf8'));
const counties = [
  { id: 'new-castle-county', fips: '10003' },
  { id: 'kent-county', fips: '10001' },
  { id: 'sussex-county', fips: '10005' },
];
const towns = [
  { id: 'wilmington', coordinates: { lat: 39.7447, lng: -75.5484 } },
  { id: 'dover', coordinates: { lat: 39.1573, lng: -75.5277 } },
  { id: 'lewes', coordinates: { lat: 38.7746, lng: -75.1393 } },
  { id: 'fenwick-island', coordinates: { lat: 38.4623, lng: -75.0513 } },
];
const map = buildDelawareMap(topology, counties, towns, { width: 240, padding: 12, digits: 1 });
const point = (id: string) => map.towns.find((t) => t.id === id)!;

describe('buildDelawareMap', () => {
  it('draws the three counties, each as a non-trivial path', () => {
    expect(map.counties.map((c) => c.id)).toEqual(counties.map((c) => c.id));
    for (const c of map.counties) expect(c.d).toMatch(/^M[\d.,LMZ-]+Z$/);
  });

  it('is tall and narrow like Delaware, within the requested width', () => {
    expect(map.width).toBe(240);
    expect(map.height).toBeGreaterThan(map.width * 2);
    expect(map.height).toBeLessThan(map.width * 3);
  });

  it('keeps the SVG light: rounded coordinates and a few KB of paths', () => {
    const all = map.counties.map((c) => c.d).join('') + map.neighbours;
    expect(all).not.toMatch(/\d\.\d\d/);
    expect(all.length).toBeLessThan(8000);
  });

  it.each([
    ['wilmington', 'north of', 'dover'],
    ['dover', 'north of', 'lewes'],
    ['lewes', 'north of', 'fenwick-island'],
  ])('%s is %s %s', (a, _rel, b) => {
    expect(point(a).y).toBeLessThan(point(b).y);
  });

  it.each(towns.map((t) => t.id))('%s lies inside the frame', (id) => {
    const p = point(id);
    expect(p.x).toBeGreaterThan(0);
    expect(p.x).toBeLessThan(map.width);
    expect(p.y).toBeGreaterThan(0);
    expect(p.y).toBeLessThan(map.height);
  });

  it('puts the coast towns east of Dover', () => {
    expect(point('lewes').x).toBeGreaterThan(point('dover').x);
    expect(point('fenwick-island').x).toBeGreaterThan(point('dover').x);
  });

  it.each([
    [{ id: 'x', fips: '24001' }, /No Delaware county with FIPS "24001"/],
    [{ id: 'y', fips: '10999' }, /No Delaware county with FIPS "10999"/],
  ])('refuses a county that is not in Delaware: %o', (county, message) => {
    expect(() => buildDelawareMap(topology, [county], towns)).toThrow(message);
  });
});
