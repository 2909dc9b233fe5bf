/**
 * The README's everyday edits (everyday-edits.ts), made on a copy of the project and built once
 * (fixture-site.ts): the content check passes, the site builds, and every figure derived from an edited
 * one follows it. A changed price moves its series' "Starting at" price and a rental plan's savings; a fee
 * a policy shows through a tag changes on the policy and on /rentals; a removed vehicle leaves no link; a
 * sold cart leaves the inventory; new towns get their pages and sitemap entries; a replaced placeholder
 * shows everywhere; drafts stay out of the published site; and a later build that fails leaves the last
 * good dist/ exactly as it was.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from './fixture-results';
import { modelCountLabel } from '../../../src/lib/brands/models';
import { seriesModels, seriesSummary, type CatalogueVehicle } from '../../../src/lib/brands/series';
import { formatUsd } from '../../../src/lib/format/usd';
import { planFigures } from '../../../src/lib/rentals/plans';
import { policyPath, staticRoutes, vehiclePath } from '../../../src/lib/routes';
import { sitemapPaths } from '../../support/built-site';
import { answerFor } from '../../support/served';

const { dir, edits, check, build, failedBuild } = await fixtureSite();
const dist = join(dir, 'dist');
const page = (path: string) => {
  const answer = answerFor(path, dist);
  if (answer.kind !== 'file') throw new Error(`${path} is not built (${answer.kind})`);
  return readFileSync(answer.file, 'utf8');
};
const built = (path: string) => answerFor(path, dist).kind === 'file';
const text = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
const catalogue = (): CatalogueVehicle[] =>
  readdirSync(join(dir, 'content/vehicles'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, 'content/vehicles', f), 'utf8')) as CatalogueVehicle & { draft?: boolean })
    .filter((v) => !v.draft);

/** A series card of a built brand page, as text: "… D5 Ranger Starting at $7,001 4 models …". */
function seriesCard(brandPage: string, id: string): string {
  const html = readFileSync(join(dist, brandPage), 'utf8');
  const start = html.indexOf(`id="series-${id}"`);
  expect(start, `series card ${id} on ${brandPage}`).toBeGreaterThan(-1);
  return text(html.slice(html.lastIndexOf('<article', start), html.indexOf('</article>', start)));
}

describe('the edited content', () => {
  it('passes npm run check:content', () => {
    expect(check.status, check.output).toBe(0);
  });

  it('builds, with its security headers and vehicle data, and leaves no half-built folder', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    expect(existsSync(join(dist, '_headers'))).toBe(true);
    expect(existsSync(join(dist, 'data/vehicles.json'))).toBe(true);
    expect(build.leftover, 'a .build/ folder left behind').toBe(false);
  });
});

describe('prices, and every figure computed from them', () => {
  it.each([
    ['the series whose cheapest model got cheaper', edits.price],
    ['the series a new vehicle joined', edits.added],
    ['the series a removed vehicle left', edits.removed.series],
  ])('%s shows the "Starting at" price and model count of its catalogue', (_name, series) => {
    const summary = seriesSummary(seriesModels(catalogue(), series.brand, series.category))!;
    expect(seriesCard(series.page, series.id)).toContain(
      `Starting at ${formatUsd(summary.startingPrice)} ${modelCountLabel(summary.modelCount)}`,
    );
  });

  it('the cheaper model starts its series, on the brand page and on its own page', () => {
    expect(seriesCard(edits.price.page, edits.price.id)).toContain(`Starting at ${formatUsd(edits.price.newPrice)}`);
    expect(text(page(vehiclePath({ id: edits.price.vehicle })))).toContain(formatUsd(edits.price.newPrice));
  });

  it('every plan of the fleet shows the saving and renewal computed against the new daily price', () => {
    const html = page(staticRoutes.rentals);
    const start = html.indexOf(`data-fleet="${edits.rental.fleet}"`);
    const cards = html.slice(start, html.indexOf('</section>', start)).split('<article').slice(1).map(text);
    const figures = planFigures(edits.rental.plans);
    expect(cards).toHaveLength(figures.length);
    figures.forEach((plan, i) => {
      expect(cards[i]).toContain(formatUsd(plan.price));
      if (plan.savings) expect(cards[i]).toContain(plan.savings);
      expect(cards[i]).toContain(plan.renewal);
    });
  });
});

