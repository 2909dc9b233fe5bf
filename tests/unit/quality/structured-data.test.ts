/**
 * Structured data of every built page: each JSON-LD block parses, uses schema.org, carries the fields its
 * type requires (table: src/lib/seo/structured-data-rules.ts), emits no review ratings, and states only
 * prices the page itself shows (never numbers a visitor cannot see). The dealer is one entity: one `@id`,
 * one name, the showroom's address and coordinates on every page; county, town and town rental pages
 * describe a service the dealer provides there. Every page carries keywords; not-found pages carry no
 * canonical link.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributes, elements } from '../../support/html.ts';
import { indexSignals, jsonLdBlocks, visibleText } from '../../support/page-content.ts';
import { formatUsd } from '../../../src/lib/format/usd';
import { dealerId } from '../../../src/lib/seo/local-business';
import { postalAddress } from '../../../src/lib/seo/schema-parts';
import {
  dealerIdentityProblems,
  serviceProviders,
  structuredDataPrices,
  structuredDataProblems,
  type DealerIdentity,
} from '../../../src/lib/seo/structured-data-rules';
import { html, pages, siteUrl } from './dist';

interface SiteConfig {
  brandName: string;
  locations: { type: string; address: Parameters<typeof postalAddress>[0]; coordinates: { lat: number; lng: number } }[];
}
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as SiteConfig;
const showroom = site.locations.find((l) => l.type === 'physical')!;
const dealer: DealerIdentity = {
  id: dealerId(siteUrl),
  name: site.brandName,
  address: postalAddress(showroom.address),
  latitude: showroom.coordinates.lat,
  longitude: showroom.coordinates.lng,
};

/** Pages about a place: each describes a service the dealer provides there. */
const AREA_PAGE = /^\/[\w-]+-(county-golf-carts|golf-carts(-[\w-]+)?|golf-cart-rentals)$/;
/** Pages that state the dealer in full. */
const DEALER_PAGES = ['/', '/contact', '/showroom', '/dover'];
const NOT_FOUND = ['/404', '/vehicles/404'];

const blocksOf = (path: string) => jsonLdBlocks(html(pages.find((p) => p.path === path)!)).filter((b) => !(b instanceof Error));

/** The ways a page may show a price: $12,995, $12,995.00, $85.50, or "free" for 0. */
function shown(price: number, text: string): boolean {
  const cents = `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return text.includes(formatUsd(price)) || text.includes(cents) || (price === 0 && /\bfree\b/i.test(text));
}

const withData = pages.filter((p) => jsonLdBlocks(html(p)).length > 0);

describe('structured data', () => {
  it('is present on the pages that need it (at least the home page)', () => {
    expect(withData.map((p) => p.path)).toContain('/');
  });

  it.each(withData.map((p) => [p.path, p] as const))('%s', (_path, page) => {
    const source = html(page);
    const text = visibleText(source);
    for (const block of jsonLdBlocks(source)) {
      expect(block).not.toBeInstanceOf(Error);
      expect(structuredDataProblems(block)).toEqual([]);
      const hidden = structuredDataPrices(block).filter((price) => !shown(price, text));
      expect(hidden, 'prices in structured data that the page does not show').toEqual([]);
      expect(dealerIdentityProblems(block, dealer), 'one dealer: its id, name, address and geo').toEqual([]);
    }
  });
});

describe('one dealer identity', () => {
  it.each(DEALER_PAGES)('%s states the dealer in full, at the showroom', (path) => {
    const dealers = blocksOf(path).filter((b) => (b as Record<string, unknown>)['@id'] === dealer.id);
    expect(dealers).toHaveLength(1);
    expect(dealers[0]).toMatchObject({
      name: dealer.name,
      address: dealer.address,
      geo: { latitude: dealer.latitude, longitude: dealer.longitude },
    });
  });

  const areaPages = pages.filter((p) => AREA_PAGE.test(p.path));
  it('covers every county, town and town rental page', () => {
    expect(areaPages.length).toBeGreaterThan(60);
  });

  it.each(areaPages.map((p) => [p.path] as const))('%s: a service the dealer provides, the place as areaServed', (path) => {
    const blocks = blocksOf(path);
    expect(blocks.flatMap(serviceProviders)).toEqual([dealer.id]);
    const service = blocks.find((b) => (b as Record<string, unknown>)['@type'] === 'Service') as { areaServed?: { name?: string } };
    expect(service.areaServed?.name).toMatch(/, Delaware$/);
  });
});

describe('keywords and canonical links', () => {
  it('every page carries keywords', () => {
    const without = pages.filter((p) => {
      const keywords = elements(html(p), 'meta')
        .map(attributes)
        .find((m) => m['name'] === 'keywords')?.['content'];
      return !keywords || keywords.trim() === '';
    });
    expect(without.map((p) => p.path)).toEqual([]);
  });

  it.each(NOT_FOUND)('%s has no canonical link and is not indexed', (path) => {
    const signals = indexSignals(html(pages.find((p) => p.path === path)!));
    expect(signals.canonical).toBeUndefined();
    expect(signals.noindex).toBe(true);
  });
});
