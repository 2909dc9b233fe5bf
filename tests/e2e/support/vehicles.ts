/** The catalogue as content holds it, for the inventory and vehicle tests to compare pages against. */
import { readFileSync, readdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';

export interface ContentVehicle {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  description: string;
  images: string[];
  externalUrl?: string;
  year?: number;
  specifications: Record<string, string | number>;
  features: string[];
  inStock: boolean;
  isNew: boolean;
}

export const vehicles: ContentVehicle[] = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ id: f.replace(/\.json$/, ''), ...JSON.parse(readFileSync(`content/vehicles/${f}`, 'utf8')) }));

/** "$12,995" */
export const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export interface MockOptions {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * Answers `pattern` (a glob such as `** /api/vehicles`) from the test instead of the server and
 * counts the requests. Every test mocks the API, so none depends on the API being built yet.
 */
export async function mockApi(page: Page, pattern: string, opts: MockOptions | ((url: URL) => MockOptions)) {
  const calls: number[] = [];
  const started = Date.now();
  await page.route(pattern, async (route: Route) => {
    calls.push(Date.now() - started);
    const o = typeof opts === 'function' ? opts(new URL(route.request().url())) : opts;
    if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
    const status = o.status ?? 200;
    await route
      .fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify(o.body ?? (status === 200 ? vehicles : { error: status === 404 ? 'Vehicle not found' : 'Server error' })),
      })
      .catch(() => {
        // The page may have gone away while the answer was delayed.
      });
  });
  return calls;
}

/** Islands hydrate after load; a click before that is lost. */
export async function hydrated(page: Page) {
  await page.locator('astro-island').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')));
}
