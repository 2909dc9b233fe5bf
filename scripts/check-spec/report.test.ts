import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { textBlocks } from '../../tests/support/page-blocks.ts';
import { specReport, valueAt, type Figures, type Site } from './report.ts';

const car = (name: string, category: string, price: number, isNew = true) => ({ name, brand: 'Evolution', category, price, isNew });

/** A small site: one content file, a catalogue, towns and one built page. */
const site: Site = {
  json: (file) =>
    file === 'content/rentals.json' ? { fleets: [{ id: '4-seater', deposit: 500, plans: [{ id: 'daily', price: 245 }] }] } : undefined,
  catalogue: [car('A 4', 'Ranger', 7695), car('A 6', 'Ranger', 8695), car('Used A 4', 'Ranger', 5000, false)],
  towns: [{ county: 'kent-county', offersRentals: true }, { county: 'kent-county' }, { county: 'sussex-county' }],
  pageBlocks: (path) =>
    path === '/policies/rental-policy'
      ? textBlocks('<main><article><ul><li><strong>Late return:</strong> $25 per hour</li></ul><p>Pets: $75 fee</p></article></main>')
      : undefined,
};

describe('valueAt', () => {
  it.each([
    ['fleets.4-seater.deposit', 500],
    ['fleets.4-seater.plans.daily.price', 245],
    ['fleets.utility.deposit', undefined],
    ['fleets.4-seater.deposit.x', undefined],
  ])('%s is %j', (path, value) => {
    expect(valueAt(site.json('content/rentals.json'), path)).toBe(value);
  });
});

describe('specReport', () => {
  it('reports nothing when the site states every figure', () => {
    const figures: Figures = {
      content: [{ what: 'the daily rental', file: 'content/rentals.json', path: 'fleets.4-seater.plans.daily.price', value: 245 }],
      series: [{ brand: 'Evolution', category: 'Ranger', startingPrice: 7695, modelCount: 2 }],
      towns: [{ county: 'kent-county', towns: 2, rentalTowns: 1 }],
      pages: [{ path: '/policies/rental-policy', figures: [['$25 per hour', 'Late return'], ['$75']] }],
    };
    expect(specReport(figures, site)).toEqual({ checked: 6, differences: [], unchecked: [] });
  });

  it('lists each figure the site differs from, and each one it could not compare', () => {
    const figures: Figures = {
      content: [
        { what: 'the daily rental', file: 'content/rentals.json', path: 'fleets.4-seater.plans.daily.price', value: 250 },
        { what: 'the founding year', file: 'content/site.json', path: 'stats.foundedYear', value: 2010 },
      ],
      series: [
        { brand: 'Evolution', category: 'Ranger', startingPrice: 7000, modelCount: 3 },
        { brand: 'Evolution', category: 'Classic', startingPrice: 6695 },
      ],
      towns: [{ county: 'kent-county', rentalTowns: 18 }],
      pages: [
        {
          path: '/policies/rental-policy',
          figures: [
            ['$30 per hour', 'Late return'],
            ['$25 per hour', 'Smoke odor'],
          ],
        },
        { path: '/policies/storage-policy', figures: [['$125 per month', 'Indoor']] },
      ],
    };
    const report = specReport(figures, site);
    expect(report.differences).toEqual([
      'the daily rental: the specification says 250, content/rentals.json (fleets.4-seater.plans.daily.price) has 245',
      'the founding year: the specification says 2010, content/site.json (stats.foundedYear) has nothing',
      'the Evolution Ranger series: the specification says it starts at 7000, the catalogue at 7695',
      'the Evolution Ranger series: the specification says 3 models, the catalogue has 2',
      'the Evolution Classic series: the specification says it starts at 6695; the catalogue has no new model in it',
      'kent-county towns with a rental page: the specification says 18, content/municipalities.json has 1',
      '/policies/rental-policy: the specification says "$30 per hour" next to "Late return"; the page does not',
      '/policies/rental-policy: the specification says "$25 per hour" next to "Smoke odor"; the page does not',
    ]);
    expect(report.unchecked).toEqual(['/policies/storage-policy: 1 figures (the page is not built: run npm run build)']);
    expect(report.checked).toBe(7);
  });
});

describe('npm run check:spec', () => {
  it('compares the real site with figures.json and exits 0, whatever it finds', () => {
    const run = spawnSync(process.execPath, ['scripts/check-spec.mjs'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^(The site states all \d+ figures|\d+ of \d+ figures differ from the specification:)/);
  });
});
