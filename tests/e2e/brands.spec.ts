/**
 * /denago and /evolution: every text, price and link checked against content/brands/*.json and the
 * vehicle catalogue (never against copies typed into the test).
 */
import { expect, test, type Page } from '@playwright/test';
import { dropBrandWord, modelCountLabel, modelPreview, moreModelsLabel } from '../../src/lib/brands/models';
import { seriesModels, seriesSummary } from '../../src/lib/brands/series';
import { contactRequestHref } from '../../src/lib/contact/request-link';
import { formatUsd } from '../../src/lib/format/usd';
import { brandInventoryPath } from '../../src/lib/inventory/brand-inventory';
import { staticRoutes, telHref, vehiclePath } from '../../src/lib/routes';
import type { Denago, Evolution } from '../../src/content';
import { denago, evolution, monthlyText, site, vehicles } from './support/content';

const vehicle = (id: string) => vehicles.find((v) => v.id === id)!;

/** Every request the page makes, so a test can prove it never asks the vehicles API. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

async function expectZeroJavaScript(page: Page) {
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
}

async function expectSeriesCards(page: Page, brand: Denago | Evolution, brandName: string) {
  const cards = page.locator('.series-card');
  await expect(cards).toHaveCount(brand.series.items.length);
  for (const [i, series] of brand.series.items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(series.title);
    // The series' figures follow the catalogue: its brand's new vehicles of the series' category.
    const models = seriesModels(vehicles, brandName, series.title);
    const summary = seriesSummary(models)!;
    await expect(card.locator('.series-price')).toHaveText(formatUsd(summary.startingPrice));
    await expect(card).toContainText('Starting at');
    await expect(card.locator('.series-count')).toHaveText(modelCountLabel(summary.modelCount));
    const { shown, more } = modelPreview(models.map((m) => m.id));
    const links = card.locator('.series-models a');
    await expect(links).toHaveCount(shown.length);
    expect(shown.length).toBeLessThanOrEqual(3);
    for (const [j, id] of shown.entries()) {
      await expect(links.nth(j)).toHaveAttribute('href', vehiclePath({ id }));
      await expect(links.nth(j)).toHaveText(dropBrandWord(vehicle(id).name, brandName));
    }
    const note = moreModelsLabel(more);
    if (note) await expect(card.locator('.series-more')).toHaveText(note);
    else await expect(card.locator('.series-more')).toHaveCount(0);
  }
}

async function expectModelCards(page: Page, section: string, ids: string[], shortNames: boolean) {
  const cards = page.locator(`${section} .model-card`);
  await expect(cards).toHaveCount(ids.length);
  for (const [i, id] of ids.entries()) {
    const v = vehicle(id);
    const card = cards.nth(i);
    await expect(card.locator('.model-name')).toHaveText(shortNames ? dropBrandWord(v.name, v.brand) : v.name);
    // A card naming a catalogue vehicle shows the catalogue price.
    await expect(card.locator('.model-price')).toHaveText(formatUsd(v.price));
    await expect(card.getByTestId('monthly-from')).toHaveText(monthlyText(v));
    await expect(card.locator('.badge-pre-owned')).toHaveCount(v.isNew ? 0 : 1);
    await expect(card.locator('dd').first()).toHaveText(String(v.specifications.seatingCapacity));
    await expect(card).toContainText(v.specifications.range);
    await expect(card).toContainText(v.specifications.topSpeed);
    await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', vehiclePath({ id }));
    await expect(card.getByRole('link', { name: /^Get Quote/ })).toHaveAttribute(
      'href',
      `/contact?request=quote&vehicle=${id}#contact-form`,
    );
  }
}

test.describe('/denago', () => {
  test('hero, features, series cards, lineup and calls to action', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(staticRoutes.denago);
    await expect(page.locator('h1')).toHaveText(denago.hero.title);
    await expect(page.locator('#features li')).toHaveCount(denago.features.items.length);
    for (const f of denago.features.items) await expect(page.locator('#features')).toContainText(f.title);

    await expectSeriesCards(page, denago, 'Denago');
    await expectModelCards(page, '#lineup', denago.lineup.vehicles, false);

    for (const name of ['Compare All Models', 'Schedule Test Drive']) {
      const links = page.getByRole('link', { name, exact: true });
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toBe(name === 'Compare All Models' ? brandInventoryPath('Denago') : contactRequestHref({ request: 'test-drive' }));
      }
    }
    await expectZeroJavaScript(page);
    expect(requests.filter((p) => p.startsWith('/api/'))).toEqual([]);
  });
});

test.describe('a brand page’s way into the inventory', () => {
  for (const [path, brand, label] of [
    [staticRoutes.denago, 'Denago', 'Compare All Models'],
    [staticRoutes.evolution, 'Evolution', 'View EVOLUTION Models'],
  ] as const) {
    for (const width of [360, 1280]) {
      test(`${label} on ${path} at ${width} px opens the inventory filtered to ${brand}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('link', { name: label, exact: true }).first().click();
        await expect(page).toHaveURL(brandInventoryPath(brand));
        await expect(page.getByLabel('Brand')).toHaveValue(brand.toLowerCase());
        const listed = vehicles.filter((v) => v.brand === brand && (v.isNew || v.inStock));
        await expect(page.getByRole('heading', { level: 2, name: `Available Golf Carts (${listed.length})` })).toBeVisible();
        await expect(page.locator('main article')).toHaveCount(listed.length);
        expect((await page.locator('main article h3').allTextContents()).sort()).toEqual(listed.map((v) => v.name).sort());
      });
    }
  }
});

test.describe('/evolution', () => {
  test('hero with call button, checklist, series, every featured model, why-choose and calls to action', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(staticRoutes.evolution);
    await expect(page.locator('h1')).toHaveText(evolution.hero.title);
    await expect(page.locator('.hero').getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', telHref(site.phone.e164));

    await expect(page.locator('.quality-checklist li')).toHaveText(evolution.intro.checklist);
    await expectSeriesCards(page, evolution, 'Evolution');

    await expect(page.locator('#featured')).toContainText(`all ${evolution.featured.vehicles.length}`);
    await expectModelCards(page, '#featured', evolution.featured.vehicles, true);
    await expect(page.locator('#featured .model-name').first()).not.toContainText('Evolution');

    await expect(page.locator('#why li')).toHaveCount(evolution.whyChoose.items.length);
    for (const w of evolution.whyChoose.items) await expect(page.locator('#why')).toContainText(w.title);

    const modelsLinks = page.getByRole('link', { name: 'View EVOLUTION Models', exact: true });
    expect(await modelsLinks.count()).toBeGreaterThan(0);
    for (const href of await modelsLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toBe(brandInventoryPath('Evolution'));
    await expect(page.locator('#cta').getByRole('link', { name: 'Get Quote', exact: true })).toHaveAttribute(
      'href',
      contactRequestHref({ request: 'quote' }),
    );
    await expect(page.locator('#cta').getByRole('link', { name: 'Schedule Test Drive', exact: true })).toHaveAttribute(
      'href',
      contactRequestHref({ request: 'test-drive' }),
    );
    await expectZeroJavaScript(page);
    expect(requests.filter((p) => p.startsWith('/api/'))).toEqual([]);
  });

  const columns = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);

  for (const [width, series, featured] of [
    [360, 1, 1],
    [800, 3, 2],
    [1280, 4, 3],
  ] as const) {
    test(`at ${width} px the series grid has ${series} and the featured grid ${featured} columns`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(staticRoutes.evolution);
      expect(await columns(page, '#series .series-grid')).toBe(series);
      expect(await columns(page, '#featured .model-grid')).toBe(featured);
    });
  }
});
