/**
 * Every description whole: each built page's meta description is its written description, whole, with
 * " Call {phone}." in at most 155 characters. The length rule (src/lib/seo/description.ts) cuts a text
 * that is too long; no description of the site may need it. The page's share card (og:description)
 * carries the description as written, so the test compares the two and names the page and the file
 * where its description is written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, descriptionFits, pageDescription } from '../../../src/lib/seo/description';
import { attributes, elements } from '../../support/html.ts';
import { html, pages } from './dist';

const { phone } = JSON.parse(readFileSync('content/site.json', 'utf8')) as { phone: { display: string } };
const suffix = ` Call ${phone.display}.`;
/** Characters a description may have, its closing full stop included. */
const room = DESCRIPTION_MAX - suffix.length;

/** The file (and field) where each page's description is written, by route. */
const SOURCES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^\/$/, () => 'content/home.json seo.description'],
  [/^\/inventory$/, () => 'content/inventory-page.json seo.description'],
  [/^\/rentals$/, () => 'content/rentals-page.json seo.description'],
  [/^\/services$/, () => 'content/services.json seo.description'],
  [/^\/about$/, () => 'content/about-page.json seo.description'],
  [/^\/(denago|evolution)$/, (m) => `content/brands/${m[1]}.json seo.description`],
  [/^\/contact$/, () => 'content/contact-page.json seo.description'],
  [/^\/thank-you$/, () => 'content/contact-page.json thankYou.seo.description'],
  [/^\/showroom$/, () => 'content/showroom-page.json seo.description'],
  [/^\/financing$/, () => 'content/financing.json seo.description'],
  [/^\/eco-impact$/, () => 'content/eco.json seo.description'],
  [/^\/dover$/, () => 'content/dover.json seo.description'],
  [/^\/404$/, () => 'content/not-found-page.json seo.description'],
  [/^\/vehicles?\/404$/, () => 'content/not-found-page.json vehicleSeo.description'],
  [/^\/privacy(-policy)?$/, () => 'content/policies/privacy-policy.mdx description'],
  [/^\/terms(-of-service)?$/, () => 'content/policies/terms-of-service.mdx description'],
  [/^\/policies\/([\w-]+)$/, (m) => `content/policies/${policyWithText(m[1]!)}.mdx description`],
  [/^\/guides\/street-legal-golf-carts$/, () => 'content/guides/street-legal-golf-carts-delaware.mdx description'],
  [/^\/[\w-]+-county-golf-carts$/, () => 'content/location-pages.json county.seo.description'],
  [/^\/[\w-]+-golf-cart-rentals$/, () => 'content/location-pages.json rentals.seo.description'],
  [/^\/[\w-]+-golf-carts(-[\w-]+)?$/, () => 'content/location-pages.json sales.seo.description'],
  [
    /^\/vehicles?\/([\w-]+)$/,
    (m) => `src/components/vehicle/VehicleDetailPage.astro (description) with content/vehicles/${m[1]}.json description`,
  ],
  // Staff only (noindex): the page states its own.
  [/^\/desk$/, () => 'src/pages/desk.astro (description)'],
  // The template of the contact API's no-JavaScript answers (noindex): the page states its own.
  [/^\/answers\/contact$/, () => 'src/pages/answers/contact.astro (description)'],
];

/** A policy shown at a second address (`sameAs`) takes its description from the policy it shows. */
function policyWithText(id: string): string {
  const source = readFileSync(`content/policies/${id}.mdx`, 'utf8');
  return /^sameAs:\s*([\w-]+)\s*$/m.exec(source)?.[1] ?? id;
}

function sourceOf(path: string): string | undefined {
  for (const [pattern, name] of SOURCES) {
    const m = path.match(pattern);
    if (m) return name(m);
  }
  return undefined;
}

const metaContent = (source: string, key: 'name' | 'property', value: string) =>
  elements(source, 'meta')
    .map(attributes)
    .find((m) => m[key] === value)?.['content'];

const rows = pages.map((page) => {
  const source = html(page);
  return {
    path: page.path,
    description: metaContent(source, 'name', 'description'),
    written: metaContent(source, 'property', 'og:description'),
    from: sourceOf(page.path),
  };
});

describe('every description whole', () => {
  it('knows where each page writes its description', () => {
    expect(rows.filter((r) => !r.from).map((r) => `${r.path}: add its content file to SOURCES`)).toEqual([]);
  });

  it('each page states its written description (share card) and the description built from it', () => {
    const inconsistent = rows.filter((r) => !r.description || !r.written || r.description !== pageDescription(r.written, phone.display));
    expect(inconsistent.map((r) => `${r.path}: description "${r.description}" is not built from "${r.written}"`)).toEqual([]);
  });

  it('no page has its description cut', () => {
    const cut = rows.filter((r) => r.written !== undefined && !descriptionFits(r.written, phone.display));
    expect(
      cut.map(
        (r) =>
          `${r.path} (${r.from}): ${r.written!.length} characters, more than the ${room} that fit before "${suffix}"; cut to "${r.description}"`,
      ),
    ).toEqual([]);
  });

  it('the check can fail: a text too long for the rule is cut', () => {
    const long =
      'Golf carts in Delaware: new and pre-owned Denago and Evolution electric carts, service, rentals, storage and financing, delivered free.';
    expect(descriptionFits(long, phone.display)).toBe(false);
    expect(pageDescription(long, phone.display).startsWith(long)).toBe(false);
  });
});
