/**
 * The browser sweep over every page a visitor can reach (tests/support/built-site.ts `reachablePaths`):
 * each loads with status 200, without console errors and without horizontal scroll on a 360 px screen;
 * axe finds nothing on one page of each markup shape (tests/support/markup-shape.ts: pages of one shape
 * differ only in their words). The static facts of the same pages (one h1, title, description, canonical,
 * links that resolve) are checked over dist/ by tests/unit/quality/pages.test.ts, and their HTML by
 * html-validate (tests/unit/quality/html-validity.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { readFileSync } from 'node:fs';
import { reachablePaths } from '../support/built-site.ts';
import { onePerShape } from '../support/markup-shape.ts';
import { answerFor } from '../support/served.ts';
import { staticRoutes } from '../../src/lib/routes';
import { notFoundPage, site } from './support/content';

const paths = reachablePaths();
const built = (path: string) => {
  const answer = answerFor(path);
  return answer.kind === 'file' ? readFileSync(answer.file, 'utf8') : '';
};
const axeChecked = new Set(onePerShape(paths, built));

/**
 * Pages loaded one after another in one browser tab per test (a tab per page costs more than most pages): ten
 * to a test, three when axe runs on them.
 */
function inBatches(list: readonly string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}
const batches = [
  ...inBatches([...axeChecked], 3).map((batch) => ({ batch, withAxe: true })),
  ...inBatches(
    paths.filter((p) => !axeChecked.has(p)),
    10,
  ).map((batch) => ({ batch, withAxe: false })),
];

/** Loads `path`: status 200, no horizontal scroll at 360 px, no console error (kept in `errors` while the page runs). */
async function sweep(page: Page, path: string, errors: string[], withAxe: boolean) {
  errors.length = 0;
  const response = await page.goto(path, { waitUntil: 'load' });
  expect.soft(response?.status(), `${path}: status`).toBe(200);

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${path}: no horizontal scroll at 360 px`).toBeLessThanOrEqual(360);

  if (withAxe) {
    const results = await axe(page).analyze();
    expect
      .soft(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path}: axe`,
      )
      .toEqual([]);
  }
  expect.soft([...errors], `${path}: console errors`).toEqual([]);
}

test.describe('sitemap sweep', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: 180_000 });
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
  });

  for (const { batch, withAxe } of batches)
    test(`${batch.length === 1 ? batch[0] : `${batch[0]} … ${batch.at(-1)}`}${withAxe ? ' (axe)' : ''}`, async ({ page }) => {
      for (const path of batch) await sweep(page, path, errors, withAxe);
    });
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
