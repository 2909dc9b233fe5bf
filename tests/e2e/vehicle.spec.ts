/**
 * Vehicle pages in the browser: one page as a browser shows it, the former address /vehicle/{id} a permanent
 * redirect to /vehicles/{id}, the buttons, the VehicleLive refresh from GET /api/vehicles/{id} (mocked) and the
 * 404 page for unknown ids. What every vehicle's built page states (price, specifications, structured data,
 * similar carts) is read from dist/ by tests/unit/quality/vehicle-pages.test.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { dealerToday } from '../../src/lib/contact/details';
import { contactRequestHref } from '../../src/lib/contact/request-link';
import { paymentRates, paymentTable } from '../../src/lib/financing/payments';
import { fillEvery } from '../../src/lib/format/placeholders';
import { isSold } from '../../src/lib/inventory/badge';
import { similarVehicles } from '../../src/lib/inventory/similar';
import { specLabel } from '../../src/lib/inventory/specifications';
import { vehicleDrawingPath } from '../../src/lib/routes';
import type { Vehicle } from '../../src/schemas/vehicle';
import { financing, financingWords, monthlyText, site, vehicles } from './support/content';
import { formField, sendForm, storedMessage, visitor } from './support/requests';
import { settled, watchTimersAndFetches } from './support/settled';
import { hydrated, mockApi, recordScripts, usd } from './support/vehicles';

const DETAIL = '**/api/vehicles/*';
/** A vehicle summary's price: the first line under its name. */
const priceOf = (summary: Locator) => summary.locator('h1 + div > p').first();
const usedOutOfStock = vehicles.find((v) => !v.isNew && !v.inStock);
const usedInStock = vehicles.find((v) => !v.isNew && v.inStock);
const brandNew = vehicles.find((v) => v.isNew)!;
const rates = paymentRates(financing.terms);

function badgeFor(v: Vehicle) {
  return v.isNew ? 'NEW' : v.inStock ? 'In Stock' : 'Out of Stock';
}

async function expectVehicle(page: Page, v: Vehicle) {
  await expect(page.locator('h1')).toHaveText(v.name);
  const main = page.locator('main');
  const summary = main.getByTestId('vehicle-summary');
  await expect(summary.locator('.badge').first()).toHaveText(badgeFor(v));
  await expect(summary.locator('.badge-pre-owned')).toHaveCount(v.isNew ? 0 : 1);
  await expect(priceOf(summary)).toHaveText(usd(v.price));
  await expect(main).toContainText(v.description);
  await expect(main).toContainText(v.brand);
  for (const f of v.features) await expect(main.getByText(f, { exact: true })).toBeVisible();
  const specs = main.getByTestId('specifications');
  for (const [key, value] of Object.entries(v.specifications)) {
    const label = specLabel(key);
    const row = specs.locator('div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(row.locator('dd')).toContainText(String(value));
  }
  await expect(main.locator('img').first()).toHaveAttribute('src', vehicleDrawingPath(v));
}

/** Counts changes to the content of <main> from the moment the document is parsed (before any island hydrates). */
async function countMainMutations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { mainMutations: number };
    w.mainMutations = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        w.mainMutations += records.length;
      }).observe(document.querySelector('main')!, { childList: true, characterData: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { mainMutations: number }).mainMutations);
}

