/**
 * The engine suite, the same for every engine: every page template at a phone and a desktop width,
 * the header's dropdowns and drawer, the maps' disclosure and each island, in a browser that reaches
 * the served site through the proxy (proxy.ts).
 */
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateEcoImpact, type EcoInput } from '../../../src/lib/eco/calculator';
import { formatEcoValue } from '../../../src/lib/eco/format';
import { isAvailable } from '../../../src/lib/inventory/badge';
import { staticRoutes } from '../../../src/lib/routes';
import {
  dropdown,
  expectClosesWhenFocusLeaves,
  expectHidden,
  expectShown,
  expectSoundPage,
  expectUnderButton,
  focused,
  formStarted,
  islandsHydrated,
  loadAllImages,
  seen,
  tabTo,
} from './checks';
import { waitFor, type EnginePage } from './engine';
import { CONTACT_OUTAGE, startProxy, type SiteProxy } from './proxy';
import { SITE_URL } from './global-setup';
import { TEMPLATES, firstVehicleId } from './templates';

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };
export const DROPDOWNS = ['Counties', 'About'];

export type Launch = (origin: string) => Promise<EnginePage>;

/** Starts the proxy and the browser before a describe block's tests and closes both after them. */
export function useEngine(launch: Launch): { page: () => EnginePage; proxy: () => SiteProxy } {
  let page: EnginePage | undefined;
  let proxy: SiteProxy | undefined;
  beforeAll(async () => {
    proxy = await startProxy(new URL(SITE_URL));
    page = await launch(proxy.origin);
    console.log(`${page.name}: ${page.version}`);
  });
  afterAll(async () => {
    await page?.close();
    await proxy?.close();
  });
  return {
    page: () =>
      page ??
      (() => {
        throw new Error('the browser did not start');
      })(),
    proxy: () =>
      proxy ??
      (() => {
        throw new Error('the proxy did not start');
      })(),
  };
}

const vehicles = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(readFileSync(`content/vehicles/${f}`, 'utf8')) as {
        name: string;
        brand: string;
        price: number;
        isNew: boolean;
        inStock: boolean;
      },
  );
/** The carts the inventory lists: a sold pre-owned cart leaves the list. */
const listed = vehicles.filter(isAvailable);
const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Opens and closes the header dropdowns with the pointer and the keyboard (Escape, the focus leaving); each must sit under its button. */
export async function checkDropdowns(page: EnginePage): Promise<void> {
  await page.setViewport(DESKTOP.width, DESKTOP.height);
  await page.goto(staticRoutes.home);
  for (const name of DROPDOWNS) {
    const { button, panel } = await dropdown(page, name);
    await expectHidden(page, panel, `"${name}" panel before any click`);
    await page.click(button);
    await expectUnderButton(page, name, `${page.name} at the top of the page`);
    await page.press('Escape');
    await expectHidden(page, panel, `"${name}" panel after Escape`);
  }
  // Scrolled down, the sticky header keeps the buttons on screen and the panel under its button.
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  const { button, panel } = await dropdown(page, DROPDOWNS[0]!);
  await page.click(button);
  await expectUnderButton(page, DROPDOWNS[0]!, `${page.name} scrolled down`);
  expect(await page.evaluate(() => scrollY), `${page.name}: still scrolled down`).toBeGreaterThan(1000);
  await page.press('Escape');
  await expectHidden(page, panel, 'panel after Escape (scrolled)');

  // Keyboard: Tab to the button, Enter opens, Tab enters the panel, Escape closes.
  await page.goto(staticRoutes.home);
  await tabTo(page, `the "${DROPDOWNS[0]}" button`, (f) => f.startsWith('button') && f.includes(`"${DROPDOWNS[0]}"`));
  await page.press('Enter');
  await expectUnderButton(page, DROPDOWNS[0]!, `${page.name} opened with Enter`);
  await page.press('Tab');
  const inside = await page.evaluate((css: string) => !!document.querySelector(css)?.contains(document.activeElement), panel);
  expect(inside, `${page.name}: Tab after opening moves into the panel (focus on ${await focused(page)})`).toBe(true);
  await page.press('Escape');
  await expectHidden(page, panel, 'panel after Escape (keyboard)');

  // The focus leaving a menu closes it too.
  for (const name of DROPDOWNS) await expectClosesWhenFocusLeaves(page, name);
}

