/**
 * /inventory: the pre-rendered catalogue (JavaScript off), the filter island and its URL state,
 * and the background refresh from GET /api/vehicles (mocked: success, failure, slow, cached).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/schemas/vehicle';
import { site, vehicles } from './support/content';
import { hydrated, mockApi, usd } from './support/vehicles';

const API = '**/api/vehicles';
const total = vehicles.length;
const cards = (page: Page) => page.locator('main article');
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Available Golf Carts \(\d+\)$/ });

async function expectShown(page: Page, expected: Vehicle[]) {
  await expect(heading(page)).toHaveText(`Available Golf Carts (${expected.length})`);
  await expect(cards(page)).toHaveCount(expected.length);
  const names = await cards(page).locator('h3').allTextContents();
  expect([...names].sort()).toEqual(expected.map((v) => v.name).sort());
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole catalogue is in the HTML with the card fields', async ({ page }) => {
    const response = await page.goto('/inventory');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectShown(page, vehicles);
    for (const v of vehicles) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: v.name, exact: true }) });
      await expect(card).toContainText(v.description);
      await expect(card).toContainText(usd(v.price));
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/vehicles/${v.id}`);
      await expect(card.getByText('NEW', { exact: true })).toHaveCount(v.isNew ? 1 : 0);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('src', v.images[0]!);
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });

  test('filters that need JavaScript are hidden; the closing banner calls and links to contact', async ({ page }) => {
    await page.goto('/inventory?brand=denago');
    await expect(page.getByRole('search')).toBeHidden();
    await expectShown(page, vehicles);
    await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
    await expect(page.locator(`main a[href="tel:${site.phone.e164}"]`).last()).toBeVisible();
  });

  test('every vehicle illustration exists', async ({ request }) => {
    for (const v of vehicles) {
      const res = await request.get(v.images[0]!);
      expect(res.status(), v.images[0]).toBe(200);
      expect(res.headers()['content-type']).toContain('svg');
    }
  });
});

test.describe('filters', () => {
  test.beforeEach(async ({ page }) => {
    await mockApi(page, API, {});
  });

  test('each control filters on the client, combined with AND, and the URL follows', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    const brand = page.getByLabel('Brand');
    const category = page.getByLabel('Category');
    const price = page.getByLabel('Price Range');
    const search = page.getByLabel('Search');

    await brand.selectOption('denago');
    await expectShown(
      page,
      vehicles.filter((v) => v.brand.toLowerCase() === 'denago'),
    );
    await expect(page).toHaveURL(/\/inventory\?brand=denago$/);

    await brand.selectOption('evolution');
    await category.selectOption('ranger');
    const rangers = vehicles.filter((v) => v.brand.toLowerCase() === 'evolution' && v.category.toLowerCase().includes('ranger'));
    expect(rangers.length).toBeGreaterThan(0);
    await expectShown(page, rangers);

    await price.selectOption('under-15000');
    await expectShown(
      page,
      rangers.filter((v) => v.price < 15000),
    );
    await expect(page).toHaveURL(/\?brand=evolution&category=ranger&price=under-15000$/);

    await brand.selectOption('all');
    await category.selectOption('all');
    await price.selectOption('15000-25000');
    await expectShown(
      page,
      vehicles.filter((v) => v.price >= 15000 && v.price <= 25000),
    );

    await price.selectOption('all');
    const term = vehicles[0]!.name.split(' ').at(-1)!.toUpperCase();
    await search.fill(term);
    await expectShown(
      page,
      vehicles.filter((v) => `${v.name}\n${v.description}`.toLowerCase().includes(term.toLowerCase())),
    );
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(term)}$`));
  });

  test.describe('every category term matches at least one vehicle', () => {
    for (const term of ['ranger', 'maverick', 'forester', 'turfman', 'rover']) {
      test(term, async ({ page }) => {
        const expected = vehicles.filter((v) => v.category.toLowerCase().includes(term));
        expect(expected.length).toBeGreaterThan(0);
        await page.goto(`/inventory?category=${term}`);
        await hydrated(page);
        await expectShown(page, expected);
      });
    }
  });

  test('a shared filtered link is honoured on load', async ({ page }) => {
    await page.goto('/inventory?brand=Evolution&category=maverick&q=street');
    await hydrated(page);
    await expect(page.getByLabel('Brand')).toHaveValue('evolution');
    await expect(page.getByLabel('Category')).toHaveValue('maverick');
    await expect(page.getByLabel('Search')).toHaveValue('street');
    await expectShown(
      page,
      vehicles.filter(
        (v) =>
          v.brand === 'Evolution' &&
          v.category.toLowerCase().includes('maverick') &&
          `${v.name} ${v.description}`.toLowerCase().includes('street'),
      ),
    );
  });

  test('Back and Forward move through filter states', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    await page.getByLabel('Brand').selectOption('denago');
    await page.getByLabel('Category').selectOption('rover');
    const denago = vehicles.filter((v) => v.brand === 'Denago');
    const rovers = denago.filter((v) => v.category.toLowerCase().includes('rover'));
    await expectShown(page, rovers);

    await page.goBack();
    await expect(page).toHaveURL(/\?brand=denago$/);
    await expect(page.getByLabel('Category')).toHaveValue('all');
    await expectShown(page, denago);

    await page.goBack();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Brand')).toHaveValue('all');
    await expectShown(page, vehicles);

    await page.goForward();
    await page.goForward();
    await expect(page.getByLabel('Category')).toHaveValue('rover');
    await expectShown(page, rovers);
  });

  test('typing makes one history entry, not one per key', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    await page.getByLabel('Search').pressSequentially('nomad');
    await expect(page).toHaveURL(/\?q=nomad$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
  });

  test('no match: empty state texts, and Clear All Filters resets everything', async ({ page }) => {
    await page.goto('/inventory?brand=denago&category=turfman&price=over-25000');
    await hydrated(page);
    await expect(cards(page)).toHaveCount(0);
    await expect(heading(page)).toHaveText('Available Golf Carts (0)');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total} total vehicles`)).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expectShown(page, vehicles);
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    for (const label of ['Brand', 'Category', 'Price Range']) await expect(page.getByLabel(label)).toHaveValue('all');
  });
});

test.describe('the built grid stays static HTML', () => {
  const staticCards = (page: Page) => page.locator('main astro-slot article');

  test('an API answer equal to the build keeps the static grid; filters swap in the island grid and Clear brings it back', async ({
    page,
  }) => {
    const calls = await mockApi(page, API, {});
    await page.goto('/inventory');
    await hydrated(page);
    await expect.poll(() => calls.length).toBe(1);
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} vehicles`);
    await expect(staticCards(page)).toHaveCount(total);

    await page.getByLabel('Brand').selectOption('denago');
    await expectShown(
      page,
      vehicles.filter((v) => v.brand.toLowerCase() === 'denago'),
    );
    await expect(staticCards(page)).toHaveCount(0);

    await page.getByLabel('Brand').selectOption('all');
    await expect(staticCards(page)).toHaveCount(total);
    await expectShown(page, vehicles);
  });

  test('an API answer that differs from the build replaces the static grid', async ({ page }) => {
    const renamed = vehicles.map((v, i) => (i === 0 ? { ...v, name: `${v.name} (renamed)` } : v));
    await mockApi(page, API, { body: renamed });
    await page.goto('/inventory');
    await expect(cards(page).filter({ hasText: '(renamed)' })).toHaveCount(1);
    await expect(staticCards(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(total);
  });
});

