/**
 * The sitemap sweep: every indexable page (plus the pages kept out of the sitemap on purpose)
 * loads with status 200, has one h1, a title and description that follow the title and description rules,
 * a canonical link, no console errors, no broken internal links, no axe violations and no
 * horizontal scroll on a 360 px screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staticRoutes } from '../../src/lib/routes';
import { notFoundPage, site } from './support/content';
import { sitemapPaths } from './support/sitemap';

const EXTRA = ['/thank-you', '/privacy', '/terms', '/policies/terms-conditions'];
const paths = [...new Set([...sitemapPaths(), ...EXTRA])];
const checkedLinks = new Map<string, number>();

async function linkStatus(request: APIRequestContext, path: string): Promise<number> {
  const cached = checkedLinks.get(path);
  if (cached !== undefined) return cached;
  const res = await request.get(path, { maxRedirects: 5 });
  checkedLinks.set(path, res.status());
  return res.status();
}

test.describe('sitemap sweep', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of paths) {
    test(`${path}`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));

      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), 'status').toBe(200);
      await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);

      const title = await page.title();
      expect(title, 'title names the brand').toContain(site.brandName);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, 'description').toBeTruthy();
      expect(description!.length, 'description length').toBeLessThanOrEqual(155);
      expect(description!.endsWith(` Call ${site.phone.display}.`), 'description suffix').toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

      const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')).map((h) => h.split('#')[0]!))];
      for (const href of internal.filter(Boolean)) {
        expect(await linkStatus(request, href), `link ${href} on ${path}`).toBeLessThan(400);
      }

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(360);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(notFoundPage.title);
  // No developer's message: the page offers its links (inventory, rentals, services, contact) and the phone.
  await expect(page.locator('main')).not.toContainText(/router/i);
  for (const route of ['inventory', 'rentals', 'services', 'contact'] as const)
    await expect(page.locator(`main a[href="${staticRoutes[route]}"]`)).toHaveCount(1);
  await expect(page.locator(`a[href="tel:${site.phone.e164}"]`).first()).toBeVisible();
});
