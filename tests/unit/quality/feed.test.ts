/**
 * The built product feed (dist/feeds/vehicles.xml), read by a strict XML parser and checked item by item
 * against the catalogue in content/vehicles: every published vehicle once (a draft never), its id,
 * title, description, page link, price as "9995.00 USD", real availability (a sold pre-owned cart is
 * out_of_stock), condition and brand, and an image link to a raster file that exists in the build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GOOGLE_NAMESPACE } from '../../../src/lib/inventory/merchant-feed';
import { vehiclePath } from '../../../src/lib/routes';
import { absoluteUrl } from '../../../src/lib/seo/canonical';
import { vehicle as vehicleSchema } from '../../../src/schemas/vehicle';
import { childText, children, parseXml } from '../../support/xml';
import { DIST, siteUrl } from './dist';

const catalogue = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ id: f.slice(0, -'.json'.length), ...vehicleSchema.parse(JSON.parse(readFileSync(`content/vehicles/${f}`, 'utf8'))) }))
  .filter((v) => !v.draft);

const xml = readFileSync(join(DIST, 'feeds/vehicles.xml'), 'utf8');
const rss = parseXml(xml).documentElement!;
const channel = children(rss, null, 'channel')[0]!;
const items = children(channel, null, 'item');
const g = (item: (typeof items)[number], name: string) => childText(item, GOOGLE_NAMESPACE, name);

describe('the product feed', () => {
  it('is RSS 2.0 with the g: namespace and a channel that names the site', () => {
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    expect(rss.lookupNamespaceURI('g')).toBe(GOOGLE_NAMESPACE);
    expect(childText(channel, null, 'link')).toBe(absoluteUrl('/inventory', siteUrl));
  });

  it('lists every published vehicle once', () => {
    expect(items.map((item) => g(item, 'id'))).toEqual(catalogue.map((v) => v.id).sort());
  });

  it.each(catalogue.map((v) => [v.id, v] as const))('%s: every field from the catalogue', async (id, v) => {
    const item = items.find((i) => g(i, 'id') === id)!;
    expect({
      title: g(item, 'title'),
      description: g(item, 'description'),
      link: g(item, 'link'),
      price: g(item, 'price'),
      availability: g(item, 'availability'),
      condition: g(item, 'condition'),
      brand: g(item, 'brand'),
    }).toEqual({
      title: v.name,
      description: v.description,
      link: absoluteUrl(vehiclePath(v), siteUrl),
      price: `${v.price.toFixed(2)} USD`,
      availability: v.inStock ? 'in_stock' : 'out_of_stock',
      condition: v.isNew ? 'new' : 'used',
      brand: v.brand,
    });
    expect(g(item, 'price')).toMatch(/^\d+\.\d\d USD$/);
    const image = new URL(g(item, 'image_link'));
    expect(image.origin).toBe(new URL(siteUrl).origin);
    const meta = await sharp(readFileSync(join(DIST, image.pathname))).metadata();
    expect(['png', 'jpeg', 'webp']).toContain(meta.format);
  });

  it('says out_of_stock for every sold pre-owned cart (the catalogue has one)', () => {
    const sold = catalogue.filter((v) => !v.isNew && !v.inStock);
    expect(sold.length).toBeGreaterThan(0);
    for (const v of sold)
      expect(
        g(
          items.find((i) => g(i, 'id') === v.id)!,
          'availability',
        ),
      ).toBe('out_of_stock');
  });
});
