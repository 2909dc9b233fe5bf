import { z } from 'astro/zod';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldIssues } from '../content-check/references';
import {
  countyRef,
  distinct,
  fileBesideEntry,
  municipalityRef,
  policyRef,
  publicFile,
  rentalFleetRef,
  rentalPlanRef,
  seriesCategory,
  vehicleRef,
} from './catalogue-refs';
import type { ContentIndex, ContentRecord } from './content-checks';

const root = mkdtempSync(join(tmpdir(), 'fsgc-refs-'));
mkdirSync(join(root, 'public/images'), { recursive: true });
writeFileSync(join(root, 'public/images/share.jpg'), '');
mkdirSync(join(root, 'content/vehicles/denago-ev-city'), { recursive: true });
writeFileSync(join(root, 'content/vehicles/denago-ev-city/front.jpg'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const vehicle = (id: string, category: string, extra: Record<string, unknown> = {}): ContentRecord => ({
  id,
  data: { brand: 'Evolution', category, isNew: true, ...extra },
});
const records = new Map<string, ContentRecord[]>([
  [
    'vehicles',
    [
      vehicle('evolution-d6-max-xt4', 'D6 Max'),
      vehicle('evolution-classic-4-plus', 'Classic'),
      vehicle('evolution-carrier-6-plus', 'Carrier', { draft: true }),
      vehicle('preowned-2022-evolution-forester-4', 'Forester', { isNew: false }),
    ],
  ],
  [
    'municipalities',
    [
      { id: 'dover', data: {} },
      { id: 'little-creek', data: {} },
    ],
  ],
  [
    'counties',
    [
      { id: 'kent-county', data: {} },
      { id: 'sussex-county', data: {} },
    ],
  ],
  [
    'policies',
    [
      { id: 'rental-policy', data: {} },
      { id: 'terms-conditions', data: { sameAs: 'terms-of-service' } },
    ],
  ],
  [
    'rentals',
    [
      {
        id: 'rentals',
        data: {
          fleets: [
            { id: '4-seater', plans: [{ id: 'daily' }, { id: 'weekly' }] },
            { id: 'utility', plans: [] },
          ],
        },
      },
    ],
  ],
]);
let content: ContentIndex;
const index = (production: boolean, unreadable = new Map<string, 'all' | string[]>()) => {
  content = { root, records, production, unreadable };
};
beforeEach(() => index(true));

/** What the schema says of the value, then what the content check's pass says of what it names. */
const messages = (schema: z.ZodType, value: unknown, file = 'content/home.json') => {
  const result = schema.safeParse(value);
  if (!result.success) return result.error.issues.map((i) => i.message);
  return fieldIssues(schema, value, content, file).map((i) => i.message);
};

describe('references to another collection (one helper for every cross-file id)', () => {
  it.each<[string, z.ZodType, unknown, string[]]>([
    ['a vehicle', vehicleRef, 'evolution-d6-max-xt4', []],
    [
      'a vehicle typo, with the likely id',
      vehicleRef,
      'evolution-d6-max-xt9',
      [
        'unknown vehicle id "evolution-d6-max-xt9": there is no content/vehicles/evolution-d6-max-xt9.json; did you mean "evolution-d6-max-xt4"?',
      ],
    ],
    ['a town', municipalityRef, 'little-creek', []],
    [
      'an unknown town',
      municipalityRef,
      'dover-beach',
      ['unknown municipality id "dover-beach": it must be an "id" in content/municipalities.json'],
    ],
    [
      'a misspelt town, with the likely id',
      municipalityRef,
      'litle-creek',
      ['unknown municipality id "litle-creek": it must be an "id" in content/municipalities.json; did you mean "little-creek"?'],
    ],
    [
      'an unknown county, listing the counties',
      countyRef,
      'lancaster-county',
      ['unknown county id "lancaster-county": it must be an "id" in content/counties.json; use one of kent-county, sussex-county'],
    ],
    ['a policy', policyRef, 'rental-policy', []],
    [
      'a policy that only shows another’s text',
      policyRef,
      'terms-conditions',
      ['policy "terms-conditions": it only shows another policy\'s text ("sameAs: terms-of-service"): name that policy instead'],
    ],
    ['a rental fleet', rentalFleetRef, 'utility', []],
    [
      'an unknown rental fleet',
      rentalFleetRef,
      '8-seater',
      ['unknown rental fleet "8-seater": use one of "4-seater", "utility" (the fleets in content/rentals.json)'],
    ],
    ['a rental plan', rentalPlanRef, { fleet: '4-seater', plan: 'weekly' }, []],
    [
      'an unknown rental plan',
      rentalPlanRef,
      { fleet: '4-seater', plan: 'monthly' },
      ['unknown plan "monthly" for the 4-seater fleet: use one of "daily", "weekly"'],
    ],
  ])('%s', (_name, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('refuses a draft in production and accepts it in the preview', () => {
    expect(messages(vehicleRef, 'evolution-carrier-6-plus')).toEqual([
      'vehicle "evolution-carrier-6-plus" is a draft ("draft": true), so the published site leaves it out: publish it or stop naming it here',
    ]);
    index(false);
    expect(messages(vehicleRef, 'evolution-carrier-6-plus')).toEqual([]);
  });

  it('stays quiet about names in a file that could not be read (that file’s own mistake is reported)', () => {
    index(
      true,
      new Map<string, 'all' | string[]>([
        ['counties', 'all'],
        ['vehicles', ['evolution-d6-max-gt4']],
      ]),
    );
    expect(messages(countyRef, 'lancaster-county')).toEqual([]);
    expect(messages(vehicleRef, 'evolution-d6-max-gt4')).toEqual([]);
    expect(messages(vehicleRef, 'evolution-d6-max-gt9')).toHaveLength(1);
  });
});

describe('seriesCategory', () => {
  it.each([
    ['D6 Max', []],
    ['Classic', []],
    // Only a pre-owned Forester, and a draft Carrier: neither series would show a model.
    [
      'Forester',
      [
        'no new Evolution vehicle in content/vehicles has "category": "Forester", so this series would show no models: use one of "Classic", "D6 Max", or add the vehicles',
      ],
    ],
    [
      'Carrier',
      [
        'no new Evolution vehicle in content/vehicles has "category": "Carrier", so this series would show no models: use one of "Classic", "D6 Max", or add the vehicles',
      ],
    ],
  ])('%s', (title, expected) => {
    expect(messages(seriesCategory('Evolution'), title)).toEqual(expected);
  });
});

describe('publicFile', () => {
  it.each([
    ['/images/share.jpg', []],
    ['/images/missing.jpg', ['there is no file public/images/missing.jpg: add the file or correct the path']],
    ['images/share.jpg', ['must be a site path starting with "/", e.g. "/images/share-default.jpg"']],
  ])('%s', (path, expected) => {
    expect(messages(publicFile, path)).toEqual(expected);
  });
});

describe('fileBesideEntry', () => {
  it.each([
    ['denago-ev-city/front.jpg', []],
    [
      'denago-ev-city/side.jpg',
      [
        'there is no image file "denago-ev-city/side.jpg" (looked for content/vehicles/denago-ev-city/side.jpg): add it or correct the path',
      ],
    ],
  ])('%s', (src, expected) => {
    expect(messages(fileBesideEntry(z.string()), src, 'content/vehicles/denago-ev-city.json')).toEqual(expected);
  });
});

describe('distinct', () => {
  it.each([
    [['a', 'b'], []],
    [[], []],
    [['a', 'b', 'a'], ['lists "a" twice: remove one']],
  ])('%j', (ids, expected) => {
    expect(messages(distinct(z.string()), ids)).toEqual(expected);
  });
});
