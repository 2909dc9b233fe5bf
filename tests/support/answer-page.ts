/**
 * The contact API's HTML answer read as a browser shows it (parse5): its heading, the problems it lists and
 * the form's values, whichever page it is (the built template filled in, or the plain page).
 */
import { attributes, elements, textOf, type Element } from './html.ts';

const isElement = (node: unknown): node is Element => typeof node === 'object' && node !== null && 'tagName' in node;

/** The text a visitor reads inside an element, its children's included. */
function allText(element: Element): string {
  return element.childNodes
    .map((child) => (isElement(child) ? allText(child) : child.nodeName === '#text' ? (child as unknown as { value: string }).value : ''))
    .join('');
}

function descendants(element: Element): Element[] {
  return element.childNodes.filter(isElement).flatMap((child) => [child, ...descendants(child)]);
}

export interface ReadAnswer {
  heading: string;
  /** The items of the list of problems (#problems), as read. */
  problems: string[];
  /** Whether the page holds a form that posts to the contact API. */
  form: boolean;
  /** The value a control of the form sends: an input's, a text area's, a list's chosen option; undefined without one. */
  value(name: string): string | undefined;
  /** The control's attributes. */
  control(name: string): Record<string, string> | undefined;
}

export function readAnswer(html: string): ReadAnswer {
  const form = elements(html, 'form').find((f) => attributes(f).action === '/api/contact');
  const controls = form ? descendants(form).filter((e) => ['input', 'select', 'textarea'].includes(e.tagName)) : [];
  const find = (name: string) => controls.find((e) => attributes(e).name === name);
  const problemList =
    elements(html, 'ul').find((ul) => attributes(ul).id === 'problems') ??
    elements(html, 'section').find((s) => attributes(s).id === 'problems');
  return {
    heading: allText(elements(html, 'h1')[0]!).trim(),
    problems: problemList
      ? descendants(problemList)
          .filter((e) => e.tagName === 'li')
          .map((li) => allText(li).trim())
      : [],
    form: form !== undefined,
    value(name) {
      const control = find(name);
      if (!control) return undefined;
      if (control.tagName === 'textarea') return textOf(control);
      if (control.tagName === 'input') return attributes(control).value ?? '';
      const options = descendants(control).filter((e) => e.tagName === 'option');
      const chosen = options.find((o) => 'selected' in attributes(o)) ?? options[0];
      return chosen && attributes(chosen).value;
    },
    control: (name) => {
      const control = find(name);
      return control && attributes(control);
    },
  };
}
