/**
 * Policy pages in the browser, for what needs layout: their tables fit a phone, and printing hides the
 * site chrome. What the built HTML says (effective date, table of contents, sections, tables, the content's
 * values and links, canonical addresses, the footer's links) is checked over dist/ by
 * tests/unit/quality/policies.test.ts and policy-figures.test.ts; the figures only a policy's text states,
 * against the specification, by `npm run check:spec`.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { policyPath } from '../../src/lib/routes';

/** Every published policy with a page of its own (not a second address of another policy). */
const mainPolicies = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .filter((f) => !/^(sameAs:|draft:\s*true)/m.test(readFileSync(`content/policies/${f}`, 'utf8')))
  .map((f) => policyPath({ id: f.replace(/\.mdx$/, '') }));

test.describe('policy pages', () => {
  test('every policy table fits a 360 px screen, its cells wrapped rather than scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of mainPolicies) {
      await page.goto(path);
      const overflowing = await page
        .locator('article .table-wrap')
        .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      expect(overflowing, `tables of ${path} that overflow`).toBe(0);
    }
  });

  test('printing hides the site chrome and the table of contents', async ({ page }) => {
    await page.goto(policyPath({ id: 'delivery-policy' }));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.locator('nav[aria-labelledby="toc-title"]')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('article')).toBeVisible();
  });
});
