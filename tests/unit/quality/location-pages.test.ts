/**
 * What every county, town sales and town rental page states, read from dist/ (the HTML a visitor gets, with no
 * script): each against its record in content/, with expectations computed here from the data (never typed and
 * never from the site's own code): headings, lists and links, distances and delivery fees, the map's marks and
 * embed address, structured data, zero JavaScript, and town pages that differ beyond the town's name. The browser
 * (tests/e2e/locations.spec.ts) checks what needs one: the map loading on request, the fit at 360 px, a rental
 * request posted from a town page, and the server's redirects and 404s.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDraft } from '../../../src/lib/content/drafts';
import { townCartTraits, townCarts } from '../../../src/lib/inventory/town-carts';
import { planFigures } from '../../../src/lib/rentals/plans';
import type { Municipality } from '../../../src/content';
import { attributes, descendants, hasClass, parseHtml, textOf, wordsOf, type Element } from '../../support/html.ts';
import {
  counties,
  delivery,
  locationPages,
  monthlyText,
  municipalities,
  rentals,
  showroomHours,
  site,
  townServices,
  vehicles,
} from '../../e2e/support/content';
import { usd } from '../../e2e/support/vehicles';
import {
  cartFee,
  countyOf,
  countyPagePath,
  deliveryFee,
  miles,
  nearest,
  rentalPath,
  salesPath,
  showroom,
  shownText,
} from '../../support/location-facts.ts';
import { DIST } from './dist';

const towns = municipalities.filter((t) => !isDraft(t));
const rentalTowns = towns.filter((t) => t.offersRentals);
const num = (n: number) => n.toLocaleString('en-US');
const byPopulation = (list: Municipality[]) => [...list].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

/** A built page, parsed, with the few queries these checks need (each a plain predicate over elements). */
function builtPage(path: string) {
  const html = readFileSync(`${DIST}${path}.html`, 'utf8');
  const { elements: all } = parseHtml(html);
  const attr = (e: Element, name: string) => attributes(e)[name];
  const within = (root: Element | undefined, test: (e: Element) => boolean) => (root ? descendants(root) : all).filter(test);
  const one = (found: Element[], what: string): Element => {
    expect(found, `${path}: ${what}`).toHaveLength(1);
    return found[0]!;
  };
  const byAttr = (name: string, value?: string, root?: Element) =>
    within(root, (e) => (value === undefined ? name in attributes(e) : attr(e, name) === value));
  const byTag = (tag: string, root?: Element) => within(root, (e) => e.tagName === tag);
  const children = (e: Element, tag: string) => e.childNodes.filter((c): c is Element => 'tagName' in c && c.tagName === tag);
  const main = one(byTag('main'), '<main>');
  const text = (e: Element) => wordsOf(e);
  const hrefs = (found: Element[]) => found.map((a) => attr(a, 'href'));
  const jsonLd = () =>
    byTag('script')
      .filter((s) => attr(s, 'type') === 'application/ld+json')
      .map((s) => JSON.parse(textOf(s)) as Record<string, unknown>);
  const map = one(
    within(undefined, (e) => e.tagName === 'svg' && hasClass(e, 'delaware-map')),
    'our map',
  );
  const title = one(
    all.filter((e) => e.tagName === 'title' && (e.parentNode as Element).tagName === 'head'),
    'the document <title>',
  );
  return { title, html, all, attr, one, byAttr, byTag, children, main, text, hrefs, jsonLd, map };
}

/** Zero JavaScript: no script other than structured data. */
function expectNoJavaScript(page: ReturnType<typeof builtPage>) {
  const types = page.byTag('script').map((s) => page.attr(s, 'type') ?? 'text/javascript');
  expect(types.filter((t) => t !== 'application/ld+json')).toEqual([]);
}

