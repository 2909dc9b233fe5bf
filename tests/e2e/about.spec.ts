import { expect, test } from '@playwright/test';
import { formatAtLeast } from '../../src/lib/format/usd';
import { yearsInBusiness } from '../../src/lib/format/years-in-business';
import { staticRoutes, telHref, townSalesPath } from '../../src/lib/routes';
import { executableScripts, townsInOrder, thirdPartyRequests } from './support/core-content';
import { showroomHours, site, team, values } from './support/content';

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(staticRoutes.about);
  });

  test('one h1 and no script', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await executableScripts(page)).toBe(0);
  });

  test('story names the founding year; stats come from site.stats and the municipality data', async ({ page }) => {
    await expect(page.locator('[data-founded]')).toHaveText(String(site.stats.foundedYear));
    await expect(page.locator('[data-stat="years"] dd')).toHaveText(formatAtLeast(yearsInBusiness(site.stats.foundedYear, new Date())));
    await expect(page.locator('[data-stat="customers"] dd')).toHaveText(formatAtLeast(site.stats.customersServed));
    await expect(page.locator('[data-stat="municipalities"] dd')).toHaveText(String(townsInOrder().length));
  });

  test('values and the team cards', async ({ page }) => {
    for (const value of values) await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();
    const cards = page.locator('[data-team]');
    await expect(cards).toHaveCount(team.length);
    for (const [i, member] of team.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(member.name);
      await expect(cards.nth(i)).toContainText(member.role);
    }
  });

  test('service area links every municipality; contact cards show phone, e-mail and hours', async ({ page }) => {
    const hrefs = await page
      .locator('#service-area ul[aria-label^="Town pages"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(townsInOrder().map((t) => townSalesPath(t)));
    const contact = page.locator('#contact');
    await expect(contact.locator(`a[href="${telHref(site.phone.e164)}"]`)).toBeVisible();
    await expect(contact.getByRole('link', { name: site.email })).toBeVisible();
    for (const row of showroomHours) await expect(contact.getByText(row.days, { exact: true })).toBeVisible();
  });

  test('no third-party request until the visitor opens a map', async ({ page }) => {
    expect(await thirdPartyRequests(page, staticRoutes.about)).toEqual([]);
    await expect(page.locator('details.map-disclosure iframe').first()).toBeAttached();
  });
});
