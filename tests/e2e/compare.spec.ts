/**
 * Compare up to three carts on /inventory: a card's Compare, the tray, the comparison checked against the
 * catalogue, the three-cart limit, the list in the URL (reload, share, filters) and remembered across
 * pages, a vehicle page's Compare link, "from $X/mo" on every card, and the tray's code loading only when
 * the visitor asks for it.
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { contactRequestHref } from '../../src/lib/contact/request-link';
import { compareLimitText } from '../../src/lib/inventory/compare';
import { compareHref } from '../../src/lib/inventory/compare-url';
import { sortVehicles } from '../../src/lib/inventory/browse';
import { specificationRows } from '../../src/lib/inventory/specifications';
import type { Vehicle } from '../../src/schemas/vehicle';
import { monthlyText, vehicles } from './support/content';
import { hydrated, recordScripts, usd } from './support/vehicles';

/** The comparison's monthly row: the card's figure without its "from". */
const monthly = (v: Vehicle) => monthlyText(v).replace(/^from /, '');
/** The carts for sale, in the inventory's order. */
const forSale = sortVehicles(vehicles.filter((v) => v.isNew || v.inStock));
const [first, second, third, fourth] = forSale as [Vehicle, Vehicle, Vehicle, Vehicle];

const card = (page: Page, v: Vehicle) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name: v.name, exact: true }) });
/** A card's Compare: a submit button of the tray's form, named for its cart. */
const compareButton = (page: Page, v: Vehicle) => page.getByRole('button', { name: `Compare ${v.name}`, exact: true });
const tray = (page: Page) => page.getByRole('region', { name: 'Compare carts' });
const notice = (page: Page) => tray(page).getByRole('status');
/** The names of the chosen carts in the tray. */
const trayNames = (page: Page) => tray(page).locator('li > span');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Compare carts' });
const compareParam = (page: Page) => new URL(page.url()).searchParams.get('compare');
/**
 * The mark a card's Compare shows while its cart is chosen (CSS over the tray's chips), "" when none; read
 * once the card is on screen (a card off screen is not styled: content-visibility).
 */
async function chosenMark(page: Page, v: Vehicle) {
  const button = compareButton(page, v);
  await button.scrollIntoViewIfNeeded();
  return button.evaluate((b) => {
    const mark = getComputedStyle(b, '::before').content;
    return mark === 'none' || mark === 'normal' ? '' : mark;
  });
}

async function open(page: Page, path = '/inventory') {
  await page.goto(path);
  await hydrated(page);
}

/** Presses Compare on each cart's card, in order, and waits for the tray to say so. */
async function choose(page: Page, ...carts: Vehicle[]) {
  for (const v of carts) {
    await compareButton(page, v).click();
    await expect(notice(page)).toContainText(v.name);
  }
}

test('the tray loads only when the visitor asks: a card’s Compare adds the cart, says so, and puts it in the URL', async ({ page }) => {
  const scripts = recordScripts(page);
  await open(page);
  expect(
    scripts.filter((s) => s.includes('CompareTray')),
    'tray code before any Compare',
  ).toEqual([]);
  await expect(compareButton(page, first)).toHaveAttribute('value', first.id);

  await choose(page, first);
  expect(
    scripts.filter((s) => s.includes('CompareTray')),
    'tray code after Compare',
  ).toHaveLength(1);
  await expect(notice(page)).toHaveText(`Added the ${first.name} to compare (1 of 3).`);
  await expect(trayNames(page)).toHaveText([first.name]);
  await expect(tray(page)).toContainText('Add another cart to compare.');
  expect(compareParam(page)).toBe(first.id);
  // Its card shows it chosen; the others do not.
  await expect.poll(() => chosenMark(page, first)).toBe('"✓ "');
  expect(await chosenMark(page, second)).toBe('');

  await choose(page, second);
  await expect(notice(page)).toHaveText(`Added the ${second.name} to compare (2 of 3).`);
  await expect(trayNames(page)).toHaveText([first.name, second.name]);
  expect(compareParam(page)).toBe(`${first.id},${second.id}`);
  // Pressing a chosen cart again keeps it once.
  await compareButton(page, first).click();
  await expect(notice(page)).toHaveText(`The ${first.name} is already in your comparison.`);
  await expect(trayNames(page)).toHaveCount(2);
});

test('a fourth cart is refused: the tray says three is the limit and nothing changes', async ({ page }) => {
  await open(page);
  await choose(page, first, second, third);
  await compareButton(page, fourth).click();
  await expect(notice(page)).toHaveText(`You can compare up to 3 carts. Remove one to add the ${fourth.name}.`);
  await expect(trayNames(page)).toHaveText([first.name, second.name, third.name]);
  expect(compareParam(page)).toBe(`${first.id},${second.id},${third.id}`);
});

