/**
 * XML read strictly, for the tests of the product feed: a real XML parser (xmldom, namespace-aware) on
 * which any warning or error, down to an unbound prefix or a bad entity, fails the parse.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

export function parseXml(text: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`XML ${level}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
}

/** The child elements of `parent` named `localName` in namespace `ns` (null: no namespace). */
export function children(parent: Element | Document, ns: string | null, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE && (node as Element).localName === localName && (node as Element).namespaceURI === ns,
  );
}

/** The text of the one child element named so; fails when there is not exactly one. */
export function childText(parent: Element, ns: string | null, localName: string): string {
  const found = children(parent, ns, localName);
  if (found.length !== 1) throw new Error(`<${parent.tagName}> has ${found.length} <${localName}> elements, not one`);
  return found[0]!.textContent ?? '';
}
