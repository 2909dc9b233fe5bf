/**
 * An editor's edits, built for real in a copy of the project with `npm run build`:
 * - a catalogue price and a rental price change, and every figure derived from them follows (series
 *   "Starting at" prices and model counts, rental savings and per-day renewals);
 * - a featured vehicle removed together with the places that name it builds;
 * - drafts (a vehicle, a town, a policy, an FAQ entry) stay out of the published site and its sitemap;
 * - a figure typed into page copy that contradicts content (a customer figure of its own) is caught by the
 *   fact check over the copy's built site, naming the page and both values (the check runs on this build so
 *   the project builds only once for every planted edit);
 * - a later build that fails leaves that last good dist/ exactly as it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCountLabel } from '../../src/lib/brands/models';
import { seriesModels, seriesSummary, type CatalogueVehicle } from '../../src/lib/brands/series';
import { formatUsd } from '../../src/lib/format/usd';
import { planFigures } from '../../src/lib/rentals/plans';
import { describeProblem, factProblems } from '../../src/lib/facts/fact-check';
import { builtPages } from '../support/built-site.ts';
import { contentFacts } from './quality/facts';
import { readableText, structuredData } from './quality/readable-text';
import { copyProject, type ProjectCopy } from './support/project-copy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REMOVED = 'evolution-d6-max-xt4';
const DRAFT = {
  vehicle: 'denago-ev-metro',
  town: 'south-bethany',
  policy: 'diversity-policy',
  policyFile: 'content/policies/diversity-policy.mdx',
  faq: 'range',
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The customer figure planted in the home page's copy: any figure but content's. */
const PLANTED_CUSTOMERS = 427;

/** The series card of a built brand page, as text: "… D5 Ranger Starting at $7,001 4 models …". */
function seriesCard(html: string, id: string): string {
  const start = html.indexOf(`id="series-${id}"`);
  expect(start, `series card ${id}`).toBeGreaterThan(-1);
  return text(html.slice(html.lastIndexOf('<article', start), html.indexOf('</article>', start)));
}

/** The plan cards of one fleet on the built /rentals, as text in page order. */
function planCards(html: string, fleet: string): string[] {
  const section = html.slice(html.indexOf(`data-fleet="${fleet}"`), html.indexOf('</section>', html.indexOf(`data-fleet="${fleet}"`)));
  return section
    .split('<article')
    .slice(1)
    .map((card) => text(card));
}