test('the comparison shows the three carts side by side as the catalogue says, marks what differs, and closes with Escape', async ({
  page,
}) => {
  const chosen = [first, second, third];
  await open(page);
  await choose(page, ...chosen);
  const button = tray(page).getByRole('button', { name: 'Compare (3)' });
  await button.click();
  const table = dialog(page).getByTestId('comparison');
  await expect(dialog(page)).toBeVisible();
  await expect(table.locator('thead th a')).toHaveText(chosen.map((v) => v.name));
  for (const [i, v] of chosen.entries()) await expect(table.locator('thead th a').nth(i)).toHaveAttribute('href', `/vehicles/${v.id}`);

  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      label: tr.querySelector('th')!.childNodes[0]!.textContent!,
      marked: !!tr.querySelector('.compare-differs'),
      values: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })),
  );
  const expected: Record<string, string[]> = {
    Price: chosen.map((v) => usd(v.price)),
    'Monthly from': chosen.map(monthly),
    Brand: chosen.map((v) => v.brand),
    'Model family': chosen.map((v) => v.category),
  };
  for (const v of chosen) {
    for (const spec of specificationRows(v.specifications)) expected[spec.label] ??= [];
  }
  for (const label of Object.keys(expected).filter((l) => !['Price', 'Monthly from', 'Brand', 'Model family'].includes(l))) {
    expected[label] = chosen.map((v) => specificationRows(v.specifications).find((r) => r.label === label)?.value ?? '—');
  }
  for (const [label, values] of Object.entries(expected)) {
    const row = rows.find((r) => r.label === label);
    expect(row?.values, label).toEqual(values);
    expect(row?.marked, `${label} marked as differing`).toBe(new Set(values).size > 1);
  }
  expect(
    rows.some((r) => r.marked),
    'at least one row differs',
  ).toBe(true);
  expect((await axe(page).include('dialog').analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('the list survives a reload and a filter, and Remove takes a cart out of the tray, the comparison and the URL', async ({ page }) => {
  await open(page);
  await choose(page, first, second, third);
  await page.reload();
  await hydrated(page);
  await expect(trayNames(page)).toHaveText([first.name, second.name, third.name]);
  await expect(dialog(page), 'the visitor’s own list does not open by itself').toBeHidden();

  await page.getByLabel('Brand').selectOption(first.brand.toLowerCase());
  await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe(first.brand.toLowerCase());
  expect(compareParam(page)).toBe(`${first.id},${second.id},${third.id}`);

  await tray(page)
    .getByRole('button', { name: `Remove ${second.name} from compare` })
    .click();
  await expect(notice(page)).toHaveText(`Removed the ${second.name} from compare.`);
  await expect(trayNames(page)).toHaveText([first.name, third.name]);
  await expect.poll(() => chosenMark(page, second), 'a removed cart’s card loses its mark').toBe('');
  await expect.poll(() => chosenMark(page, third)).toBe('"✓ "');
  await expect.poll(() => compareParam(page)).toBe(`${first.id},${third.id}`);

  await tray(page).getByRole('button', { name: 'Compare (2)' }).click();
  await dialog(page)
    .getByRole('button', { name: `Remove ${third.name} from compare` })
    .click();
  // One cart left: nothing to compare, so the comparison closes.
  await expect(dialog(page)).toBeHidden();
  await expect(trayNames(page)).toHaveText([first.name]);
  await expect.poll(() => compareParam(page)).toBe(first.id);
});

test('a shared comparison link opens the comparison at once', async ({ page }) => {
  await open(page, `/inventory?compare=${second.id},${third.id}`);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('thead th a')).toHaveText([second.name, third.name]);
});

test('a vehicle page’s Compare link adds its cart to the remembered list, which a visit to another page keeps', async ({ page }) => {
  await open(page);
  await choose(page, first);
  await page.goto(`/vehicles/${second.id}`);
  const link = page.locator('.vehicle-compare');
  await expect(link).toHaveAttribute('href', compareHref(second.id));
  await expect(link).toHaveText('Compare with other carts');
  await expect(link).toHaveAccessibleName(`Compare with other carts (${second.name})`);
  await link.click();
  await hydrated(page);
  await expect(trayNames(page)).toHaveText([first.name, second.name]);
  await expect(notice(page)).toHaveText(`Added the ${second.name} to compare (2 of 3).`);

  await page.goto('/about');
  await open(page);
  await expect(trayNames(page)).toHaveText([first.name, second.name]);
});

test('on a phone the tray leaves the page usable: every Remove within reach, the notice gone after a while, the footer reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // The longest names: the ones most likely to push a Remove button off the screen.
  const longest = [...forSale].sort((a, b) => b.name.length - a.name.length).slice(0, 3);
  await open(page);
  await choose(page, ...longest);
  // The chosen carts share one row that scrolls sideways: each name is cut short so that its Remove button,
  // once its chip is scrolled to, is wholly on screen.
  for (const v of longest) {
    const remove = tray(page).getByRole('button', { name: `Remove ${v.name} from compare` });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport({ ratio: 1 });
  }
  const [rail, chips] = await tray(page)
    .locator('ul')
    .evaluate((ul) => [ul.clientWidth, [...ul.children].map((li) => li.getBoundingClientRect().width)] as const);
  for (const width of chips) expect(width, 'a chip fits the row whole').toBeLessThanOrEqual(rail);
  await expect(notice(page)).toHaveText('', { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const footerEnd = await page
    .locator('body > footer, footer')
    .last()
    .evaluate((f) => f.getBoundingClientRect().bottom);
  const barTop = await tray(page).evaluate((t) => t.getBoundingClientRect().top);
  expect(footerEnd, 'the footer ends above the tray').toBeLessThanOrEqual(barTop + 1);
  await tray(page).getByRole('button', { name: 'Compare (3)' }).click();
  await expect(dialog(page).getByText('Swipe sideways to see all 3 carts.')).toBeVisible();
});

test('on a phone the tray with its notice fits its room under the footer: the footer’s last line shows above it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const byLength = [...forSale].sort((a, b) => b.name.length - a.name.length);
  const longest = byLength.slice(0, 3);
  await open(page);
  await choose(page, ...longest);
  // The longest notice the tray says: a fourth cart refused, the longest name left.
  await compareButton(page, byLength[3]!).click();
  await expect(notice(page)).toHaveText(compareLimitText(byLength[3]!.name));
  const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  const height = await tray(page).evaluate((t) => t.getBoundingClientRect().height);
  expect(height, 'the tray, notice included, within the room under the footer').toBeLessThanOrEqual(room);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  // The bottom of the footer's last line of text that shows (a closed list's text does not).
  const lastLine = await page
    .locator('footer')
    .last()
    .evaluate((footer) => {
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      let bottom = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || !node.parentElement!.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
      }
      return bottom;
    });
  const trayTop = await tray(page).evaluate((t) => t.getBoundingClientRect().top);
  expect(lastLine, 'the footer’s last line above the tray and its notice').toBeLessThanOrEqual(trayTop);
  await expect(notice(page)).not.toHaveText('');
});

