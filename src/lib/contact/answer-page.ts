/**
 * The page a browser posting the contact form without JavaScript gets back when its message was not sent:
 * the template Astro builds (src/pages/answers/contact.astro, with the site's layout and stylesheet) filled
 * with what went wrong and, once the message could be read, the form again with exactly what was typed,
 * request details, where it came from and the idempotency key included, so nothing has to be typed twice.
 *
 * The template marks its slots with the attributes below; every value that came from the request is
 * HTML-escaped before it goes in. The template is this site's own build, so the rule reads it as that
 * build writes it (double-quoted attributes, no nested element of a slot's own kind).
 */
import { escapeHtml } from '../api/html-escape';
import { DETAIL_FIELDS, type DetailField } from './details';
import { CONTACT_FIELDS, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type ContactField } from './schema';

/** Where the build puts the template (`build.format: 'file'`: dist/answers/contact.html). */
export const ANSWER_TEMPLATE_PATH = '/answers/contact';

/**
 * The policy of these answers: no script at all; the site's stylesheet (which the build inlines); its
 * images and fonts; the form posts to this site only.
 */
export const ANSWER_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export type AnswerField = ContactField | DetailField;

/** The form's fields in the order it shows them (the request's details first): the order problems are listed in. */
export const ANSWER_FIELDS: readonly AnswerField[] = [...DETAIL_FIELDS, ...CONTACT_FIELDS];

/** The attributes the template marks its slots with. */
export const SLOT = {
  /** `data-answer`: heading (h1), intro (p), problems (the section listing them), details (the details' disclosure), form. */
  answer: 'data-answer',
  /** On each problem's list item, the field it is about. */
  problem: 'data-problem',
  /** On each field's error paragraph, its field. */
  error: 'data-error',
} as const;

/** The id of a field's control (the problems link to it) and of its error paragraph. */
export const controlId = (field: string) => `f-${field}`;
export const errorId = (field: string) => `f-${field}-err`;

export interface Answer {
  heading: string;
  intro: string;
  /** Field problems (field -> message); listed in the form's order. */
  problems?: Partial<Record<AnswerField, string>>;
  /** What the visitor typed; when given, the form is shown again with these values. */
  values?: Record<string, string>;
  /** The idempotency key to send with the corrected form (the same fill keeps its key). */
  idempotencyKey?: string;
}

