/**
 * /eco-impact and the eco calculator island: page content against content/eco.json, and every
 * state of the calculator (calculating 1.5 s, count-up, reduced motion, 3 s banner, recalculate)
 * with values against the formulas in src/lib/eco.
 */
import { expect, test, type Page } from '@playwright/test';
import { ecoFactValues, TYPICAL_USE, typicalUseText } from '../../src/lib/eco/facts';
import { fillPlaceholders } from '../../src/lib/format/placeholders';
import { calculateEcoImpact, TIMEFRAMES, USAGE_LABELS, USAGE_TYPES, type EcoInput } from '../../src/lib/eco/calculator';
import { formatEcoValue } from '../../src/lib/eco/format';
import { CALCULATING_MS, CONGRATS_MS, COUNT_UP_MS } from '../../src/lib/eco/timing';
import { islandScripts, waitForIslands } from './support/islands';
import { eco } from './support/content';

const button = (page: Page) => page.locator('#calculator button[type="submit"]');
const result = (page: Page, label: string) => page.locator('#calculator dl > div', { has: page.locator('dt', { hasText: label }) });
/** What the number on screen shows right now (the animated, visible figure). */
const shown = (page: Page, label: string) => result(page, label).locator('dd > span[aria-hidden="true"]');

async function openCalculator(page: Page) {
  await page.goto('/eco-impact');
  await page.locator('#calculator').scrollIntoViewIfNeeded();
  await waitForIslands(page);
}

/** Freeze time after hydration so every state can be checked at an exact moment. */
async function freezeTime(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

async function calculate(page: Page, input: EcoInput) {
  await page.getByLabel('Miles driven per week').fill(String(input.milesPerWeek));
  await page.getByLabel('How you use your cart').selectOption(input.usageType);
  await page.getByLabel('Time frame').selectOption(String(input.timeframe));
  await button(page).click();
}

function expected(input: EcoInput) {
  const r = calculateEcoImpact(input);
  return {
    'CO2 emissions avoided': `${formatEcoValue(r.co2Saved, 'lbs')} lbs`,
    'CO2 in tons': `${formatEcoValue(r.co2Tons, 'tons')} tons`,
    'Gasoline not burned': `${formatEcoValue(r.fuelSaved, 'gallons')} gallons`,
    'Trees it would take': `${formatEcoValue(r.treesEquivalent, 'trees')} trees`,
    'Gas cost you avoid': formatEcoValue(r.costSaved, 'usd'),
    'Electricity to charge instead': formatEcoValue(r.electricCost, 'usd'),
    'Your net savings': formatEcoValue(r.netSavings, 'usd'),
  };
}

async function expectResults(page: Page, input: EcoInput) {
  for (const [label, text] of Object.entries(expected(input))) {
    await expect(shown(page, label), label).toHaveText(text);
    await expect(result(page, label).locator('.sr-only'), label).toHaveText(text);
  }
}

test('the page shows the hero, the benefits, the facts and the call to action from content', async ({ page }) => {
  await page.goto('/eco-impact');
  await expect(page.locator('h1')).toHaveText(eco.hero.title);
  const benefits = page.locator('#benefits li h3');
  await expect(benefits).toHaveText(eco.benefits.map((b) => b.title));
  const facts = page.locator('#facts li');
  await expect(facts).toHaveCount(eco.facts.length);
  // Every figure from the calculator's own formulas at the typical use the card states.
  const figures = ecoFactValues(TYPICAL_USE);
  for (const [i, f] of eco.facts.entries()) {
    await expect(facts.nth(i)).toContainText(figures[f.fact]);
    await expect(facts.nth(i)).toContainText(fillPlaceholders(f.label, { typicalUse: typicalUseText(TYPICAL_USE) }));
  }
  const cta = page.locator('#get-started');
  await expect(cta.locator('a[href="/inventory"]')).toBeVisible();
  await expect(cta.locator('a[href="/contact"]')).toBeVisible();
});

test('the calculator inputs: miles 1-500 as attributes only, four usages, four time frames', async ({ page }) => {
  const scripts = islandScripts(page);
  await openCalculator(page);
  const miles = page.getByLabel('Miles driven per week');
  await expect(miles).toHaveAttribute('type', 'number');
  await expect(miles).toHaveAttribute('min', '1');
  await expect(miles).toHaveAttribute('max', '500');
  await expect(page.getByLabel('How you use your cart').locator('option')).toHaveText(USAGE_TYPES.map((u) => USAGE_LABELS[u]));
  await expect(page.getByLabel('Time frame').locator('option')).toHaveText(TIMEFRAMES.map((y) => (y === 1 ? '1 year' : `${y} years`)));
  const loaded = await scripts.measure();
  expect(loaded.brotli, `JS on /eco-impact: ${loaded.files.join(', ')} (gzip ${loaded.gzip} B)`).toBeLessThan(70 * 1024);
});

test('calculating for 1.5 s, counting up, a 3 s banner, and recalculating', async ({ page }) => {
  await openCalculator(page);
  await freezeTime(page);
  const input: EcoInput = { milesPerWeek: 40, usageType: 'golf_course', timeframe: 3 };
  await calculate(page, input);

  await expect(button(page)).toHaveText('Calculating...');
  await expect(button(page)).toBeDisabled();
  await page.clock.runFor(CALCULATING_MS - 100);
  await expect(button(page)).toHaveText('Calculating...');
  await page.clock.runFor(100);
  await expect(button(page)).toHaveText('Calculate My Impact');
  await expect(button(page)).toBeEnabled();

  // Mid-animation the figure is on its way; at the end it is exact.
  await page.clock.runFor(COUNT_UP_MS / 3);
  await expect(shown(page, 'Your net savings')).not.toHaveText(expected(input)['Your net savings']);
  await page.clock.runFor(COUNT_UP_MS);
  await expectResults(page, input);
  await expect(page.locator('#calculator [role="status"]')).toContainText(expected(input)['Your net savings']);

  const banner = page.getByTestId('eco-congrats');
  await expect(banner).toContainText('Congratulations');
  await page.clock.runFor(CONGRATS_MS - COUNT_UP_MS * (4 / 3) - 100);
  await expect(banner).toBeVisible();
  await page.clock.runFor(200);
  await expect(banner).toHaveCount(0);

  const again: EcoInput = { milesPerWeek: 12, usageType: 'recreational', timeframe: 1 };
  await calculate(page, again);
  await expect(button(page)).toHaveText('Calculating...');
  await page.clock.runFor(CALCULATING_MS);
  await expect(button(page)).toHaveText('Calculate My Impact');
  await page.clock.runFor(COUNT_UP_MS);
  await expectResults(page, again);
});

test.describe('with prefers-reduced-motion', () => {
  test('results appear at once, without counting', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCalculator(page);
    await freezeTime(page);
    const input: EcoInput = { milesPerWeek: 75, usageType: 'commercial', timeframe: 10 };
    await calculate(page, input);
    await page.clock.runFor(CALCULATING_MS);
    await expectResults(page, input);
  });
});