test.describe('background refresh from GET /api/vehicles', () => {
  test('the API answer replaces the built list; a vehicle without images gets the placeholder', async ({ page }) => {
    const added = { ...vehicles[0]!, id: 'api-only-cart', name: 'API Only Cart', images: [], isNew: false };
    const changed = vehicles.map((v, i) => (i === 1 ? { ...v, price: v.price + 1000 } : v));
    await mockApi(page, API, { body: [...changed, added] });
    await page.goto('/inventory');
    await expectShown(page, [...vehicles, added]);
    const card = cards(page).filter({ hasText: 'API Only Cart' });
    await expect(card.getByTestId('image-placeholder')).toBeVisible();
    await expect(card.getByText('NEW', { exact: true })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: vehicles[1]!.name }).first()).toContainText(usd(vehicles[1]!.price + 1000));
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('failure: 3 retries within 10 s, then the error above the still-shown list', async ({ page }) => {
    const calls = await mockApi(page, API, { status: 500 });
    await page.goto('/inventory');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Error loading vehicles: Failed to fetch vehicles: 500', { timeout: 15_000 });
    expect(calls).toHaveLength(4);
    expect(calls.at(-1)! - calls[0]!).toBeLessThan(10_000);
    await expectShown(page, vehicles);
    const alertBox = await alert.boundingBox();
    const firstCard = await cards(page).first().boundingBox();
    expect(alertBox!.y).toBeLessThan(firstCard!.y);
    // Filters keep working on the built list.
    await page.getByLabel('Brand').selectOption('denago');
    await expectShown(
      page,
      vehicles.filter((v) => v.brand === 'Denago'),
    );
  });

  test('a retry that succeeds shows no error', async ({ page }) => {
    let n = 0;
    const calls = await mockApi(page, API, () => (++n < 3 ? { status: 503 } : {}));
    await page.goto('/inventory');
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(3);
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectShown(page, vehicles);
  });

  test('slow API: the built list shows at once, no skeletons, and filters work meanwhile', async ({ page }) => {
    await mockApi(page, API, { delayMs: 4000 });
    await page.goto('/inventory');
    await expectShown(page, vehicles);
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    await hydrated(page);
    await page.getByLabel('Brand').selectOption('evolution');
    await expectShown(
      page,
      vehicles.filter((v) => v.brand === 'Evolution'),
    );
  });

  test('no refetch on window focus, and fresh for 5 minutes across page loads', async ({ page }) => {
    const calls = await mockApi(page, API, {});
    await page.goto('/inventory');
    await hydrated(page);
    await expect.poll(() => calls.length).toBe(1);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(1);
    // Past the freshness window the next load asks again.
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) {
        const entry = JSON.parse(sessionStorage.getItem(key)!) as { at: number };
        sessionStorage.setItem(key, JSON.stringify({ ...entry, at: entry.at - 5 * 60 * 1000 }));
      }
    });
    await page.reload();
    await expect.poll(() => calls.length).toBe(2);
  });
});

test('axe finds nothing on the list, the empty state and the error, at 360 px without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await mockApi(page, API, { status: 500 });
  await page.goto('/inventory');
  await hydrated(page);
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel('Search').fill('no such cart anywhere');
  await expect(page.getByText('No vehicles found')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('with the real API (no interception)', () => {
  test('the list loads without an error and matches the catalogue', async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vehicles');
    await page.goto('/inventory');
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('json');
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectShown(page, vehicles);
  });
});
