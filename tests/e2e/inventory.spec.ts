/**
 * /inventory: the pre-rendered list of carts for sale (JavaScript off), the filter island and its URL
 * state, the background refresh from GET /api/vehicles (mocked: success, failure, slow, cached), and
 * what a shopper adds on top of the base filters: the first screen on a phone, sort, seats, condition
 * and every model family.
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import type { Vehicle } from '../../src/schemas/vehicle';
import { site, vehicles } from './support/content';
import { settled, watchTimersAndFetches } from './support/settled';
import { hydrated, mockApi, recordScripts, usd } from './support/vehicles';
import { drawingAlt } from '../../src/lib/inventory/drawing-alt';
import { vehicleDrawingPath } from '../../src/lib/routes';
import { excerpt } from '../../src/lib/format/excerpt';
import { CARD_TEXT_MAX } from '../../src/lib/inventory/listing';

const API = '**/api/vehicles';
/** The carts a visitor can buy: new, or pre-owned and in stock (a sold pre-owned cart is not listed). */
const forSale = vehicles.filter((v) => v.isNew || v.inStock);
const sold = vehicles.filter((v) => !v.isNew && !v.inStock);
const total = forSale.length;
const cards = (page: Page) => page.locator('main article');
/** "Filters": the summary of the filters' fold (a <details>), which counts the set ones. */
const filtersFold = (page: Page) => page.locator('form[role="search"] details');
const filtersToggle = (page: Page) => filtersFold(page).locator('summary');
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Available Golf Carts \(\d+\)$/ });

