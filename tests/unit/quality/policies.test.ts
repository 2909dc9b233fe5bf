/**
 * The policy pages as built: each states its effective date and its own description, lists its sections in
 * its table of contents, ships no JavaScript, is canonical to itself and in the sitemap, and never repeats
 * the slip of 39 Kent County municipalities; each second address (`/privacy`, `/terms`, a file with
 * `sameAs`) shows the text of its main page with a canonical link to it and stays out of the sitemap.
 * (Tables fitting a phone and printing are checked in the browser: tests/e2e/policies.spec.ts.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../src/lib/format/date';
import { policyPath, staticRoutes } from '../../../src/lib/routes';
import { sitemapPaths } from '../../support/built-site.ts';
import { attributes, elements, textOf, type Element } from '../../support/html.ts';
import { indexSignals, mainText } from '../../support/page-content.ts';
import { normalise } from '../../support/page-blocks.ts';
import { answerFor } from '../../support/served.ts';
import { DIST } from './dist';

/** Every policy file with the frontmatter fields these checks read. */
const policies = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const id = f.replace(/\.mdx$/, '');
    const source = readFileSync(`content/policies/${f}`, 'utf8');
    const field = (name: string) => new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm').exec(source)?.[1];
    return {
      id,
      path: policyPath({ id }),
      sameAs: field('sameAs'),
      description: field('description'),
      effectiveDate: field('effectiveDate'),
      draft: field('draft') === 'true',
    };
  })
  .filter((p) => !p.draft);
const mainPolicies = policies.filter((p) => !p.sameAs);
const duplicates = [
  { path: staticRoutes.privacyAlias, main: staticRoutes.privacy },
  { path: staticRoutes.termsAlias, main: staticRoutes.terms },
  ...policies.filter((p) => p.sameAs).map((p) => ({ path: p.path, main: policyPath({ id: p.sameAs! }) })),
];
const indexed = sitemapPaths(DIST);

const page = (path: string) => {
  const answer = answerFor(path, DIST);
  if (answer.kind !== 'file') throw new Error(`${path} is not built (${answer.kind})`);
  return readFileSync(answer.file, 'utf8');
};
const within = (root: Element | undefined, name: string): Element[] => {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        if (child.tagName === name) out.push(child);
        walk(child);
      }
  };
  if (root) walk(root);
  return out;
};
const text = (element: Element): string =>
  normalise(
    element.childNodes
      .map((c) => (c.nodeName === '#text' ? (c as unknown as { value: string }).value : 'tagName' in c ? text(c) : ''))
      .join(''),
  );
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const canonicalPath = (html: string) => new URL(indexSignals(html).canonical ?? 'https://none.invalid/').pathname;

describe.each(mainPolicies)('$path', (policy) => {
  const html = page(policy.path);
  const main = elements(html, 'main')[0];
  const article = elements(html, 'article')[0];

  it('states its effective date and its own description, not cut short', () => {
    const date = new Date(`${policy.effectiveDate}T00:00:00Z`);
    const time = within(main, 'time').find((t) => attributes(t)['datetime'] === policy.effectiveDate);
    expect(time && text(time), `<time datetime="${policy.effectiveDate}">`).toBe(formatLongDate(date));
    const description = elements(html, 'meta')
      .map(attributes)
      .find((m) => m['name'] === 'description')?.['content'];
    expect(description).toMatch(new RegExp(`^${escape(policy.description!)}\\.? Call `));
  });

  it('lists its sections in its table of contents', () => {
    const sections = within(article, 'h2').map((h) => ({ id: attributes(h)['id'], text: text(h) }));
    const toc = elements(html, 'nav').find((n) => attributes(n)['aria-labelledby'] === 'toc-title');
    const links = within(toc, 'a').map((a) => ({ id: attributes(a)['href']!.slice(1), text: text(a) }));
    expect(sections.length, 'sections').toBeGreaterThan(2);
    expect(links).toEqual(sections);
  });

  it('ships no JavaScript', () => {
    const scripts = elements(html, 'script').filter((s) => attributes(s)['type'] !== 'application/ld+json');
    expect(scripts.map((s) => attributes(s)['src'] ?? textOf(s).slice(0, 60))).toEqual([]);
    expect(elements(html, 'astro-island')).toEqual([]);
  });

  it('is canonical to itself and in the sitemap', () => {
    expect(canonicalPath(html)).toBe(policy.path);
    expect(indexed).toContain(policy.path);
  });

  it('never repeats the slip of 39 Kent County municipalities', () => {
    expect(article && text(article)).not.toMatch(/\b39\s+(Kent|municipalit|towns)/i);
  });
});

describe.each(duplicates)('$path', (dup) => {
  it('shows the text of its main page, with a canonical link to it, out of the sitemap', () => {
    const html = page(dup.path);
    const main = page(dup.main);
    expect(canonicalPath(html)).toBe(dup.main);
    expect(indexed, 'kept out of the sitemap').not.toContain(dup.path);
    expect(normalise(mainText(html))).toBe(normalise(mainText(main)));
    expect(elements(html, 'h1').map(textOf)).toEqual(elements(main, 'h1').map(textOf));
  });
});
