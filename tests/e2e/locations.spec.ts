/**
 * Location pages: every county, town sales and town rental page is checked against its
 * record in content/, with expectations computed here from the data (never typed), plus the
 * uniqueness of the town pages, the Dover Beach redirect, zero JavaScript and the map on request.
 */
import { expect, test, type Page } from '@playwright/test';
import { dealerToday } from '../../src/lib/contact/details';
import { townCartTraits, townCarts } from '../../src/lib/inventory/town-carts';
import { planFigures } from '../../src/lib/rentals/plans';
import type { County, Municipality } from '../../src/content';
import {
  counties,
  delivery,
  locationPages,
  monthlyText,
  municipalities as towns,
  rentals,
  showroomHours,
  site,
  townServices,
  vehicles,
} from './support/content';
import { waitForIslands } from './support/islands';
import { formField, sendForm, storedMessage, visitor } from './support/requests';
import { sitemapPaths } from './support/sitemap';

type LatLng = Municipality['coordinates'];

// Paths and facts derived here, independently of the site's code.
const salesPath = (t: Municipality) => `/${t.slug}-golf-carts${t.routeQualifier ? `-${t.routeQualifier}` : ''}`;
const rentalPath = (t: Municipality) => `/${t.slug}-golf-cart-rentals`;
const countyPagePath = (c: County) => `/${c.id}-golf-carts`;
const countyOf = (t: Municipality) => counties.find((c) => c.id === t.county)!;
const num = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const miles = (a: LatLng, b: LatLng) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};
const samePlace = (a: Municipality, b: Municipality) =>
  a.name === b.name && a.coordinates.lat === b.coordinates.lat && a.coordinates.lng === b.coordinates.lng;
const nearest = (town: Municipality, pool: Municipality[], n: number) =>
  pool
    .filter((t) => t.id !== town.id && !samePlace(t, town))
    .sort((a, b) => miles(town.coordinates, a.coordinates) - miles(town.coordinates, b.coordinates) || a.name.localeCompare(b.name))
    .slice(0, n);
const byPopulation = (list: Municipality[]) => [...list].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
const rentalTowns = towns.filter((t) => t.offersRentals);
const showroom = site.locations.find((l) => l.type === 'physical')!;
/** The distance to a town as pages show it: 0.1 mi under 10, whole miles above. */
const shownFromShowroom = (t: Municipality) => {
  const exact = miles(showroom.coordinates, t.coordinates);
  return exact < 10 ? Math.round(exact * 10) / 10 : Math.round(exact);
};
/** Free within `free` miles of the showroom, then `perMile` for each (shown) mile beyond them, rounded up to the dollar. */
const feeBeyond = (t: Municipality, free: number, perMile: number) => {
  const beyond = Math.round((shownFromShowroom(t) - free) * 10) / 10;
  return beyond <= 0 ? 0 : Math.ceil(Math.round(beyond * perMile * 100) / 100);
};
/** Rental delivery to a town (content/delivery.json `rental`). */
const deliveryFee = (t: Municipality) => feeBeyond(t, delivery.rental.freeWithinMiles, delivery.rental.feePerMile);
/** Delivering a bought cart to a town: on a purchase of the minimum or more, or under it (every mile). */
const cartFee = (t: Municipality, qualifying: boolean) =>
  feeBeyond(t, qualifying ? delivery.sales.freeWithinMiles : 0, delivery.sales.feePerMile);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** Zero JavaScript: no script other than structured data. */
async function expectNoJavaScript(page: Page) {
  const scripts = await page.$$eval('script', (els) => els.map((s) => s.getAttribute('type') ?? 'text/javascript'));
  expect(scripts.filter((t) => t !== 'application/ld+json')).toEqual([]);
}

const hrefs = (page: Page, selector: string) => page.$$eval(selector, (as) => as.map((a) => a.getAttribute('href')));

