/** The shell every page shares: header, dropdowns, mobile drawer, call button, footer. */
import { expect, test, type Locator } from '@playwright/test';
import { countyPath, policyPath, staticRoutes, townSalesPath } from '../../src/lib/routes';
import { counties, municipalities, policyFields, policyIds, site } from './support/content';

const TOP = [
  ['Home', staticRoutes.home],
  ['Inventory', staticRoutes.inventory],
  ['Rentals', staticRoutes.rentals],
  ['Services', staticRoutes.services],
  ['Showroom', staticRoutes.showroom],
  ['Contact', staticRoutes.contact],
] as const;

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('top items, dropdowns with correct labels, and the call button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of TOP) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);

    await nav.getByRole('button', { name: 'Counties' }).click();
    const countyMenu = page.locator('#nav-counties');
    await expect(countyMenu).toBeVisible();
    const ordered = [...counties].sort((a, b) => a.navOrder - b.navOrder);
    for (const c of ordered) await expect(countyMenu.getByRole('link', { name: c.name })).toHaveAttribute('href', countyPath(c));
    await expect(countyMenu.getByRole('link', { name: 'Sussex County' })).toHaveAttribute('href', '/sussex-county-golf-carts');
    await page.keyboard.press('Escape');
    await expect(countyMenu).toBeHidden();

    await nav.getByRole('button', { name: 'About' }).click();
    const aboutMenu = page.locator('#nav-about');
    await expect(aboutMenu.getByRole('link', { name: 'Eco-Impact Calculator' })).toHaveAttribute('href', staticRoutes.ecoImpact);
    await expect(aboutMenu.getByRole('link', { name: 'Financing' })).toHaveAttribute('href', staticRoutes.financing);

    await nav.getByRole('button', { name: 'Brands' }).click();
    const brandMenu = page.locator('#nav-brands');
    await expect(brandMenu.getByRole('link', { name: 'Denago' })).toHaveAttribute('href', staticRoutes.denago);
    await expect(brandMenu.getByRole('link', { name: 'Evolution' })).toHaveAttribute('href', staticRoutes.evolution);

    const call = page.locator('header').getByRole('link', { name: new RegExp(`Call Now.*${site.phone.display}`) });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
  });

  test('only Home is active on /', async ({ page }) => {
    await page.goto('/');
    const active = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('Home');
  });

  test('the dropdowns open from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Counties' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-counties')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', countyPath([...counties].sort((a, b) => a.navOrder - b.navOrder)[0]!));
  });

  test('a menu opened from the keyboard closes when the focus leaves it, forward or back, as on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Brands', 'Counties', 'About']) {
      const button = nav.getByRole('button', { name });
      const panel = page.locator(`#${await button.getAttribute('popovertarget')}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      const links = await panel.getByRole('link').count();
      for (let i = 0; i < links; i++) {
        await page.keyboard.press('Tab');
        await expect(panel, 'open while the focus is in it').toBeVisible();
        await expect(panel.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Tab');
      await expect(panel, `${name}: closed once Tab leaves its last link`).toBeHidden();

      await button.focus();
      if (await panel.isHidden()) await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(panel, `${name}: closed once Shift+Tab leaves its button`).toBeHidden();
      await page.keyboard.press('Escape');
    }
  });

  test('a menu opened with the pointer stays open while the pointer moves on, and a click elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Brands' }).click();
    const panel = page.locator('#nav-brands');
    await expect(panel).toBeVisible();
    await page.locator('h1').hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link').first().hover();
    await expect(panel).toBeVisible();
    await page.locator('h1').click();
    await expect(panel).toBeHidden();
  });
});

for (const width of [1024, 1280]) {
  test(`at ${width} px the full navigation shows, financing and the brand pages one step away, nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const [label] of TOP) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const [menu, link, href] of [
      ['About', 'Financing', staticRoutes.financing],
      ['Brands', 'Denago', staticRoutes.denago],
      ['Brands', 'Evolution', staticRoutes.evolution],
    ] as const) {
      await nav.getByRole('button', { name: menu }).click();
      await expect(page.locator(`#nav-${menu.toLowerCase()}`).getByRole('link', { name: link })).toHaveAttribute('href', href);
      await page.keyboard.press('Escape');
    }
    const call = page.locator('header').getByRole('link', { name: new RegExp(`Call Now.*${site.phone.display}`) });
    await expect(call).toBeVisible();
    await expect(call).toContainText(site.phone.display);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test.describe('mobile header', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const width of [320, 360, 390, 430]) {
    test(`at ${width} px the sticky header is one row at most 64 px tall, the call button one tap away`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const header = page.locator('header');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      const call = header.getByRole('link', { name: new RegExp(`Call Now.*${site.phone.display}`) });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
      const box = (await call.boundingBox())!;
      expect(box.height, 'a comfortable touch target').toBeGreaterThanOrEqual(44);
      // still there, at the top, after scrolling
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      expect((await call.boundingBox())!.y).toBeLessThan(64);
    });
  }

  test('the drawer opens, holds the same links, and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('header').getByRole('link', { name: /Call Now/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    for (const [label, href] of TOP) await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    for (const c of counties) await expect(drawer.getByRole('link', { name: c.name })).toHaveAttribute('href', countyPath(c));
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('tapping a drawer link navigates and the new page opens with the drawer closed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const target = counties[0]!;
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`${countyPath(target)}$`));
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the drawer works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await context.close();
  });
});

