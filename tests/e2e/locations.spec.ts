/**
 * Location pages in the browser: the Google map loads only when the visitor opens it, the pages fit a 360 px
 * screen with the whole map, a rental request from a town rental page reaches the form preset and is stored with
 * its estimate, and the server answers 404 for towns without rentals and redirects former town slugs. What each
 * county, town and rental page states is checked against content/ over dist/ (tests/unit/quality/location-pages.test.ts).
 */
import { expect, test } from '@playwright/test';
import { dealerToday } from '../../src/lib/contact/details';
import { counties, delivery, municipalities as towns, rentals, site } from './support/content';
import { waitForIslands } from './support/islands';
import { formField, sendForm, storedMessage, visitor } from './support/requests';
import { sitemapPaths } from './support/sitemap';
import { usd } from './support/vehicles';
import { countyPagePath, deliveryFee, rentalPath, salesPath, showroom, shownFromShowroom } from '../support/location-facts.ts';

const rentalTowns = towns.filter((t) => t.offersRentals);

test.describe('town rental pages', () => {
  test('towns without rentals have no rental page', async ({ request }) => {
    const others = towns.filter((t) => !t.offersRentals && !rentalTowns.some((r) => r.slug === t.slug));
    expect(others.length).toBeGreaterThan(0);
    for (const town of others) expect((await request.get(rentalPath(town))).status(), rentalPath(town)).toBe(404);
  });
});

test('former town slugs redirect permanently to the current page', async ({ request }) => {
  const moved = towns.filter((t) => (t.formerSlugs ?? []).length > 0);
  expect(moved.length).toBeGreaterThan(0);
  for (const town of moved) {
    for (const former of town.formerSlugs!) {
      const from = salesPath({ ...town, slug: former });
      const res = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(res.status());
      expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(salesPath(town));
    }
  }
});

test('the sitemap lists every county, town and rental page', () => {
  const paths = new Set(sitemapPaths());
  const expected = [...counties.map(countyPagePath), ...towns.map(salesPath), ...rentalTowns.map(rentalPath)];
  expect(expected.filter((p) => !paths.has(p))).toEqual([]);
});

test('the Google map loads only when the visitor opens it', async ({ page, baseURL }) => {
  const town = towns.find((t) => t.county === 'sussex-county')!;
  const ownOrigin = new URL(baseURL!).origin;
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== ownOrigin) thirdParty.push(r.url());
  });
  await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto(salesPath(town));
  await page.locator('details.map-disclosure summary').scrollIntoViewIfNeeded();
  // Scrolled into view, a lazy frame would load now: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.locator('details.map-disclosure summary').click();
  await expect.poll(() => thirdParty.some((u) => u.startsWith('https://www.google.com/maps?'))).toBe(true);
  const directions = page.getByRole('link', { name: /^Directions from / });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of [countyPagePath(counties[0]!), salesPath(towns[0]!), rentalPath(rentalTowns[0]!)]) {
    test(`${path} fits the screen and shows the whole map`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = (await page.locator('svg.delaware-map').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('a rental request from a town rental page', () => {
  // A rental town beyond the free distance, so the estimate has a delivery fee; the rate card's recommended plan.
  const town = rentalTowns.find((t) => deliveryFee(t) > 0)!;
  const fleet = rentals.fleets[0]!;
  const plan = fleet.plans.find((p) => p.badge) ?? fleet.plans[0]!;

  test(`Reserve Online on ${rentalPath(town)} leads to the form preset to that cart, plan and town; the request is stored with its estimate`, async ({
    page,
  }) => {
    const person = visitor('rental');
    await page.goto(rentalPath(town));
    await page
      .locator(`[data-fleet="${fleet.id}"] [data-plan="${plan.id}"]`)
      .getByRole('link', { name: /^Reserve Online/ })
      .click();
    await expect(page).toHaveURL(`/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}&town=${town.id}#contact-form`);
    await waitForIslands(page);
    const shown = shownFromShowroom(town);
    const fee = deliveryFee(town);
    const total = plan.price + fee + fleet.deposit;
    const beyond = Math.round((shown - delivery.rental.freeWithinMiles) * 10) / 10;
    await expect(page.locator('form details')).toContainText(
      `${usd(plan.price)} plan + ${usd(fee)} delivery (${shown} mi from ${showroom.address.city}, ${beyond} mi beyond the free ${delivery.rental.freeWithinMiles}) + ${usd(fleet.deposit)} refundable deposit = ${usd(total)}`,
    );
    const start = dealerToday(new Date(Date.now() + 7 * 86_400_000), site.timeZone);
    await formField(page, 'Rental start date').fill(start);
    await sendForm(page, person);
    expect(storedMessage(person.email)).toMatchObject({
      request: 'rental',
      rental_fleet: fleet.id,
      rental_plan: plan.id,
      rental_start: start,
      rental_town: town.id,
      estimate_plan_usd: plan.price,
      estimate_delivery_usd: fee,
      estimate_deposit_usd: fleet.deposit,
      estimate_total_usd: total,
      source_page: rentalPath(town),
    });
  });
});
