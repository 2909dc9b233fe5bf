/**
 * The HTML answers of POST /api/contact for browsers posting the form without JavaScript: a small,
 * self-contained, readable page that says what went wrong and, when the message could be read, shows
 * the form again filled with exactly what was typed, request details and where it came from included,
 * so nothing has to be typed twice. Every value that came from the request is HTML-escaped.
 */
import { detailChoices, optionsHtml, type ListField } from '../contact/choices';
import { escapeHtml } from './html-escape';
import { DETAIL_FIELDS, DETAIL_LABELS, type DetailField } from '../contact/details';
import type { RequestOptions } from '../contact/request-options';
import { CONTACT_FIELDS, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, INTERESTS, INTEREST_LABELS, MESSAGE_MAX } from '../contact/schema';
import type { ContactField } from '../contact/schema';
import { FIELD_LABELS } from '../contact/fields';
import { CONTACT_PAGE_FIELD, REFERRER_FIELD } from '../contact/source';

export { escapeHtml };

/** A strict policy for these pages: no script at all, only their own inline style, form posts to this site. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export interface PageSite {
  brandName: string;
  phone: { display: string; e164: string };
  contactPath: string;
}

export interface ContactPageInput {
  site: PageSite;
  heading: string;
  intro: string;
  /** Field problems to list (field -> message), in the form's order. */
  problems?: Partial<Record<ContactField | DetailField, string>>;
  /** What the visitor typed; when given, the form is shown again with these values. */
  values?: Record<string, unknown>;
  /** What a request can be about: the details' lists (without it, typed details are kept in hidden fields). */
  options?: RequestOptions | undefined;
  /** The idempotency key to send with the corrected form (the same fill keeps its key). */
  idempotencyKey?: string;
}

/**
 * The site's theme tokens this page uses, by their names in src/styles/global.css (@theme), where they are
 * declared: this page is answered by a function, which the site's stylesheet does not reach, so it carries
 * the values it needs, and a test keeps each equal to its token.
 */
export const PAGE_THEME = {
  '--color-brand-50': '#eef7f1',
  '--color-brand-100': '#d6ecdd',
  '--color-brand-700': '#185a33',
  '--color-ink': '#16201a',
} as const;

const TOKENS = Object.entries(PAGE_THEME)
  .map(([name, value]) => `${name}:${value}`)
  .join(';');

const STYLE = `:root{${TOKENS}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:var(--color-ink);background:var(--color-brand-50)}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.6rem;line-height:1.2;color:var(--color-brand-700)}
.problems{background:#fff4f2;border:2px solid #b42318;border-radius:.5rem;padding:.75rem 1rem 0.75rem 2rem;color:#7a1a12}
form{display:grid;gap:1rem;margin-top:1.5rem;background:#fff;padding:1rem;border-radius:.5rem;border:1px solid var(--color-brand-100)}
label{font-weight:600;display:block}input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem}
[aria-invalid=true]{border:2px solid #b42318}.err{color:#b42318;font-size:.9rem;margin:.25rem 0 0}
fieldset{border:1px solid var(--color-brand-100);border-radius:.5rem;display:grid;gap:1rem;padding:.75rem 1rem 1rem}legend{font-weight:700;padding:0 .25rem}
button{font:inherit;font-weight:700;background:var(--color-brand-700);color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.25rem;cursor:pointer}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}a{color:var(--color-brand-700);font-weight:600}`;

