import { describe, expect, it } from 'vitest';
import { attributes, elements, textOf, type Element } from '../../../tests/support/html.ts';
import { ANSWER_FIELDS, controlId, errorId, fillAnswerPage, SLOT, type Answer } from './answer-page';
import { DETAIL_FIELDS } from './details';
import { CONTACT_PAGE_FIELD, REFERRER_FIELD } from './source';

/**
 * A template marked as the build's is (src/pages/answers/contact.astro; tests/unit/quality/answer-template.test.ts
 * holds the built one to the same marks): every field of the form, each list with an empty choice and two others.
 */
function control(field: string): string {
  const id = `id="${controlId(field)}" name="${field}"`;
  if (field === 'message') return `<textarea ${id} rows="6" required class="form-control"></textarea>`;
  if (field === 'date' || field === 'start') return `<input ${id} type="date" value="" class="form-control">`;
  if (field === 'interest' || !['firstName', 'lastName', 'email', 'phone'].includes(field))
    return `<select ${id} class="form-control"><option value="">none</option><option value="sales" selected>Sales</option><optgroup label="More"><option value="parts">Parts &amp; more</option></optgroup></select>`;
  return `<input ${id} type="text" required value="" class="form-control">`;
}
const block = (field: string) =>
  `<div><label for="${controlId(field)}">${field}</label>${control(field)}<p ${SLOT.error}="${field}" id="${errorId(field)}" hidden class="err"></p></div>`;
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Your message was not sent | Brand &amp; Co</title></head><body><main>
<h1 ${SLOT.answer}="heading" class="h">Your message was not sent</h1><p ${SLOT.answer}="intro" class="i">Please send it again.</p>
<section ${SLOT.answer}="problems" id="problems" hidden aria-labelledby="t"><h2 id="t">Please fix</h2><ul>${ANSWER_FIELDS.map(
  (field) => `<li ${SLOT.problem}="${field}" hidden><a href="#${controlId(field)}">${field}</a>: </li>`,
).join('')}</ul></section>
<form ${SLOT.answer}="form" method="post" action="/api/contact"><details ${SLOT.answer}="details" class="d"><summary>About</summary>${DETAIL_FIELDS.map(block).join('')}</details>
${ANSWER_FIELDS.filter((field) => !(DETAIL_FIELDS as readonly string[]).includes(field))
  .map(block)
  .join(
    '',
  )}<input type="hidden" name="${REFERRER_FIELD}" value=""><input type="hidden" name="${CONTACT_PAGE_FIELD}" value=""><input type="hidden" name="idempotencyKey" value="">
