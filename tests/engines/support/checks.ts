/** Checks the engine suites share: each takes a page in some engine and fails with a message naming it. */
import { expect } from 'vitest';
import { staticRoutes } from '../../../src/lib/routes';
import { PENDING_ISLANDS } from '../../support/on-demand-islands.ts';
import { waitFor, type EnginePage, type Target } from './engine';

/** Resolves once every island on the page has hydrated (Astro drops `ssr` from each <astro-island>), on-demand ones aside. */
export async function islandsHydrated(page: EnginePage): Promise<void> {
  // An island that hydrates when visible needs to be scrolled to, as a visitor would.
  await waitFor(`${page.name}: islands hydrated`, () =>
    page.evaluate((pending: string) => {
      const waiting = document.querySelector(pending);
      // <astro-island> has no box of its own (display: contents): scroll to what it holds.
      (waiting?.firstElementChild ?? waiting)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return !waiting;
    }, PENDING_ISLANDS),
  );
}

/** Loads every image now, lazy ones included, so that a whole-page screenshot shows them all. */
export async function loadAllImages(page: EnginePage): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    ).then(() => document.images.length),
  );
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** Where an element is on screen, whether it shows, and what is drawn at its center. */
export interface Seen {
  box: Box;
  shown: boolean;
  /** The element itself (or a descendant) is what the visitor sees at its center: nothing covers it. */
  onTop: boolean;
}

/** How the element found by `css` shows right now (after scrolling it into view when `scroll`). */
export function seen(page: EnginePage, css: string, scroll = false): Promise<Seen | null> {
  return page.evaluate(
    (selector: string, scrollIntoView: boolean) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      if (scrollIntoView) el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const shown = r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 20), 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const box = { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
      return { box, shown, onTop: !!hit && (hit === el || el.contains(hit)) };
    },
    css,
    scroll,
  );
}

/** The page at its current width: no console error, no sideways scroll, its h1 visible and uncovered. */
export async function expectSoundPage(page: EnginePage, where: string): Promise<void> {
  expect(await page.takeErrors(), `${where}: console errors`).toEqual([]);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${where}: scrolls sideways (content ${widths.scroll} px in a ${widths.client} px viewport)`).toBeLessThanOrEqual(
    widths.client,
  );
  expect(await page.evaluate(() => document.querySelectorAll('h1').length), `${where}: one h1`).toBe(1);
  const h1 = await seen(page, 'h1', true);
  expect(h1?.shown, `${where}: h1 shows`).toBe(true);
  expect(h1?.onTop, `${where}: nothing covers the h1`).toBe(true);
}

/** A header dropdown by its button's name: the button and the id of the panel it controls. */
export async function dropdown(page: EnginePage, name: string): Promise<{ button: Target; panel: string }> {
  const button: Target = { role: 'button', name, within: 'nav[aria-label="Main"]' };
  const id = await page.evaluate(
    (label: string) =>
      [...document.querySelectorAll('nav[aria-label="Main"] button')]
        .find((b) => b.textContent?.trim() === label)
        ?.getAttribute('popovertarget') ?? null,
    name,
  );
  if (!id) throw new Error(`${page.name}: no dropdown button "${name}" with a panel`);
  return { button, panel: `#${id}` };
}

/** The panel shows right under its button: its top edge at the button's bottom, its left edge under the button. */
export async function expectUnderButton(page: EnginePage, name: string, where: string): Promise<void> {
  const { panel } = await dropdown(page, name);
  const buttonBox = await page.evaluate((label: string) => {
    const b = [...document.querySelectorAll('nav[aria-label="Main"] button')].find((x) => x.textContent?.trim() === label)!;
    const r = b.getBoundingClientRect();
    return { bottom: r.bottom, left: r.left, right: r.right };
  }, name);
  const shown = await waitFor(`${where}: "${name}" panel shows`, async () => {
    const s = await seen(page, panel);
    return s?.shown ? s : null;
  });
  const at = `${where}: "${name}" panel at ${JSON.stringify(shown.box)}, button at ${JSON.stringify(buttonBox)}`;
  expect(shown.box.top - buttonBox.bottom, `${at}: top edge right below the button`).toBeGreaterThanOrEqual(-1);
  expect(shown.box.top - buttonBox.bottom, `${at}: top edge right below the button`).toBeLessThanOrEqual(24);
  expect(shown.box.left, `${at}: left edge under the button`).toBeGreaterThanOrEqual(buttonBox.left - 16);
  expect(shown.box.left, `${at}: left edge under the button`).toBeLessThanOrEqual(buttonBox.right);
  expect(shown.onTop, `${at}: nothing covers the panel`).toBe(true);
}

export async function expectHidden(page: EnginePage, css: string, what: string): Promise<void> {
  await waitFor(`${page.name}: ${what} hidden`, async () => !(await seen(page, css))?.shown);
}

export async function expectShown(page: EnginePage, css: string, what: string): Promise<Seen> {
  return waitFor(`${page.name}: ${what} shows`, async () => {
    const s = await seen(page, css);
    return s?.shown ? s : null;
  });
}

/** The element that has focus, as `tag#id` or `tag[href]`, for messages and comparisons. */
export function focused(page: EnginePage): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const href = el.getAttribute('href');
    return `${el.localName}${el.id ? `#${el.id}` : ''}${href ? `[href="${href}"]` : ''}${el.textContent ? ` "${el.textContent.replace(/\s+/g, ' ').trim()}"` : ''}`;
  });
}

/** Presses Tab until `matches` holds for the focused element (at most `max` times): keyboard reachability. */
export async function tabTo(page: EnginePage, what: string, matches: (description: string) => boolean, max = 40): Promise<void> {
  const seenFocus: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.press('Tab');
    const now = await focused(page);
    if (matches(now)) return;
    seenFocus.push(now);
  }
  throw new Error(`${page.name}: ${what} not reached by Tab in ${max} presses (went through ${seenFocus.join(' > ')})`);
}

/**
 * A menu opened from the keyboard closes once the focus leaves it, as on Escape: on the home page, Enter on
 * its button (Tab reaches it), Tab through every link of its panel, one more Tab, and the panel no longer shows.
 */
export async function expectClosesWhenFocusLeaves(page: EnginePage, name: string): Promise<void> {
  await page.goto(staticRoutes.home);
  const { panel } = await dropdown(page, name);
  await tabTo(page, `the "${name}" button`, (f) => f.startsWith('button') && f.includes(`"${name}"`));
  await page.press('Enter');
  await expectShown(page, panel, `"${name}" panel opened from the keyboard`);
  const links = await page.evaluate((css: string) => document.querySelectorAll(`${css} a[href]`).length, panel);
  for (let i = 0; i < links; i++) {
    await page.press('Tab');
    const inside = await page.evaluate((css: string) => !!document.querySelector(css)?.contains(document.activeElement), panel);
    expect(inside, `${page.name}: Tab ${i + 1} stays in the "${name}" panel (focus on ${await focused(page)})`).toBe(true);
    await expectShown(page, panel, `"${name}" panel while a link in it has focus`);
  }
  await page.press('Tab');
  await expectHidden(page, panel, `"${name}" panel once Tab leaves its last link (focus on ${await focused(page)})`);
}