test.describe('county pages', () => {
  for (const county of counties) {
    test(`${countyPagePath(county)} shows ${county.name}`, async ({ page }) => {
      const own = towns.filter((t) => t.county === county.id);
      await page.goto(countyPagePath(county));
      await expect(page.locator('h1')).toContainText(county.name);
      await expect(page).toHaveTitle(new RegExp(county.name));
      await expect(page.locator('main a[href="/inventory"]').first()).toBeVisible();
      await expect(page.locator(`main a[href="tel:${site.phone.e164}"]`).first()).toBeVisible();
      await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();

      // four service highlights, from the county record
      await expect(page.locator('#highlights h3')).toHaveText(county.highlights.map((h) => h.title));

      // the six most populous municipalities: name, type, population, link
      const top = byPopulation(own).slice(0, site.topMunicipalitiesShown);
      const cards = page.locator('#top-towns ol > li');
      await expect(cards).toHaveCount(top.length);
      for (const [i, town] of top.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('a')).toHaveAttribute('href', salesPath(town));
        await expect(card).toContainText(town.name);
        await expect(card).toContainText(town.type);
        await expect(card.locator('[data-population]')).toHaveText(num(town.population));
      }

      // the alphabetical list holds exactly this county's municipalities
      const list = page.locator('#all-towns ul a');
      const expected = [...own].sort((a, b) => a.name.localeCompare(b.name));
      await expect(list).toHaveText(expected.map((t) => t.name));
      expect(await hrefs(page, '#all-towns ul a')).toEqual(expected.map(salesPath));

      // delivery from the two rules, with the county's towns inside the free distance counted from the data
      const freeTowns = own.filter((t) => cartFee(t, true) === 0).length;
      await expect(page.locator('[data-delivery-note]')).toContainText(
        `free within ${delivery.sales.freeWithinMiles} miles of our showroom on a purchase of ${usd(delivery.sales.minimumPurchase)} or more`,
      );
      await expect(page.locator('[data-delivery-note]')).toContainText(`${freeTowns} of the ${own.length} ${county.name} towns`);
      await expect(page.locator('[data-delivery-note]')).toContainText(
        `Rental delivery is free within ${delivery.rental.freeWithinMiles} miles of our showroom`,
      );
      // our map highlights this county and links every served town
      await expect(page.locator('svg.delaware-map a.county.active')).toHaveAttribute('href', countyPagePath(county));
      await expect(page.locator('svg.delaware-map a.town')).toHaveCount(towns.length);
      await expectNoJavaScript(page);
    });
  }
});

