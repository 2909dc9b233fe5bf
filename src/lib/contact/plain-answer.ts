/**
 * The answer page when the built template cannot be read (./answer-page.ts): a minimal plain document,
 * without the site's look, that still says what went wrong, lists the problems and, once the message could be
 * read, keeps every value typed in a form that sends it again. Never a 500, never a lost message.
 */
import { escapeHtml } from '../api/html-escape';
import { ANSWER_FIELDS, controlId, type Answer } from './answer-page';
import { DETAIL_LABELS } from './details';
import { FIELD_LABELS, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './schema';

export interface PlainAnswerSite {
  brandName: string;
  phone: { display: string; e164: string };
  contactPath: string;
}

const LABELS: Record<string, string> = { ...DETAIL_LABELS, ...FIELD_LABELS };

/** A labelled control per field of the form (the message in a text area), then every other typed value, hidden. */
function formOf(typed: Record<string, string>): string {
  const visible = ANSWER_FIELDS.map((field) => {
    const id = controlId(field);
    const value = escapeHtml(typed[field] ?? '');
    const control =
      field === 'message'
        ? `<textarea id="${id}" name="${field}" rows="6">${value}</textarea>`
        : `<input id="${id}" name="${field}" type="text" value="${value}">`;
    return `<p><label for="${id}">${escapeHtml(LABELS[field])}</label><br>${control}</p>`;
  });
  const hidden = Object.entries(typed)
    .filter(([name, value]) => !(name in LABELS) && name !== HONEYPOT_FIELD && value !== '')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`);
  return `<form method="post" action="/api/contact">${visible.join('')}${hidden.join('')}<p><button type="submit">Send message</button></p></form>`;
}

/** The whole page (a complete HTML document). */
export function plainAnswerPage(answer: Answer, site: PlainAnswerSite): string {
  const { heading, intro, problems = {}, values, idempotencyKey } = answer;
  const listed = ANSWER_FIELDS.filter((field) => problems[field]);
  const problemList = listed.length
    ? `<ul id="problems">${listed
        .map((field) => `<li><a href="#${controlId(field)}">${escapeHtml(LABELS[field])}</a>: ${escapeHtml(problems[field])}</li>`)
        .join('')}</ul>`
    : '';
  const form = values ? formOf({ ...values, ...(idempotencyKey ? { [IDEMPOTENCY_FIELD]: idempotencyKey } : {}) }) : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)} | ${escapeHtml(site.brandName)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p>${problemList}${form}
<p><a href="${escapeHtml(site.contactPath)}">Back to the contact page</a> or call <a href="tel:${escapeHtml(site.phone.e164)}">${escapeHtml(site.phone.display)}</a>.</p></main></body></html>`;
}
