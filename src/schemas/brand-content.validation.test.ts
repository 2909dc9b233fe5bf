/**
 * Editor-proof brand, financing and Dover content: the deliberately broken fixtures, all at once, stop
 * `astro sync` (the content step of `npm run build`) and `npm run check:content`, each run naming
 * every file and field.
 */
import { beforeAll, describe, it } from 'vitest';
import { expectReported, runWithMistakes, type BrokenContentFixture, type ProjectCopy } from '../../tests/unit/support/project-copy';

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
    name: 'a series whose title is no catalogue category (its models, price and count come from the catalogue)',
    breakIt: (p) => edit(p, 'content/brands/denago.json', (d) => (d['series'].items[0].title = 'EV Citi')),
    expected: [
      'content/brands/denago.json',
      'field "series.items.0.title": no new Denago vehicle in content/vehicles has "category": "EV Citi"',
      'use one of "EV City", "EV Nomad", "EV Rover"',
    ],
  },
  {
    name: 'the same lineup model twice',
    breakIt: (p) => edit(p, 'content/brands/denago.json', (d) => (d['lineup'].vehicles[1] = d['lineup'].vehicles[0])),
    expected: ['content/brands/denago.json', 'field "lineup.vehicles.1": lists "denago-ev-city" twice: remove one'],
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

describe('brand, financing and Dover content mistakes fail the build, all reported in one run, naming file and field', () => {
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  beforeAll(() => {
    runs = runWithMistakes(fixtures);
  }, 300_000);
  it.each(fixtures)('$name', (fixture) => expectReported(runs, fixture));
});
