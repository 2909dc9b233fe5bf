/**
 * The text blocks of a built page (section headings, paragraphs, list items, table rows, captions, the
 * rows of a definition list) and whether the page states a figure: the figure as a whole token, in one block
 * together with the words it belongs to ("$25 per hour" next to "Late return"). Shared by the policy
 * figure checks and `npm run check:spec`.
 */
import { elements, type Element } from './html.ts';

const BLOCKS = new Set(['h2', 'h3', 'p', 'li', 'tr', 'caption']);
/** Blocks whose cells read as one line, cell by cell: a table row, a definition list row. */
const isRow = (element: Element, parent: Element) => element.tagName === 'tr' || (element.tagName === 'div' && parent.tagName === 'dl');

function textIn(node: Element): string {
  return node.childNodes
    .map((child) => {
      if (child.nodeName === '#text') return (child as unknown as { value: string }).value;
      if (!('tagName' in child) || ['script', 'style', 'template'].includes(child.tagName)) return '';
      return child.tagName === 'br' ? ' ' : textIn(child);
    })
    .join('');
}

/** Typographic variants read as their plain forms: a figure is found however the page sets it. */
export const normalise = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010-\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The blocks of the page's article (its main content when it has none), as normalised text. */
export function textBlocks(html: string): string[] {
  const root = elements(html, 'article')[0] ?? elements(html, 'main')[0];
  if (!root) return [];
  const out: string[] = [];
  const walk = (node: Element) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const element = child as Element;
      if (isRow(element, node)) {
        const cells = element.childNodes.filter((c): c is Element => 'tagName' in c).map(textIn);
        out.push(normalise(cells.join(' | ')));
      } else if (BLOCKS.has(element.tagName)) out.push(normalise(textIn(element)));
      walk(element);
    }
  };
  walk(root);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The figure as a whole token: "8" does not match inside "38" or "$800". */
const figureRe = (figure: string) => new RegExp(`(?<![\\w$]|\\d[.,])${escape(figure)}(?!\\w|[.,]\\d)`, 'i');

/** Whether one block states the figure, next to `near` when given (case-insensitive). */
export function statesFigure(blocks: readonly string[], figure: string, near?: string): boolean {
  const re = figureRe(normalise(figure));
  return blocks.some((block) => re.test(block) && (!near || block.toLowerCase().includes(near.toLowerCase())));
}