test.describe('town sales pages', () => {
  const showroom = site.locations.find((l) => l.type === 'physical')!;
  // Distances as shown: one decimal under 10 miles, whole miles above.
  const shownMiles = (m: number) => (m < 10 ? Math.round(m * 10) / 10 : Math.round(m));
  const shownText = (m: number) => (m < 10 ? shownMiles(m).toFixed(1) : String(shownMiles(m)));
  const closestRental = (town: Municipality) =>
    rentalTowns
      .filter((t) => t.id !== town.id)
      .sort((a, b) => miles(town.coordinates, a.coordinates) - miles(town.coordinates, b.coordinates) || a.name.localeCompare(b.name))[0]!;

  for (const town of towns) {
    const county = countyOf(town);
    test(`${salesPath(town)} leads with the facts of its town`, async ({ page }) => {
      await page.goto(salesPath(town));
      await expect(page.locator('h1')).toContainText(town.name);
      await expect(page).toHaveTitle(new RegExp(town.name));
      // two records share the name Milford: their titles name the county to tell them apart
      if (towns.some((t) => t.id !== town.id && t.name === town.name)) await expect(page).toHaveTitle(new RegExp(county.name));

      // the first section after the hero: the town's own facts, computed from the data
      await expect(page.locator('main > section').nth(1)).toHaveAttribute('id', 'town-facts');
      const fromShowroom = miles(showroom.coordinates, town.coordinates);
      if (fromShowroom >= 1) {
        await expect(page.locator('[data-fact="showroom"]')).toHaveText(
          new RegExp(`^${shownText(fromShowroom)} mi (north|northeast|east|southeast|south|southwest|west|northwest)$`),
        );
      }
      // delivering a cart bought here, and how soon an in-stock cart arrives; never a rental fee as a reason to buy
      const fee = cartFee(town, true);
      await expect(page.locator('[data-fact="cart-delivery"]')).toHaveText(fee === 0 ? 'Free' : usd(fee));
      const under = cartFee(town, false);
      await expect(page.locator('#town-facts')).toContainText(`${under === 0 ? 'free' : usd(under)} under it`);
      await expect(page.locator('[data-fact="arrival"]')).toHaveText(delivery.sales.inStockArrival);
      await expect(page.locator('main')).not.toContainText(/rental delivery/i);
      await expect(page.locator('[data-fact="rentals-link"]')).toHaveAttribute(
        'href',
        town.offersRentals ? rentalPath(town) : rentalPath(closestRental(town)),
      );
      await expect(page.locator('[data-fact="county"]')).toHaveText(county.name);
      await expect(page.locator('[data-fact="county"]')).toHaveAttribute('href', countyPagePath(county));
      await expect(page.locator('[data-fact="type"]')).toHaveText(`${town.type} of ${num(town.population)} residents`);
      if (town.local) await expect(page.locator('[data-town-local]')).toHaveText(town.local);
      // no census rank trivia
      await expect(page.locator('main')).not.toContainText('most populous');

      // three carts for what carts do in the town (the rule of src/lib/inventory/town-carts.ts on the catalogue),
      // each with its price, its monthly payment and its price at the door under the sales delivery rule
      const catalogue = vehicles.filter((v) => !v.draft).map((v) => ({ ...v, ...townCartTraits(v.specifications) }));
      const chosen = townCarts(catalogue, town.cartUse).map((c) => c.cart);
      const cards = page.locator('[data-town-carts] > li');
      await expect(cards).toHaveCount(Math.min(3, chosen.length));
      for (const [i, cart] of chosen.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('h3 a')).toHaveText(cart.name);
        await expect(card.locator('[data-price]')).toHaveText(usd(cart.price));
        await expect(card).toContainText(monthlyText(cart));
        const atDoor = cart.price + cartFee(town, cart.price >= delivery.sales.minimumPurchase);
        await expect(card.locator('[data-delivered] strong')).toHaveText(usd(atDoor));
      }

      // nearest served towns, computed from the coordinates, linked to their pages
      const near = nearest(town, towns, 6);
      expect(await hrefs(page, '[data-nearest-towns] a')).toEqual(near.map(salesPath));

      // the highlights and the services of content, with specific links
      await expect(page.locator('#highlights li')).toHaveCount(locationPages.sales.highlights.length);
      await expect(page.locator('#services li')).toHaveCount(townServices.length);
      await expect(page.locator('#services a', { hasText: 'pre-owned' })).toHaveAttribute('href', '/inventory?condition=pre-owned');
      await expect(page.locator('#services a', { hasText: 'Rentals' })).toHaveAttribute(
        'href',
        town.offersRentals ? rentalPath(town) : '/rentals',
      );

      // contact information with the location hours and the address as the Postal Service writes it
      for (const row of showroomHours) await expect(page.locator('#contact')).toContainText(row.hours);
      await expect(page.locator('#contact address')).toContainText(
        `${showroom.address.city}, ${showroom.address.region} ${showroom.address.postalCode}`,
      );

      // the map: our SVG marks this town; the embed is built from the town, its own county, Delaware, zoom 14
      await expect(page.locator('svg.delaware-map a.town[aria-current="page"]')).toHaveAttribute('href', salesPath(town));
      const src = new URL((await page.locator('details.map-disclosure iframe').getAttribute('src'))!);
      expect(src.origin + src.pathname).toBe('https://www.google.com/maps');
      expect(src.searchParams.get('q')).toBe(`${town.name}, ${county.name}, Delaware`);
      expect(src.searchParams.get('z')).toBe('14');
      await expect(page.locator('details.map-disclosure iframe')).toHaveAttribute('title', /.+/);
      await expect(page.locator('details.map-disclosure')).not.toHaveAttribute('open');
      // directions run from the town to the showroom
      const directions = new URL((await page.locator('#contact a', { hasText: 'Directions from' }).getAttribute('href'))!);
      expect(directions.searchParams.get('origin')).toBe(`${town.name}, ${county.name}, Delaware`);
      expect(directions.searchParams.get('destination')).toBe(showroom.mapQuery);

      // structured data: a service the dealer provides in this town, the town at its own coordinates
      const service = (await jsonLd(page)).find((d) => d['@type'] === 'Service') as {
        provider: { '@id': string };
        areaServed: { name: string; geo: { latitude: number; longitude: number } };
      };
      expect(service.provider['@id']).toBe(new URL('/#dealer', site.siteUrl).href);
      expect(service.areaServed.name).toContain(town.name);
      expect(service.areaServed.geo).toMatchObject({ latitude: town.coordinates.lat, longitude: town.coordinates.lng });

      await expectNoJavaScript(page);
    });
  }

  test('every town page differs from every other beyond the town name', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const town of towns) {
      const html = await (await request.get(salesPath(town))).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const nearestList = /data-nearest-towns[\s\S]*?<\/ol>/.exec(main)?.[0] ?? '';
      expect(nearestList, `${town.id} has a nearest-towns list`).not.toBe('');
      // the page with its own name (and county) taken out must still be unique
      const neutral = main.split(town.name).join('{town}').split(countyOf(town).name).join('{county}').replace(/\s+/g, ' ');
      expect(seen.get(neutral), `${town.id} repeats ${seen.get(neutral)}`).toBeUndefined();
      seen.set(neutral, town.id);
      const listKey = `list:${nearestList}`;
      expect(seen.get(listKey), `${town.id} has the nearest-towns list of ${seen.get(listKey)}`).toBeUndefined();
      seen.set(listKey, town.id);
    }
    expect(seen.size).toBe(towns.length * 2);
  });
});