<div aria-hidden="true"><input id="f-website" type="text" name="website" tabindex="-1" value=""></div><button type="submit">Send message</button></form>
<p><a href="/contact">Back to the contact page</a></p></main></body></html>`;

const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)> & it's $& $1`;
const fill = (answer: Partial<Answer>) => fillAnswerPage(TEMPLATE, { heading: 'Please check', intro: 'Fix these.', ...answer });
const named = (html: string, name: string): Element => {
  const found = elements(html, 'input')
    .concat(elements(html, 'select'), elements(html, 'textarea'))
    .filter((e) => attributes(e).name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const optionsOf = (parent: Element): Element[] =>
  parent.childNodes.flatMap((child) => (!('tagName' in child) ? [] : child.tagName === 'option' ? [child] : optionsOf(child)));
const selectedOf = (select: Element) =>
  optionsOf(select)
    .filter((option) => 'selected' in attributes(option))
    .map((option) => attributes(option).value);

describe('fillAnswerPage: texts', () => {
  it.each([
    ['a plain heading', 'Please check your message'],
    ['markup in the heading', hostile],
  ])('writes %s as text into the title, the h1 and the intro', (_case, text) => {
    const page = fill({ heading: text, intro: text });
    expect(textOf(elements(page, 'h1')[0]!)).toBe(text);
    expect(textOf(elements(page, 'title')[0]!)).toBe(`${text} | Brand & Co`);
    expect(textOf(elements(page, 'p').find((p) => attributes(p)[SLOT.answer] === 'intro')!)).toBe(text);
    expect(elements(page, 'script')).toEqual([]);
    expect(elements(page, 'img')).toEqual([]);
  });
});

describe('fillAnswerPage: problems', () => {
  const allText = (e: Element): string =>
    e.childNodes
      .map((c) => ('tagName' in c ? allText(c) : c.nodeName === '#text' ? (c as unknown as { value: string }).value : ''))
      .join('');
  const listed = (html: string) =>
    elements(html, 'li').map((li) => [attributes(li)[SLOT.problem], allText(li), 'hidden' in attributes(li)]);

  it.each([
    [{ email: 'Bad e-mail', firstName: 'First name is required' }, ['firstName', 'email']],
    [{ message: 'Too short', start: 'Not a date', vehicle: hostile }, ['vehicle', 'start', 'message']],
    [{ town: 'Pick a town' }, ['town']],
  ] as const)('lists %j in the form order, each with its message, linked to its field', (problems, order) => {
    const page = fill({ problems, values: {} });
    expect(listed(page)).toEqual(order.map((field) => [field, `${field}: ${(problems as Record<string, string>)[field]}`, false]));
    expect('hidden' in attributes(elements(page, 'section')[0]!)).toBe(false);
    for (const field of order) {
      const control = attributes(named(page, field));
      expect(control['aria-invalid']).toBe('true');
      expect(control['aria-describedby']).toBe(errorId(field));
      const error = elements(page, 'p').find((p) => attributes(p).id === errorId(field))!;
      expect([textOf(error), 'hidden' in attributes(error)]).toEqual([(problems as Record<string, string>)[field], false]);
    }
  });

  it('leaves no problem list, no error and no invalid mark without problems', () => {
    const page = fill({ values: { firstName: 'Ann' } });
    expect(elements(page, 'section')).toEqual([]);
    expect(elements(page, 'li')).toEqual([]);
    expect(elements(page, 'p').filter((p) => attributes(p)[SLOT.error])).toEqual([]);
    expect(page).not.toContain('aria-invalid');
  });
});

describe('fillAnswerPage: the form as typed', () => {
  const texts = ['firstName', 'lastName', 'email', 'phone', 'date', 'start', REFERRER_FIELD, CONTACT_PAGE_FIELD] as const;

  it.each(texts)('keeps %s exactly as typed, escaped', (field) => {
    const page = fill({ values: { [field]: hostile }, idempotencyKey: 'k' });
    expect(attributes(named(page, field)).value).toBe(hostile);
    expect(elements(page, 'script')).toEqual([]);
  });

  it('writes a field left empty as an empty value, not a bare attribute', () => {
    expect(/<input[^>]*name="firstName"[^>]*>/.exec(fill({ values: { firstName: '' } }))?.[0]).toContain(' value=""');
  });

  it('keeps the message exactly as typed, a closing tag included', () => {
    const message = `</textarea>${hostile}\nline two`;
    expect(textOf(named(fill({ values: { message } }), 'message'))).toBe(message);
  });

  it.each(ANSWER_FIELDS.filter((field) => !['firstName', 'lastName', 'email', 'phone', 'date', 'start', 'message'].includes(field)))(
    'selects the typed choice of %s (in a group too), and only it',
    (field) => {
      expect(selectedOf(named(fill({ values: { [field]: 'parts' } }), field))).toEqual(['parts']);
      expect(selectedOf(named(fill({ values: { [field]: '' } }), field))).toEqual(['']);
      // A value that is no choice selects none; not typed at all, the template's choice stays.
      expect(selectedOf(named(fill({ values: { [field]: hostile } }), field))).toEqual([]);
      expect(selectedOf(named(fill({ values: {} }), field))).toEqual(['sales']);
    },
  );

  it('carries the idempotency key, drops empty hidden fields and never fills the honeypot', () => {
    const page = fill({ values: { website: 'spam', [REFERRER_FIELD]: '' }, idempotencyKey: 'key-"1' });
    expect(attributes(named(page, 'idempotencyKey')).value).toBe('key-"1');
    expect(attributes(named(page, 'website')).value).toBe('');
    expect(elements(page, 'input').filter((i) => [REFERRER_FIELD, CONTACT_PAGE_FIELD].includes(attributes(i).name!))).toEqual([]);
  });

  it.each([
    [{ vehicle: 'parts' }, {}, true],
    [{}, { date: 'Not a date' }, true],
    [{ firstName: 'Ann' }, {}, false],
  ])('opens the details when a detail was typed or has a problem: %j %j -> %s', (values, problems, open) => {
    const details = elements(fill({ values, problems }), 'details')[0]!;
    expect('open' in attributes(details)).toBe(open);
  });

  it('shows no form when nothing could be read, and keeps the rest of the page', () => {
    const page = fill({});
    expect(elements(page, 'form')).toEqual([]);
    expect(elements(page, 'a').map((a) => attributes(a).href)).toContain('/contact');
  });
});
