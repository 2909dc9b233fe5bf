/**
 * The catalogue as a Google Merchant Center product feed: RSS 2.0 with the `g:` namespace, one item per
 * vehicle with its id, title, description, link, image links, price ("9995.00 USD"), availability,
 * condition and brand. Availability is the vehicle's real stock: in_stock only for an available cart in
 * stock; a sold cart, a cart on hold for a buyer and a new cart to order are out_of_stock (as its structured
 * data says); condition is new or used. Carts have no GTIN or MPN, which the feed
 * states (identifier_exists no).
 *
 * A street-legal low-speed vehicle stays in the feed but is kept out of Shopping ads
 * (`excluded_destination` Shopping_ads): Shopping ads refuse vehicles driven on public roads, so the item
 * would be disapproved there, while the feed still lists the whole catalogue and the item stays for the
 * destinations that take it (free listings). Leaving it out would hide it from those too, and an editor
 * who marks a cart street-legal would see it vanish from the feed with no trace of why.
 */
import { stockStatus, type StockStatus } from '../stock/status';

export interface FeedVehicle {
  id: string;
  name: string;
  brand: string;
  description: string;
  price: number;
  isNew: boolean;
  inStock: boolean;
  streetLegal: boolean;
  status?: StockStatus | undefined;
}

/** The destination an LSV's item is kept out of. */
export const LSV_EXCLUDED_DESTINATION = 'Shopping_ads';

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  price: string;
  availability: 'in_stock' | 'out_of_stock';
  condition: 'new' | 'used';
  brand: string;
  /** The destinations the item must not serve (an LSV: Shopping ads). */
  excludedDestinations: string[];
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

/** A feed's channel and items: what the build makes, and what the live feed function renders. */
export interface ProductFeed {
  channel: FeedChannel;
  items: FeedItem[];
}

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
/** Google's limits on an item's title and description. */
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;

/** A cart a buyer can have now: available (not sold, not on hold) and in stock. */
export const feedAvailability = (vehicle: Pick<FeedVehicle, 'isNew' | 'inStock' | 'status'>): FeedItem['availability'] =>
  stockStatus(vehicle) === 'available' && vehicle.inStock ? 'in_stock' : 'out_of_stock';

/** "9995.00 USD" */
export const feedPrice = (usd: number) => `${usd.toFixed(2)} USD`;

/**
 * One vehicle's item: `link` is its page's absolute URL, `images` the absolute URLs of its pictures,
 * the first leading (at least one: every vehicle has a drawing).
 */
export function feedItem(vehicle: FeedVehicle, link: string, images: readonly string[]): FeedItem {
  const [imageLink, ...additionalImageLinks] = images;
  if (!imageLink) throw new Error(`${vehicle.id}: a feed item needs an image`);
  return {
    id: vehicle.id,
    title: vehicle.name.slice(0, TITLE_MAX),
    description: vehicle.description.slice(0, DESCRIPTION_MAX),
    link,
    imageLink,
    additionalImageLinks: additionalImageLinks.slice(0, 10),
    price: feedPrice(vehicle.price),
    availability: feedAvailability(vehicle),
    condition: vehicle.isNew ? 'new' : 'used',
    brand: vehicle.brand,
    excludedDestinations: vehicle.streetLegal ? [LSV_EXCLUDED_DESTINATION] : [],
  };
}

/** Text made safe for XML: the five special characters escaped, characters XML 1.0 forbids removed. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

function itemXml(item: FeedItem): string {
  const fields = [
    element('g:id', item.id),
    element('g:title', item.title),
    element('g:description', item.description),
    element('g:link', item.link),
    element('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => element('g:additional_image_link', url)),
    element('g:price', item.price),
    element('g:availability', item.availability),
    element('g:condition', item.condition),
    element('g:brand', item.brand),
    element('g:identifier_exists', 'no'),
    ...item.excludedDestinations.map((destination) => element('g:excluded_destination', destination)),
  ];
  return ['    <item>', ...fields.map((field) => `      ${field}`), '    </item>'].join('\n');
}

export function merchantFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
