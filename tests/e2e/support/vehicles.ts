/** The vehicle API as the inventory and vehicle tests see it: a mock of its answers, and the wait for the islands. */
import type { Page, Route } from '@playwright/test';
import { PENDING_ISLANDS } from '../../support/on-demand-islands.ts';
import { vehicles } from './content';

/** "$12,995" */
export const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export interface MockOptions {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * Answers `pattern` (a glob such as `** /api/vehicles`) from the test instead of the server and
 * counts the GET requests. Every test mocks the API, so none depends on the API being built yet.
 * The inventory page's HEAD check (is the built catalogue current?) is answered "changed" (200, no
 * ETag), so its island starts and makes the GETs counted here, as with any answer but 304.
 */
export async function mockApi(page: Page, pattern: string, opts: MockOptions | ((url: URL) => MockOptions)) {
  const calls: number[] = [];
  const started = Date.now();
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() === 'HEAD') return route.fulfill({ status: 200 });
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
  await page.waitForFunction((pending) => !document.querySelector(pending), PENDING_ISLANDS);
}

/** The paths of the scripts the page requests from now on: a test proves no island or React code loads. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}
