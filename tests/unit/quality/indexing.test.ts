/**
 * What search engines are told: robots.txt points to the sitemap on the site URL, and the sitemap lists
 * exactly the indexable pages (every built page, the content editor's too, that is neither noindex nor a
 * canonical duplicate).
 */
import type { APIContext } from 'astro';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapUrls } from '../../support/built-site.ts';
import { indexSignals, sameUrl } from '../../support/page-content.ts';
import { GET as robots } from '../../../src/pages/robots.txt';
import { DIST, everyPage, html, siteUrl } from './dist';

const own = (path: string) => new URL(path, siteUrl).href;

describe('robots.txt', () => {
  it('is built, allows crawling and names the sitemap on the site URL', () => {
    const text = readFileSync(`${DIST}/robots.txt`, 'utf8');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`);
  });

  it.each(['https://preview.example.pages.dev', 'https://www.dealer.example/'])('follows the site URL %s', async (site) => {
    const response = await robots({ site: new URL(site) } as APIContext);
    expect(await response.text()).toContain(`Sitemap: ${new URL('/sitemap-index.xml', site).href}\n`);
  });
});

describe('sitemap', () => {
  const indexable = everyPage
    .filter((p) => {
      const s = indexSignals(html(p));
      return !s.noindex && !s.redirect && s.canonical !== undefined && sameUrl(s.canonical, own(p.path));
    })
    .map((p) => p.path);

  it('has every URL on the site URL', () => {
    const foreign = sitemapUrls(DIST).filter((u) => new URL(u).origin !== new URL(siteUrl).origin);
    expect(foreign).toEqual([]);
  });

  it('lists every indexable page', () => {
    const listed = new Set(sitemapPaths(DIST));
    expect(indexable.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('lists nothing else (no noindex page, no canonical duplicate, no path without a page)', () => {
    const allowed = new Set(indexable);
    const extra = sitemapPaths(DIST)
      .filter((p) => !allowed.has(p))
      .map((p) => {
        const page = everyPage.find((x) => x.path === p);
        if (!page) return `${p}: no page built`;
        const s = indexSignals(html(page));
        return `${p}: ${s.noindex ? 'noindex' : s.redirect ? 'redirect' : `canonical is ${s.canonical ?? 'missing'}`}`;
      });
    expect(extra).toEqual([]);
  });

  it('is announced by every page and by robots.txt as the index file', () => {
    expect(readFileSync(`${DIST}/sitemap-index.xml`, 'utf8')).toContain(new URL('/sitemap-0.xml', siteUrl).href);
  });
});
