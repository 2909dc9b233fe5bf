/**
 * The header in an engine with a feature switched off, standing in for the older browsers that lack it:
 * - no anchor positioning (Safari 17-18, Firefox 125-146, Chrome 114-124): the dropdowns still open
 *   under their buttons, at the top of the page and scrolled, and the drawer works as everywhere;
 * - no popover either (Safari 16, Firefox before 125, Chrome before 114): nothing covers the page, the
 *   dropdowns show on hover and keyboard focus, and the drawer opens and closes through its links.
 */
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '../../../src/lib/routes';
import {
  dropdown,
  expectClosesWhenFocusLeaves,
  expectHidden,
  expectShown,
  expectSoundPage,
  expectUnderButton,
  focused,
  tabTo,
} from './checks';
import { type EnginePage } from './engine';
import { DESKTOP, DROPDOWNS, PHONE, checkDrawer, checkDropdowns, useEngine, type Launch } from './suite';

export type Missing = 'anchor positioning' | 'popover';

/** The engine really lacks what it stands in for (a switch that did nothing would prove nothing). */
async function expectMissing(page: EnginePage, missing: Missing[]): Promise<void> {
  const support = await page.evaluate(() => ({
    'anchor positioning': CSS.supports('anchor-name: --a'),
    popover: CSS.supports('selector(:popover-open)') || 'popover' in HTMLElement.prototype,
  }));
  for (const feature of missing) expect(support[feature], `${page.name} still supports ${feature}`).toBe(false);
}

async function homeIsSound(page: EnginePage): Promise<void> {
  for (const { width, height } of [PHONE, DESKTOP]) {
    await page.setViewport(width, height);
    await page.goto(staticRoutes.home);
    await expectSoundPage(page, `${page.name} / at ${width} px`);
  }
}

/** Without popover: each dropdown shows under its button on hover and on keyboard focus, and hides after. */
async function checkHoverDropdowns(page: EnginePage): Promise<void> {
  await page.setViewport(DESKTOP.width, DESKTOP.height);
  await page.goto(staticRoutes.home);
  for (const name of DROPDOWNS) {
    const { button, panel } = await dropdown(page, name);
    await expectHidden(page, panel, `"${name}" panel before any hover`);
    await page.hover(button);
    await expectUnderButton(page, name, `${page.name} on hover`);
    await page.hover({ css: 'h1' });
    await expectHidden(page, panel, `"${name}" panel once the pointer leaves`);
  }
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await page.hover((await dropdown(page, DROPDOWNS[0]!)).button);
  await expectUnderButton(page, DROPDOWNS[0]!, `${page.name} on hover, scrolled down`);
  expect(await page.evaluate(() => scrollY), `${page.name}: still scrolled down`).toBeGreaterThan(1000);
}

async function checkKeyboardDropdown(page: EnginePage): Promise<void> {
  await page.setViewport(DESKTOP.width, DESKTOP.height);
  await page.goto(staticRoutes.home);
  await page.hover({ css: 'h1' });
  const name = DROPDOWNS[0]!;
  const { panel } = await dropdown(page, name);
  await tabTo(page, `the "${name}" button`, (f) => f.startsWith('button') && f.includes(`"${name}"`));
  await expectUnderButton(page, name, `${page.name} with keyboard focus on the button`);
  await page.press('Tab');
  const inside = await page.evaluate((css: string) => !!document.querySelector(css)?.contains(document.activeElement), panel);
  expect(inside, `${page.name}: Tab moves into the panel (focus on ${await focused(page)})`).toBe(true);
  await expectShown(page, panel, 'panel while a link in it has focus');

  for (const n of DROPDOWNS) await expectClosesWhenFocusLeaves(page, n);
}

/** Without popover: the "Menu" link opens the drawer (its target), "Close menu" closes it, by tap and keyboard. */
async function checkLinkDrawer(page: EnginePage): Promise<void> {
  const drawer = 'nav[aria-label="Mobile"]';
  await page.setViewport(PHONE.width, PHONE.height);
  await page.goto(staticRoutes.home);
  await expectHidden(page, drawer, 'drawer before any tap');
  await page.click({ role: 'link', name: 'Menu' });
  const open = await expectShown(page, drawer, 'drawer after tapping "Menu"');
  expect(open.onTop, `${page.name}: nothing covers the open drawer`).toBe(true);
  await page.click({ role: 'link', name: 'Close menu' });
  await expectHidden(page, drawer, 'drawer after tapping "Close menu"');

  await page.goto(staticRoutes.home);
  await tabTo(page, 'the "Menu" link', (f) => f.startsWith('a') && f.endsWith('"Menu"'));
  await page.press('Enter');
  await expectShown(page, drawer, 'drawer after Enter on "Menu"');
  await tabTo(page, 'the "Close menu" link', (f) => f.startsWith('a') && f.endsWith('"Close menu"'));
  await page.press('Enter');
  await expectHidden(page, drawer, 'drawer after Enter on "Close menu"');
}

export function fallbackSuite(title: string, launch: Launch, missing: Missing[]): void {
  describe(title, () => {
    const engine = useEngine(launch);

    it(`really lacks ${missing.join(' and ')}`, () => expectMissing(engine.page(), missing));

    it('the home page shows with nothing covering it, at both widths', () => homeIsSound(engine.page()));

    if (missing.includes('popover')) {
      it('the header dropdowns show under their button on hover', () => checkHoverDropdowns(engine.page()));
      it('the header dropdowns show under their button on keyboard focus, and hide once it leaves', () =>
        checkKeyboardDropdown(engine.page()));
      it('the phone drawer opens and closes through its links, by tap and by keyboard', () => checkLinkDrawer(engine.page()));
    } else {
      it('the header dropdowns open under their button and close on Escape or once the focus leaves', () => checkDropdowns(engine.page()));
      it('the phone drawer opens and closes by tap and by keyboard', () => checkDrawer(engine.page()));
    }
  });
}
