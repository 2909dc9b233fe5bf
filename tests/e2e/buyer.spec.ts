/**
 * A Delaware buyer's questions, answered where the buyer looks: which carts are street-legal (the filter,
 * the search, the mark, the guide), what a cart costs out the door, what a used cart has been through, and
 * the inventory search on a phone's first screen. Every figure is read from content/ at test time.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { parseFrontmatter } from '../../src/content-check/frontmatter';
import { outTheDoor } from '../../src/lib/buying/out-the-door';
import { preOwnedRows } from '../../src/lib/inventory/pre-owned';
import { streetLegalGuidePath } from '../../src/lib/routes';
import type { BuyingCosts } from '../../src/schemas/buying-costs';
import { readJson, vehicles } from './support/content';
import { hydrated, usd } from './support/vehicles';

const forSale = vehicles.filter((v) => v.isNew || v.inStock);
const lsvs = forSale.filter((v) => v.streetLegal);
const costs = readJson<BuyingCosts>('content/buying-costs.json');
const cards = (page: Page) => page.locator('main article');
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Available Golf Carts \(\d+\)$/ });

async function expectShown(page: Page, names: string[]) {
  await expect(heading(page)).toHaveText(`Available Golf Carts (${names.length})`);
  expect((await cards(page).locator('h3').allTextContents()).sort()).toEqual([...names].sort());
}

test.describe('street-legal LSVs', () => {
  test.beforeAll(() => {
    expect(lsvs.length, 'the catalogue has street-legal LSVs for sale').toBeGreaterThan(0);
  });

  test('the Street Use filter shows exactly the catalogue’s LSVs, each marked, and links the guide', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    await page.getByLabel('Street Use').selectOption('street-legal');
    await expectShown(
      page,
      lsvs.map((v) => v.name),
    );
    await expect(page).toHaveURL(/\?use=street-legal$/);
    await expect(cards(page).locator('.badge-street-legal')).toHaveCount(lsvs.length);
    await page.getByLabel('Street Use').selectOption('golf-cart');
    await expectShown(
      page,
      forSale.filter((v) => !v.streetLegal).map((v) => v.name),
    );
    await expect(cards(page).locator('.badge-street-legal')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Which carts are street-legal in Delaware?' })).toHaveAttribute(
      'href',
      streetLegalGuidePath,
    );
  });

  for (const q of ['street legal', 'Street-Legal', 'LSV']) {
    test(`searching "${q}" finds them`, async ({ page }) => {
      await page.goto(`/inventory?q=${encodeURIComponent(q)}`);
      await hydrated(page);
      await expectShown(
        page,
        lsvs.map((v) => v.name),
      );
    });
  }

  test('every LSV’s page is marked and links the guide; a golf cart’s says where it may go', async ({ page }) => {
    for (const v of lsvs) {
      await page.goto(`/vehicles/${v.id}`);
      await expect(page.getByTestId('vehicle-summary').locator('.badge-street-legal')).toBeVisible();
      await expect(page.getByTestId('street-legal-note').getByRole('link')).toHaveAttribute('href', streetLegalGuidePath);
    }
    const cart = forSale.find((v) => !v.streetLegal)!;
    await page.goto(`/vehicles/${cart.id}`);
    await expect(page.getByTestId('vehicle-summary').locator('.badge-street-legal')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-summary')).toContainText('Golf cart, private property');
  });

  test('the guide states each fact of its frontmatter with its last-checked date; axe finds nothing', async ({ page }) => {
    const parsed = parseFrontmatter(readFileSync('content/guides/street-legal-golf-carts-delaware.mdx', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const facts = (parsed.data as { facts: { fact: string; lastChecked: string }[] }).facts;
    await page.goto(streetLegalGuidePath);
    await expect(page.locator('h1')).toHaveText((parsed.data as { title: string }).title);
    for (const f of facts) {
      const item = page.locator('li', { hasText: f.fact });
      await expect(item).toHaveCount(1);
      await expect(item.locator('time')).toHaveAttribute('datetime', String(f.lastChecked));
    }
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});

test.describe('the vehicle page', () => {
  test('every cart for sale shows its out-the-door estimate: each line and the total from content', async ({ page }) => {
    for (const v of [lsvs[0]!, forSale.find((x) => !x.streetLegal)!]) {
      await page.goto(`/vehicles/${v.id}`);
      const table = page.getByTestId('out-the-door');
      const estimate = outTheDoor(v, costs);
      await expect(table.locator('tbody tr')).toHaveCount(estimate.lines.length);
      for (const [i, line] of estimate.lines.entries()) {
        await expect(table.locator('tbody tr').nth(i).locator('th')).toContainText(line.label);
        await expect(table.locator('tbody tr').nth(i).locator('td')).toHaveText(usd(line.amount));
      }
      await expect(page.getByTestId('out-the-door-total')).toHaveText(usd(estimate.total));
      await expect(page.locator('#payments')).toContainText(`Financing the ${usd(v.price)} price`);
    }
  });

  test('a used cart’s page shows its condition facts; axe finds nothing', async ({ page }) => {
    const used = vehicles.filter((v) => !v.isNew && v.preOwned);
    expect(used.length, 'the catalogue has a pre-owned cart with condition facts').toBeGreaterThan(0);
    for (const v of used) {
      await page.goto(`/vehicles/${v.id}`);
      const facts = page.getByTestId('condition-facts');
      for (const [label, value] of preOwnedRows(v).filter(([l]) => l !== 'Model year')) {
        await expect(facts.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(value);
      }
    }
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});

test.describe('the home page on a phone (360 x 780)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the first screen shows the inventory search, which lands on the filtered list', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search our carts' });
    await expect(search).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await search.fill('street legal');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/inventory\?q=street\+legal$/);
    await hydrated(page);
    await expectShown(
      page,
      lsvs.map((v) => v.name),
    );
  });
});
