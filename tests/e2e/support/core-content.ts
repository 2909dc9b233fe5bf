/**
 * Content the core-page specs (home, rentals, services, showroom, about) compare pages against,
 * read from content/ (never copies typed into a test).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export interface HoursRow {
  days: string;
  hours: string;
}
export interface Location {
  id: string;
  name: string;
  type: 'physical' | 'online';
  address: { street: string; city: string; region: string; postalCode: string; county: string };
  mapQuery: string;
  website: string;
  facebook: string;
  youtube: string;
  reviews: string;
}
export interface SiteContent {
  brandName: string;
  phone: { display: string; e164: string };
  email: string;
  hours: Record<'contact' | 'service' | 'locations' | 'delivery', HoursRow[]>;
  locations: Location[];
  stats: { foundedYear: number; yearsInBusiness: string; aboutCustomers: string; homeCustomers: string; homeYears: string };
  homeMunicipalityLinks: number;
}
export interface Town {
  id: string;
  name: string;
  county: string;
  slug: string;
  routeQualifier?: string;
}
interface CountyRecord {
  id: string;
  name: string;
  townListOrder: number;
}

export const siteContent = readJson<SiteContent>('content/site.json');
export const counties = readJson<CountyRecord[]>('content/counties.json');

/** Towns in the site's combined order: by county (townListOrder), then by name. */
export function townsInOrder(): Town[] {
  const rank = new Map(counties.map((c) => [c.id, c.townListOrder]));
  return readJson<Town[]>('content/municipalities.json').sort(
    (a, b) => (rank.get(a.county) ?? 0) - (rank.get(b.county) ?? 0) || a.name.localeCompare(b.name),
  );
}

/** Every JSON-LD block on the page, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Script elements that would run: everything except JSON-LD data blocks. */
export async function executableScripts(page: Page): Promise<number> {
  return page.locator('script:not([type="application/ld+json"])').count();
}

/** Loads a path and returns every request the page made to another origin (maps must wait for a click). */
export async function thirdPartyRequests(page: Page, path: string): Promise<string[]> {
  const others: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) others.push(req.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 20000);
  await page.waitForLoadState('networkidle');
  return others;
}