function field(name: ContactField, values: Record<string, unknown>, problem: string | undefined): string {
  const id = `f-${name}`;
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${id}-err"` : '';
  const error = problem ? `<p class="err" id="${id}-err">${escapeHtml(problem)}</p>` : '';
  const raw = values[name];
  const value = typeof raw === 'string' ? raw : '';
  const label = `<label for="${id}">${escapeHtml(FIELD_LABELS[name])}</label>`;
  if (name === 'interest') {
    const options = INTERESTS.map(
      (interest) =>
        `<option value="${interest}"${interest === (value || 'sales') ? ' selected' : ''}>${escapeHtml(INTEREST_LABELS[interest])}</option>`,
    ).join('');
    return `<div>${label}<select id="${id}" name="${name}"${invalid}>${options}</select>${error}</div>`;
  }
  if (name === 'message') {
    return `<div>${label}<textarea id="${id}" name="${name}" rows="6" maxlength="${MESSAGE_MAX}" required${invalid}>${escapeHtml(value)}</textarea>${error}</div>`;
  }
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  const autocomplete = { firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel' }[name];
  return `<div>${label}<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${invalid}>${error}</div>`;
}

const typedText = (values: Record<string, unknown>, name: string) => (typeof values[name] === 'string' ? values[name] : '');

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The request details as the contact page's form has them: lists of the choices, and dates. Without the
 * lists (`options` unavailable), what was typed goes along in hidden fields.
 */
function detailFields(
  values: Record<string, unknown>,
  problems: Partial<Record<DetailField, string>>,
  requestOptions?: RequestOptions,
): string {
  if (!requestOptions) {
    return DETAIL_FIELDS.filter((name) => typedText(values, name))
      .map((name) => hidden(name, typedText(values, name)))
      .join('');
  }
  const choices = detailChoices(requestOptions);
  const controls = DETAIL_FIELDS.map((name) => {
    const id = `f-${name}`;
    const problem = problems[name];
    const invalid = problem ? ` aria-invalid="true" aria-describedby="${id}-err"` : '';
    const error = problem ? `<p class="err" id="${id}-err">${escapeHtml(problem)}</p>` : '';
    const value = typedText(values, name);
    const label = `<label for="${id}">${escapeHtml(DETAIL_LABELS[name])}</label>`;
    const control =
      name === 'date' || name === 'start'
        ? `<input id="${id}" name="${name}" type="date" value="${escapeHtml(value)}"${invalid}>`
        : `<select id="${id}" name="${name}"${invalid}>${optionsHtml(choices[name as ListField], value)}</select>`;
    return `<div>${label}${control}${error}</div>`;
  });
  return `<fieldset><legend>About your request (optional)</legend>${controls.join('')}</fieldset>`;
}

/** Renders the whole page (a complete HTML document). */
export function renderContactPage(input: ContactPageInput): string {
  const { site, heading, intro, problems = {}, values, idempotencyKey } = input;
  const labels: Record<ContactField | DetailField, string> = { ...FIELD_LABELS, ...DETAIL_LABELS };
  const listed = [...DETAIL_FIELDS, ...CONTACT_FIELDS].filter((name) => problems[name]);
  const problemList = listed.length
    ? `<ul class="problems" id="problems">${listed
        .map((name) => `<li><a href="#f-${name}">${escapeHtml(labels[name])}</a>: ${escapeHtml(problems[name])}</li>`)
        .join('')}</ul>`
    : '';
  const form = values
    ? `<form method="post" action="/api/contact">${detailFields(values, problems, input.options)}${CONTACT_FIELDS.map((name) => field(name, values, problems[name])).join('')}
${[REFERRER_FIELD, CONTACT_PAGE_FIELD]
  .filter((name) => typedText(values, name))
  .map((name) => hidden(name, typedText(values, name)))
  .join(
    '',
  )}<div class="hp" aria-hidden="true"><label for="f-hp">Leave this field empty</label><input id="f-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
${idempotencyKey ? `<input type="hidden" name="${IDEMPOTENCY_FIELD}" value="${escapeHtml(idempotencyKey)}">` : ''}<div><button type="submit">Send message</button></div></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(site.brandName)}</title><style>${STYLE}</style></head>
<body><main><p><a href="/">${escapeHtml(site.brandName)}</a></p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p>${problemList}${form}
<p><a href="${escapeHtml(site.contactPath)}">Back to the contact page</a> or call <a href="tel:${escapeHtml(site.phone.e164)}">${escapeHtml(site.phone.display)}</a>.</p></main></body></html>`;
}
