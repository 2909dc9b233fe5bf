/**
 * Gecko: Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core (Debian ships no
 * geckodriver; BiDi needs none). Console errors come both from the page's recorder (as in WebKit) and
 * from the browser's own log.
 */
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { FIREFOX } from '../../../scripts/setup-system.mjs';
import { FIND_SCRIPT, TAKE_ERRORS, describeTarget, type EnginePage, type Key, type Target } from './engine';

/** Firefox preferences to set, e.g. `{ 'layout.css.anchor-positioning.enabled': false }`. */
export interface FirefoxOptions {
  prefs?: Record<string, unknown>;
  label?: string;
}

const KEYS: Record<Key, KeyInput> = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab', Space: ' ' };
const find = new Function(FIND_SCRIPT) as (target: Target) => Element | null;
const takeErrors = new Function(TAKE_ERRORS) as () => string[];

export async function launchFirefox(origin: string, options: FirefoxOptions = {}): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Scrollbars that overlay the page, as on a phone: the layout gets the whole viewport width.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, ...options.prefs },
  });
  const page = await browser.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error instanceof Error ? error.message : String(error)}`));

  const label = options.label ?? 'firefox';
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.evaluateHandle(find, target);
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) throw new Error(`${label}: no ${describeTarget(target)}`);
    return el;
  };

  return {
    name: label,
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      const inner = await page.evaluate(() => window.innerWidth);
      if (inner !== width) throw new Error(`Firefox viewport is ${inner} px wide, not ${width} px`);
    },
    async goto(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as never, ...args) as never;
    },
    async click(target) {
      await (await element(target)).click();
    },
    async hover(target) {
      await (await element(target)).hover();
    },
    async fill(target, text) {
      const el = await element(target);
      await el.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await el.type(text);
    },
    async select(target, value) {
      const el = await element(target);
      const chosen = await (el as ElementHandle<HTMLSelectElement>).select(value);
      if (!chosen.includes(value)) throw new Error(`${label}: ${describeTarget(target)} has no option "${value}"`);
    },
    async press(key) {
      await page.keyboard.press(KEYS[key]);
    },
    async screenshot(file, fullPage) {
      // From the top, or the sticky header shows where the page happens to be scrolled.
      if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: file as `${string}.png`, fullPage });
    },
    async takeErrors() {
      const inPage = await page.evaluate(takeErrors);
      return [...logged.splice(0), ...inPage];
    },
    async close() {
      await browser.close();
    },
  };
}
