/**
 * Policy pages in the browser: their tables fit a phone, printing hides the site chrome, and the linked
 * content values. What the built HTML says (effective date, table of contents, no JavaScript, canonical
 * addresses, the second addresses' text) is checked over dist/ by tests/unit/quality/policies.test.ts;
 * the figures a policy states by tests/unit/quality/policy-figures.test.ts (those from content/) and
 * against the specification by `npm run check:spec` (those only its text states).
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { formatUsd } from '../../src/lib/format/usd';
import { policyPath, staticRoutes } from '../../src/lib/routes';
import { rentals, site } from './support/content';

const fleet = (id: string) => rentals.fleets.find((f) => f.id === id)!;

/** Every policy file, with its `sameAs` target when it is a second address of another policy. */
const policies = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const id = f.replace(/\.mdx$/, '');
    const source = readFileSync(`content/policies/${f}`, 'utf8');
    const sameAs = /^sameAs:\s*([\w-]+)\s*$/m.exec(source)?.[1];
    return { id, path: policyPath({ id }), sameAs };
  });
const mainPolicies = policies.filter((p) => !p.sameAs);

const PRIVACY_TOPICS = [
  /collect/i,
  /use/i,
  /shar/i,
  /protect|secur/i,
  /cookies/i,
  /rights/i,
  /links/i,
  /children under 13/i,
  /changes/i,
  /contact/i,
];
const STAFFING_TABLES = [
  /workforce/i,
  /location/i,
  /department/i,
  /demographic/i,
  /hiring/i,
  /benefits/i,
  /safety/i,
  /survey/i,
  /community/i,
];

test.describe('policy pages', () => {
  test('every policy table fits a 360 px screen, its cells wrapped rather than scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const policy of mainPolicies) {
      await page.goto(policy.path);
      const overflowing = await page
        .locator('article .table-wrap')
        .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      expect(overflowing, `tables of ${policy.path} that overflow`).toBe(0);
    }
  });

  test('the privacy policy covers every listed topic', async ({ page }) => {
    await page.goto(staticRoutes.privacy);
    const headings = (await page.locator('article h2').allTextContents()).join(' | ');
    for (const topic of PRIVACY_TOPICS) expect(headings, String(topic)).toMatch(topic);
  });

  test('the staffing report shows its figures in real tables', async ({ page }) => {
    await page.goto(policyPath({ id: 'staffing-report' }));
    const withTable = await page.locator('article h2').evaluateAll((hs) =>
      hs
        .filter((h) => {
          for (let el = h.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) {
            if (el.querySelector('table') || el.tagName === 'TABLE') return true;
          }
          return false;
        })
        .map((h) => h.textContent ?? ''),
    );
    for (const topic of STAFFING_TABLES) expect(withTable.join(' | '), String(topic)).toMatch(topic);
    await expect(page.locator('article h2', { hasText: /human resources contact/i })).toHaveCount(1);
    await expect(page.locator('article th[scope], article thead th').first()).toBeVisible();
  });

  test('policy prices and contact details are the content values, linked', async ({ page }) => {
    await page.goto(policyPath({ id: 'rental-policy' }));
    await expect(page.locator(`article a[href="tel:${site.phone.e164}"]`).first()).toHaveText(site.phone.display);
    await expect(page.locator(`article a[href="mailto:${site.email}"]`).first()).toHaveText(site.email);
    const table = page.locator('article table').filter({ has: page.locator('caption', { hasText: 'Rental rates' }) });
    for (const f of rentals.fleets) {
      for (const p of f.plans) {
        await expect(table.locator('tr', { hasText: p.title })).toContainText(formatUsd(p.price));
      }
    }
    await expect(table.locator('tr', { hasText: 'Security deposit' })).toContainText(formatUsd(fleet('6-seater').deposit));
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

test.describe('one source, one canonical address', () => {
  test('the footer links every policy under /policies/, including the second address of the terms', async ({ page }) => {
    await page.goto(staticRoutes.terms);
    const hrefs = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const p of policies.filter((x) => x.path.startsWith('/policies/'))) expect(hrefs).toContain(p.path);
  });
});