test.describe('town rental pages', () => {
  for (const town of rentalTowns) {
    test(`${rentalPath(town)} shows the rate card, each plan's estimate delivered there, and the one delivery rule`, async ({ page }) => {
      await page.goto(rentalPath(town));
      await expect(page.locator('h1')).toContainText(town.name);
      const hero = page.locator('main > section').first();
      // Booking opens the contact form preset to a rental delivered to this town.
      const book = `/contact?request=rental&town=${town.id}#contact-form`;
      await expect(hero.getByRole('link', { name: 'Book Your Rental' })).toHaveAttribute('href', book);
      await expect(hero.locator(`a[href="tel:${site.phone.e164}"]`)).toContainText('Call Now');

      // The rate card of /rentals, fleet by fleet, with the estimate to this town: plan + delivery beyond the free miles + deposit.
      const fee = deliveryFee(town);
      for (const fleet of rentals.fleets) {
        const cards = page.locator(`[data-fleet="${fleet.id}"] [data-plan]`);
        await expect(cards).toHaveCount(fleet.plans.length);
        for (const [i, plan] of planFigures(fleet.plans).entries()) {
          const card = cards.nth(i);
          await expect(card.locator('h4')).toHaveText(plan.title);
          await expect(card.locator('[data-price]')).toHaveText(usd(plan.price));
          if (plan.savings) await expect(card.locator('[data-savings]')).toHaveText(plan.savings);
          else await expect(card.locator('[data-savings]')).toHaveCount(0);
          await expect(card.locator('[data-estimate-total]')).toHaveText(usd(plan.price + fee + fleet.deposit));
          await expect(card.getByRole('link', { name: /^Reserve Online/ })).toHaveAttribute(
            'href',
            `/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}&town=${town.id}#contact-form`,
          );
          // compact: the page's own calls reserve by phone
          await expect(card.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(0);
        }
      }
      // One rule on the page, stated once above the plans with the town's fee, which the estimates add.
      await expect(page.locator('[data-free-delivery]')).toContainText(`${fee ? usd(fee) : 'free'}.`);
      await expect(page.locator('[data-free-delivery]')).toContainText(
        `Rental delivery is free within ${delivery.rental.freeWithinMiles} miles of the showroom, then ${usd(delivery.rental.feePerMile)} for each mile beyond.`,
      );
      await expect(page.locator('#features li')).toHaveCount(locationPages.rentals.features.length);
      await expect(page.locator('#included li').first()).toBeVisible();
      const area = page.locator('#service-area');
      await expect(area.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', book);
      await expect(area.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1);
      expect(await hrefs(page, '[data-nearest-towns] a')).toEqual(nearest(town, rentalTowns, 5).map(rentalPath));

      // structured data: rentals the dealer provides in this town (at its coordinates), at the prices shown
      const rental = (await jsonLd(page)).find((d) => d['@type'] === 'Service') as {
        name: string;
        provider: { '@id': string };
        areaServed: { name: string; geo: { latitude: number; longitude: number } };
        offers: { price: number }[];
      };
      expect(rental.name).toContain(town.name);
      expect(rental.provider['@id']).toBe(new URL('/#dealer', site.siteUrl).href);
      expect(rental.areaServed.geo).toMatchObject({ latitude: town.coordinates.lat, longitude: town.coordinates.lng });
      const shown = (await page.locator('[data-price]').allTextContents()).map((p) => Number(p.replace(/[$,]/g, '')));
      expect(rental.offers.map((o) => o.price).sort()).toEqual(shown.sort());
      await expectNoJavaScript(page);
    });
  }

  test('towns without rentals have no rental page', async ({ request }) => {
    const others = towns.filter((t) => !t.offersRentals && !rentalTowns.some((r) => r.slug === t.slug));
    expect(others.length).toBeGreaterThan(0);
    for (const town of others) expect((await request.get(rentalPath(town))).status(), rentalPath(town)).toBe(404);
  });
});

test('former town slugs redirect permanently to the current page', async ({ request }) => {
  const moved = towns.filter((t) => (t.formerSlugs ?? []).length > 0);
  expect(moved.length).toBeGreaterThan(0);
  for (const town of moved) {
    for (const former of town.formerSlugs!) {
      const from = salesPath({ ...town, slug: former });
      const res = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(res.status());
      expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(salesPath(town));
    }
  }
});

test('the sitemap lists every county, town and rental page', () => {
  const paths = new Set(sitemapPaths());
  const expected = [...counties.map(countyPagePath), ...towns.map(salesPath), ...rentalTowns.map(rentalPath)];
  expect(expected.filter((p) => !paths.has(p))).toEqual([]);
});

test('the Google map loads only when the visitor opens it', async ({ page, baseURL }) => {
  const town = towns.find((t) => t.county === 'sussex-county')!;
  const ownOrigin = new URL(baseURL!).origin;
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== ownOrigin) thirdParty.push(r.url());
  });
  await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto(salesPath(town));
  await page.locator('details.map-disclosure summary').scrollIntoViewIfNeeded();
  // Scrolled into view, a lazy frame would load now: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.locator('details.map-disclosure summary').click();
  await expect.poll(() => thirdParty.some((u) => u.startsWith('https://www.google.com/maps?'))).toBe(true);
  const directions = page.getByRole('link', { name: /^Directions from / });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of [countyPagePath(counties[0]!), salesPath(towns[0]!), rentalPath(rentalTowns[0]!)]) {
    test(`${path} fits the screen and shows the whole map`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = (await page.locator('svg.delaware-map').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('a rental request from a town rental page', () => {
  // A rental town beyond the free distance, so the estimate has a delivery fee; the rate card's recommended plan.
  const town = rentalTowns.find((t) => deliveryFee(t) > 0)!;
  const fleet = rentals.fleets[0]!;
  const plan = fleet.plans.find((p) => p.badge) ?? fleet.plans[0]!;

  test(`Reserve Online on ${rentalPath(town)} leads to the form preset to that cart, plan and town; the request is stored with its estimate`, async ({
    page,
  }) => {
    const person = visitor('rental');
    await page.goto(rentalPath(town));
    await page
      .locator(`[data-fleet="${fleet.id}"] [data-plan="${plan.id}"]`)
      .getByRole('link', { name: /^Reserve Online/ })
      .click();
    await expect(page).toHaveURL(`/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}&town=${town.id}#contact-form`);
    await waitForIslands(page);
    const shown = shownFromShowroom(town);
    const fee = deliveryFee(town);
    const total = plan.price + fee + fleet.deposit;
    const beyond = Math.round((shown - delivery.rental.freeWithinMiles) * 10) / 10;
    await expect(page.locator('form details')).toContainText(
      `${usd(plan.price)} plan + ${usd(fee)} delivery (${shown} mi from ${showroom.address.city}, ${beyond} mi beyond the free ${delivery.rental.freeWithinMiles}) + ${usd(fleet.deposit)} refundable deposit = ${usd(total)}`,
    );
    const start = dealerToday(new Date(Date.now() + 7 * 86_400_000), site.timeZone);
    await formField(page, 'Rental start date').fill(start);
    await sendForm(page, person);
    expect(storedMessage(person.email)).toMatchObject({
      request: 'rental',
      rental_fleet: fleet.id,
      rental_plan: plan.id,
      rental_start: start,
      rental_town: town.id,
      estimate_plan_usd: plan.price,
      estimate_delivery_usd: fee,
      estimate_deposit_usd: fleet.deposit,
      estimate_total_usd: total,
      source_page: rentalPath(town),
    });
  });
});
