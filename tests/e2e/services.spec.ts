import { expect, test } from '@playwright/test';
import { hoursRows } from '../../src/lib/hours/opening-hours';
import { dealerToday } from '../../src/lib/contact/details';
import { formatUsd } from '../../src/lib/format/usd';
import { staticRoutes } from '../../src/lib/routes';
import type { ServicePrice } from '../../src/schemas/services';
import { executableScripts } from './support/core-content';
import { services, site } from './support/content';
import { waitForIslands } from './support/islands';
import { formField, sendForm, storedMessage, visitor } from './support/requests';

/** Every booking link of /services: the contact form preset to a service appointment. */
const SERVICE_REQUEST = '/contact?request=service#contact-form';

/** What each price kind must say on the page ($155/hour, quote on request, covered by warranty). */
const priceText = (price: ServicePrice) =>
  price.kind === 'hourly' ? `${formatUsd(price.amount)}/hour` : price.kind === 'quote' ? 'Quote on request' : 'Covered by warranty';

test.describe('services page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(staticRoutes.services);
  });

  test('hero h1 and no script', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(services.hero.title);
    expect(await executableScripts(page)).toBe(0);
  });

  test('the offers with their items and prices, each with Schedule Service to the form preset to a service appointment', async ({
    page,
  }) => {
    const cards = page.locator('[data-offer]');
    await expect(cards).toHaveCount(services.offers.length);
    for (const [i, offer] of services.offers.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: offer.title, exact: true })).toBeVisible();
      for (const item of offer.items) await expect(card.getByText(item, { exact: true })).toBeVisible();
      await expect(card.locator('[data-price]')).toContainText(priceText(offer.price));
      await expect(card.getByRole('link', { name: /Schedule Service/ })).toHaveAttribute('href', SERVICE_REQUEST);
    }
  });

  test('why-choose includes the 24-48 hour turnaround', async ({ page }) => {
    expect(services.whyChoose.some((w) => w.text.includes('24-48 hours'))).toBe(true);
    for (const item of services.whyChoose) {
      await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
      await expect(page.getByText(item.text)).toBeVisible();
    }
  });

  test('service hours from site.hours.service and schedule links to the form preset to a service appointment', async ({ page }) => {
    const hours = page.locator('#hours');
    for (const row of hoursRows(site.hours.service)) {
      await expect(hours.getByText(row.days, { exact: true })).toBeVisible();
      await expect(hours.getByText(row.hours, { exact: true })).toBeVisible();
    }
    await expect(hours.getByRole('link', { name: /Schedule Service/ })).toHaveAttribute('href', SERVICE_REQUEST);
    await expect(page.locator('section.hero').getByRole('link', { name: services.hero.action })).toHaveAttribute('href', SERVICE_REQUEST);
  });
});

test('Schedule Service leads to the form preset to a service appointment; the request is stored with its date', async ({ page }) => {
  const person = visitor('service');
  const offer = services.offers[0]!;
  await page.goto(staticRoutes.services);
  await page
    .locator(`[data-offer="${offer.id}"]`)
    .getByRole('link', { name: /Schedule Service/ })
    .click();
  await expect(page).toHaveURL(SERVICE_REQUEST);
  await waitForIslands(page);
  await expect(page.locator('form details summary')).toHaveText('About: Service appointment');
  await expect(formField(page, "I'm interested in")).toHaveValue('service');
  const date = dealerToday(new Date(Date.now() + 2 * 86_400_000), site.timeZone);
  await formField(page, 'Preferred date').fill(date);
  await formField(page, 'Time of day').selectOption('afternoon');
  await sendForm(page, person);
  expect(storedMessage(person.email)).toMatchObject({
    request: 'service',
    interest: 'service',
    preferred_date: date,
    preferred_time: 'afternoon',
    vehicle_id: null,
    request_summary: 'Service appointment',
    source_page: staticRoutes.services,
  });
});
