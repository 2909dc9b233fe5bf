/**
 * Built HTML read with a real parser (parse5, the HTML standard's tree construction): elements,
 * attributes with every entity decoded, the text of scripts and styles, and source offsets.
 *
 * `<noscript>` content is parsed as markup (scripting off), so what it holds is counted too.
 * Written as erasable TypeScript: Node 24 runs it directly (bench) and Vitest imports it (tests).
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export interface Parsed {
  /** Every element in document order, the content of `<template>` included. */
  elements: Element[];
  /** Text nodes a visitor can read: outside head, script, style and template. */
  text: string[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function collect(node: ParentNode, out: Parsed, readable: boolean): void {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') {
      if (readable) out.text.push((child as DefaultTreeAdapterTypes.TextNode).value);
    } else if (isElement(child)) {
      out.elements.push(child);
      const name = child.tagName;
      const stillReadable = readable && name !== 'head' && name !== 'script' && name !== 'style' && name !== 'template';
      collect(name === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child, out, stillReadable);
    }
  }
}

/** The last documents parsed: the checks of one page ask for the same document many times. */
const recent = new Map<string, Parsed>();

export function parseHtml(html: string): Parsed {
  let parsed = recent.get(html);
  if (!parsed) {
    parsed = { elements: [], text: [] };
    collect(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }), parsed, true);
    recent.set(html, parsed);
    if (recent.size > 4) recent.delete(recent.keys().next().value!);
  }
  return parsed;
}

/** Elements of one tag name (lower case), in document order. */
export function elements(html: string, name: string): Element[] {
  return parseHtml(html).elements.filter((e) => e.tagName === name);
}

export function attributes(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));
}

/** The text inside an element (a script's code, a style sheet). */
export function textOf(element: Element): string {
  return element.childNodes.map((c) => (c.nodeName === '#text' ? (c as DefaultTreeAdapterTypes.TextNode).value : '')).join('');
}

/** The child of `ancestor` on the way down to `node`, if `node` is inside it. */
export function childOnPathTo(ancestor: Element, node: Element): Element | undefined {
  let current: Element = node;
  while (current.parentNode && current.parentNode !== ancestor) {
    if (!isElement(current.parentNode)) return undefined;
    current = current.parentNode;
  }
  return current.parentNode === ancestor ? current : undefined;
}

/** Every element inside `root` (not `root` itself), in document order. */
export function descendants(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes)
      if (isElement(child)) {
        out.push(child);
        walk(child);
      }
  };
  walk(root);
  return out;
}

/** The words an element holds, whitespace collapsed as a browser's `innerText` of visible text would read them (no script or style). */
export function wordsOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
      else if (isElement(child) && child.tagName !== 'script' && child.tagName !== 'style' && child.tagName !== 'template') walk(child);
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether an element's class list holds `name`. */
export const hasClass = (element: Element, name: string) => (attributes(element)['class'] ?? '').split(/\s+/).includes(name);

/** The elements of a page (or inside `root`) marked `data-testid="id"`. */
export function byTestId(html: string, id: string, root?: Element): Element[] {
  return (root ? descendants(root) : parseHtml(html).elements).filter((e) => attributes(e)['data-testid'] === id);
}
