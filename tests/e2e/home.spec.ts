import { expect, test } from '@playwright/test';
import { fillEvery } from '../../src/lib/format/placeholders';
import { formatAtLeast, formatUsd } from '../../src/lib/format/usd';
import { yearsInBusiness } from '../../src/lib/format/years-in-business';
import { ratingLabel } from '../../src/lib/reviews/rating';
import { staticRoutes, telHref, townSalesPath, vehiclePath } from '../../src/lib/routes';
import { executableScripts, jsonLdBlocks, townsInOrder, thirdPartyRequests } from './support/core-content';
import { faq as faqCopy, financingWords, home as homeCopy, monthlyText, reviews, showroomHours, site, vehicles } from './support/content';

const home = fillEvery(homeCopy, financingWords);
const faq = fillEvery(faqCopy, financingWords);

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(staticRoutes.home);
  });

  test('hero: one h1, View Inventory and a call button', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(home.hero.title);
    const hero = page.locator('main > section').first();
    await expect(hero.getByRole('link', { name: 'View Inventory' })).toHaveAttribute('href', staticRoutes.inventory);
    await expect(hero.locator(`a[href="${telHref(site.phone.e164)}"]`)).toContainText(site.phone.display);
  });

  test('why-choose row and brands grid come from content/home.json', async ({ page }) => {
    for (const item of home.whyChoose) {
      await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
      await expect(page.getByText(item.text)).toBeVisible();
    }
    const brands = page.locator('#brands');
    for (const brand of home.brands.items) {
      await expect(brands.getByRole('heading', { name: brand.name, exact: true })).toBeVisible();
      if (brand.route)
        await expect(brands.getByRole('link', { name: brand.name, exact: true })).toHaveAttribute('href', staticRoutes[brand.route]);
    }
  });

  test('featured carts show the badge, the catalogue price with from $X/mo (its APR and term), and View Details to /vehicles/{id}', async ({
    page,
  }) => {
    const cards = page.locator('#featured article');
    await expect(cards).toHaveCount(home.featured.vehicleIds.length);
    for (const [i, id] of home.featured.vehicleIds.entries()) {
      const vehicle = vehicles.find((v) => v.id === id)!;
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(vehicle.name);
      await expect(card.locator('[data-price]')).toHaveText(formatUsd(vehicle.price));
      await expect(card.getByTestId('monthly-from')).toHaveText(monthlyText(vehicle));
      await expect(card.locator('.badge-pre-owned')).toHaveCount(vehicle.isNew ? 0 : 1);
      if (vehicle.isNew) await expect(card.getByText('NEW', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', vehiclePath({ id }));
    }
  });

  test('about block states the home figures from site.stats (the one customer figure)', async ({ page }) => {
    const about = page.locator('section[aria-labelledby="about-title"]');
    await expect(about.getByRole('heading', { name: home.about.title })).toBeVisible();
    await expect(about.locator('[data-stat]').nth(0)).toHaveText(formatAtLeast(site.stats.customersServed));
    await expect(about.locator('[data-stat]').nth(1)).toHaveText(formatAtLeast(yearsInBusiness(site.stats.foundedYear, new Date())));
  });

  test('the service area links the first towns in the site order', async ({ page }) => {
    const expected = townsInOrder()
      .slice(0, site.homeMunicipalityLinks)
      .map((t) => townSalesPath(t));
    const hrefs = await page
      .locator('#service-area ul[aria-label^="Town pages"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expected);
  });

  test('contact block shows the showroom hours, phone and e-mail', async ({ page }) => {
    const contact = page.locator('#contact');
    for (const row of showroomHours) {
      await expect(contact.getByText(row.days, { exact: true })).toBeVisible();
      await expect(contact.getByText(row.hours, { exact: true }).first()).toBeVisible();
    }
    await expect(contact.locator(`a[href="${telHref(site.phone.e164)}"]`).first()).toBeVisible();
    await expect(contact.getByRole('link', { name: site.email })).toBeVisible();
  });

  test('sample reviews show author, headline and their star rating', async ({ page }) => {
    const cards = page.locator('[data-review]');
    await expect(cards).toHaveCount(reviews.length);
    for (const [i, review] of reviews.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(review.author);
      await expect(card).toContainText(review.headline);
      await expect(card.getByRole('img', { name: ratingLabel(review.rating) })).toBeVisible();
    }
    const mean = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
    await expect(page.locator('[data-average]')).toHaveText(mean.toFixed(1));
  });

  test('FAQ is a keyboard-operable disclosure list with the range answer', async ({ page }) => {
    const items = page.locator('details[data-faq]');
    await expect(items).toHaveCount(faq.length);
    expect(faq.some((f) => f.answer.includes('25-60 miles per charge'))).toBe(true);
    const last = items.last();
    await expect(last).not.toHaveAttribute('open');
    await last.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('open');
    await expect(last.getByText(faq.at(-1)!.answer)).toBeVisible();
    const first = faq.find((f) => !('draft' in f && f.draft))!;
    await page.locator(`details[data-faq="${first.id}"] summary`).click();
    await expect(page.locator(`details[data-faq="${first.id}"]`)).toContainText(first.answer);
  });

  test('structured data: FAQPage and AutoDealer from the site config, no review markup, no script', async ({ page }) => {
    const blocks = await jsonLdBlocks(page);
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage');
    expect((faqPage?.['mainEntity'] as { name: string }[]).map((q) => q.name)).toEqual(faq.map((f) => f.question));
    const dealer = blocks.find((b) => b['@type'] === 'AutoDealer')!;
    const showroom = site.locations.find((l) => l.type === 'physical')!;
    expect(dealer['telephone']).toBe(site.phone.e164);
    expect(dealer['address']).toMatchObject({ streetAddress: showroom.address.street, addressRegion: 'DE' });
    for (const area of dealer['areaServed'] as { name: string }[]) expect(area.name).toMatch(/Delaware$/);
    expect(JSON.stringify(blocks)).not.toMatch(/"Review"|AggregateRating|reviewRating/);
    expect(await executableScripts(page)).toBe(0);
  });

  test('no third-party request until the visitor opens a map', async ({ page }) => {
    expect(await thirdPartyRequests(page, staticRoutes.home)).toEqual([]);
    await expect(page.locator('details.map-disclosure iframe').first()).toBeAttached();
  });
});