describe.each(counties.map((c) => [countyPagePath(c), c] as const))('%s', (path, county) => {
  it('shows its county: highlights, its most populous towns, every town, delivery, the map', () => {
    const page = builtPage(path);
    const { main, byAttr, byTag, children, text, one, hrefs } = page;
    const own = towns.filter((t) => t.county === county.id);
    expect(page.byTag('h1').map(text)).toEqual([expect.stringContaining(county.name)]);
    expect(text(page.title)).toContain(county.name);
    for (const href of ['/inventory', `tel:${site.phone.e164}`, '/contact'])
      expect(byAttr('href', href, main).length, href).toBeGreaterThan(0);

    // four service highlights, from the county record
    expect(byTag('h3', one(byAttr('id', 'highlights'), '#highlights')).map(text)).toEqual(county.highlights.map((h) => h.title));

    // the six most populous municipalities: name, type, population, link
    const top = byPopulation(own).slice(0, site.topMunicipalitiesShown);
    const cards = children(one(byTag('ol', one(byAttr('id', 'top-towns'), '#top-towns')), 'the top towns list'), 'li');
    expect(cards).toHaveLength(top.length);
    for (const [i, town] of top.entries()) {
      const card = cards[i]!;
      expect(hrefs(byTag('a', card))).toEqual([salesPath(town)]);
      expect(text(card)).toContain(town.name);
      expect(text(card)).toContain(town.type);
      expect(byAttr('data-population', undefined, card).map(text)).toEqual([num(town.population)]);
    }

    // the alphabetical list holds exactly this county's municipalities
    const list = byTag('ul', one(byAttr('id', 'all-towns'), '#all-towns')).flatMap((ul) => byTag('a', ul));
    const expected = [...own].sort((a, b) => a.name.localeCompare(b.name));
    expect(list.map(text)).toEqual(expected.map((t) => t.name));
    expect(hrefs(list)).toEqual(expected.map(salesPath));

    // delivery from the two rules, with the county's towns inside the free distance counted from the data
    const note = text(one(byAttr('data-delivery-note'), 'the delivery note'));
    const freeTowns = own.filter((t) => cartFee(t, true) === 0).length;
    expect(note).toContain(
      `free within ${delivery.sales.freeWithinMiles} miles of our showroom on a purchase of ${usd(delivery.sales.minimumPurchase)} or more`,
    );
    expect(note).toContain(`${freeTowns} of the ${own.length} ${county.name} towns`);
    expect(note).toContain(`Rental delivery is free within ${delivery.rental.freeWithinMiles} miles of our showroom`);

    // our map highlights this county and links every served town
    const links = byTag('a', page.map);
    expect(hrefs(links.filter((a) => hasClass(a, 'county') && hasClass(a, 'active')))).toEqual([countyPagePath(county)]);
    expect(links.filter((a) => hasClass(a, 'town'))).toHaveLength(towns.length);
    expectNoJavaScript(page);
  });
});

const closestRental = (town: Municipality) =>
  rentalTowns
    .filter((t) => t.id !== town.id)
    .sort((a, b) => miles(town.coordinates, a.coordinates) - miles(town.coordinates, b.coordinates) || a.name.localeCompare(b.name))[0]!;
const catalogue = vehicles.filter((v) => !isDraft(v)).map((v) => ({ ...v, ...townCartTraits(v.specifications) }));

