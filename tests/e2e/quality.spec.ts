/**
 * Quality checks on the served site (wrangler pages dev, as Cloudflare Pages serves it):
 * every security header on pages and API, robots.txt and the sitemap served, and no request to a
 * third party before the visitor asks for one (maps load on a click, never on load or on scroll).
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtPages } from '../support/built-site.ts';
import { isThirdParty, pageResources } from '../support/page-weight.ts';
import { resolveTemplates, templateCandidates } from '../support/templates.ts';

/**
 * One page per template (those built so far), and every other page whose markup names a third-party
 * frame (maps); pages of a template share their markup, so one of each keeps this in seconds.
 */
const templatePaths = resolveTemplates().flatMap((t) => (t.path ? [t.path] : []));
const templateOf = new Map(Object.entries(templateCandidates()).flatMap(([name, paths]) => paths.map((p) => [p, name] as const)));
const covered = new Set(templatePaths.map((p) => templateOf.get(p)));
const framePages = builtPages()
  .filter((p) => p.path !== '/404')
  .filter((p) => pageResources(readFileSync(p.file, 'utf8')).some((r) => r.kind === 'frame' && isThirdParty(r.url, 'http://127.0.0.1')))
  .map((p) => p.path)
  .filter((p) => !covered.has(templateOf.get(p)));
const pagePaths = [...new Set([...templatePaths, ...framePages])];

const ONE_YEAR = 31_536_000;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

test.describe('security headers', () => {
  for (const path of [...templatePaths, '/this-page-does-not-exist']) {
    test(`on ${path}`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'];
      expect(csp, 'Content-Security-Policy').toBeTruthy();
      const policy = directives(csp!);
      expect(policy.get('default-src'), 'CSP default-src').toBeTruthy();
      expect(policy.get('frame-ancestors'), 'CSP frame-ancestors').toBeTruthy();
      expect(policy.get('frame-ancestors'), 'CSP frame-ancestors forbids framing by others').not.toContain('*');
      expect(policy.get('object-src') ?? policy.get('default-src'), "CSP object-src 'none'").toContain("'none'");
      const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(scripts, 'CSP script-src').not.toContain("'unsafe-eval'");
      expect(scripts, 'CSP script-src').not.toContain('*');
      const frames = policy.get('frame-src') ?? policy.get('child-src') ?? policy.get('default-src') ?? [];
      expect(frames.join(' '), 'CSP frame-src allows the maps embed (cross-team contract)').toContain('https://www.google.com');

      const hsts = h['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0), `Strict-Transport-Security "${hsts}"`).toBeGreaterThanOrEqual(ONE_YEAR);
      expect(h['x-content-type-options'], 'X-Content-Type-Options').toBe('nosniff');
      expect(h['referrer-policy'], 'Referrer-Policy').toMatch(/^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/);
      expect(h['permissions-policy'], 'Permissions-Policy').toMatch(/\w+=\(\)/);
    });
  }

  test('on the API', async ({ request }) => {
    const res = await request.get('/api/vehicles');
    expect(res.status(), 'GET /api/vehicles').toBe(200);
    const h = res.headers();
    expect(h['x-content-type-options'], 'X-Content-Type-Options').toBe('nosniff');
    expect(
      Number(/max-age=(\d+)/i.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0),
      'Strict-Transport-Security',
    ).toBeGreaterThanOrEqual(ONE_YEAR);
    expect(h['content-type'], 'Content-Type').toMatch(/^application\/json/);
  });
});

test.describe('crawlers', () => {
  test('robots.txt and the sitemap are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
    expect(sitemapUrl, 'Sitemap line').toBeTruthy();
    const index = await request.get(new URL(sitemapUrl!).pathname);
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain('<sitemapindex');
  });
});

test.describe('no third-party request before the visitor asks', () => {
  for (const path of pagePaths) {
    test(`${path}`, async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (isThirdParty(req.url(), baseURL!)) foreign.push(req.url());
      });
      await page.goto(path, { waitUntil: 'load' });
      // Scrolling through the page is reading, not asking: lazy frames must still stay unloaded.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          // Two frames: the scroll is painted and lazy-loading observers have seen it.
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  }
});