describe('an edited catalogue and rental price, and a removed featured vehicle, build', () => {
  let project: ProjectCopy | undefined;
  let build: { status: number | null; output: string };
  let catalogue: CatalogueVehicle[] = [];
  let sixSeater: Json[] = [];
  let draftQuestion = '';
  const newPrice = 7001;

  beforeAll(() => {
    project = copyProject();
    const p = project;
    // A price below the D5 Ranger series' current lowest: the series now starts there.
    const ranger = p.readJson<Json>('content/vehicles/evolution-d5-ranger-4.json');
    p.writeJson('content/vehicles/evolution-d5-ranger-4.json', { ...ranger, price: newPrice });
    // A dearer 6-seater day: every other 6-seater plan saves more against it.
    const rentals = p.readJson<Json>('content/rentals.json');
    const fleet = rentals['fleets'].find((f: Json) => f.id === '6-seater');
    fleet.plans.find((plan: Json) => plan.id === 'daily').price = 320;
    sixSeater = fleet.plans;
    p.writeJson('content/rentals.json', rentals);
    // A featured vehicle removed with the two lists that name it.
    p.delete(`content/vehicles/${REMOVED}.json`);
    const evolution = p.readJson<Json>('content/brands/evolution.json');
    evolution['featured'].vehicles = evolution['featured'].vehicles.filter((id: string) => id !== REMOVED);
    p.writeJson('content/brands/evolution.json', evolution);
    const home = p.readJson<Json>('content/home.json');
    home['featured'].vehicleIds = home['featured'].vehicleIds.filter((id: string) => id !== REMOVED);
    // A planted mistake for the fact check: a customer figure typed into the home page's copy.
    home['about'].text = `${home['about'].text} ${PLANTED_CUSTOMERS} happy customers and counting.`;
    p.writeJson('content/home.json', home);

    // Drafts of each kind: a new vehicle, a town, a policy and an FAQ entry.
    const city = p.readJson<Json>('content/vehicles/denago-ev-city.json');
    p.writeJson(`content/vehicles/${DRAFT.vehicle}.json`, { ...city, name: 'Denago EV Metro', draft: true });
    const towns = p.readJson<Json[]>('content/municipalities.json');
    p.writeJson(
      'content/municipalities.json',
      towns.map((town) => (town.id === DRAFT.town ? { ...town, draft: true } : town)),
    );
    p.write(DRAFT.policyFile, p.read(DRAFT.policyFile).replace(/^---\n/, '---\ndraft: true\n'));
    const faq = p.readJson<Json[]>('content/faq.json');
    p.writeJson(
      'content/faq.json',
      faq.map((entry) => (entry.id === DRAFT.faq ? { ...entry, draft: true } : entry)),
    );
    draftQuestion = faq.find((entry) => entry.id === DRAFT.faq)!['question'];

    catalogue = ['evolution-d5-ranger-4', 'evolution-d5-ranger-4-plus', 'evolution-d5-ranger-6', 'evolution-d5-ranger-6-plus']
      .concat(['evolution-d6-max-gt4', 'evolution-d6-max-gt6', 'evolution-d6-max-xt6'])
      .map((id) => ({ id, ...p.readJson<CatalogueVehicle>(`content/vehicles/${id}.json`) }));
    build = p.npm('build');
  }, 300_000);

  afterAll(() => project?.remove());

  const page = (file: string) => readFileSync(join(project!.dir, 'dist', file), 'utf8');

  it('builds, with its security headers and vehicle data', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    expect(project!.exists('dist/_headers')).toBe(true);
    expect(project!.exists('.build')).toBe(false);
  });

  it('the D5 Ranger series starts at the new price, computed from the catalogue', () => {
    const summary = seriesSummary(seriesModels(catalogue, 'Evolution', 'D5 Ranger'))!;
    expect(summary).toEqual({ startingPrice: newPrice, modelCount: 4 });
    const card = seriesCard(page('evolution.html'), 'd5-ranger');
    expect(card).toContain(`Starting at ${formatUsd(newPrice)} ${modelCountLabel(4)}`);
  });

  it('the D6 Max series counts one model fewer, and no page links the removed vehicle', () => {
    expect(seriesCard(page('evolution.html'), 'd6-max')).toContain(`Starting at ${formatUsd(13595)} ${modelCountLabel(3)}`);
    expect(project!.exists(`dist/vehicles/${REMOVED}.html`)).toBe(false);
    for (const file of ['evolution.html', 'index.html', 'inventory.html', 'data/vehicles.json']) expect(page(file)).not.toContain(REMOVED);
    expect(page('evolution.html').match(/class="model-card/g)).toHaveLength(5);
  });

  it('leaves drafts out: no page, no sitemap entry, no list or data entry, no FAQ entry', () => {
    for (const file of [`vehicles/${DRAFT.vehicle}.html`, `${DRAFT.town}-golf-carts.html`, `${DRAFT.policy}.html`])
      expect(project!.exists(`dist/${file}`), file).toBe(false);
    // The copy builds the rest: the same kinds of page are there.
    for (const file of ['vehicles/denago-ev-city.html', 'bethany-beach-golf-carts.html', 'privacy-policy.html'])
      expect(project!.exists(`dist/${file}`), file).toBe(true);
    const sitemap = page('sitemap-0.xml');
    for (const path of [DRAFT.vehicle, `/${DRAFT.town}-golf-carts<`, `/${DRAFT.policy}<`]) expect(sitemap).not.toContain(path);
    expect(page('data/vehicles.json')).not.toContain(DRAFT.vehicle);
    expect(page('inventory.html')).not.toContain(DRAFT.vehicle);
    expect(page('index.html')).not.toContain(`/${DRAFT.town}-golf-carts"`);
    expect(page('index.html')).not.toContain(draftQuestion);
  });

  it('every 6-seater plan shows the saving and renewal computed against the new daily price', () => {
    const cards = planCards(page('rentals.html'), '6-seater');
    const figures = planFigures(sixSeater as { price: number; duration: string }[]);
    expect(cards).toHaveLength(figures.length);
    figures.forEach((plan, i) => {
      if (plan.savings) expect(cards[i]).toContain(plan.savings);
      expect(cards[i]).toContain(plan.renewal);
    });
    // 735 for 3 days against 320 a day: 1 - 735/960 = 23.4%, no longer the published 16.9%.
    expect(cards[1]).toContain('Save 23.4%');
  });

  it('the fact check catches the figure planted in the home page’s copy, naming the page and both values', () => {
    const dist = join(project!.dir, 'dist');
    const facts = contentFacts(project!.dir);
    const problems = builtPages(dist).flatMap((page) => {
      const source = readFileSync(page.file, 'utf8');
      return factProblems({ path: page.path, text: readableText(source), jsonLd: structuredData(source) }, facts).map(describeProblem);
    });
    expect(problems).toEqual([
      `/: customer figure: the page says "${PLANTED_CUSTOMERS} happy customers"; content says ${facts.customers.toLocaleString('en-US')}+`,
    ]);
  });

  describe('then a build that fails', () => {
    let before: Record<string, string> = {};
    let failed: { status: number | null; output: string };

    beforeAll(() => {
      before = Object.fromEntries(['index.html', 'evolution.html', '_headers'].map((f) => [f, page(f)]));
      const city = project!.readJson<Json>('content/vehicles/denago-ev-city.json');
      project!.writeJson('content/vehicles/denago-ev-city.json', { ...city, price: '$15,000' });
      failed = project!.npm('build');
    }, 300_000);

    it('fails, saying so', () => {
      expect(failed.status).not.toBe(0);
      expect(failed.output).toContain('field "price"');
      expect(failed.output).toContain('dist/ is unchanged (the last good build)');
    });

    it('leaves the last good dist/ as it was, and no half-built folder', () => {
      for (const [file, html] of Object.entries(before)) expect(page(file), file).toBe(html);
      expect(project!.exists('.build/next')).toBe(false);
    });
  });
});
