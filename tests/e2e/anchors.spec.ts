/**
 * In-page links under the sticky header: the target of every in-page link lands below the header, at phone
 * and desktop width, with the page's own smooth scrolling. The targets come from the build: one link for
 * each kind of element the site's in-page links point at (a section, a policy heading, …), so a new kind
 * of target is tested the day it is built.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { vehiclePath } from '../../src/lib/routes';
import { builtPages, sitemapPaths } from '../support/built-site.ts';
import { attributes, parseHtml, type Element } from '../support/html.ts';
import { vehicles } from './support/content';

const WIDTHS = [360, 1280];

/** The header's own links: the no-popover menu's "Menu" (#nav-drawer) and "Close menu" (#). */
const isHeaderLink = (fragment: string) => fragment === '' || fragment === 'nav-drawer';

/** [page, fragment] for the first link to each kind of target (its tag and classes) in the build. */
function targetKinds(): [string, string][] {
  const kinds = new Map<string, [string, string]>();
  const indexed = new Set(sitemapPaths());
  for (const { path, file } of builtPages().filter((p) => indexed.has(p.path))) {
    const html = readFileSync(file, 'utf8');
    const fragments = [...html.matchAll(/href="#([^"]*)"/g)].map((m) => m[1]!).filter((f) => !isHeaderLink(f));
    if (fragments.length === 0) continue;
    const byId = new Map<string, Element>();
    for (const e of parseHtml(html).elements) {
      const id = attributes(e).id;
      if (id) byId.set(id, e);
    }
    for (const fragment of new Set(fragments)) {
      const target = byId.get(fragment);
      if (!target) throw new Error(`${path} links #${fragment}, which it does not hold`);
      const kind = `${target.tagName}.${attributes(target).class ?? ''}`;
      if (!kinds.has(kind)) kinds.set(kind, [path, fragment]);
    }
  }
  return [...kinds.values()];
}

/** Resolves once the page has stopped scrolling (the site scrolls smoothly unless reduced motion is asked). */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** The target's top edge against the header's bottom edge and the screen's height, in CSS px. */
const placement = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const target = document.querySelector(sel)!.getBoundingClientRect();
    const header = document.querySelector('body > header')!.getBoundingClientRect();
    return { top: target.top, headerBottom: header.bottom, screen: window.innerHeight };
  }, selector);

const forSale = vehicles.find((v) => v.inStock && !v.draft);
if (!forSale) throw new Error('content/vehicles has no published cart for sale');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: width < 1024 });

    test('"from $X/mo" on a cart page shows the "Estimated monthly payments" heading below the header', async ({ page }) => {
      await page.goto(vehiclePath(forSale));
      const link = page.locator('a[href="#payments"]').first();
      await expect(link).toContainText('/mo');
      if (width < 1024) await link.tap();
      else await link.click();
      await expect(page).toHaveURL(/#payments$/);
      await scrollSettled(page);
      const heading = page.getByRole('heading', { name: 'Estimated monthly payments' });
      await expect(heading).toBeInViewport();
      const { top, headerBottom } = await placement(page, '#payments-title');
      expect(top, 'the heading starts below the sticky header').toBeGreaterThanOrEqual(headerBottom);
    });

    for (const [path, fragment] of targetKinds()) {
      test(`#${fragment} on ${path} lands below the header`, async ({ page }) => {
        await page.goto(path);
        const link = page.locator(`main a[href="#${fragment}"], body > a[href="#${fragment}"]`).first();
        // Followed from the keyboard (the skip link shows only on focus); a link only some widths show (a
        // policy's contents beside the text) is followed by its address.
        if (await link.isVisible()) {
          // Focus scrolls the link into view (smoothly): Enter is pressed once it is there, as a keyboard user would.
          await link.focus();
          await scrollSettled(page);
          await page.keyboard.press('Enter');
        } else await page.evaluate((f) => (window.location.hash = f), fragment);
        await expect(page).toHaveURL(new RegExp(`#${fragment}$`));
        await scrollSettled(page);
        const { top, headerBottom, screen } = await placement(page, `[id="${fragment}"]`);
        expect(top, `#${fragment} starts below the sticky header`).toBeGreaterThanOrEqual(headerBottom);
        expect(top, `#${fragment} is on the screen`).toBeLessThan(screen);
      });
    }
  });
}

for (const width of [360, 1024, 1280]) {
  test(`at ${width} px the header height the targets clear is the header's own`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const { declared, actual } = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.height = 'var(--header-height)';
      document.body.append(probe);
      const declared = probe.getBoundingClientRect().height;
      probe.remove();
      return { declared, actual: document.querySelector('body > header')!.getBoundingClientRect().height };
    });
    expect(declared, 'no taller than the header (a target would sit lower than needed)').toBeLessThanOrEqual(actual + 1);
    expect(declared, 'no shorter than the header (a target would hide under it)').toBeGreaterThanOrEqual(actual);
  });
}
