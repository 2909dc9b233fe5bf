/**
 * What a visitor reads on a built page, as the fact check (src/lib/facts/fact-check.ts) reads it: the search
 * snippet first, then the body's text with each block (paragraph, heading, list item, cell, option) on a
 * line of its own, so a sentence never runs into the next block. Inline markup (strong, a, span) stays in
 * its line. Scripts, styles and templates are left out.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { attributes, elements } from '../../support/html.ts';
import { jsonLdBlocks } from '../../support/page-content.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const BLOCKS = new Set(
  'address article aside blockquote br button caption dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol optgroup option p section summary table tbody td th thead tr ul'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'svg']);

export function readableText(html: string): string {
  const out: string[] = [];
  const description = elements(html, 'meta')
    .map(attributes)
    .find((m) => m['name'] === 'description')?.['content'];
  if (description) out.push(description, '\n');
  const walk = (node: Node): void => {
    if (node.nodeName === '#text') {
      out.push((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!('childNodes' in node)) return;
    const name = 'tagName' in node ? (node as Element).tagName : '';
    if (SKIPPED.has(name)) return;
    if (BLOCKS.has(name)) out.push('\n');
    for (const child of (node as DefaultTreeAdapterTypes.ParentNode).childNodes) walk(child);
    if (BLOCKS.has(name)) out.push('\n');
  };
  walk(parse(html, { scriptingEnabled: false }));
  return out
    .join('')
    .replace(/\u2011/g, '-')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The page's structured data, parsed (a block that does not parse is left to the structured-data test). */
export function structuredData(html: string): unknown[] {
  return jsonLdBlocks(html).filter((b) => !(b instanceof Error));
}