test('every former /vehicle/{id} address answers a permanent redirect to /vehicles/{id}', async ({ request }) => {
  // A cart the build did not make (added later, or unknown) goes the same way: one page per vehicle.
  for (const v of [...vehicles, { id: 'added-after-build' }]) {
    const res = await request.get(`/vehicle/${v.id}`, { maxRedirects: 0 });
    expect(res.status(), v.id).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(`/vehicles/${v.id}`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Every published cart's page states its facts (name, badge, price, specifications, canonical, description,
  // Product data): tests/unit/quality/vehicle-pages.test.ts reads them from dist/. Here, one page as a browser shows it.
  test(`a new cart's page shows it, its features visible, at /vehicles/${brandNew.id}`, async ({ page }) => {
    const res = await page.goto(`/vehicles/${brandNew.id}`);
    expect(res?.status()).toBe(200);
    await expectVehicle(page, brandNew);
  });

  test('metadata: title, description, keywords and social tags', async ({ page }) => {
    await page.goto(`/vehicles/${brandNew.id}`);
    await expect(page).toHaveTitle(new RegExp(brandNew.name));
    await expect(page).toHaveTitle(new RegExp(site.brandName));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(brandNew.name);
    expect(description!.length).toBeLessThanOrEqual(155);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(brandNew.brand));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/vehicles/${brandNew.id}$`));
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', brandNew.price.toFixed(2));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  });

  test('the buttons of a vehicle page', async ({ page }) => {
    await page.goto(`/vehicles/${brandNew.id}`);
    const main = page.locator('main');
    const tel = `tel:${site.phone.e164}`;
    await expect(main.getByRole('link', { name: 'Schedule Test Drive' })).toHaveAttribute('href', tel);
    await expect(main.getByRole('link', { name: /^Contact Sales Team/ })).toHaveAttribute('href', tel);
    // Beside each call, its online request for this cart (a desktop cannot dial).
    await expect(main.getByRole('link', { name: 'Book a Test Drive Online' })).toHaveAttribute(
      'href',
      `/contact?request=test-drive&vehicle=${brandNew.id}#contact-form`,
    );
    await expect(main.getByRole('link', { name: 'Get a Quote Online' })).toHaveAttribute(
      'href',
      `/contact?request=quote&vehicle=${brandNew.id}#contact-form`,
    );
    const financing = main.getByRole('link', { name: /Get Financing Quote/ });
    await expect(financing).toHaveAttribute('href', site.financingUrl);
    await expect(financing).toHaveAttribute('target', '_blank');
    await expect(financing).toHaveAttribute('rel', /noopener/);
    await expect(main.getByRole('link', { name: 'View More Vehicles' })).toHaveAttribute('href', '/inventory');
    await expect(main.getByRole('link', { name: /Back to Inventory/ })).toHaveAttribute('href', '/inventory');
    // The catalogue gives no vehicle an externalUrl, so the full-specifications button stays away.
    expect(brandNew.externalUrl).toBeUndefined();
    await expect(main.getByRole('link', { name: /Full Specifications/ })).toHaveCount(0);
  });

  test('an unknown id answers 404 with Vehicle Not Found and a way back', async ({ page }) => {
    for (const path of ['/vehicles/no-such-cart', '/vehicle/no-such-cart']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      // The message sits in <noscript>, which Playwright's text and role selectors skip: use CSS.
      await expect(page.locator('main h1')).toHaveText('Vehicle Not Found');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('[data-testid="vehicle-not-found"] p')).toHaveText(
        "The vehicle you're looking for doesn't exist or has been removed.",
      );
      const back = page.locator('main a[href="/inventory"]');
      await expect(back).toHaveText('Back to Inventory');
      await expect(back).toBeVisible();
      await expect(page.getByTestId('vehicle-skeleton')).toBeHidden();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });
});

test('/vehicles and /vehicle lead permanently to the inventory', async ({ request }) => {
  for (const path of ['/vehicles', '/vehicle']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/inventory');
  }
});