test('values beyond the 500 attribute are computed as typed, with no message', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCalculator(page);
  for (const milesPerWeek of [500, 750]) {
    const input: EcoInput = { milesPerWeek, usageType: 'residential', timeframe: 5 };
    await calculate(page, input);
    await expect(button(page)).toHaveText('Calculate My Impact', { timeout: CALCULATING_MS + 5000 });
    await expectResults(page, input);
  }
  await expect(page.locator('#calculator [role="alert"]')).toHaveCount(0);
});

test('with no miles (blank or 0) it asks for them and shows no result and no congratulation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCalculator(page);
  await freezeTime(page);
  const miles = page.getByLabel('Miles driven per week');
  const prompt = page.locator('#calculator [role="alert"]');
  // After a real result, a blank box takes it away again.
  await calculate(page, { milesPerWeek: 20, usageType: 'residential', timeframe: 1 });
  await page.clock.runFor(CALCULATING_MS);
  await expect(result(page, 'Your net savings')).toBeVisible();
  for (const typed of ['', '0']) {
    await miles.fill(typed);
    await button(page).click();
    await expect(prompt).toHaveText(/Enter the miles you drive in a week/);
    await expect(miles).toHaveAttribute('aria-invalid', 'true');
    await expect(miles).toBeFocused();
    await expect(button(page)).toHaveText('Calculate My Impact');
    await page.clock.runFor(CALCULATING_MS + 200);
    await expect(page.locator('#calculator dl')).toHaveCount(0);
    await expect(page.getByTestId('eco-congrats')).toHaveCount(0);
    await expect(page.locator('#calculator')).not.toContainText('Congratulations');
  }
  await miles.fill('10');
  await expect(prompt).toHaveCount(0);
  await expect(miles).not.toHaveAttribute('aria-invalid', 'true');
});

test('without JavaScript the page says the calculator needs it', async ({ browser, request }) => {
  // Chromium with scripting switched off by the harness does not parse <noscript>; read the HTML instead.
  const html = await (await request.get('/eco-impact')).text();
  expect(html).toMatch(/<noscript>[^]*The calculator runs in your browser and needs JavaScript\.[^]*<\/noscript>/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/eco-impact');
  // Until hydration (never, here) the button cannot swallow a click.
  await expect(button(page)).toBeDisabled();
  await context.close();
});
