/**
 * Policy pages: the duplicate addresses carry a canonical link to the main page, and the pages ship no
 * JavaScript, fit a phone and print cleanly. The figures a policy states are checked over dist/: those
 * that live in content/ by tests/unit/quality/policy-figures.test.ts, those only a policy's text states
 * against the specification by `npm run check:spec`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { formatUsd } from '../../src/lib/format/usd';
import { policyPath, staticRoutes } from '../../src/lib/routes';
import { rentals, site } from './support/content';
import { sitemapPaths } from './support/sitemap';

const fleet = (id: string) => rentals.fleets.find((f) => f.id === id)!;

/** Every policy file, with its `sameAs` target when it is a second address of another policy. */
const policies = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const id = f.replace(/\.mdx$/, '');
    const source = readFileSync(`content/policies/${f}`, 'utf8');
    const sameAs = /^sameAs:\s*([\w-]+)\s*$/m.exec(source)?.[1];
    const description = /^description:\s*"?(.*?)"?\s*$/m.exec(source)?.[1];
    return { id, path: policyPath({ id }), sameAs, description };
  });
const mainPolicies = policies.filter((p) => !p.sameAs);

/** Second addresses and the main page each must point at. */
const duplicates = [
  { path: staticRoutes.privacyAlias, main: staticRoutes.privacy },
  { path: staticRoutes.termsAlias, main: staticRoutes.terms },
  ...policies.filter((p) => p.sameAs).map((p) => ({ path: p.path, main: policyPath({ id: p.sameAs! }) })),
];

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

const normalise = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010-\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('policy pages', () => {
  for (const policy of mainPolicies) {
    test(`${policy.path}: effective date, table of contents, no script, fits 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(policy.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main time[datetime="2025-01-23"]')).toHaveText('January 23, 2025');
      const meta = await page.locator('meta[name="description"]').getAttribute('content');
      expect(meta, 'the frontmatter description, not cut short').toMatch(new RegExp(`^${escape(policy.description!)}\\.? Call `));

      const sections = await page.locator('article h2').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent?.trim() })));
      const toc = await page
        .locator('nav[aria-labelledby="toc-title"] a')
        .evaluateAll((as) => as.map((a) => ({ id: a.getAttribute('href')!.slice(1), text: a.textContent?.trim() })));
      expect(sections.length, 'sections').toBeGreaterThan(2);
      expect(toc).toEqual(sections);

      expect(await page.locator('script:not([type="application/ld+json"])').count(), 'zero JavaScript').toBe(0);
      expect(await page.locator('astro-island').count()).toBe(0);

      const overflowing = await page
        .locator('article .table-wrap')
        .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      expect(overflowing, 'tables fit a 360 px screen').toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test('no policy repeats the slip of 39 Kent County municipalities', async ({ page }) => {
    for (const policy of mainPolicies) {
      await page.goto(policy.path);
      expect(normalise((await page.locator('article').textContent()) ?? ''), policy.path).not.toMatch(/\b39\s+(Kent|municipalit|towns)/i);
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
  const indexed = sitemapPaths();

  for (const policy of mainPolicies) {
    test(`${policy.path} is canonical to itself and in the sitemap`, async ({ page }) => {
      await page.goto(policy.path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(policy.path);
      expect(indexed).toContain(policy.path);
    });
  }

  for (const dup of duplicates) {
    test(`${dup.path} shows the text of ${dup.main} with a canonical link to it`, async ({ page }) => {
      const response = await page.goto(dup.path);
      expect(response?.status()).toBe(200);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(dup.main);
      expect(indexed, 'kept out of the sitemap').not.toContain(dup.path);
      const text = normalise((await page.locator('main').textContent()) ?? '');
      const h1 = await page.locator('h1').textContent();

      await page.goto(dup.main);
      expect(normalise((await page.locator('main').textContent()) ?? '')).toBe(text);
      expect(await page.locator('h1').textContent()).toBe(h1);
    });

    test(`${dup.path} passes the sweep checks (it is not in the sitemap)`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(dup.path);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.title()).toContain(site.brandName);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });
  }

  test('the footer links every policy under /policies/, including the second address of the terms', async ({ page }) => {
    await page.goto(staticRoutes.terms);
    const hrefs = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const p of policies.filter((x) => x.path.startsWith('/policies/'))) expect(hrefs).toContain(p.path);
  });
});
