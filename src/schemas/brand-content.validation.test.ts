/**
 * Editor-proof brand, financing and Dover content: each deliberately broken fixture stops
 * `astro sync` (the content step of `npm run build`) with a message naming the file and the field.
 */
import { describe, it } from 'vitest';
import { expectSyncToFail, type BrokenContentFixture, type ProjectCopy } from '../../tests/unit/support/project-copy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const edit = (p: ProjectCopy, file: string, change: (data: Json) => void) => {
  const data = p.readJson<Json>(file);
  change(data);
  p.writeJson(file, data);
};

const fixtures: BrokenContentFixture[] = [
  {
    name: 'a featured model naming a vehicle that is not in the catalogue',
    breakIt: (p) => edit(p, 'content/brands/evolution.json', (d) => (d['featured'].vehicles[5] = 'evolution-d6-max-xt9')),
    expected: ['content/brands/evolution.json', 'field "featured.vehicles.5"', 'unknown vehicle id "evolution-d6-max-xt9"'],
  },
  {
    name: 'a series "Starting at" price written as text',
    breakIt: (p) => edit(p, 'content/brands/denago.json', (d) => (d['series'].items[0].startingPrice = '$15,000')),
    expected: ['content/brands/denago.json', 'field "series.items.0.startingPrice"'],
  },
  {
    name: 'a Dover service-area town that is not a municipality',
    breakIt: (p) => edit(p, 'content/dover.json', (d) => (d['serviceArea'].towns[3] = 'little-creak')),
    expected: ['content/dover.json', 'field "serviceArea.towns.3"', 'unknown municipality id "little-creak"'],
  },
  {
    name: 'financing small print without "subject to credit approval"',
    breakIt: (p) => edit(p, 'content/financing.json', (d) => (d['footnote'] = 'Rates vary.')),
    expected: ['content/financing.json', 'field "footnote"'],
  },
];

describe('a brand, financing or Dover content mistake fails the build, naming file and field', () => {
  // One `astro sync` at a time (spawnSync blocks), each with room for a busy machine.
  it.each(fixtures)('$name', (fixture) => expectSyncToFail(fixture), 120_000);
});
