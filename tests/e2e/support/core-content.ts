/** What the core-page specs (home, rentals, services, showroom, about) ask of a page, and the towns in site order. */
import type { Page } from '@playwright/test';
import type { Municipality } from '../../../src/content';
import { counties, municipalities } from './content';

/** Towns in the site's combined order: by county (townListOrder), then by name. */
export function townsInOrder(): Municipality[] {
  const rank = new Map(counties.map((c) => [c.id, c.townListOrder]));
  return [...municipalities].sort((a, b) => (rank.get(a.county) ?? 0) - (rank.get(b.county) ?? 0) || a.name.localeCompare(b.name));
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
