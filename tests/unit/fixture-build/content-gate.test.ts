/**
 * The gate passes an editor's everyday work and still stops real mistakes.
 * - In the fixture copy (every README everyday edit, built once: fixture-site.ts), every Vitest file that
 *   reads content/ or dist/ passes as it is: no test holds today's prices, counts, ids or placeholders.
 * - In a copy of it, representative mistakes each still fail: the content check names the file, the entry
 *   and the field of each one, and the spelling test names a British spelling written into a town's text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from './fixture-results';
import { copyProject, projectAt, type ProjectCopy } from '../support/project-copy';

const { dir, edits } = await fixtureSite();

/** What a test file that reads the content or the built site says in its source. */
const READS_CONTENT = /content\/|e2e\/support\/content|from '\.\/dist'|contentCatalogue|contentRequestOptions/;
/** Tests that make copies of their own (their Astro runs are proven once, on the real content). */
const MAKES_COPIES = /support\/project-copy/;

/** The Vitest files of the rules, unit, quality and built projects that read content/ or dist/. */
function contentGuards(root: string): string[] {
  return ['src', 'scripts', 'tests/unit']
    .flatMap((folder) => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((f) => join(folder, f)))
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('tests/unit/fixture-build/'))
    .filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return READS_CONTENT.test(source) && !MAKES_COPIES.test(source);
    })
    .sort();
}

describe('the tests that guard the content', () => {
  const files = contentGuards(dir);

  it('are found: the content and built-site checks are among them', () => {
    expect(files).toEqual(expect.arrayContaining(['tests/unit/quality/pages.test.ts', 'tests/unit/quality/spelling.test.ts']));
  });

  it('pass on the edited content and its build', () => {
    const run = projectAt(dir).vitest(['--project', 'rules', '--project', 'unit', '--project', 'quality', '--project', 'built', ...files]);
    expect(run.status, run.output.slice(-6000)).toBe(0);
  }, 600_000);
});

describe('real mistakes still fail', () => {
  let mistakes: ProjectCopy | undefined;
  let check = { status: 0 as number | null, output: '' };
  const town = edits.towns.sales.name;

  beforeAll(() => {
    mistakes = copyProject({ from: dir, withTests: true, linkDist: true });
    const p = mistakes;
    const vehicleFile = `content/vehicles/${edits.price.vehicle}.json`;
    p.write(vehicleFile, p.read(vehicleFile).replace(/"price": \d+/, '"price": "$15,000"'));
    const home = p.readJson<{ featured: { vehicleIds: string[] } }>('content/home.json');
    home.featured.vehicleIds.push('no-such-cart');
    p.writeJson('content/home.json', home);
    const towns = p.readJson<{ name: string; county: string; local?: string }[]>('content/municipalities.json');
    const newTown = towns.find((t) => t.name === town)!;
    newTown.county = 'no-such-county';
    newTown.local = `${newTown.local} Our neighbourhood favourite is the creek.`;
    p.writeJson('content/municipalities.json', towns);
    const photographed = `content/vehicles/${edits.photos.vehicle}.json`;
    const vehicle = p.readJson<{ photos: { src: string; alt: string }[] }>(photographed);
    vehicle.photos[0]!.alt = 'cart';
    p.writeJson(photographed, vehicle);
    check = p.npm('check:content');
  }, 120_000);

  afterAll(() => mistakes?.remove());

  it.each([
    ['a price written as text', `content/vehicles/${edits.price.vehicle}.json`, 'field "price": must be a number of US dollars'],
    ['a list naming a vehicle that does not exist', 'content/home.json', 'unknown vehicle id "no-such-cart"'],
    ['a town in a county that does not exist', 'content/municipalities.json', 'field "county"'],
    ['a photo without a description', `content/vehicles/${edits.photos.vehicle}.json`, 'describe what the photo shows'],
  ])('%s fails the content check, naming the file', (_name, file, message) => {
    expect(check.status).not.toBe(0);
    const line = check.output.split('\n').find((l) => l.startsWith(`Content error in ${file}`) && l.includes(message));
    expect(line, check.output).toBeDefined();
  });

  it('a British spelling in a town text fails the spelling test, naming the word', () => {
    const run = mistakes!.vitest(['--project', 'quality', 'tests/unit/quality/spelling.test.ts']);
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('neighbourhood');
  }, 300_000);
});
