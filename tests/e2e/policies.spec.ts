/**
 * Policy pages: every figure a policy must state is on the built page, the duplicate addresses
 * carry a canonical link to the main page, and the pages ship no JavaScript and print cleanly.
 *
 * Figures that live in content/ (rental prices, deposits, the delivery fee, hours, the phone) are read
 * from content here; figures that live only in a policy's text are the policy's own values.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { formatNumber, formatUsd } from '../../src/lib/format/usd';
import { hoursRows } from '../../src/lib/hours/opening-hours';
import { policyPath, staticRoutes } from '../../src/lib/routes';
import { delivery, financingWords, rentals, site } from './support/content';
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

/** A figure must appear in one block (paragraph, list item, table row) together with `near`. */
type Figure = [figure: string, near?: string];

const REQUIRED: Record<string, Figure[]> = {
  'rental-policy': [
    ...rentals.fleets.map((f): Figure => [formatUsd(f.deposit), f.id === 'utility' ? 'Utility' : f.id]),
    ...rentals.fleets.flatMap((f) => f.plans.map((p): Figure => [formatUsd(p.price), p.title])),
    ['24 hours', 'Minimum rental'],
    ['30 days', 'Maximum rental'],
    ['$25 per hour', 'Late return'],
    ['at least 18 years old', "driver's license"],
    ['credit card'],
    ['Up to 2 additional drivers', '$25 each'],
    ['$50-$150', 'Cleaning'],
    ['$35', 'recharge'],
    ['$200', 'Smoke odor'],
    ['$75', 'Pet hair'],
    ['$75', 'Minor damage'],
    ['plus $25', 'accessories'],
    ['$100,000', 'per person'],
    ['$300,000', 'per accident'],
    ['$50,000', 'property damage'],
    ['Free cancellation', 'More than 24 hours before'],
    ['50% refund', 'Within 24 hours'],
    ['No refund', 'No-show'],
    ['3-5 business days', 'deposit'],
    [`${formatUsd(delivery.rental.feePerMile)} for each mile beyond ${delivery.rental.freeWithinMiles}`, 'delivery'],
    [`${formatNumber(delivery.rental.freeWithinMiles)} miles`, 'free'],
    ...rentals.footnote.map((line): Figure => [line]),
  ],
  'return-policy': [
    ['7 days', 'New golf carts'],
    ['Under 10 miles', 'New golf carts'],
    ['15%', 'New golf carts'],
    ['3 days', 'Used golf carts'],
    ['20%', 'Used golf carts'],
    ['30 days', 'Parts'],
    ['10%', 'Parts'],
    ['Return Merchandise Authorization (RMA) number'],
    ['within 48 hours', 'defect'],
    ['within 10 business days', 'refund'],
    ['3-5 business days', 'Card refunds'],
  ],
  'delivery-policy': [
    [`${formatUsd(delivery.sales.minimumPurchase)} or more`, `Within ${delivery.sales.freeWithinMiles} miles`],
    [
      `${formatUsd(delivery.sales.feePerMile)} for each mile beyond ${delivery.sales.freeWithinMiles}`,
      formatUsd(delivery.sales.minimumPurchase),
    ],
    [`less than ${formatUsd(delivery.sales.minimumPurchase)}`, `${formatUsd(delivery.sales.feePerMile)} for every mile`],
    [`Within ${delivery.rental.freeWithinMiles} miles`, 'rental cart'],
    [`${formatUsd(delivery.rental.feePerMile)} for each mile beyond ${delivery.rental.freeWithinMiles}`, 'rental cart'],
    [delivery.sales.inStockArrival, 'In-stock'],
    [delivery.sales.customOrderArrival, 'Custom orders'],
    ['2-hour delivery window'],
    ['before 2:00 PM', '$50 rush fee'],
    ['$150', 'white glove'],
    ['Free', "24 hours' notice"],
    ['$75', 'Same-day cancellation'],
    ['$100', 'Missed appointment'],
    ['at least 8 feet wide'],
    ['10 feet of overhead clearance'],
    ['three missed appointments'],
    ...hoursRows(site.hours.delivery).map((row): Figure => [row.hours, row.days]),
  ],
  'storage-policy': [
    ['$125 per month', 'Indoor'],
    ['$75 per month', 'Covered'],
    ['$650', 'Winter package'],
    ['$400', 'Winter package'],
    ['October 15 - April 15', 'Winter package'],
    ['$575', 'Summer package'],
    ['$350', 'Summer package'],
    ['May 1 - September 30', 'Summer package'],
    ['$50 per month', 'Maintenance'],
    ['$150', 'Pre-season prep'],
    ['late fee of $25', 'more than 10 days'],
    ["30 days' written notice"],
    ['50-75°F'],
    ['30 days', 'past-due notice'],
    ['60 days', 'We call you and send a final notice'],
    ['90 days', 'lien process begins'],
    ['120 days', 'may be sold'],
  ],
  'corrections-policy': [
    ['2 hours', 'Critical'],
    ['24 hours', 'Important'],
    ['48 hours', 'Minor'],
    ['72 hours', 'Complex'],
  ],
  'feedback-policy': [
    ['4 hours', 'Urgent'],
    ['24 hours', 'General'],
    ['48 hours', 'Complex'],
    ['1 week', 'Follow-up'],
  ],
  'publishing-policy': [['within 48 hours', 'new model'], ['quarterly']],
  'terms-of-service': [
    [financingWords.promoApr, 'credit approval'],
    [financingWords.termRange, 'credit approval'],
    ['30 days', 'abandoned'],
    ['lien', 'abandoned'],
  ],
  'diversity-policy': [['equal opportunity employer'], ['reasonable accommodations']],
  'privacy-policy': [['children under 13'], ['do not sell your personal information']],
  'ethics-policy': [
    [site.email, 'E-mail'],
    [site.phone.display, 'Phone'],
    ['Kent, New Castle and Sussex', 'Service area'],
    [new URL(site.siteUrl).host, 'Website'],
    ['Confidential and anonymous reporting is available'],
  ],
  'staffing-report': [
    ['24', 'Full-time'],
    ['8', 'Part-time'],
    ['6', 'Seasonal'],
    ['April-October', 'Seasonal'],
    ['38', 'peak'],
    ['87%', 'Retention'],
    ['18', 'Dover Showroom'],
    ['14', 'Online'],
    ['6', 'Mobile service teams'],
    ['8', 'Sales representatives'],
    ['3', 'Sales support'],
    ['4', 'Customer service'],
    ['6', 'Service technicians'],
    ['2', 'Service advisors'],
    ['2', 'Parts specialists'],
    ['4', 'Management'],
    ['3', 'Administration'],
    ['4', 'Delivery'],
    ['2', 'Facility maintenance'],
    ['9', 'New hires'],
    ['5', 'Internal promotions'],
    ['21 days', 'time to fill'],
    ['$1,200', 'development budget'],
    ['15-25 days', 'Paid time off'],
    ['40 hours', 'orientation'],
    ['2', 'incidents'],
    ['0', 'Lost-time'],
    ['760 hours', 'Safety training'],
    ['89% response rate'],
    ['6-8'],
    ['85%', 'retention'],
    ['$2.1 million', 'payroll'],
    ['240', 'Volunteer hours'],
    [site.email, 'E-mail'],
  ],
};