test.describe('what the vehicle page shows (without JavaScript)', () => {
  test.use({ javaScriptEnabled: false });
  const usedInStockCart = usedInStock!;
  const sold = usedOutOfStock!;

  async function paymentRows(page: Page) {
    return page
      .getByTestId('payment-table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())));
  }

  test('a new cart: from $X/mo by the price and payments at the promotional and the standard APR, with the assumptions', async ({
    page,
  }) => {
    await page.goto(`/vehicles/${brandNew.id}`);
    const summary = page.getByTestId('vehicle-summary');
    await expect(summary.getByTestId('monthly-from')).toHaveText(monthlyText(brandNew));
    await expect(summary.getByRole('link', { name: /^from \$/ })).toHaveAttribute('href', '#payments');
    const table = page.getByTestId('payment-table');
    await expect(table.locator('thead th')).toHaveText([
      'Months',
      `${financingWords.promoApr} promotional`,
      `${financingWords.standardApr} standard`,
    ]);
    expect(await paymentRows(page)).toEqual(paymentTable(brandNew, rates).map((r) => [String(r.months), usd(r.promo!), usd(r.standard)]));
    expect((await paymentRows(page)).map((r) => r[0])).toEqual(['12', '24', '36', '48', '60', '72', '84']);
    await expect(page.locator('#payments li')).toHaveText(fillEvery(financing.payments.assumptions, financingWords));
    await expect(page.locator('#payments h2')).toHaveText(financing.payments.title);
  });

  test('a pre-owned cart in stock: its Pre-owned mark, and payments at the standard APR only', async ({ page }) => {
    await page.goto(`/vehicles/${usedInStockCart.id}`);
    const summary = page.getByTestId('vehicle-summary');
    await expect(summary.locator('.badge-pre-owned')).toBeVisible();
    await expect(summary.locator('.badge').first()).toHaveText('In Stock');
    await expect(summary.getByTestId('monthly-from')).toHaveText(monthlyText(usedInStockCart));
    await expect(page.getByTestId('payment-table').locator('thead th')).toHaveText(['Months', `${financingWords.standardApr} standard`]);
    expect(await paymentRows(page)).toEqual(paymentTable(usedInStockCart, rates).map((r) => [String(r.months), usd(r.standard)]));
    await expect(summary.getByRole('link', { name: 'Schedule Test Drive' })).toBeVisible();
  });

  test('a sold cart keeps its page, marked sold beside its price, promising nothing, pointing to similar carts', async ({ page }) => {
    expect(isSold(sold)).toBe(true);
    const res = await page.goto(`/vehicles/${sold.id}`);
    expect(res?.status()).toBe(200);
    const summary = page.getByTestId('vehicle-summary');
    await expect(summary.getByTestId('vehicle-sold')).toHaveText('Sold');
    await expect(priceOf(summary)).toHaveText(usd(sold.price));
    await expect(summary.locator('.badge-pre-owned')).toBeVisible();
    await expect(summary.getByRole('note')).toContainText('This cart has been sold');
    for (const promise of ['Schedule Test Drive', /Get Financing Quote/, /^from \$/])
      await expect(page.getByRole('link', { name: promise })).toHaveCount(0);
    await expect(page.getByTestId('payment-table')).toHaveCount(0);
    await expect(summary.getByRole('link', { name: 'See Similar Carts' })).toHaveAttribute('href', '#similar-carts');
    // Beside the sales call, an online request a desktop visitor can send: about carts like this one.
    await expect(summary.getByRole('link', { name: 'Ask About Carts Like This Online' })).toHaveAttribute(
      'href',
      contactRequestHref({ request: 'quote' }),
    );
    await expect(page.getByTestId('similar-carts').locator('article')).toHaveCount(similarVehicles(sold, vehicles).length);
    await expect(page).toHaveTitle(/\(Sold\)/);
  });
  // Each page's three similar carts, chosen by the similar-carts rule: tests/unit/quality/vehicle-pages.test.ts.
});

// The Product structured data of every vehicle page (availability, condition): tests/unit/quality/vehicle-pages.test.ts.

test.describe('VehicleLive refresh from GET /api/vehicles/{id}', () => {
  // The island shows its fresh view and the page's CSS hides the built one (it stays in the document): what a
  // visitor sees is the shown copy of each part.
  const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

  test('fresh data replaces the built page, and an externalUrl adds the full-specifications button', async ({ page }) => {
    const fresh = {
      ...brandNew,
      price: brandNew.price + 500,
      externalUrl: 'https://maker.example/spec-sheet',
      inStock: true,
      isNew: false,
    };
    const calls = await mockApi(page, DETAIL, { body: fresh });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect(priceOf(shown(page, 'vehicle-summary'))).toHaveText(usd(fresh.price));
    await expect(page.locator('#vehicle-static')).toBeHidden();
    const summary = shown(page, 'vehicle-summary');
    await expect(summary.locator('.badge').first()).toHaveText('In Stock');
    await expect(summary.locator('.badge-pre-owned')).toHaveText('Pre-owned');
    const full = page.getByRole('link', { name: /View Vehicle Details and Full Specifications/ });
    await expect(full).toHaveAttribute('href', fresh.externalUrl);
    await expect(full).toHaveAttribute('target', '_blank');
    // The built payment table was worked out from the built price: it goes with the built view.
    await expect(page.getByTestId('payment-table')).toBeHidden();
    // Both views are in the document (the built one hidden): no id names two elements.
    const twice = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(twice).toEqual([]);
    await expect(page.getByTestId('similar-carts')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('fresh data that says the cart was sold: the page says so and promises nothing', async ({ page }) => {
    const used = vehicles.find((v) => !v.isNew && v.inStock)!;
    await mockApi(page, DETAIL, { body: { ...used, inStock: false } });
    await page.goto(`/vehicles/${used.id}`);
    await hydrated(page);
    await expect(page.getByTestId('vehicle-sold')).toHaveText('Sold');
    await expect(page.getByRole('link', { name: 'Schedule Test Drive' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Get Financing Quote/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See Similar Carts' })).toHaveAttribute('href', '#similar-carts');
  });

  const backLink = (page: Page, scope: string) => page.locator(scope).getByRole('link', { name: 'Back to Inventory' });

  test('keyboard focus survives the swap to fresh data: the same link in the fresh view', async ({ page }) => {
    await mockApi(page, DETAIL, { body: { ...brandNew, price: brandNew.price + 250 }, delayMs: 1500 });
    await page.goto(`/vehicles/${brandNew.id}`);
    await backLink(page, '#vehicle-static').focus();
    await expect(priceOf(shown(page, 'vehicle-summary'))).toHaveText(usd(brandNew.price + 250), { timeout: 10_000 });
    await expect(page.locator('#vehicle-static')).toBeHidden();
    await expect(backLink(page, 'main')).toBeFocused();
  });

  test('keyboard focus survives the swap to Vehicle Not Found: the heading that says so, not <body>', async ({ page }) => {
    await mockApi(page, DETAIL, { status: 404, delayMs: 1500 });
    await page.goto(`/vehicles/${brandNew.id}`);
    await backLink(page, '#vehicle-static').focus();
    const heading = page.getByRole('heading', { level: 1, name: 'Vehicle Not Found' });
    await expect(heading).toBeVisible({ timeout: 10_000 });
    await expect(heading).toBeFocused();
    // Focusable from script only: Tab moves on to the next control, not back to the heading.
    await expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('asks for the id of the page, once', async ({ page }) => {
    await watchTimersAndFetches(page);
    // The island's GETs (the page's HEAD check, which starts it, asks for the same address).
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() === 'GET') urls.push(new URL(r.url()).pathname);
    });
    await mockApi(page, DETAIL, { body: brandNew });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect.poll(() => urls).toEqual([`/api/vehicles/${brandNew.id}`]);
    await settled(page);
    expect(urls).toEqual([`/api/vehicles/${brandNew.id}`]);
  });

  test('an unchanged answer leaves the built page untouched: no redraw, no layout shift', async ({ page }) => {
    await watchTimersAndFetches(page);
    const mutations = await countMainMutations(page);
    const calls = await mockApi(page, DETAIL, { body: brandNew });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect.poll(() => calls.length).toBe(1);
    await settled(page);
    expect(await mutations()).toBe(0);
    await expectVehicle(page, brandNew);
  });

  test('server error: one retry, and the built vehicle stays', async ({ page }) => {
    await watchTimersAndFetches(page);
    const calls = await mockApi(page, DETAIL, { status: 500 });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect.poll(() => calls.length, { timeout: 5000 }).toBe(2);
    await settled(page);
    expect(calls).toHaveLength(2);
    await expectVehicle(page, brandNew);
  });

  test("the host's HTML 404 (no API there) leaves the built vehicle alone", async ({ page }) => {
    await watchTimersAndFetches(page);
    // GETs only: the page's HEAD check (is the built record current?) gets the same 404 and starts the island.
    let asked = 0;
    await page.route(DETAIL, (route) => {
      if (route.request().method() === 'GET') asked++;
      return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });
    });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect.poll(() => asked).toBe(1);
    await settled(page);
    expect(asked).toBe(1);
    await expectVehicle(page, brandNew);
  });

  test('404 for a built vehicle: it was removed, the page says so', async ({ page }) => {
    await mockApi(page, DETAIL, { status: 404 });
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Not Found');
    await expect(page.locator('#vehicle-static')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute('href', '/inventory');
    await expect(page).toHaveTitle(/^Vehicle Not Found/);
  });

  test('opened from the inventory within 5 minutes: no second request', async ({ page }) => {
    await watchTimersAndFetches(page);
    const list = await mockApi(page, '**/api/vehicles', {});
    const detail = await mockApi(page, DETAIL, { body: brandNew });
    await page.goto('/inventory');
    await hydrated(page);
    await expect.poll(() => list.length).toBe(1);
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await settled(page);
    expect(detail).toHaveLength(0);
    await expectVehicle(page, brandNew);
  });
});

test.describe('unknown id with JavaScript', () => {
  test('slow API: skeleton placeholders until the answer, then Vehicle Not Found', async ({ page }) => {
    const calls = await mockApi(page, DETAIL, { status: 404, delayMs: 2000 });
    const res = await page.goto('/vehicles/no-such-cart');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('vehicle-skeleton')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Vehicle Not Found', { timeout: 10_000 });
    await expect(page.getByTestId('vehicle-skeleton')).toBeHidden();
    expect(calls).toHaveLength(1);
  });

  test('API down: one retry, then Vehicle Not Found', async ({ page }) => {
    const calls = await mockApi(page, DETAIL, { status: 503 });
    await page.goto('/vehicle/no-such-cart');
    await expect(page.locator('h1')).toHaveText('Vehicle Not Found', { timeout: 10_000 });
    expect(calls).toHaveLength(2);
  });

  test('a vehicle the API knows but the build did not is shown', async ({ page }) => {
    const added = { ...brandNew, id: 'added-after-build', name: 'Added After Build Cart' };
    await mockApi(page, DETAIL, (url) => (url.pathname.endsWith('/added-after-build') ? { body: added } : { status: 404 }));
    const res = await page.goto('/vehicles/added-after-build');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(added.name);
    await expect(priceOf(page.getByTestId('vehicle-summary'))).toHaveText(usd(added.price));
  });
});

test('the not-found page and a refreshed vehicle are axe clean at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await mockApi(page, DETAIL, (url) =>
    url.pathname.endsWith(brandNew.id) ? { body: { ...brandNew, externalUrl: 'https://maker.example/x' } } : { status: 404 },
  );
  await page.goto('/vehicles/no-such-cart');
  await expect(page.locator('h1')).toHaveText('Vehicle Not Found');
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto(`/vehicles/${brandNew.id}`);
  await expect(page.getByRole('link', { name: /Full Specifications/ })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('with the real API (no interception)', () => {
  test('Book a Test Drive Online leads to the form preset to this cart; the request is stored with its details', async ({ page }) => {
    const person = visitor('test-drive');
    await page.goto(`/vehicles/${brandNew.id}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Book a Test Drive Online' }).click();
    await expect(page).toHaveURL(`/contact?request=test-drive&vehicle=${brandNew.id}#contact-form`);
    await hydrated(page);
    await expect(page.locator('form details summary')).toHaveText(`About: Test drive · ${brandNew.name}`);
    const date = dealerToday(new Date(Date.now() + 3 * 86_400_000), site.timeZone);
    await formField(page, 'Preferred date').fill(date);
    await formField(page, 'Time of day').selectOption('morning');
    await sendForm(page, person);
    expect(storedMessage(person.email)).toMatchObject({
      request: 'test-drive',
      vehicle_id: brandNew.id,
      preferred_date: date,
      preferred_time: 'morning',
      interest: 'sales',
      request_summary: `Test drive · ${brandNew.name}`,
      source_page: `/vehicles/${brandNew.id}`,
      message: person.message,
    });
  });

  test('a built vehicle stays as built: the API answers 304 to its ETag, so the island does not start and no React loads', async ({
    page,
  }) => {
    await watchTimersAndFetches(page);
    const scripts = recordScripts(page);
    const mutations = await countMainMutations(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/vehicles/${brandNew.id}`);
    await page.goto(`/vehicles/${brandNew.id}`);
    const res = await answer;
    expect(res.request().method()).toBe('HEAD');
    expect(res.status(), 'the record is the one the page was built from').toBe(304);
    expect(await res.request().headerValue('if-none-match')).toBe(res.headers()['etag']);
    await settled(page);
    await expect(page.locator('astro-island[client="changed"]')).toHaveAttribute('ssr', '');
    expect(scripts, 'island or React code').toEqual([]);
    expect(await mutations()).toBe(0);
    await expectVehicle(page, brandNew);
  });

  test("an unknown id: the API's JSON 404 leads to Vehicle Not Found", async ({ page, request }) => {
    const api = await request.get('/api/vehicles/no-such-cart');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('json');
    expect(await api.json()).toEqual({ error: 'Vehicle not found' });
    const res = await page.goto('/vehicles/no-such-cart');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Vehicle Not Found');
  });
});