describe('a fee lives in one place', () => {
  const rentalPolicy = () => text(page(policyPath({ id: 'rental-policy' })));
  const deliveryPolicy = () => text(page(policyPath({ id: 'delivery-policy' })));
  const rentals = () => text(page(staticRoutes.rentals));

  it('the rental policy and /rentals show the new daily price', () => {
    expect(rentalPolicy()).toContain(formatUsd(edits.rental.daily));
    expect(rentals()).toContain(formatUsd(edits.rental.daily));
  });

  it('the rental delivery fee and the rush fee change on both policies that state them, and on /rentals', () => {
    const { feePerMile, freeWithinMiles, rushFee } = edits.rental;
    for (const policy of [rentalPolicy(), deliveryPolicy()]) {
      expect(policy).toContain(`${formatUsd(feePerMile)} for each mile beyond ${freeWithinMiles}`);
      expect(policy).toContain(`${formatUsd(rushFee)} rush fee`);
    }
    expect(rentals()).toMatch(new RegExp(`\\${formatUsd(feePerMile)}(?![\\d,])`));
  });

  it('the sales delivery fee changes on the delivery policy', () => {
    const { feePerMile, freeWithinMiles } = edits.rental.sales;
    expect(deliveryPolicy()).toContain(`${formatUsd(feePerMile)} for each mile beyond ${freeWithinMiles}`);
  });

  it('a fee only a policy states, edited in its text, shows as edited', () => {
    const policy = text(page(policyPath({ id: edits.policyFee.policy })));
    expect(policy).toContain(edits.policyFee.after);
    expect(policy).not.toContain(edits.policyFee.before);
  });
});

describe('vehicles and lists', () => {
  it('a new vehicle gets its page and its own drawing', () => {
    expect(text(page(vehiclePath({ id: edits.added.vehicle })))).toContain(edits.added.name);
    expect(existsSync(join(dist, `images/vehicles/${edits.added.vehicle}.svg`))).toBe(true);
  });

  it('a removed vehicle has no page, and no page or data names it', () => {
    expect(built(vehiclePath({ id: edits.removed.vehicle }))).toBe(false);
    for (const file of [edits.removed.brandPage, 'index.html', 'inventory.html', 'data/vehicles.json'])
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain(edits.removed.vehicle);
  });

  it('a model added to a featured list is linked from its brand page', () => {
    expect(readFileSync(join(dist, edits.list.brandPage), 'utf8')).toContain(`href="${vehiclePath({ id: edits.list.added })}"`);
  });

  it('a sold pre-owned cart leaves the inventory; its page stays, marked sold', () => {
    expect(page(staticRoutes.inventory)).not.toContain(`href="${vehiclePath({ id: edits.sold.vehicle })}"`);
    expect(text(page(vehiclePath({ id: edits.sold.vehicle })))).toMatch(/\bSold\b/);
  });
});

describe('towns', () => {
  it.each([
    ['a town', edits.towns.sales.path, edits.towns.sales.name],
    ['a town with rentals', edits.towns.rental.path, edits.towns.rental.name],
    ['its rental page', edits.towns.rental.rentalPath, edits.towns.rental.name],
  ])('%s gets its page and its sitemap entry', (_name, path, name) => {
    expect(text(page(path))).toContain(name);
    expect(sitemapPaths(dist)).toContain(path);
  });
});

describe('a replaced placeholder', () => {
  it('shows on every page, in its display and its dialled form, and the old number nowhere', () => {
    const home = page('/');
    expect(text(home)).toContain(edits.phone.display);
    expect(home).toContain(`tel:${edits.phone.e164}`);
    for (const path of sitemapPaths(dist)) expect(page(path), path).not.toContain('555-0142');
  });
});

describe('drafts', () => {
  it('have no page and no sitemap entry', () => {
    const listed = sitemapPaths(dist);
    for (const path of [vehiclePath({ id: edits.drafts.vehicle }), edits.drafts.townPath, edits.drafts.policyPath]) {
      expect(built(path), path).toBe(false);
      expect(listed, path).not.toContain(path);
    }
  });

  it('are in no list and no data, and a draft FAQ entry is not shown', () => {
    expect(readFileSync(join(dist, 'data/vehicles.json'), 'utf8')).not.toContain(edits.drafts.vehicle);
    expect(page(staticRoutes.inventory)).not.toContain(edits.drafts.vehicle);
    expect(page('/')).not.toContain(`href="${edits.drafts.townPath}"`);
    expect(page('/')).not.toContain(edits.drafts.faqQuestion);
  });
});

describe('then a build that fails', () => {
  it('fails, naming the field and saying dist/ is unchanged', () => {
    expect(failedBuild.status).not.toBe(0);
    expect(failedBuild.output).toContain(failedBuild.mistakeFile);
    expect(failedBuild.output).toContain('field "price"');
    expect(failedBuild.output).toContain('dist/ is unchanged (the last good build)');
  });

  it('leaves the last good dist/ exactly as it was, and no half-built folder', () => {
    expect(Object.keys(failedBuild.before).length).toBeGreaterThan(0);
    expect(failedBuild.after).toEqual(failedBuild.before);
    expect(existsSync(join(dir, '.build/next'))).toBe(false);
  });
});