test('the footer links every municipality, every policy once, and the external financing application', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const town of municipalities) {
    await expect(footer.locator(`a[href="${townSalesPath(town)}"]`)).toHaveCount(1);
  }
  // A policy showing another's text at a second address (`sameAs`) is linked by its main address only.
  const secondAddress = (id: string) => policyFields(id).sameAs !== undefined;
  const policies = policyIds.filter((id) => !secondAddress(id)).map((id) => policyPath({ id }));
  for (const path of policies) await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  for (const path of [staticRoutes.evolution, staticRoutes.denago, staticRoutes.privacy, staticRoutes.terms]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  // Each page once: no second address of a page, and no page under two names.
  for (const path of [
    staticRoutes.privacyAlias,
    staticRoutes.termsAlias,
    ...policyIds.filter(secondAddress).map((id) => policyPath({ id })),
  ]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(0);
  }
  const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((h, i) => hrefs.indexOf(h) !== i)).toEqual([]);
  const financing = footer.locator(`a[href="${site.financingUrl}"]`);
  await expect(financing).toHaveAttribute('target', '_blank');
  await expect(financing).toHaveAttribute('rel', /noopener/);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the footer lists the customer's policies first and the company's own under its name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const records = policyIds.map(policyFields).filter((p) => !p.sameAs);
    const inGroup = (group: string) => records.filter((p) => p.footer === group).sort((a, b) => a.order - b.order);
    const hrefs = (nav: Locator) => nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

    const customer = page.getByRole('navigation', { name: 'Customer Policies' });
    const company = page.getByRole('navigation', { name: site.brandName });
    const customerHrefs = await hrefs(customer);
    for (const p of inGroup('customer')) expect(customerHrefs, `${p.id} among the customer's`).toContain(policyPath(p));
    expect(await hrefs(company), "the company's own, in their order").toEqual(inGroup('company').map((p) => policyPath(p)));

    // The warranty, a buyer's policy without a page of its own, is the service page's Warranty Service.
    const warranty = customer.getByRole('link', { name: 'Warranty' });
    const [path, fragment] = (await warranty.getAttribute('href'))!.split('#');
    expect(path).toBe(staticRoutes.services);
    // Privacy and the terms close the customer's list.
    expect(customerHrefs.slice(-2).sort()).toEqual([staticRoutes.privacy, staticRoutes.terms].sort());

    const top = async (nav: Locator) => (await nav.boundingBox())!.y;
    expect(await top(customer), "the customer's policies come before the company's").toBeLessThan(await top(company));

    await warranty.click();
    await expect(page).toHaveURL(new RegExp(`${staticRoutes.services}#${fragment}$`));
    await expect(page.locator(`[id="${fragment}"]`)).toBeInViewport();
  });
}

test('the footer town list opens from its summary and then shows every town link', async ({ page }) => {
  await page.goto('/');
  const towns = page.getByRole('navigation', { name: /every Delaware town we serve/ });
  const first = towns.locator(`a[href="${townSalesPath(municipalities[0]!)}"]`);
  await expect(first).toBeHidden();
  await towns.locator('summary').click();
  await expect(first).toBeVisible();
  await expect(towns.getByRole('link')).toHaveCount(municipalities.length);
});