test('on a phone the comparison keeps the carts’ names in view while its rows scroll, says each fact once and offers a quote per cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const chosen = [first, second, third];
  await open(page, `/inventory?compare=${chosen.map((v) => v.id).join(',')}`);
  await expect(dialog(page)).toBeVisible();
  const scroller = dialog(page).getByRole('group', { name: 'Carts side by side' });
  const names = dialog(page).locator('thead th a');
  const lastRow = dialog(page).locator('tbody tr').last();
  await expect(lastRow).not.toBeInViewport();
  await scroller.evaluate((s) => s.scrollTo({ top: s.scrollHeight, behavior: 'instant' }));
  await expect(lastRow).toBeInViewport();
  const box = (await scroller.boundingBox())!;
  // The first name (the others are a sideways swipe away) is at the top of the scrolled table, seen, not covered.
  const name = (await names.first().boundingBox())!;
  expect(name.y).toBeGreaterThanOrEqual(box.y);
  expect(name.y + name.height).toBeLessThanOrEqual(box.y + box.height);
  expect(
    await names.first().evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
    'the name drawn over the rows',
  ).toBe(true);
  for (const v of chosen) {
    const link = dialog(page).locator('thead').getByRole('link', { name: v.name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
  }

  // New or pre-owned is said once (not also as a status).
  const labels = await dialog(page)
    .locator('tbody th')
    .evaluateAll((ths) => ths.map((th) => th.childNodes[0]!.textContent));
  expect(labels.filter((l) => l === 'Condition')).toHaveLength(1);
  expect(labels).not.toContain('Status');

  for (const v of chosen) {
    const quote = dialog(page).getByRole('link', { name: `Request a quote: ${v.name}`, exact: true });
    await expect(quote).toHaveText('Request a quote');
    await expect(quote).toHaveAttribute('href', contactRequestHref({ request: 'quote', vehicle: v.id }));
  }
});

test('every card says "from $X/mo" as the payment rule computes it, built or rendered after a filter', async ({ page }) => {
  await open(page);
  for (const v of forSale) await expect(card(page, v).getByTestId('monthly-from')).toHaveText(monthlyText(v));
  await page.getByLabel('Sort by').selectOption('price-desc');
  const top = [...forSale].sort((a, b) => b.price - a.price)[0]!;
  await expect(page.locator('main article').first().locator('h3')).toHaveText(top.name);
  await expect(card(page, top).getByTestId('monthly-from')).toHaveText(monthlyText(top));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each card’s Compare sends the inventory comparing that cart', async ({ page }) => {
    await page.goto('/inventory');
    for (const v of forSale) await expect(compareButton(page, v)).toHaveAttribute('value', v.id);
    await compareButton(page, first).click();
    await expect(page).toHaveURL(compareHref(first.id));
    await expect(page.locator('main article')).toHaveCount(forSale.length);
  });
});