/** The ethics policy's sections, in order. */
const ETHICS_SECTIONS = [
  'Our Ethical Foundation',
  'Core Ethical Principles',
  'Customer Relations Ethics',
  'Employee Conduct Standards',
  'Financial Integrity',
  'Conflicts of Interest',
  'Supplier and Partner Relations',
  'Legal and Regulatory Compliance',
  'Environmental Responsibility',
  'Reporting Ethical Concerns',
  'Training and Awareness',
  'Enforcement and Accountability',
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
/** The figure as a whole token: "8" does not match inside "38" or "$800". */
const figureRe = (figure: string) => new RegExp(`(?<![\\w$]|\\d[.,])${escape(figure)}(?!\\w|[.,]\\d)`, 'i');

/** Text of every block of the policy; a table row's cells are joined with " | ". */
async function blocks(page: Page): Promise<string[]> {
  const texts = await page
    .locator('article')
    .locator('p, li, tr, caption, .contact-block dl > div')
    .evaluateAll((els) =>
      els.map((el) =>
        el instanceof HTMLTableRowElement || el.matches('dl > div')
          ? Array.from(el.children, (c) => (c as HTMLElement).innerText).join(' | ')
          : (el as HTMLElement).innerText,
      ),
    );
  return texts.map(normalise);
}

test.describe('policy pages', () => {
  for (const policy of mainPolicies) {
    test(`${policy.path} carries every required figure`, async ({ page }) => {
      const response = await page.goto(policy.path);
      expect(response?.status()).toBe(200);
      const figures = REQUIRED[policy.id];
      expect(figures, `a figures table for ${policy.id}`).toBeDefined();
      const texts = await blocks(page);
      for (const [figure, near] of figures!) {
        const found = texts.some((t) => figureRe(normalise(figure)).test(t) && (!near || t.toLowerCase().includes(near.toLowerCase())));
        expect(found, `"${figure}"${near ? ` next to "${near}"` : ''} on ${policy.path}`).toBe(true);
      }
    });

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

  test('the ethics policy has its sections in order', async ({ page }) => {
    await page.goto(policyPath({ id: 'ethics-policy' }));
    expect(await page.locator('article h2').allTextContents()).toEqual(ETHICS_SECTIONS);
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

  test('the footer links every policy once, by its main address only', async ({ page }) => {
    await page.goto(staticRoutes.terms);
    const hrefs = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const p of mainPolicies) expect(hrefs.filter((h) => h === p.path)).toHaveLength(1);
    for (const d of duplicates) expect(hrefs).not.toContain(d.path);
  });
});
