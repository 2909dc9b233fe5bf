/**
 * The shape of a page's markup, without its words: every distinct element as its tag, classes, role,
 * ARIA attributes and tabindex, and the order of its headings. Two pages of one shape differ only in
 * their text, so every style, role and structure axe checks is the same on both (text alternatives,
 * link text and duplicate ids, which do depend on the words, are checked on every page by html-validate).
 * The browser sweep runs axe on one page of each shape.
 */
import { parseHtml } from './html.ts';

const STRUCTURAL = (name: string) => name === 'class' || name === 'role' || name === 'tabindex' || name.startsWith('aria-');

export function markupShape(html: string): string {
  const elements = new Set<string>();
  const headings: string[] = [];
  for (const element of parseHtml(html).elements) {
    const attrs = element.attrs
      .filter((a) => STRUCTURAL(a.name))
      .map((a) => (a.name === 'class' ? `.${a.value.split(/\s+/).filter(Boolean).sort().join('.')}` : `[${a.name}]`))
      .sort()
      .join('');
    elements.add(`${element.tagName}${attrs}`);
    if (/^h[1-6]$/.test(element.tagName)) headings.push(element.tagName);
  }
  return `${[...elements].sort().join(' ')} | ${headings.join(' ')}`;
}

/** The first page (in the given order) of each shape. */
export function onePerShape<P>(pages: readonly P[], htmlOf: (page: P) => string): P[] {
  const seen = new Map<string, P>();
  for (const page of pages) {
    const shape = markupShape(htmlOf(page));
    if (!seen.has(shape)) seen.set(shape, page);
  }
  return [...seen.values()];
}