describe.each(towns.map((t) => [salesPath(t), t] as const))('%s', (path, town) => {
  const county = countyOf(town);

  it('leads with the facts of its town, three carts for it, its nearest towns, services, contact, map and structured data', () => {
    const page = builtPage(path);
    const { main, byAttr, byTag, children, text, attr, one, hrefs } = page;
    const fact = (name: string) => one(byAttr('data-fact', name), `[data-fact="${name}"]`);
    expect(byTag('h1').map(text)).toEqual([expect.stringContaining(town.name)]);
    const title = text(page.title);
    expect(title).toContain(town.name);
    // two records share the name Milford: their titles name the county to tell them apart
    if (towns.some((t) => t.id !== town.id && t.name === town.name)) expect(title).toContain(county.name);

    // the first section after the hero: the town's own facts, computed from the data
    expect(attr(children(main, 'section')[1]!, 'id')).toBe('town-facts');
    const fromShowroom = miles(showroom.coordinates, town.coordinates);
    if (fromShowroom >= 1)
      expect(text(fact('showroom'))).toMatch(
        new RegExp(`^${shownText(fromShowroom)} mi (north|northeast|east|southeast|south|southwest|west|northwest)$`),
      );
    // delivering a cart bought here, and how soon an in-stock cart arrives; never a rental fee as a reason to buy
    const fee = cartFee(town, true);
    expect(text(fact('cart-delivery'))).toBe(fee === 0 ? 'Free' : usd(fee));
    const under = cartFee(town, false);
    expect(text(one(byAttr('id', 'town-facts'), '#town-facts'))).toContain(`${under === 0 ? 'free' : usd(under)} under it`);
    expect(text(fact('arrival'))).toBe(delivery.sales.inStockArrival);
    expect(text(main)).not.toMatch(/rental delivery/i);
    expect(attr(fact('rentals-link'), 'href')).toBe(town.offersRentals ? rentalPath(town) : rentalPath(closestRental(town)));
    expect(text(fact('county'))).toBe(county.name);
    expect(attr(fact('county'), 'href')).toBe(countyPagePath(county));
    expect(text(fact('type'))).toBe(`${town.type} of ${num(town.population)} residents`);
    if (town.local) expect(byAttr('data-town-local').map(text)).toEqual([town.local.replace(/\s+/g, ' ').trim()]);
    // no census rank trivia
    expect(text(main)).not.toContain('most populous');

    // three carts for what carts do in the town (the rule of src/lib/inventory/town-carts.ts on the catalogue),
    // each with its price, its monthly payment and its price at the door under the sales delivery rule
    const chosen = townCarts(catalogue, town.cartUse).map((c) => c.cart);
    const cards = children(one(byAttr('data-town-carts'), 'the town carts'), 'li');
    expect(cards).toHaveLength(Math.min(3, chosen.length));
    for (const [i, cart] of chosen.entries()) {
      const card = cards[i]!;
      expect(byTag('h3', card).flatMap((h) => byTag('a', h).map(text))).toEqual([cart.name]);
      expect(byAttr('data-price', undefined, card).map(text)).toEqual([usd(cart.price)]);
      expect(text(card)).toContain(monthlyText(cart));
      const atDoor = cart.price + cartFee(town, cart.price >= delivery.sales.minimumPurchase);
      expect(byAttr('data-delivered', undefined, card).flatMap((d) => byTag('strong', d).map(text))).toEqual([usd(atDoor)]);
    }

    // nearest served towns, computed from the coordinates, linked to their pages
    expect(hrefs(byTag('a', one(byAttr('data-nearest-towns'), 'the nearest towns')))).toEqual(nearest(town, towns, 6).map(salesPath));

    // the highlights and the services of content, with specific links
    expect(byTag('li', one(byAttr('id', 'highlights'), '#highlights'))).toHaveLength(locationPages.sales.highlights.length);
    const services = one(byAttr('id', 'services'), '#services');
    expect(byTag('li', services)).toHaveLength(townServices.length);
    const serviceLink = (words: RegExp) =>
      one(
        byTag('a', services).filter((a) => words.test(text(a))),
        `the ${words.source} link`,
      );
    expect(attr(serviceLink(/pre-owned/i), 'href')).toBe('/inventory?condition=pre-owned');
    expect(attr(serviceLink(/rentals/i), 'href')).toBe(town.offersRentals ? rentalPath(town) : '/rentals');

    // contact information with the location hours and the address as the Postal Service writes it
    const contact = one(byAttr('id', 'contact'), '#contact');
    for (const row of showroomHours) expect(text(contact)).toContain(row.hours);
    expect(byTag('address', contact).map(text).join(' ')).toContain(
      `${showroom.address.city}, ${showroom.address.region} ${showroom.address.postalCode}`,
    );

    // the map: our SVG marks this town; the embed is built from the town, its own county, Delaware, zoom 14
    expect(hrefs(byTag('a', page.map).filter((a) => hasClass(a, 'town') && attr(a, 'aria-current') === 'page'))).toEqual([salesPath(town)]);
    const disclosure = one(
      byTag('details').filter((d) => hasClass(d, 'map-disclosure')),
      'the map disclosure',
    );
    expect(attr(disclosure, 'open')).toBeUndefined();
    const frame = one(byTag('iframe', disclosure), 'the map frame');
    expect(attr(frame, 'title')).toMatch(/.+/);
    const src = new URL(attr(frame, 'src')!);
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps');
    expect(src.searchParams.get('q')).toBe(`${town.name}, ${county.name}, Delaware`);
    expect(src.searchParams.get('z')).toBe('14');
    // directions run from the town to the showroom
    const directions = new URL(
      attr(
        one(
          byTag('a', contact).filter((a) => text(a).includes('Directions from')),
          'directions',
        ),
        'href',
      )!,
    );
    expect(directions.searchParams.get('origin')).toBe(`${town.name}, ${county.name}, Delaware`);
    expect(directions.searchParams.get('destination')).toBe(showroom.mapQuery);

    // structured data: a service the dealer provides in this town, the town at its own coordinates
    const service = page.jsonLd().find((d) => d['@type'] === 'Service') as {
      provider: { '@id': string };
      areaServed: { name: string; geo: { latitude: number; longitude: number } };
    };
    expect(service.provider['@id']).toBe(new URL('/#dealer', site.siteUrl).href);
    expect(service.areaServed.name).toContain(town.name);
    expect(service.areaServed.geo).toMatchObject({ latitude: town.coordinates.lat, longitude: town.coordinates.lng });

    expectNoJavaScript(page);
  });
});

