/**
 * The policy pages as built: each states its effective date and its own description, lists its sections in
 * its table of contents, ships no JavaScript, is canonical to itself and in the sitemap, and never repeats
 * the slip of 39 Kent County municipalities; each second address (`/privacy`, `/terms`, a file with
 * `sameAs`) shows the text of its main page with a canonical link to it and stays out of the sitemap.
 * The privacy policy has a section for every topic a privacy policy must cover, the staffing report shows
 * its figures in tables, the rental policy's rates and the dealer's contact details are the content's,
 * linked, and the footer links every policy. (Tables fitting a phone and printing are checked in the
 * browser: tests/e2e/policies.spec.ts.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../src/lib/format/date';
import { formatUsd } from '../../../src/lib/format/usd';
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

/** The topics a privacy policy must cover, each a section of its own. */
const PRIVACY_TOPICS = [
  /collect/i,
  /use/i,
  /shar/i,
  /protect|secur/i,
  /cookies/i,
  /rights/i,
  /links/i,
  /children under 13/i,
  /changes/i,
  /contact/i,
];
/** The staffing report's sections that report figures, each with a table. */
const STAFFING_TABLES = [
  /workforce/i,
  /location/i,
  /department/i,
  /demographic/i,
  /hiring/i,
  /benefits/i,
  /safety/i,
  /survey/i,
  /community/i,
];

/** The `h2` sections of a policy's article, each with its sibling elements up to the next `h2`. */
const sections = (html: string) =>
  within(elements(html, 'article')[0], 'h2').map((h2) => {
    const siblings = (h2.parentNode?.childNodes ?? []).filter((n): n is Element => 'tagName' in n);
    const after = siblings.slice(siblings.indexOf(h2) + 1);
    const end = after.findIndex((el) => el.tagName === 'h2');
    return { title: text(h2), body: end < 0 ? after : after.slice(0, end) };
  });
const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

describe('policy contents', () => {
  it('the privacy policy has a section for every topic a privacy policy must cover', () => {
    const titles = sections(page(staticRoutes.privacy))
      .map((s) => s.title)
      .join(' | ');
    for (const topic of PRIVACY_TOPICS) expect(titles, String(topic)).toMatch(topic);
  });

  it('the staffing report shows its figures in tables with header cells, and names its HR contact', () => {
    const html = page(policyPath({ id: 'staffing-report' }));
    const all = sections(html);
    const withTable = all
      .filter((s) => s.body.some((el) => el.tagName === 'table' || within(el, 'table').length > 0))
      .map((s) => s.title)
      .join(' | ');
    for (const topic of STAFFING_TABLES) expect(withTable, String(topic)).toMatch(topic);
    expect(all.filter((s) => /human resources contact/i.test(s.title))).toHaveLength(1);
    const headers = [
      ...within(elements(html, 'article')[0], 'thead').flatMap((head) => within(head, 'th')),
      ...elements(html, 'th').filter((th) => attributes(th)['scope']),
    ];
    expect(headers.length, 'header cells').toBeGreaterThan(0);
  });

  it("the rental policy's rate table and contact links are the content's values", () => {
    const rentals = read<{ fleets: { id: string; deposit: number; plans: { title: string; price: number }[] }[] }>('content/rentals.json');
    const site = read<{ email: string; phone: { display: string; e164: string } }>('content/site.json');
    const html = page(policyPath({ id: 'rental-policy' }));
    const links = within(elements(html, 'article')[0], 'a').map((a) => ({ href: attributes(a)['href'], text: text(a) }));
    expect(links).toContainEqual({ href: `tel:${site.phone.e164}`, text: site.phone.display });
    expect(links).toContainEqual({ href: `mailto:${site.email}`, text: site.email });
    const table = elements(html, 'table').find((t) => within(t, 'caption').some((c) => /Rental rates/.test(text(c))));
    const rows = within(table, 'tr').map(text);
    const row = (label: string) => rows.find((r) => r.includes(label)) ?? `(no row "${label}")`;
    for (const plan of rentals.fleets.flatMap((f) => f.plans)) expect(row(plan.title)).toContain(formatUsd(plan.price));
    const deposits = rentals.fleets.map((f) => formatUsd(f.deposit));
    expect(
      deposits.some((d) => row('Security deposit').includes(d)),
      'a fleet deposit in the Security deposit row',
    ).toBe(true);
  });

  it('the footer links every policy once, by its main address only', () => {
    const footer = elements(page(staticRoutes.terms), 'footer').at(-1);
    const hrefs = within(footer, 'a').map((a) => attributes(a)['href']);
    for (const p of mainPolicies)
      expect(
        hrefs.filter((h) => h === p.path),
        p.path,
      ).toHaveLength(1);
    for (const d of duplicates) expect(hrefs).not.toContain(d.path);
  });
});