/** Opens and closes the phone drawer by tapping and from the keyboard (Enter, Escape, the close button). */
export async function checkDrawer(page: EnginePage): Promise<void> {
  const drawer = 'nav[aria-label="Mobile"]';
  await page.setViewport(PHONE.width, PHONE.height);
  await page.goto(staticRoutes.home);
  await expectHidden(page, drawer, 'drawer before any tap');
  await page.click({ role: 'button', name: 'Open menu' });
  const open = await expectShown(page, drawer, 'drawer after tapping "Open menu"');
  expect(open.onTop, `${page.name}: nothing covers the open drawer`).toBe(true);
  expect(open.box.right, `${page.name}: the drawer sits inside the screen`).toBeLessThanOrEqual(PHONE.width + 1);
  await page.click({ role: 'button', name: 'Close menu' });
  await expectHidden(page, drawer, 'drawer after tapping "Close menu"');

  await page.goto(staticRoutes.home);
  await tabTo(page, 'the "Open menu" button', (f) => f.startsWith('button') && f.includes('Open menu'));
  await page.press('Enter');
  await expectShown(page, drawer, 'drawer after Enter on "Open menu"');
  await page.press('Escape');
  await expectHidden(page, drawer, 'drawer after Escape');
  await page.press('Space');
  await expectShown(page, drawer, 'drawer after Space on "Open menu"');
  await tabTo(page, 'the "Close menu" button', (f) => f.startsWith('button') && f.includes('Close menu'));
  await page.press('Enter');
  await expectHidden(page, drawer, 'drawer after Enter on "Close menu"');
}

/**
 * The suite for one engine at one screen (one browser; each half is its own test file, so the halves
 * run side by side): every template at that width, then the interactions a visitor meets there.
 */
