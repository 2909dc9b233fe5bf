/** Helpers for pages with React islands: wait for hydration, and weigh the JavaScript a page loads. */
import { expect, type Page } from '@playwright/test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PENDING_ISLANDS } from '../../support/on-demand-islands.ts';

/** Resolves once every island on the page has hydrated (Astro drops the `ssr` attribute), on-demand ones aside. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island').first()).toBeAttached();
  await expect(page.locator(PENDING_ISLANDS)).toHaveCount(0);
}

/**
 * Starts the form island that hydrates on first use (`client:use`: the contact form) as a visitor's first
 * focus in its form does, and resolves once it has hydrated. An address with a preset request starts it by
 * itself: then this only waits.
 */
export async function startForm(page: Page): Promise<void> {
  const island = page.locator('astro-island[client="use"]');
  await island.locator('form').dispatchEvent('focusin');
  await expect(island).not.toHaveAttribute('ssr');
}

/** Records every script the page loads; `measure()` sums their brotli and gzip sizes. */
export function islandScripts(page: Page) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
  });
  return {
    async measure() {
      const buffers = await Promise.all(bodies.values());
      return {
        files: [...bodies.keys()],
        brotli: buffers.reduce((sum, b) => sum + brotliCompressSync(b).length, 0),
        gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      };
    },
  };
}
