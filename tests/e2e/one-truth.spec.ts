/**
 * One price and one rule, whichever page a visitor starts from, and the primary actions by screen:
 * - a week's rental reserved online from /rentals (the town chosen in the form) and from the showroom
 *   town's rental page (the town preset) gives the same estimate, and it is the one that page printed;
 * - on a wide screen with a fine pointer, a cart page's filled, first button is the online request and the
 *   call is outlined; on a phone (narrow, or a coarse pointer) the call comes first, filled; it dials.
 * Values are read from content at test time.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { planDays } from '../../src/lib/rentals/plans';
import { countyPath, policyPath, staticRoutes, townRentalPath, townSalesPath, vehiclePath } from '../../src/lib/routes';
import { counties, municipalities, policyIds, rentals, site, vehicles } from './support/content';
import { waitForIslands } from './support/islands';
import { formField } from './support/requests';

const showroom = site.locations.find((l) => l.type === 'physical')!;
/** The rental page of the showroom's own town. */
const showroomTown = municipalities.find((t) => t.offersRentals && t.name === showroom.address.city)!;
/** The dearest fleet's week: a 7-day plan of the rate card. */
const week = rentals.fleets
  .flatMap((fleet) => fleet.plans.filter((p) => planDays(p.duration) === 7).map((plan) => ({ fleet, plan })))
  .sort((a, b) => b.plan.price - a.plan.price)[0]!;

/** The form's estimate line, once the island has worked it out. */
async function formEstimate(page: Page): Promise<string> {
  const line = page.locator('form details p', { hasText: 'Estimate:' });
  await expect(line).toBeVisible();
  return (await line.textContent())!.trim();
}

const reserveOnline = (page: Page) =>
  page.locator(`[data-fleet="${week.fleet.id}"] [data-plan="${week.plan.id}"]`).getByRole('link', { name: /^Reserve Online/ });

test(`a week of the ${week.fleet.title} costs the same estimate from /rentals and from ${townRentalPath(showroomTown)}`, async ({
  page,
}) => {
  expect(showroomTown, 'a rental page for the showroom’s town').toBeTruthy();

  await page.goto('/rentals');
  await reserveOnline(page).click();
  await waitForIslands(page);
  await formField(page, 'Delivery town').selectOption(showroomTown.id);
  const fromRentals = await formEstimate(page);

  await page.goto(townRentalPath(showroomTown));
  const printed = (await page
    .locator(`[data-fleet="${week.fleet.id}"] [data-plan="${week.plan.id}"] [data-estimate-total]`)
    .textContent())!;
  await reserveOnline(page).click();
  await waitForIslands(page);
  await expect(formField(page, 'Delivery town')).toHaveValue(showroomTown.id);
  const fromTownPage = await formEstimate(page);

  expect(fromTownPage).toBe(fromRentals);
  expect(fromRentals).toContain(`= ${printed.trim()}`);
});

const cart = vehicles.find((v) => v.isNew && v.inStock)!;

/** The buttons of the cart's first action pair, in the order a visitor sees them (rows, then left to right). */
async function pairInViewOrder(page: Page): Promise<Locator[]> {
  const pair = page.locator('[data-testid="vehicle-summary"] .action-pair').first();
  const buttons = [pair.locator('.action-online'), pair.locator('.action-call')];
  const boxes = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!));
  return [0, 1].sort((a, b) => boxes[a]!.y - boxes[b]!.y || boxes[a]!.x - boxes[b]!.x).map((i) => buttons[i]!);
}

const filled = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)');

async function expectCallDials(page: Page) {
  await expect(page.locator('[data-testid="vehicle-summary"] .action-call').first()).toHaveAttribute('href', `tel:${site.phone.e164}`);
}

test.describe('a cart page at 1280 px with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the filled, first button is the online request; the call beside it is outlined', async ({ page }) => {
    await page.goto(vehiclePath(cart));
    const [first, second] = await pairInViewOrder(page);
    await expect(first!).toHaveClass(/action-online/);
    await expect(first!).toHaveAttribute('href', /^\/contact\?request=test-drive&vehicle=/);
    expect(await filled(first!)).toBe(true);
    expect(await filled(second!)).toBe(false);
    // Every filled button of the cart's actions is an online request.
    const actions = page.locator('[data-testid="vehicle-summary"] .action-pair a');
    for (const button of await actions.all()) {
      if (await filled(button)) await expect(button).toHaveAttribute('href', /^\/contact\?/);
    }
    await expectCallDials(page);
  });
});

for (const [name, use] of [
  ['at 360 px', { viewport: { width: 360, height: 740 } }],
  ['on a wide touch screen (a coarse pointer)', { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`a cart page ${name}`, () => {
    test.use(use);
    test('the call comes first, filled; the online request follows, outlined', async ({ page }) => {
      await page.goto(vehiclePath(cart));
      const [first, second] = await pairInViewOrder(page);
      await expect(first!).toHaveClass(/action-call/);
      expect(await filled(first!)).toBe(true);
      expect(await filled(second!)).toBe(false);
      await expectCallDials(page);
    });
  });
}

/** One page of each template a visitor may land on, from content and the route builders. */
const templatePages = [
  ...Object.values(staticRoutes).filter((path) => path !== staticRoutes.thankYou),
  townRentalPath(showroomTown),
  townSalesPath(municipalities.find((t) => !t.offersRentals)!),
  countyPath(counties[0]!),
  vehiclePath(cart),
  policyPath({ id: policyIds[0]! }),
];

/** The buttons of `main` in reading order: each one's link, whether it dials, and whether it is filled. */
const mainButtons = (page: Page) =>
  page.locator('main a.button, main button.button').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const box = el.getBoundingClientRect();
        const background = getComputedStyle(el).backgroundColor;
        return {
          text: (el.textContent ?? '').trim(),
          dials: (el.getAttribute('href') ?? '').startsWith('tel:'),
          filled: background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent',
          top: box.top + window.scrollY,
          left: box.left,
        };
      })
      .sort((a, b) => a.top - b.top || a.left - b.left),
  );

test.describe('every template at 1280 px with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const path of templatePages) {
    test(`${path}: no filled button dials, and the first filled button is one a desktop can use`, async ({ page }) => {
      await page.goto(path);
      const buttons = await mainButtons(page);
      expect(
        buttons.filter((b) => b.filled && b.dials).map((b) => b.text),
        'filled buttons that dial',
      ).toEqual([]);
    });
  }
});

test.describe('/rentals on a phone at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('the first filled button dials', async ({ page }) => {
    await page.goto(staticRoutes.rentals);
    const first = (await mainButtons(page)).find((b) => b.filled)!;
    expect(first.dials, first.text).toBe(true);
  });
});
