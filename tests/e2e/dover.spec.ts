/** /dover: hero links, benefits, service tiles, the ten-town service area and structured data, against content. */
import { expect, test } from '@playwright/test';
import { mailtoHref, staticRoutes, telHref, townRentalPath, townSalesPath } from '../../src/lib/routes';
import { delivery, dover, municipalities, site } from './support/content';

const town = (id: string) => municipalities.find((t) => t.id === id)!;

test('hero links, benefits, service tiles, service area and visit actions', async ({ page }) => {
  await page.goto(staticRoutes.dover);
  await expect(page.locator('h1')).toHaveText(dover.hero.title);
  const hero = page.locator('.hero');
  await expect(hero.locator(`a[href="${staticRoutes.inventory}"]`)).toHaveCount(1);
  await expect(hero.locator(`a[href="${townRentalPath(town(dover.municipality))}"]`)).toHaveCount(1);
  // Both delivery rules, from content/delivery.json: no radius of Dover's own.
  await expect(page.locator('.delivery-note')).toContainText(`within ${delivery.sales.freeWithinMiles} miles on a cart you buy`);
  await expect(page.locator('.delivery-note')).toContainText(`within ${delivery.rental.freeWithinMiles} miles on a rental`);

  await expect(page.locator('#benefits li')).toHaveCount(dover.benefits.items.length);
  await expect(page.locator('#services .service-tiles li')).toHaveCount(dover.services.items.length);
  for (const s of dover.services.items) await expect(page.locator('#services')).toContainText(s.title);
  await expect(page.locator(`#services a[href="${staticRoutes.services}"]`)).toHaveCount(1);

  // The service area lists Camden, Cheswold, Wyoming, Little Creek, Magnolia, Woodside, Frederica, Harrington, Felton, Houston.
  expect(dover.serviceArea.towns.map((id) => town(id).name)).toEqual([
    'Camden',
    'Cheswold',
    'Wyoming',
    'Little Creek',
    'Magnolia',
    'Woodside',
    'Frederica',
    'Harrington',
    'Felton',
    'Houston',
  ]);
  const links = page.locator('.service-area-towns a');
  await expect(links).toHaveCount(dover.serviceArea.towns.length);
  for (const [i, id] of dover.serviceArea.towns.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', townSalesPath(town(id)));
    await expect(links.nth(i)).toContainText(town(id).name);
  }

  const visit = page.locator('#visit');
  await expect(visit.getByRole('link', { name: 'Schedule a Visit', exact: true })).toHaveAttribute('href', staticRoutes.contact);
  await expect(visit.locator(`a[href="${telHref(site.phone.e164)}"]`)).not.toHaveCount(0);
  await expect(visit.locator(`a[href="${mailtoHref(site.email)}"]`)).not.toHaveCount(0);
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
});

test('structured data: the dealer at its showroom, serving Dover at the Dover coordinates and the ten towns', async ({ page }) => {
  await page.goto(staticRoutes.dover);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const dealer = blocks.find((d) => d['@type'] === 'AutoDealer');
  const showroom = site.locations.find((l) => l.type === 'physical')!;
  expect(dealer.geo).toEqual({ '@type': 'GeoCoordinates', latitude: showroom.coordinates.lat, longitude: showroom.coordinates.lng });
  expect(dealer.name).toBe(site.brandName);
  expect(dealer.telephone).toBe(site.phone.e164);
  expect(dealer.address.addressRegion).toBe('DE');

  const service = blocks.find((d) => d['@type'] === 'Service');
  expect(service.provider['@id']).toBe(dealer['@id']);
  const [doverServed, ...nearby] = service.areaServed as { name: string; geo: { latitude: number; longitude: number } }[];
  const { lat, lng } = town(dover.municipality).coordinates;
  expect([doverServed!.geo.latitude, doverServed!.geo.longitude]).toEqual([lat, lng]);
  expect(nearby.map((a) => a.name)).toEqual(dover.serviceArea.towns.map((id) => `${town(id).name}, Delaware`));
});
