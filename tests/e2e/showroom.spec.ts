import { expect, test } from '@playwright/test';
import { directionsUrl } from '../../src/lib/geo/maps';
import { staticRoutes, telHref, townSalesPath } from '../../src/lib/routes';
import { executableScripts, jsonLdBlocks, townsInOrder, thirdPartyRequests } from './support/core-content';
import { showroomHours, site } from './support/content';

test.describe('showroom page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(staticRoutes.showroom);
  });

  test('one h1, links to /contact, no script', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.locator(`main a[href="${staticRoutes.contact}"]`).count()).toBeGreaterThan(0);
    expect(await executableScripts(page)).toBe(0);
  });

  for (const location of site.locations) {
    test(`location ${location.id}: address, phone, hours, its actions and web links`, async ({ page }) => {
      const card = page.locator(`[data-location="${location.id}"]`);
      await expect(card.getByRole('heading', { name: location.name })).toBeVisible();
      const address = card.locator('[data-address]');
      await expect(address).toContainText(location.address.street);
      await expect(address).toContainText(`${location.address.city}, ${location.address.region} ${location.address.postalCode}`);
      await expect(card.getByRole('link', { name: site.phone.display, exact: true })).toHaveAttribute('href', telHref(site.phone.e164));
      for (const row of showroomHours) {
        await expect(card.getByText(row.days, { exact: true })).toBeVisible();
        await expect(card.getByText(row.hours, { exact: true })).toBeVisible();
      }
      const directions = card.getByRole('link', { name: /^Directions/ });
      if (location.type === 'physical') {
        await expect(directions).toHaveAttribute('href', directionsUrl(location.mapQuery));
        await expect(directions).toHaveAttribute('target', '_blank');
      } else {
        // The online / service-area entry has no door to drive to: no directions anywhere in its card (its map
        // included), and its online request stands beside the call.
        await expect(card.getByRole('link', { name: /directions/i })).toHaveCount(0);
        await expect(card.getByRole('link', { name: 'Send a Message' })).toHaveAttribute('href', staticRoutes.contact);
      }
      await expect(card.getByRole('link', { name: /^Call Now/ })).toHaveAttribute('href', telHref(site.phone.e164));
      for (const href of [location.website, location.facebook, location.youtube, location.reviews]) {
        await expect(card.locator(`a[href="${href}"][target="_blank"]`)).toHaveCount(1);
      }
    });
  }

  test('Areas We Serve links every municipality page', async ({ page }) => {
    const hrefs = await page.locator('#areas ul[aria-label^="Town pages"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(townsInOrder().map((t) => townSalesPath(t)));
  });

  test('AutoDealer structured data for the physical showroom, Delaware only', async ({ page }) => {
    const dealer = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'AutoDealer')!;
    const showroom = site.locations.find((l) => l.type === 'physical')!;
    expect(dealer['address']).toMatchObject({
      streetAddress: showroom.address.street,
      addressLocality: showroom.address.city,
      postalCode: showroom.address.postalCode,
    });
    expect(dealer['telephone']).toBe(site.phone.e164);
    for (const area of dealer['areaServed'] as { name: string }[]) expect(area.name).toMatch(/Delaware$/);
  });

  test('no third-party request until the visitor opens a map', async ({ page }) => {
    expect(await thirdPartyRequests(page, staticRoutes.showroom)).toEqual([]);
    await expect(page.locator('details.map-disclosure iframe').first()).toBeAttached();
  });
});
