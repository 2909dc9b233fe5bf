/**
 * The dealer's desk (/desk) is staff only: no public page loads any of its code. Over the build: the desk
 * island's own module is loaded by no other page, and the only modules the desk shares with public pages are
 * ones that hold no desk code (the React runtime every island page loads). The desk page is noindex and is
 * not in the sitemap (indexing.test.ts checks every noindex page stays out).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSignals } from '../../support/page-content.ts';
import { pageWeight } from '../../support/page-weight.ts';
import { sitemapPaths } from '../../support/built-site.ts';
import { DIST, html, pages } from './dist';

const desk = pages.find((p) => p.path === '/desk');
if (!desk) throw new Error('dist/ has no /desk page: run `npm run build` first');
const deskHtml = html(desk);
/** The desk island's module, as the page names it to Astro's loader. */
const deskEntry = /<astro-island[^>]*component-url="([^"]+)"/.exec(deskHtml)?.[1];
const deskFiles = new Set(pageWeight(DIST, desk).jsFiles);
const publicPages = pages.filter((p) => p.path !== '/desk');

describe('the desk', () => {
  it('is an island of its own, loaded by its page', () => {
    expect(deskEntry).toMatch(/^\/_astro\/Desk\.[\w-]+\.js$/);
    expect(deskFiles.has(deskEntry!)).toBe(true);
  });

  it('is noindex, without a canonical address, and out of the sitemap', () => {
    expect(indexSignals(deskHtml)).toMatchObject({ noindex: true, canonical: undefined });
    expect(sitemapPaths(DIST)).not.toContain('/desk');
  });

  it.each(publicPages.map((p) => [p.path, p] as const))('%s loads none of its code', (_path, page) => {
    const files = pageWeight(DIST, page).jsFiles;
    expect(files).not.toContain(deskEntry);
    expect(html(page)).not.toContain(deskEntry!);
    // What this page shares with the desk holds no desk code (the React runtime, the shared UI pieces).
    for (const shared of files.filter((f) => deskFiles.has(f))) {
      expect(readFileSync(join(DIST, shared), 'utf8'), shared).not.toMatch(/\/api\/desk|Loading the desk/);
    }
  });
});