export function engineSuite(title: string, launch: Launch, screen: 'phone' | 'desktop'): void {
  const { width, height } = screen === 'phone' ? PHONE : DESKTOP;
  describe(`${title} at ${width} px`, () => {
    const engine = useEngine(launch);
    const shots = () => `test-results/engines/${engine.page().name}`;

    describe('every template', () => {
      beforeAll(async () => {
        mkdirSync(shots(), { recursive: true });
        await engine.page().setViewport(width, height);
      });
      it.each(TEMPLATES)('%s (%s)', async (template, path) => {
        const page = engine.page();
        await page.goto(path);
        await islandsHydrated(page);
        await loadAllImages(page);
        // The whole page on a phone, the first screen on a desktop (a whole-page WebKit capture at
        // 1280 px costs several seconds a page in software rendering).
        await page.screenshot(`${shots()}/${template}-${width}.png`, screen === 'phone');
        await expectSoundPage(page, `${page.name} ${path} at ${width} px`);
      });
    });

    if (screen === 'phone') {
      it('the phone drawer opens and closes by tap and by keyboard', () => checkDrawer(engine.page()));

      it("the town page's map disclosure opens", async () => {
        const page = engine.page();
        await page.setViewport(PHONE.width, PHONE.height);
        const town = TEMPLATES.find(([name]) => name === 'town')![1];
        await page.goto(town);
        await page.click({ css: 'details.map-disclosure > summary' });
        await waitFor(`${page.name}: the map disclosure is open`, () =>
          page.evaluate(() => document.querySelector<HTMLDetailsElement>('details.map-disclosure')?.open === true),
        );
        const map = await expectShown(page, 'details.map-disclosure iframe', 'the map frame');
        expect(map.box.height, `${page.name}: the map frame has height`).toBeGreaterThan(100);
        expect(await page.takeErrors(), `${page.name}: console errors`).toEqual([]);
      });

      it("a policy's links show as links (underlined)", async () => {
        const page = engine.page();
        await page.setViewport(PHONE.width, PHONE.height);
        await page.goto(TEMPLATES.find(([name]) => name === 'policy')![1]);
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('main article p a')].map(
            (a) => `${a.textContent?.trim()}: ${getComputedStyle(a).textDecorationLine}`,
          ),
        );
        expect(links.length, `${page.name}: the policy has links in its text`).toBeGreaterThan(0);
        expect(
          links.filter((l) => !l.endsWith(': underline')),
          `${page.name}: links without an underline`,
        ).toEqual([]);
      });

      it('a vehicle page shows its detail', async () => {
        const page = engine.page();
        await page.setViewport(PHONE.width, PHONE.height);
        const vehicle = JSON.parse(readFileSync(`content/vehicles/${firstVehicleId}.json`, 'utf8')) as {
          name: string;
          price: number;
          specifications: Record<string, unknown>;
        };
        await page.goto(`/vehicles/${firstVehicleId}`);
        await islandsHydrated(page);
        const detail = await page.evaluate(() => ({
          h1: document.querySelector('h1')?.textContent?.trim(),
          // The price is the first line under the name (the page ships no test id for it).
          price: document.querySelector('h1 + div > p')?.textContent?.trim(),
          specs: document.querySelectorAll('[data-testid="specifications"] dt').length,
          image: (document.querySelector('main img') as HTMLImageElement | null)?.naturalWidth ?? 0,
        }));
        expect(detail.h1).toBe(vehicle.name);
        expect(detail.price).toBe(usd(vehicle.price));
        expect(detail.specs).toBe(Object.keys(vehicle.specifications).length);
        expect(detail.image, `${page.name}: the vehicle image loaded`).toBeGreaterThan(0);
        expect((await seen(page, '[data-testid="specifications"]', true))?.shown, `${page.name}: specifications show`).toBe(true);
        expect(await page.takeErrors(), `${page.name}: console errors`).toEqual([]);
      });
    } else {
      it('the header dropdowns open under their button and close on Escape or once the focus leaves', () => checkDropdowns(engine.page()));

      it('the inventory filters change the list and the URL', async () => {
        const page = engine.page();
        await page.setViewport(DESKTOP.width, DESKTOP.height);
        await page.goto(staticRoutes.inventory);
        await islandsHydrated(page);
        const cards = () => page.evaluate(() => document.querySelectorAll('main article').length);
        expect(await cards(), `${page.name}: the whole catalogue before filtering`).toBe(listed.length);
        await page.select({ label: 'Brand' }, 'denago');
        const denago = listed.filter((v) => v.brand.toLowerCase() === 'denago').length;
        await waitFor(`${page.name}: ${denago} Denago cards`, async () => (await cards()) === denago);
        await waitFor(`${page.name}: ?brand=denago in the URL`, () => page.evaluate(() => location.search === '?brand=denago'));
        expect(await page.takeErrors(), `${page.name}: console errors`).toEqual([]);
      });

      it('the contact form validates, keeps every value when the send fails, then reaches /thank-you', async () => {
        const page = engine.page();
        await page.setViewport(DESKTOP.width, DESKTOP.height);
        await page.goto(staticRoutes.contact);
        await formStarted(page);
        const send = { role: 'button', name: 'Send Message' } as const;
        await page.click(send);
        await waitFor(`${page.name}: First Name marked invalid`, () =>
          page.evaluate(() => document.querySelector('#contact-firstName')?.getAttribute('aria-invalid') === 'true'),
        );
        expect(await focused(page), `${page.name}: focus on the first invalid field`).toContain('#contact-firstName');

        const values: [string, string][] = [
          ['First Name', 'Dana'],
          ['Last Name', 'Whitaker'],
          ['Email', 'dana@example.com'],
          ['Phone', '302-555-0188'],
          ['Message', `Engine suite test from ${page.name}: is a 6-seat Evolution in stock?`],
        ];
        for (const [label, value] of values) await page.fill({ label }, value);
        await page.select({ label: "I'm interested in" }, 'service');

        engine.proxy().failContact(true);
        try {
          await page.click(send);
          await waitFor(`${page.name}: the failure toast`, () =>
            page.evaluate((text: string) => document.getElementById('toast-region')?.textContent?.includes(text) ?? false, CONTACT_OUTAGE),
          );
        } finally {
          engine.proxy().failContact(false);
        }
        const kept = await page.evaluate(() =>
          ['firstName', 'lastName', 'email', 'phone', 'message', 'interest'].map(
            (n) => (document.querySelector(`form [name="${n}"]`) as HTMLInputElement | null)?.value,
          ),
        );
        expect(kept, `${page.name}: every value kept after the failed send`).toEqual([...values.map(([, v]) => v).slice(0, 5), 'service']);

        await page.click(send);
        await waitFor(`${page.name}: /thank-you after sending`, () => page.evaluate(() => location.pathname === '/thank-you'), 20_000);
        await waitFor(`${page.name}: the thank-you page loaded`, () => page.evaluate(() => document.readyState === 'complete'));
        await expectSoundPage(page, `${page.name} /thank-you after sending`);
      });

      it('the eco calculator computes', async () => {
        const page = engine.page();
        await page.setViewport(DESKTOP.width, DESKTOP.height);
        await page.goto(staticRoutes.ecoImpact);
        await islandsHydrated(page);
        const input: EcoInput = { milesPerWeek: 42, usageType: 'commercial', timeframe: 3 };
        await page.fill({ label: 'Miles driven per week' }, String(input.milesPerWeek));
        await page.select({ label: 'How you use your cart' }, input.usageType);
        await page.select({ label: 'Time frame' }, String(input.timeframe));
        await page.click({ role: 'button', name: 'Calculate My Impact' });
        const net = formatEcoValue(calculateEcoImpact(input).netSavings, 'usd');
        await waitFor(`${page.name}: net savings of ${net} counted up on screen`, () =>
          page.evaluate(
            (expected: string) =>
              [...document.querySelectorAll('#calculator dl > div')].some(
                (row) =>
                  row.querySelector('dt')?.textContent === 'Your net savings' &&
                  row.querySelector('dd > span[aria-hidden="true"]')?.textContent === expected,
              ),
            net,
          ),
        );
        expect(await page.takeErrors(), `${page.name}: console errors`).toEqual([]);
      });
    }
  });
}