it('every town sales page differs from every other beyond the town name', () => {
  const seen = new Map<string, string>();
  for (const town of towns) {
    const html = readFileSync(`${DIST}${salesPath(town)}.html`, 'utf8');
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

describe.each(rentalTowns.map((t) => [rentalPath(t), t] as const))('%s', (path, town) => {
  it("shows the rate card, each plan's estimate delivered there, the one delivery rule and truthful structured data", () => {
    const page = builtPage(path);
    const { main, byAttr, byTag, children, text, one, hrefs } = page;
    expect(byTag('h1').map(text)).toEqual([expect.stringContaining(town.name)]);
    const hero = children(main, 'section')[0]!;
    const linkTo = (root: Element, words: RegExp) => byTag('a', root).filter((a) => words.test(text(a)));
    // Booking opens the contact form preset to a rental delivered to this town.
    const book = `/contact?request=rental&town=${town.id}#contact-form`;
    expect(hrefs(linkTo(hero, /^Book Your Rental$/))).toEqual([book]);
    expect(byAttr('href', `tel:${site.phone.e164}`, hero).map(text)).toEqual([expect.stringContaining('Call Now')]);

    // The rate card of /rentals, fleet by fleet, with the estimate to this town: plan + delivery beyond the free miles + deposit.
    const fee = deliveryFee(town);
    for (const fleet of rentals.fleets) {
      const cards = byAttr('data-fleet', fleet.id).flatMap((f) => byAttr('data-plan', undefined, f));
      expect(cards).toHaveLength(fleet.plans.length);
      for (const [i, plan] of planFigures(fleet.plans).entries()) {
        const card = cards[i]!;
        expect(byTag('h4', card).map(text)).toEqual([plan.title]);
        expect(byAttr('data-price', undefined, card).map(text)).toEqual([usd(plan.price)]);
        expect(byAttr('data-savings', undefined, card).map(text)).toEqual(plan.savings ? [plan.savings] : []);
        expect(byAttr('data-estimate-total', undefined, card).map(text)).toEqual([usd(plan.price + fee + fleet.deposit)]);
        expect(hrefs(linkTo(card, /^Reserve Online/))).toEqual([
          `/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}&town=${town.id}#contact-form`,
        ]);
        // compact: the page's own calls reserve by phone
        expect(byAttr('href', `tel:${site.phone.e164}`, card)).toHaveLength(0);
      }
    }
    // One rule on the page, stated once above the plans with the town's fee, which the estimates add.
    const rule = text(one(byAttr('data-free-delivery'), 'the delivery rule'));
    expect(rule).toContain(`${fee ? usd(fee) : 'free'}.`);
    expect(rule).toContain(
      `Rental delivery is free within ${delivery.rental.freeWithinMiles} miles of the showroom, then ${usd(delivery.rental.feePerMile)} for each mile beyond.`,
    );
    expect(byTag('li', one(byAttr('id', 'features'), '#features'))).toHaveLength(locationPages.rentals.features.length);
    expect(byTag('li', one(byAttr('id', 'included'), '#included')).length).toBeGreaterThan(0);
    const area = one(byAttr('id', 'service-area'), '#service-area');
    expect(hrefs(linkTo(area, /^Book Online$/))).toEqual([book]);
    expect(byAttr('href', `tel:${site.phone.e164}`, area)).toHaveLength(1);
    expect(hrefs(byTag('a', one(byAttr('data-nearest-towns'), 'the nearest towns')))).toEqual(
      nearest(town, rentalTowns, 5).map(rentalPath),
    );

    // structured data: rentals the dealer provides in this town (at its coordinates), at the prices shown
    const rental = page.jsonLd().find((d) => d['@type'] === 'Service') as {
      name: string;
      provider: { '@id': string };
      areaServed: { name: string; geo: { latitude: number; longitude: number } };
      offers: { price: number }[];
    };
    expect(rental.name).toContain(town.name);
    expect(rental.provider['@id']).toBe(new URL('/#dealer', site.siteUrl).href);
    expect(rental.areaServed.geo).toMatchObject({ latitude: town.coordinates.lat, longitude: town.coordinates.lng });
    const shown = byAttr('data-price').map((p) => Number(text(p).replace(/[$,]/g, '')));
    expect(rental.offers.map((o) => o.price).sort()).toEqual(shown.sort());
    expectNoJavaScript(page);
  });
});
