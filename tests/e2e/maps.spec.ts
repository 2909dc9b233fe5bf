/**
 * The Delaware map on a phone and with a mouse. Its town dots are a few pixels wide and many lie closer
 * together than a finger, so on a touch screen the caption points to the list of towns instead of the dots,
 * and every place the map links is one tap of at least 24 px away on the same page: a county is its own
 * shape, a town a link of a town list (the footer's lists them all). With a mouse the caption names the dots.
 * One page of each kind that has a map, found in the build.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtPages, sitemapPaths } from '../support/built-site.ts';

const MIN_TARGET = 24;

/** The kind of page a path is (county, town, town rental), else the page itself (home, about, …). */
const kindOf = (path: string) =>
  /-county-golf-carts$/.test(path)
    ? 'county'
    : /-golf-cart-rentals$/.test(path)
      ? 'town rental'
      : /-golf-carts(-[a-z]+)?$/.test(path)
        ? 'town'
        : path;

function mapPages(): string[] {
  const indexed = new Set(sitemapPaths());
  const byKind = new Map<string, string>();
  for (const { path, file } of builtPages()) {
    if (!indexed.has(path) || byKind.has(kindOf(path))) continue;
    if (readFileSync(file, 'utf8').includes('class="delaware-map')) byKind.set(kindOf(path), path);
  }
  if (byKind.size === 0) throw new Error('the build has no page with a Delaware map');
  return [...byKind.values()];
}

/** Which of a map caption's two texts show: `mouse`, `touch`, or none when the caption has only one. */
const captionShown = (page: Page) =>
  page
    .locator('[data-map-caption] [data-pointer]')
    .evaluateAll((spans) => spans.filter((s) => (s as HTMLElement).offsetParent !== null).map((s) => s.getAttribute('data-pointer')));

const pages = mapPages();

test.describe('at 360 px on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  for (const path of pages) {
    test(`${path}: the caption offers the town list, and every place on the map is a tap of ${MIN_TARGET} px or more away`, async ({
      page,
    }) => {
      await page.goto(path);
      const shown = await captionShown(page);
      expect(
        shown.filter((s) => s !== 'touch'),
        'only the touch wording shows',
      ).toEqual([]);

      const map = page.locator('svg.delaware-map').first();
      for (const county of await map.locator('a.county').all()) {
        const box = (await county.boundingBox())!;
        expect(Math.min(box.width, box.height), `${await county.getAttribute('aria-label')} on the map`).toBeGreaterThanOrEqual(MIN_TARGET);
      }

      // The footer's town list opens with a tap on its summary.
      for (const summary of await page.locator('footer details:not([open]) > summary').all()) await summary.tap();
      const towns = await map.locator('a.town').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
      expect(towns.length, 'the map links towns').toBeGreaterThan(0);
      const tooSmall = await page.evaluate(
        ({ hrefs, min }) => {
          const big = (a: Element) => {
            const r = a.getBoundingClientRect();
            return r.width >= min && r.height >= min && getComputedStyle(a).visibility !== 'hidden';
          };
          const elsewhere = [...document.querySelectorAll('a[href]')].filter((a) => !a.closest('svg'));
          return hrefs.filter((href) => !elsewhere.some((a) => a.getAttribute('href') === href && big(a)));
        },
        { hrefs: towns, min: MIN_TARGET },
      );
      expect(tooSmall, `towns of the map without a link of ${MIN_TARGET} px or more on the page`).toEqual([]);
    });
  }
});

test.describe('at 1280 px with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of pages) {
    test(`${path}: the caption speaks of the mouse`, async ({ page }) => {
      await page.goto(path);
      expect(
        (await captionShown(page)).filter((s) => s !== 'mouse'),
        'only the mouse wording shows',
      ).toEqual([]);
    });
  }
});

test('a caption with two wordings shows one of them, on a touch screen the touch one', async ({ browser }) => {
  const withTwo = pages.find((p) => readFileSync(builtPages().find((b) => b.path === p)!.file, 'utf8').includes('data-pointer="touch"'));
  expect(withTwo, 'a page whose map caption has a touch wording').toBeTruthy();
  for (const [hasTouch, wording] of [
    [true, 'touch'],
    [false, 'mouse'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch });
    const page = await context.newPage();
    await page.goto(withTwo!);
    expect(await captionShown(page)).toEqual([wording]);
    await context.close();
  }
});