async function expectShown(page: Page, expected: Vehicle[]) {
  await expect(heading(page)).toHaveText(`Available Golf Carts (${expected.length})`);
  await expect(cards(page)).toHaveCount(expected.length);
  const names = await cards(page).locator('h3').allTextContents();
  expect([...names].sort()).toEqual(expected.map((v) => v.name).sort());
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every cart for sale is in the HTML with the card fields; a sold one is not', async ({ page }) => {
    expect(sold.length, 'the catalogue has a sold pre-owned cart to leave out').toBeGreaterThan(0);
    const response = await page.goto('/inventory');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectShown(page, forSale);
    for (const v of sold) await expect(page.locator(`main a[href="/vehicles/${v.id}"]`)).toHaveCount(0);
    for (const v of forSale) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: v.name, exact: true }) });
      await expect(card.locator('.inv-card-text')).toHaveText(excerpt(v.description, CARD_TEXT_MAX));
      await expect(card).toContainText(usd(v.price));
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/vehicles/${v.id}`);
      await expect(card.getByText('NEW', { exact: true })).toHaveCount(v.isNew ? 1 : 0);
      await expect(card.getByText('In Stock', { exact: true })).toHaveCount(v.isNew ? 0 : 1);
      await expect(card.getByText('Pre-owned', { exact: true })).toHaveCount(v.isNew ? 0 : 1);
      await expect(card).toContainText(`${v.specifications.seatingCapacity} seats · ${v.specifications.range} range`);
      // The built list draws each cart's drawing in the page: the drawing of its own address, under the same name.
      const drawing = card.getByRole('img', { name: drawingAlt(v.name), exact: true });
      await expect(drawing).toHaveCount(1);
      await expect(card.locator('img')).toHaveCount(0);
      const file = await (await page.request.get(vehicleDrawingPath(v))).text();
      const same = await drawing.evaluate(
        (svg, text) =>
          svg.querySelector(':scope > g')!.isEqualNode(new DOMParser().parseFromString(text, 'image/svg+xml').querySelector('svg > g')),
        file,
      );
      expect(same, `${v.id}: the drawing of ${vehicleDrawingPath(v)}`).toBe(true);
    }
  });

  test('filters and sort, which need JavaScript, are hidden; the closing banner calls and links to contact', async ({ page }) => {
    await page.goto('/inventory?brand=denago&sort=price-desc');
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await expectShown(page, forSale);
    await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
    await expect(page.locator(`main a[href="tel:${site.phone.e164}"]`).last()).toBeVisible();
  });

  test('every vehicle illustration exists', async ({ request }) => {
    for (const v of forSale) {
      const res = await request.get(vehicleDrawingPath(v));
      expect(res.status(), vehicleDrawingPath(v)).toBe(200);
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
      forSale.filter((v) => v.brand.toLowerCase() === 'denago'),
    );
    await expect(page).toHaveURL(/\/inventory\?brand=denago$/);

    await brand.selectOption('evolution');
    await category.selectOption('ranger');
    const rangers = forSale.filter((v) => v.brand.toLowerCase() === 'evolution' && v.category.toLowerCase().includes('ranger'));
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
      forSale.filter((v) => v.price >= 15000 && v.price <= 25000),
    );

    await price.selectOption('all');
    const term = forSale[0]!.name.split(' ').at(-1)!.toUpperCase();
    await search.fill(term);
    await expectShown(
      page,
      forSale.filter((v) => `${v.name}\n${v.description}`.toLowerCase().includes(term.toLowerCase())),
    );
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(term)}$`));
  });

  test.describe('every category term matches at least one vehicle', () => {
    for (const term of ['ranger', 'maverick', 'forester', 'turfman', 'rover']) {
      test(term, async ({ page }) => {
        const expected = forSale.filter((v) => v.category.toLowerCase().includes(term));
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
      forSale.filter(
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
    // Each choice the running island sees is a history entry (choices made while it starts make one).
    await expect(page).toHaveURL(/\?brand=denago$/);
    await page.getByLabel('Category').selectOption('rover');
    const denago = forSale.filter((v) => v.brand === 'Denago');
    const rovers = denago.filter((v) => v.category.toLowerCase().includes('rover'));
    await expectShown(page, rovers);

    await page.goBack();
    await expect(page).toHaveURL(/\?brand=denago$/);
    await expect(page.getByLabel('Category')).toHaveValue('all');
    await expectShown(page, denago);

    await page.goBack();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Brand')).toHaveValue('all');
    await expectShown(page, forSale);

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
    await expectShown(page, forSale);
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    for (const label of ['Brand', 'Category', 'Price Range']) await expect(page.getByLabel(label)).toHaveValue('all');
  });
});

test.describe('the built grid stays static HTML', () => {
  const staticCards = (page: Page) => page.locator('main astro-slot article');

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
  test('the API answer replaces the built list; a vehicle the build did not know shows the drawing of its address', async ({ page }) => {
    const added = { ...vehicles[0]!, id: 'api-only-cart', name: 'API Only Cart', isNew: false };
    const changed = vehicles.map((v, i) => (i === 1 ? { ...v, price: v.price + 1000 } : v));
    await mockApi(page, API, { body: [...changed, added] });
    await page.goto('/inventory');
    await expectShown(page, [...forSale, added]);
    const card = cards(page).filter({ hasText: 'API Only Cart' });
    await expect(card.getByRole('img', { name: drawingAlt(added.name) })).toHaveAttribute('src', vehicleDrawingPath(added));
    await expect(card.getByText('NEW', { exact: true })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: vehicles[1]!.name }).first()).toContainText(usd(vehicles[1]!.price + 1000));
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('a pre-owned cart the API reports sold leaves the list and its count', async ({ page }) => {
    const preOwned = forSale.find((v) => !v.isNew)!;
    await mockApi(page, API, { body: vehicles.map((v) => (v.id === preOwned.id ? { ...v, inStock: false } : v)) });
    await page.goto('/inventory');
    await expectShown(
      page,
      forSale.filter((v) => v.id !== preOwned.id),
    );
    await expect(page.locator(`main a[href="/vehicles/${preOwned.id}"]`)).toHaveCount(0);
  });

  test('failure: 3 retries within 10 s, then the error above the still-shown list', async ({ page }) => {
    const calls = await mockApi(page, API, { status: 500 });
    await page.goto('/inventory');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Error loading vehicles: Failed to fetch vehicles: 500', { timeout: 15_000 });
    expect(calls).toHaveLength(4);
    expect(calls.at(-1)! - calls[0]!).toBeLessThan(10_000);
    await expectShown(page, forSale);
    const alertBox = await alert.boundingBox();
    const firstCard = await cards(page).first().boundingBox();
    expect(alertBox!.y).toBeLessThan(firstCard!.y);
    // Filters keep working on the built list.
    await page.getByLabel('Brand').selectOption('denago');
    await expectShown(
      page,
      forSale.filter((v) => v.brand === 'Denago'),
    );
  });

  test('a retry that succeeds shows no error', async ({ page }) => {
    await watchTimersAndFetches(page);
    let n = 0;
    const calls = await mockApi(page, API, () => (++n < 3 ? { status: 503 } : {}));
    await page.goto('/inventory');
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(3);
    await settled(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectShown(page, forSale);
  });

  test('slow API: the built list shows at once, no skeletons, and filters work meanwhile', async ({ page }) => {
    await mockApi(page, API, { delayMs: 4000 });
    await page.goto('/inventory');
    await expectShown(page, forSale);
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    await hydrated(page);
    await page.getByLabel('Brand').selectOption('evolution');
    await expectShown(
      page,
      forSale.filter((v) => v.brand === 'Evolution'),
    );
  });

  test('no refetch on window focus, and fresh for 5 minutes across page loads', async ({ page }) => {
    await watchTimersAndFetches(page);
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
    await settled(page);
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
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel('Search').fill('no such cart anywhere');
  await expect(page.getByText('No vehicles found')).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('with the real API (no interception)', () => {
  const island = (page: Page) => page.locator('astro-island[client="inventory"]');

  test('the API still serves the built catalogue (304 to the page’s ETag), so the island does not start and no React loads', async ({
    page,
  }) => {
    await watchTimersAndFetches(page);
    const scripts = recordScripts(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vehicles');
    await page.goto('/inventory');
    const res = await answer;
    expect(res.request().method()).toBe('HEAD');
    expect(res.status(), 'not modified since the build').toBe(304);
    expect(await res.request().headerValue('if-none-match')).toBe(res.headers()['etag']);
    await settled(page);
    await expect(island(page)).toHaveAttribute('ssr', '');
    expect(scripts, 'island or React code before any use').toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectShown(page, forSale);
  });

  test('the first use of the filters starts the island, which keeps the choice', async ({ page }) => {
    await page.goto('/inventory');
    await expect(island(page)).toHaveAttribute('ssr', '');
    await page.getByLabel('Brand').selectOption('denago');
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expectShown(
      page,
      forSale.filter((v) => v.brand === 'Denago'),
    );
    await expect.poll(() => new URL(page.url()).search).toBe('?brand=denago');
  });

  test('the island’s GET names the build’s ETag: a 304 keeps the static grid, filters swap in the island grid and Clear brings it back', async ({
    page,
  }) => {
    const staticCards = page.locator('main astro-slot article');
    await page.goto('/inventory');
    await expect(island(page)).toHaveAttribute('ssr', '');
    const get = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vehicles' && r.request().method() === 'GET');
    await page.getByLabel('Brand').selectOption('denago');
    const res = await get;
    expect(res.status(), 'the built catalogue is current').toBe(304);
    expect(await res.request().headerValue('if-none-match')).toBe(res.headers()['etag']);
    await expectShown(
      page,
      forSale.filter((v) => v.brand === 'Denago'),
    );
    await expect(staticCards).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vehicles' }).getByRole('status')).toHaveText(
      `Showing ${forSale.filter((v) => v.brand === 'Denago').length} of ${total} vehicles`,
    );

    await page.getByLabel('Brand').selectOption('all');
    await expect(staticCards).toHaveCount(total);
    await expectShown(page, forSale);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page built with no cart starts the island at once, to ask the API for the list', async ({ page }) => {
    // The page as a build without carts tells the directive (the list itself stays: the API's 304 keeps it).
    await page.route('**/inventory', async (route) => {
      const res = await route.fetch();
      const html = await res.text();
      const emptied = html.replace(/(&quot;built&quot;:)\d+/, '$10');
      expect(emptied, 'the directive’s value names the carts built').not.toBe(html);
      await route.fulfill({ response: res, body: emptied });
    });
    const get = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vehicles' && r.request().method() === 'GET');
    await page.goto('/inventory');
    await expect(island(page)).not.toHaveAttribute('ssr');
    expect((await get).status()).toBe(304);
  });

  test('a link to a filtered list starts the island at once', async ({ page }) => {
    await page.goto('/inventory?condition=pre-owned');
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expectShown(
      page,
      forSale.filter((v) => !v.isNew),
    );
  });
});

/** The catalogue's figures a test checks the page against. */
const seatsOf = (v: Vehicle) => v.specifications.seatingCapacity;
const milesOf = (v: Vehicle) => Number(/\d+/.exec(v.specifications.range)![0]);
const byName = new Map(forSale.map((v) => [v.name, v]));
/** The carts on screen, in screen order, as catalogue records. */
async function shownInOrder(page: Page): Promise<Vehicle[]> {
  return (await cards(page).locator('h3').allTextContents()).map((name) => byName.get(name)!);
}
const isSorted = (values: number[], direction: 1 | -1) => values.every((x, i) => i === 0 || direction * (x - values[i - 1]!) >= 0);

test.describe('the first screen on a phone (360 x 780)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('shows the search box, the heading and the top of the first card; the filters fold behind "Filters", which counts them', async ({
    page,
  }) => {
    // The real API (304 to the build's ETag): the page as a visitor first sees it, no island running yet.
    await page.goto('/inventory');
    await expect(page.getByLabel('Search')).toBeInViewport();
    await expect(heading(page)).toBeInViewport();
    const first = (await cards(page).first().boundingBox())!;
    expect(first.y, 'top of the first card').toBeLessThan(780 - 24);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The fold is a native disclosure: it opens before any script runs.
    const toggle = filtersToggle(page);
    await expect(filtersFold(page)).not.toHaveAttribute('open');
    await expect(page.getByLabel('Seats')).toBeHidden();
    await toggle.click();
    await expect(filtersFold(page)).toHaveAttribute('open');
    await expect(page.getByLabel('Seats')).toBeVisible();
    await page.getByLabel('Seats').selectOption('6');
    await page.getByLabel('Condition').selectOption('new');
    await expect(toggle).toHaveAccessibleName('Filters (2 active)');
    await expectShown(
      page,
      forSale.filter((v) => seatsOf(v) === 6 && v.isNew),
    );
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(toggle).toHaveAccessibleName('Filters');
  });
});

test('a wide screen keeps every filter open and no "Filters"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/inventory');
  await hydrated(page);
  for (const label of ['Search', 'Sort by', 'Category', 'Brand', 'Price Range', 'Seats', 'Condition'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(filtersToggle(page)).toBeHidden();
});

for (const width of [360, 480, 1280]) {
  test(`at ${width} px every choice of the filter bar and the search box's hint show whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inventory');
    const toggle = filtersToggle(page);
    if (await toggle.isVisible()) await toggle.click();
    // Each field's longest text, in its own font, against the room its box leaves (a select's arrow takes ~16 px).
    const cut = await page.locator('.filter-bar .form-control').evaluateAll((fields) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return fields.flatMap((field) => {
        const style = getComputedStyle(field);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const texts =
          field instanceof HTMLSelectElement ? [...field.options].map((o) => o.text) : [(field as HTMLInputElement).placeholder];
        const room =
          field.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          (field instanceof HTMLSelectElement ? 16 : 0);
        return texts.filter((t) => ctx.measureText(t).width > room).map((t) => `${field.getAttribute('name')}: "${t}"`);
      });
    });
    expect(cut).toEqual([]);
  });
}

test('at 360 px no card line is cut: every text shows whole, each description cut at a sentence or a word', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/inventory');
  for (const v of forSale) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: v.name, exact: true }) });
    // A card off screen is not laid out (content-visibility): measure each where a visitor sees it.
    await card.scrollIntoViewIfNeeded();
    const shown = (await card.locator('.inv-card-text').textContent())!;
    const kept = shown.replace(/…$/, '');
    expect(v.description.startsWith(kept), `${v.id}: the description's own words`).toBe(true);
    expect(/^($|[\s,;:–—-])/.test(v.description.slice(kept.length)), `${v.id}: "${shown}" ends where a word does`).toBe(true);
    const clipped = await card.evaluate((article) =>
      [...article.querySelectorAll('h3, p, a, button')]
        .filter((el) => getComputedStyle(el).display !== 'inline')
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent),
    );
    expect(clipped, `${v.id}: lines cut short`).toEqual([]);
  }
});

test.describe('sort, seats, condition and model families', () => {
  test.beforeEach(async ({ page }) => {
    await mockApi(page, API, {});
  });

  test('each sort orders the carts as the catalogue says, in the URL and after a reload', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('featured');
    const featured = await shownInOrder(page);
    expect(new Set(featured)).toEqual(new Set(forSale));
    expect(
      isSorted(
        featured.map((v) => Number(!v.isNew)),
        1,
      ),
      'new carts first',
    ).toBe(true);

    const checks: [string, (v: Vehicle) => number, 1 | -1][] = [
      ['price-asc', (v) => v.price, 1],
      ['price-desc', (v) => v.price, -1],
      ['range', milesOf, -1],
      ['seats', seatsOf, -1],
    ];
    for (const [value, figure, direction] of checks) {
      await sort.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`\\?sort=${value}$`));
      await expect.poll(async () => isSorted((await shownInOrder(page)).map(figure), direction), value).toBe(true);
      expect((await shownInOrder(page)).length).toBe(total);
    }
    await page.reload();
    await hydrated(page);
    await expect(sort).toHaveValue('seats');
    await expect.poll(async () => isSorted((await shownInOrder(page)).map(seatsOf), -1)).toBe(true);
    await page.goBack();
    await expect(sort).toHaveValue('range');
  });

  test('seats and condition match the catalogue counts, alone and with the base filters', async ({ page }) => {
    await page.goto('/inventory');
    await hydrated(page);
    for (const seats of ['2', '4', '6', '8']) {
      await page.getByLabel('Seats').selectOption(seats);
      await expectShown(
        page,
        forSale.filter((v) => (seats === '8' ? seatsOf(v) >= 8 : seatsOf(v) === Number(seats))),
      );
      await expect(page).toHaveURL(new RegExp(`\\?seats=${seats}$`));
    }
    await page.getByLabel('Seats').selectOption('all');
    for (const condition of ['new', 'pre-owned']) {
      await page.getByLabel('Condition').selectOption(condition);
      const expected = forSale.filter((v) => v.isNew === (condition === 'new'));
      expect(expected.length).toBeGreaterThan(0);
      await expectShown(page, expected);
    }
    await page.getByLabel('Brand').selectOption('evolution');
    await expectShown(
      page,
      forSale.filter((v) => !v.isNew && v.brand === 'Evolution'),
    );
    await expect(page).toHaveURL(/\?brand=evolution&condition=pre-owned$/);
  });

  test('a town page link to pre-owned carts lands filtered', async ({ page }) => {
    await page.goto('/inventory?condition=pre-owned');
    await hydrated(page);
    await expect(page.getByLabel('Condition')).toHaveValue('pre-owned');
    await expectShown(
      page,
      forSale.filter((v) => !v.isNew),
    );
  });

  test('the category list reaches every model family of the catalogue; the five category terms keep matching by "contains"', async ({
    page,
  }) => {
    await page.goto('/inventory');
    await hydrated(page);
    const category = page.getByLabel('Category');
    const options = await category
      .locator('option')
      .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent! })));
    for (const term of ['ranger', 'maverick', 'forester', 'turfman', 'rover']) expect(options.map((o) => o.value)).toContain(term);
    const families = [...new Set(forSale.map((v) => v.category))];
    for (const family of families) {
      const option =
        options.find((o) => o.label === family) ?? options.find((o) => o.value !== 'all' && family.toLowerCase().includes(o.value));
      expect(option, `an option for ${family}`).toBeDefined();
      await category.selectOption(option!.value);
      const label = option!.label === family ? family : option!.value;
      await expectShown(
        page,
        forSale.filter((v) => (label === family ? v.category === family : v.category.toLowerCase().includes(label))),
      );
    }
  });

  test('Clear All Filters resets filters and sort; the empty state keeps its texts', async ({ page }) => {
    await page.goto('/inventory?seats=2&condition=pre-owned&sort=price-desc&q=cart');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total} total vehicles`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expectShown(page, forSale);
    await expect(page).toHaveURL(/\/inventory$/);
    for (const [label, value] of [
      ['Seats', 'all'],
      ['Condition', 'all'],
      ['Sort by', 'featured'],
      ['Search', ''],
    ]) {
      await expect(page.getByLabel(label!)).toHaveValue(value!);
    }
  });
});
