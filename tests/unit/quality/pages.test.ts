/**
 * The static facts of every page a visitor can reach (every sitemap URL, plus the pages kept out of the
 * sitemap on purpose), read from dist/ and its `_redirects` as Cloudflare Pages serves them: each is
 * served (a built page no redirect shadows), has one h1, a title that names the brand, a description
 * that follows the description rules, one canonical link and an icon that comes with it, and every
 * internal link on it resolves (through the redirects) to a built file. The browser sweep (tests/e2e/sweep.spec.ts) loads the same
 * pages for what only a browser can tell: console errors, axe, layout at 360 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX } from '../../../src/lib/seo/description';
import { reachablePaths } from '../../support/built-site.ts';
import { attributes, elements, textOf } from '../../support/html.ts';
import { answerFor, parseRedirects, readRedirects, resolveLink } from '../../support/served.ts';
import { DIST } from './dist';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { brandName: string; phone: { display: string } };

const paths = reachablePaths(DIST);
const rules = readRedirects(DIST);

/** The internal links of a page (`/…`, not `//host`), fragment and query kept for the message. */
const internalLinks = (html: string) =>
  [
    ...new Set(
      elements(html, 'a')
        .map((a) => attributes(a)['href'] ?? '')
        .filter((h) => h.startsWith('/') && !h.startsWith('//')),
    ),
  ].sort();

describe.each(paths)('%s', (path) => {
  const answer = answerFor(path, DIST, rules);
  const html = answer.kind === 'file' ? readFileSync(answer.file, 'utf8') : '';
  const meta = (name: string) =>
    elements(html, 'meta')
      .map(attributes)
      .find((m) => m['name'] === name)?.['content'];

  it('is served as a built page (status 200, no redirect)', () => {
    expect(answer.kind === 'file' && answer.file.endsWith('.html') ? 'page' : JSON.stringify(answer)).toBe('page');
  });

  it('has one h1, a title naming the brand, a description by the rules and one canonical link', () => {
    expect(elements(html, 'h1'), 'exactly one h1').toHaveLength(1);
    expect(elements(html, 'title').map(textOf).join(''), 'title names the brand').toContain(site.brandName);
    const description = meta('description') ?? '';
    expect(description, 'description').not.toBe('');
    expect(description.length, `description length: "${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.endsWith(` Call ${site.phone.display}.`), `description suffix: "${description}"`).toBe(true);
    const canonical = elements(html, 'link').filter((l) => (attributes(l)['rel'] ?? '').split(/\s+/).includes('canonical'));
    expect(canonical, 'one canonical link').toHaveLength(1);
  });

  it('has one icon: the home page names its file (what search engines read), every other page carries it (a data: URL)', () => {
    const icons = elements(html, 'link')
      .map(attributes)
      .filter((l) => (l['rel'] ?? '').split(/\s+/).includes('icon'))
      .map((l) => l['href'] ?? '');
    expect(icons).toHaveLength(1);
    if (path === '/') expect(resolveLink(icons[0]!, DIST, rules).problem).toBeUndefined();
    else expect(icons[0]!.startsWith('data:image/svg+xml,'), icons[0]).toBe(true);
  });

  it('links only to addresses that resolve', () => {
    const broken = internalLinks(html).flatMap((href) => {
      const { problem } = resolveLink(href, DIST, rules);
      return problem ? [`${href}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

describe('the link check can fail', () => {
  const fixture = parseRedirects('# a comment\n/old /new 301\n/vehicle/:id /vehicles/:id 301\n/docs/* /guide/:splat\n');

  it.each([
    ['/old', { kind: 'redirect', to: '/new', status: 301 }],
    ['/old/', { kind: 'redirect', to: '/new', status: 301 }],
    ['/vehicle/denago-ev-city', { kind: 'redirect', to: '/vehicles/denago-ev-city', status: 301 }],
    ['/docs/a/b', { kind: 'redirect', to: '/guide/a/b', status: 302 }],
    ['/api/vehicles', { kind: 'function' }],
    ['/no-such-page-here', { kind: 'missing' }],
  ])('%s is answered as %j', (path, expected) => {
    expect(answerFor(path, DIST, fixture)).toEqual(expected);
  });

  it('a link to a missing page, or through a redirect to one, is reported', () => {
    expect(resolveLink('/no-such-page-here#x', DIST, fixture).problem).toContain('404');
    expect(resolveLink('/old?x=1', DIST, fixture).problem).toContain('/new is neither a built file');
    expect(resolveLink('/', DIST, fixture)).toEqual({ file: `${DIST}/index.html` });
  });
});