/** An opening tag's attributes, as the build writes them: `name="value"` (double-quoted) or a bare `name`. */
function attributesOf(tag: string): Map<string, string | undefined> {
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  return new Map([...body.matchAll(/\s([^\s"'>/=]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2]]));
}

const attributeOf = (tag: string, name: string) => attributesOf(tag).get(name);

/** The opening tag with the attribute set as given (`true`: a bare attribute; `undefined`: left out). */
function withAttribute(tag: string, name: string, value: string | true | undefined): string {
  const attributes = attributesOf(tag);
  if (value === undefined) attributes.delete(name);
  else attributes.set(name, value === true ? undefined : value);
  const written = [...attributes].map(([key, val]) => (val === undefined ? ` ${key}` : ` ${key}="${val}"`)).join('');
  return `<${/^<(\w+)/.exec(tag)?.[1] ?? ''}${written}>`;
}

const shown = (tag: string) => withAttribute(tag, 'hidden', undefined);

/** A control as typed, marked invalid (and described by its error) when it has a problem. */
function marked(tag: string, problem: string | undefined, name: string): string {
  if (!problem) return tag;
  return withAttribute(withAttribute(tag, 'aria-invalid', 'true'), 'aria-describedby', errorId(name));
}

/** The form's controls filled with what was typed (escaped); the honeypot stays empty, an empty hidden field goes. */
function fillControls(form: string, typed: Record<string, string>, problems: Partial<Record<string, string>>): string {
  return form
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = attributeOf(tag, 'name');
      if (!name || name === HONEYPOT_FIELD) return tag;
      const value = typed[name] ?? '';
      if (attributeOf(tag, 'type') === 'hidden' && value === '') return '';
      return marked(withAttribute(tag, 'value', escapeHtml(value)), problems[name], name);
    })
    .replace(/(<textarea\b[^>]*>)([\s\S]*?)(<\/textarea>)/g, (_all, open: string, _inner: string, close: string) => {
      const name = attributeOf(open, 'name') ?? '';
      return `${marked(open, problems[name], name)}${escapeHtml(typed[name] ?? '')}${close}`;
    })
    .replace(/(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g, (_all, open: string, options: string, close: string) => {
      const name = attributeOf(open, 'name') ?? '';
      const value = typed[name];
      const chosen =
        value === undefined
          ? options
          : options.replace(/<option\b[^>]*>/g, (option) =>
              withAttribute(option, 'selected', attributeOf(option, 'value') === escapeHtml(value) || undefined),
            );
      return `${marked(open, problems[name], name)}${chosen}${close}`;
    });
}

/** Each element of the template's slot, in place: `fill(open tag, inner HTML, close tag)` gives what replaces it. */
function eachSlot(html: string, tag: string, attribute: string, fill: (open: string, inner: string, close: string) => string): string {
  const slot = new RegExp(`(<${tag}\\b[^>]*\\s${attribute}="[^"]*"[^>]*>)([\\s\\S]*?)(</${tag}>)`, 'g');
  return html.replace(slot, (_all, open: string, inner: string, close: string) => fill(open, inner, close));
}

/** The template filled in: a complete HTML document. */
export function fillAnswerPage(template: string, answer: Answer): string {
  const { heading, intro, problems = {}, values, idempotencyKey } = answer;
  const problemOf = (open: string, attribute: string) => problems[attributeOf(open, attribute) as AnswerField];
  const slotName = (open: string) => attributeOf(open, SLOT.answer);
  const typed: Record<string, string> = { ...values, ...(idempotencyKey ? { [IDEMPOTENCY_FIELD]: idempotencyKey } : {}) };
  const detailsUsed = DETAIL_FIELDS.some((field) => typed[field] || problems[field]);
  const anyProblem = ANSWER_FIELDS.some((field) => problems[field]);

  let html = template.replace(/(<title>)([\s\S]*?)(<\/title>)/, (_all, open: string, title: string, close: string) => {
    // The heading, then the site's suffix as the template's title has it (" | brand").
    const suffix = title.includes(' | ') ? title.slice(title.indexOf(' | ')) : '';
    return `${open}${escapeHtml(heading)}${suffix}${close}`;
  });
  html = eachSlot(
    html,
    'h1',
    SLOT.answer,
    (open, inner, close) => `${open}${slotName(open) === 'heading' ? escapeHtml(heading) : inner}${close}`,
  );
  html = eachSlot(
    html,
    'p',
    SLOT.answer,
    (open, inner, close) => `${open}${slotName(open) === 'intro' ? escapeHtml(intro) : inner}${close}`,
  );
  // The problems, in the form's order (the template's items are): those of this post with their message, no others.
  html = eachSlot(html, 'section', SLOT.answer, (open, inner, close) => {
    if (slotName(open) !== 'problems') return `${open}${inner}${close}`;
    if (!anyProblem) return '';
    const items = eachSlot(inner, 'li', SLOT.problem, (li, text, end) => {
      const problem = problemOf(li, SLOT.problem);
      return problem ? `${shown(li)}${text}${escapeHtml(problem)}${end}` : '';
    });
    return `${shown(open)}${items}${close}`;
  });
  html = eachSlot(html, 'form', SLOT.answer, (open, inner, close) => {
    if (!values) return '';
    const withErrors = eachSlot(inner, 'p', SLOT.error, (p, _text, end) => {
      const problem = problemOf(p, SLOT.error);
      return problem ? `${shown(p)}${escapeHtml(problem)}${end}` : '';
    }).replace(new RegExp(`<details\\b[^>]*\\s${SLOT.answer}="details"[^>]*>`), (details) =>
      withAttribute(details, 'open', detailsUsed || undefined),
    );
    return `${open}${fillControls(withErrors, typed, problems)}${close}`;
  });
  return html;
}
