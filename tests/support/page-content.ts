/**
 * What a built page says to search engines and to readers: index signals, JSON-LD, visible text.
 * Shared by the quality tests.
 */
import { attributes, elements, parseHtml, textOf, type Element } from './html.ts';

export interface IndexSignals {
  noindex: boolean;
  canonical: string | undefined;
  redirect: boolean;
}

/** What a page tells search engines: robots noindex, its canonical URL, a meta refresh. */
export function indexSignals(html: string): IndexSignals {
  const metas = elements(html, 'meta').map(attributes);
  const robots = metas
    .filter((m) => ['robots', 'googlebot'].includes((m['name'] ?? '').toLowerCase()))
    .map((m) => (m['content'] ?? '').toLowerCase());
  const canonical = elements(html, 'link')
    .map(attributes)
    .find((l) => (l['rel'] ?? '').toLowerCase().split(/\s+/).includes('canonical'))?.['href'];
  return {
    noindex: robots.some((c) => /\b(noindex|none)\b/.test(c)),
    canonical,
    redirect: metas.some((m) => (m['http-equiv'] ?? '').toLowerCase() === 'refresh'),
  };
}

/** Same URL for indexing purposes: scheme/host case and a trailing slash do not matter. */
export function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => {
    const url = new URL(u);
    return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  };
  return norm(a) === norm(b);
}

/** JSON-LD blocks of a page, parsed; a block that does not parse is returned as an Error. */
export function jsonLdBlocks(html: string): (unknown | Error)[] {
  return elements(html, 'script')
    .filter((s) => (attributes(s)['type'] ?? '').toLowerCase() === 'application/ld+json')
    .map((s) => {
      const body = textOf(s);
      try {
        return JSON.parse(body) as unknown;
      } catch (e) {
        return new Error(`JSON-LD does not parse: ${(e as Error).message}: ${body.slice(0, 120)}`);
      }
    });
}

/** Visible text of a page (no head, scripts, styles or templates), whitespace collapsed; a non-breaking hyphen reads as "-". */
export function visibleText(html: string): string {
  return parseHtml(html)
    .text.join(' ')
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Visible text inside the page's <main> (no scripts, styles or templates), whitespace collapsed. */
export function mainText(html: string): string {
  const main = elements(html, 'main')[0];
  if (!main) throw new Error('the page has no <main>');
  const out: string[] = [];
  const walk = (node: Element): void => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') out.push((child as unknown as { value: string }).value);
      else if ('tagName' in child && !['script', 'style', 'template'].includes(child.tagName)) walk(child);
    }
  };
  walk(main);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}
