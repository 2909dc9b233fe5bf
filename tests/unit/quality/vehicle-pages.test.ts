/**
 * What every published vehicle's page states, read from dist/ (the HTML a visitor gets before any script):
 * its name, badge, Pre-owned mark, price, description, brand, features, specifications and drawing; its
 * canonical address, description and Product structured data; and its three similar carts, chosen by the
 * similar-carts rule, as static links. The browser (tests/e2e/vehicle.spec.ts) checks what scripts and
 * layout do on these pages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDraft } from '../../../src/lib/content/drafts';
import { isSold } from '../../../src/lib/inventory/badge';
import { vehiclePageDescription } from '../../../src/lib/inventory/page-description';
import { similarVehicles } from '../../../src/lib/inventory/similar';
import { specLabel } from '../../../src/lib/inventory/specifications';
import { motorType } from '../../../src/lib/inventory/structured-data';
import { vehicleDrawingPath, vehiclePath } from '../../../src/lib/routes';
import { pageDescription } from '../../../src/lib/seo/description';
import type { Vehicle } from '../../../src/schemas/vehicle';
import { attributes, byTestId, descendants, elements, hasClass, textOf, wordsOf, type Element } from '../../support/html.ts';
import { monthlyText, readJson, site, vehicles } from '../../e2e/support/content';
import { usd } from '../../e2e/support/vehicles';
import { DIST } from './dist';

const published = vehicles.filter((v) => !isDraft(v));

/** The badge a cart's page shows first: NEW, In Stock, or Out of Stock for a pre-owned cart that is not. */
const badgeFor = (v: Vehicle) => (v.isNew ? 'NEW' : v.inStock ? 'In Stock' : 'Out of Stock');

const one = (found: Element[], what: string): Element => {
  expect(found, what).toHaveLength(1);
  return found[0]!;
};

describe.each(published.map((v) => [v.id, v] as const))('/vehicles/%s', (id, v) => {
  const html = readFileSync(`${DIST}${vehiclePath(v)}.html`, 'utf8');
  const main = one(elements(html, 'main'), '<main>');
  const inMain = descendants(main);
  const summary = one(byTestId(html, 'vehicle-summary'), 'the vehicle summary');
  const inSummary = descendants(summary);

  it('shows the cart: name, badge, Pre-owned mark, price, description, brand, features, specifications, drawing', () => {
    expect(elements(html, 'h1').map(wordsOf)).toEqual([v.name]);
    expect(wordsOf(inSummary.find((e) => hasClass(e, 'badge'))!)).toBe(badgeFor(v));
    expect(
      inSummary.filter((e) => hasClass(e, 'badge-pre-owned')),
      'Pre-owned mark',
    ).toHaveLength(v.isNew ? 0 : 1);
    // The price: the first line under the name (`h1 + div > p`).
    const h1 = inSummary.find((e) => e.tagName === 'h1')!;
    const siblings = h1.parentNode!.childNodes.filter((n): n is Element => 'tagName' in n);
    const under = siblings[siblings.indexOf(h1) + 1]!;
    expect(under.tagName).toBe('div');
    expect(wordsOf(under.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'p')!)).toBe(usd(v.price));
    const text = wordsOf(main);
    expect(text).toContain(v.description.replace(/\s+/g, ' '));
    expect(text).toContain(v.brand);
    for (const feature of v.features)
      expect(
        inMain.some((e) => wordsOf(e) === feature),
        feature,
      ).toBe(true);
    const specs = one(byTestId(html, 'specifications', main), 'the specifications');
    const rows = descendants(specs).filter((e) => e.tagName === 'div' && e.childNodes.some((c) => 'tagName' in c && c.tagName === 'dt'));
    for (const [key, value] of Object.entries(v.specifications)) {
      const row = rows.find((r) => descendants(r).some((e) => e.tagName === 'dt' && wordsOf(e).includes(specLabel(key))));
      expect(row, `the ${specLabel(key)} row`).toBeDefined();
      expect(
        descendants(row!)
          .filter((e) => e.tagName === 'dd')
          .map(wordsOf)
          .join(' '),
      ).toContain(String(value));
    }
    // The page leads with the cart's first photo, or with its drawing when it has none.
    const lead = attributes(inMain.find((e) => e.tagName === 'img')!);
    const { photos = [] } = readJson<{ photos?: { alt: string }[] }>(`content/vehicles/${id}.json`);
    if (photos.length) expect(lead['alt']).toBe(photos[0]!.alt);
    else expect(lead['src']).toBe(vehicleDrawingPath(v));
  });

  it('has its canonical address, its description and truthful Product structured data', () => {
    const links = elements(html, 'link').map(attributes);
    expect(links.filter((l) => l['rel'] === 'canonical').map((l) => l['href'])).toEqual([
      expect.stringMatching(new RegExp(`/vehicles/${id}$`)),
    ]);
    const description = elements(html, 'meta')
      .map(attributes)
      .find((m) => m['name'] === 'description')?.['content'];
    // Whole sentences, kept whole by the 155-character rule, the condition said once.
    expect(description).toBe(pageDescription(vehiclePageDescription(v, site.phone.display), site.phone.display));
    expect(description).toBe(`${vehiclePageDescription(v, site.phone.display)} Call ${site.phone.display}.`);
    const product = elements(html, 'script')
      .filter((s) => attributes(s)['type'] === 'application/ld+json')
      .map((s) => JSON.parse(textOf(s)) as Record<string, unknown>)
      .find((b) => b['@type'] === 'Product') as
      { name: string; offers: Record<string, string>; additionalProperty: { name: string; value: unknown }[] } | undefined;
    expect(product, 'Product JSON-LD').toBeDefined();
    expect(product!.name).toBe(v.name);
    expect(Number(product!.offers['price'])).toBe(v.price);
    expect(product!.offers['priceCurrency']).toBe('USD');
    expect(product!.offers['availability']).toBe(`https://schema.org/${v.inStock ? 'InStock' : 'OutOfStock'}`);
    expect(product!.offers['itemCondition']).toBe(`https://schema.org/${v.isNew ? 'NewCondition' : 'UsedCondition'}`);
    expect(product!.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Seating Capacity', value: v.specifications.seatingCapacity },
      { '@type': 'PropertyValue', name: 'Motor Type', value: motorType(v.specifications) },
      { '@type': 'PropertyValue', name: 'Street Legal', value: v.streetLegal },
    ]);
  });

  it('links three similar carts, chosen by the similar-carts rule', () => {
    const expected = similarVehicles(v, published);
    expect(expected.map((s) => s.id)).not.toContain(v.id);
    expect(expected.some(isSold)).toBe(false);
    const cards = descendants(one(byTestId(html, 'similar-carts'), 'the similar carts')).filter((e) => e.tagName === 'article');
    expect(cards).toHaveLength(expected.length);
    for (const [i, similar] of expected.entries()) {
      const inCard = descendants(cards[i]!);
      expect(inCard.filter((e) => /^h[2-6]$/.test(e.tagName)).map(wordsOf)).toEqual([similar.name]);
      const details = inCard.find((e) => e.tagName === 'a' && /View Details/.test(wordsOf(e)));
      expect(details && attributes(details)['href']).toBe(vehiclePath(similar));
      expect(byTestId(html, 'monthly-from', cards[i]).map(wordsOf)).toEqual([monthlyText(similar)]);
    }
  });
});
