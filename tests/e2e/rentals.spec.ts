import { expect, test } from '@playwright/test';
import { formatUsd } from '../../src/lib/format/usd';
import { planFigures } from '../../src/lib/rentals/plans';
import { staticRoutes, telHref } from '../../src/lib/routes';
import { executableScripts } from './support/core-content';
import { waitForIslands } from './support/islands';
import { delivery, rentals, site } from './support/content';

test.describe('rentals page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(staticRoutes.rentals);
  });

  test('one h1 and no script', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await executableScripts(page)).toBe(0);
  });

  for (const fleet of rentals.fleets) {
    test(`${fleet.title}: every price, saving, renewal and delivery text, reserved online or by phone`, async ({ page }) => {
      const section = page.locator(`[data-fleet="${fleet.id}"]`);
      await expect(section.getByRole('heading', { name: fleet.title, exact: true })).toBeVisible();
      await expect(section.locator('[data-deposit]')).toHaveText(formatUsd(fleet.deposit));
      const cards = section.locator('[data-plan]');
      await expect(cards).toHaveCount(fleet.plans.length);
      // Savings and renewal prices are computed from each plan's price and length (the rule's own table
      // test reproduces the published table); the page must show exactly those.
      for (const [i, plan] of planFigures(fleet.plans).entries()) {
        const card = cards.nth(i);
        await expect(card).toHaveAttribute('data-plan', plan.id);
        await expect(card.getByRole('heading', { name: plan.title, exact: true })).toBeVisible();
        await expect(card).toContainText(plan.duration);
        await expect(card.locator('[data-price]')).toHaveText(formatUsd(plan.price));
        if (plan.savings) await expect(card.locator('[data-savings]')).toHaveText(plan.savings);
        else await expect(card.locator('[data-savings]')).toHaveCount(0);
        await expect(card.locator('[data-renewal]')).toHaveText(plan.renewal);
        if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeVisible();
        const deliveryText = card.locator('[data-delivery]');
        await expect(deliveryText).toContainText(`${delivery.rental.freeWithinMiles} miles`);
        await expect(deliveryText).toContainText(formatUsd(delivery.rental.feePerMile));
        const reserve = card.getByRole('link', { name: /^Reserve by Phone/ });
        await expect(reserve).toHaveAttribute('href', telHref(site.phone.e164));
        // Beside the call, the online request for this fleet and plan.
        await expect(card.getByRole('link', { name: /^Reserve Online/ })).toHaveAttribute(
          'href',
          `/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}#contact-form`,
        );
      }
    });
  }

  test('the footnote states the rental delivery rule (content/delivery.json) and every footnote line', async ({ page }) => {
    const footnote = page.locator('[data-footnote]');
    const { freeWithinMiles, feePerMile } = delivery.rental;
    await expect(footnote).toContainText(
      `free within ${freeWithinMiles} miles of our showroom, then ${formatUsd(feePerMile)} for each mile beyond ${freeWithinMiles}`,
    );
    for (const line of rentals.footnote) await expect(footnote).toContainText(line);
  });

  test('every Reserve by Phone dials the phone, and no text beside the online requests says to call', async ({ page }) => {
    const plans = rentals.fleets.reduce((n, f) => n + f.plans.length, 0);
    await expect(page.locator('main')).not.toContainText(/call to reserve/i);
    const reserve = page.getByRole('link', { name: /Reserve by Phone/ });
    expect(await reserve.count()).toBeGreaterThanOrEqual(plans);
    for (const href of await reserve.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toBe(telHref(site.phone.e164));
    }
  });

  test('Reserve Online opens the form preset to that fleet and plan, and it says so', async ({ page }) => {
    const fleet = rentals.fleets[1]!;
    const plan = fleet.plans[1]!;
    await page
      .locator(`[data-fleet="${fleet.id}"] [data-plan="${plan.id}"]`)
      .getByRole('link', { name: /^Reserve Online/ })
      .click();
    await waitForIslands(page);
    await expect(page.locator('form details summary')).toHaveText(`About: Rental · ${fleet.title} · ${plan.title}`);
  });
});
