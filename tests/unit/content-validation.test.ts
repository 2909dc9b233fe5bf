/**
 * Editor-proof content: all the deliberately broken fixtures at once must stop `astro sync` (the
 * content step of `npm run build`) and `npm run check:content`, each run naming every file and field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject, expectReported, runWithMistakes, type BrokenContentFixture } from './support/project-copy';

type Town = Record<string, unknown> & { id: string };

type Fixture = BrokenContentFixture;

const fixtures: Fixture[] = [
  {
    name: 'a price written as text',
    breakIt: (p) => {
      const v = p.readJson<Record<string, unknown>>('content/vehicles/denago-ev-city.json');
      p.writeJson('content/vehicles/denago-ev-city.json', { ...v, price: '$15,000' });
    },
    expected: ['content/vehicles/denago-ev-city.json', 'field "price"'],
  },
  {
    name: 'a missing field',
    breakIt: (p) => {
      const towns = p.readJson<Town[]>('content/municipalities.json');
      delete towns.find((t) => t.id === 'camden')!['population'];
      p.writeJson('content/municipalities.json', towns);
    },
    expected: ['content/municipalities.json', 'entry "camden"', 'field "population"'],
  },
  {
    name: 'a wrong type (boolean as text)',
    breakIt: (p) => {
      const v = p.readJson<Record<string, unknown>>('content/vehicles/evolution-classic-2-plus.json');
      p.writeJson('content/vehicles/evolution-classic-2-plus.json', { ...v, inStock: 'yes' });
    },
    expected: ['content/vehicles/evolution-classic-2-plus.json', 'field "inStock"'],
  },
  {
    name: 'a town naming an unknown county',
    breakIt: (p) => {
      const towns = p.readJson<Town[]>('content/municipalities.json');
      towns.find((t) => t.id === 'lewes')!['county'] = 'lancaster-county';
      p.writeJson('content/municipalities.json', towns);
    },
    expected: ['content/municipalities.json', 'entry "lewes"', 'field "county"'],
  },
  {
    name: 'a duplicate id',
    breakIt: (p) => {
      const towns = p.readJson<Town[]>('content/municipalities.json');
      towns.push({ ...towns.find((t) => t.id === 'dover')! });
      p.writeJson('content/municipalities.json', towns);
    },
    expected: ['content/municipalities.json', 'duplicate id "dover"'],
  },
  {
    name: 'a duplicate town slug (two towns on one page route)',
    breakIt: (p) => {
      const towns = p.readJson<Town[]>('content/municipalities.json');
      towns.push({ ...towns.find((t) => t.id === 'dover')!, id: 'dover-2', name: 'Dover Two' });
      p.writeJson('content/municipalities.json', towns);
    },
    expected: ['content/municipalities.json', 'entry "dover-2"', 'duplicate town page route "/dover-golf-carts"'],
  },
  {
    name: 'a rental price as text',
    breakIt: (p) => {
      const rentals = p.readJson<{ fleets: { plans: Record<string, unknown>[] }[] }>('content/rentals.json');
      rentals.fleets[0]!.plans[0]!['price'] = '245';
      p.writeJson('content/rentals.json', rentals);
    },
    expected: ['content/rentals.json', 'field "fleets.0.plans.0.price"'],
  },
  {
    name: 'a same-day delivery cut-off that is not a clock time',
    breakIt: (p) => {
      const delivery = p.readJson<{ rental: Record<string, unknown> }>('content/delivery.json');
      delivery.rental['sameDayCutoff'] = '2pm';
      p.writeJson('content/delivery.json', delivery);
    },
    expected: ['content/delivery.json', 'field "rental.sameDayCutoff"', 'must be a time like "2:00 PM"'],
  },
  {
    name: 'malformed JSON',
    breakIt: (p) => p.write('content/site.json', p.read('content/site.json').replace('"brandName"', 'brandName')),
    expected: ['content/site.json:2:3: invalid JSON: a field name must be in double quotes'],
  },
];

describe('content mistakes fail the build, all reported in one run, naming file and field', () => {
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  beforeAll(() => {
    runs = runWithMistakes(fixtures);
  }, 300_000);
  it.each(fixtures)('$name', (fixture) => expectReported(runs, fixture));

  it('the unbroken copy syncs and checks cleanly (the fixtures fail for their own reason)', () => {
    const project = copyProject();
    try {
      const { status, output } = project.astro('sync');
      expect(status, output).toBe(0);
      const check = project.npm('check:content');
      expect(check.status, check.output).toBe(0);
      expect(check.output).toMatch(/Content is valid: \d+ entries in \d+ collections checked in [\d.]+ s\./);
    } finally {
      project.remove();
    }
  });
});
