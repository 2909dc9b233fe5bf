import { describe, expect, it } from 'vitest';
import { childText, children, parseXml } from '../../../tests/support/xml';
import { GOOGLE_NAMESPACE, feedItem, feedPrice, merchantFeed, xmlText, type FeedVehicle } from './merchant-feed';

const cart: FeedVehicle = {
  id: 'denago-ev-city',
  name: 'Denago EV City',
  brand: 'Denago',
  description: 'A two-seat city cart.',
  price: 15000,
  isNew: true,
  inStock: true,
  streetLegal: false,
};
const link = 'https://example.test/vehicles/denago-ev-city';

describe('feedPrice', () => {
  it.each([
    [9995, '9995.00 USD'],
    [15000, '15000.00 USD'],
    [6295.5, '6295.50 USD'],
  ])('%s -> %s', (usd, text) => expect(feedPrice(usd)).toBe(text));
});

describe('a street-legal LSV is kept out of Shopping ads, and stays in the feed', () => {
  it.each([
    [true, ['Shopping_ads']],
    [false, []],
  ])('streetLegal %s -> excluded from %j', (streetLegal, excluded) => {
    const item = feedItem({ ...cart, streetLegal }, link, ['https://example.test/a.png']);
    expect(item.excludedDestinations).toEqual(excluded);
    const xml = parseXml(merchantFeed({ title: 't', link, description: 'd' }, [item]));
    const [rssItem] = children(children(xml.documentElement!, null, 'channel')[0]!, null, 'item');
    expect(children(rssItem!, GOOGLE_NAMESPACE, 'excluded_destination').map((e) => e.textContent)).toEqual(excluded);
    expect(childText(rssItem!, GOOGLE_NAMESPACE, 'id')).toBe(cart.id);
  });
});

describe('feedItem: the state tells the truth', () => {
  it.each([
    ['new in stock', { isNew: true, inStock: true }, 'in_stock', 'new'],
    ['new, ordered', { isNew: true, inStock: false }, 'out_of_stock', 'new'],
    ['pre-owned in stock', { isNew: false, inStock: true }, 'in_stock', 'used'],
    ['pre-owned and sold', { isNew: false, inStock: false }, 'out_of_stock', 'used'],
    ['marked sold on the desk', { isNew: true, inStock: false, status: 'sold' as const }, 'out_of_stock', 'new'],
    ['on hold for a buyer', { isNew: false, inStock: true, status: 'on-hold' as const }, 'out_of_stock', 'used'],
    ['back on the lot', { isNew: false, inStock: true, status: 'available' as const }, 'in_stock', 'used'],
  ])('%s', (_name, state, availability, condition) => {
    expect(feedItem({ ...cart, ...state }, link, ['https://example.test/a.png'])).toMatchObject({ availability, condition });
  });

  it('leads with the first image and lists the others', () => {
    const item = feedItem(cart, link, ['https://x.test/1.webp', 'https://x.test/2.webp', 'https://x.test/3.webp']);
    expect(item.imageLink).toBe('https://x.test/1.webp');
    expect(item.additionalImageLinks).toEqual(['https://x.test/2.webp', 'https://x.test/3.webp']);
  });

  it('refuses an item without an image', () => expect(() => feedItem(cart, link, [])).toThrow(/needs an image/));
});

describe('xmlText', () => {
  it.each([
    ['Fish & Chips <b>"hot"</b> it\'s', 'Fish &amp; Chips &lt;b&gt;&quot;hot&quot;&lt;/b&gt; it&apos;s'],
    ['bell\u0007 and \u0000nul', 'bell and nul'],
    ['café 🚗', 'café 🚗'],
  ])('%j', (text, xml) => expect(xmlText(text)).toBe(xml));
});

describe('merchantFeed', () => {
  const awkward = { ...cart, id: 'odd', name: 'Cart <"Deluxe"> & Co', description: 'Seats 4 & more <b>.' };
  const xml = merchantFeed({ title: 'Dealer & Sons', link: 'https://example.test/inventory', description: 'Carts' }, [
    feedItem(cart, link, ['https://example.test/a.png', 'https://example.test/b.png']),
    feedItem(awkward, 'https://example.test/vehicles/odd', ['https://example.test/odd.png']),
  ]);

  it('is RSS 2.0 in the g: namespace, every field read back as written by a strict XML parser', () => {
    const rss = parseXml(xml).documentElement!;
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const [channel] = children(rss, null, 'channel');
    expect(childText(channel!, null, 'title')).toBe('Dealer & Sons');
    const [first, second] = children(channel!, null, 'item');
    const g = (item: typeof first, name: string) => childText(item!, GOOGLE_NAMESPACE, name);
    expect(
      Object.fromEntries(
        ['id', 'title', 'link', 'image_link', 'price', 'availability', 'condition', 'brand', 'identifier_exists'].map((n) => [
          n,
          g(first, n),
        ]),
      ),
    ).toEqual({
      id: 'denago-ev-city',
      title: 'Denago EV City',
      link,
      image_link: 'https://example.test/a.png',
      price: '15000.00 USD',
      availability: 'in_stock',
      condition: 'new',
      brand: 'Denago',
      identifier_exists: 'no',
    });
    expect(children(first!, GOOGLE_NAMESPACE, 'additional_image_link').map((e) => e.textContent)).toEqual(['https://example.test/b.png']);
    expect(g(second, 'title')).toBe('Cart <"Deluxe"> & Co');
    expect(g(second, 'description')).toBe('Seats 4 & more <b>.');
    expect(children(second!, GOOGLE_NAMESPACE, 'additional_image_link')).toEqual([]);
  });
});
