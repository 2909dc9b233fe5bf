/**
 * The built template of the contact API's no-JavaScript answers (src/pages/answers/contact.astro) has every
 * slot the filling rule (src/lib/contact/answer-page.ts) reads, once, and a control for every field; filled
 * with a post where every field has a problem, it keeps each value as typed, lists the problems in the form's
 * order and stays valid HTML. The plain page the function answers with when it cannot read the template is
 * valid too.
 */
import { readFileSync } from 'node:fs';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../support/answer-page.ts';
import { attributes, elements } from '../../support/html.ts';
import { ANSWER_FIELDS, ANSWER_TEMPLATE_PATH, controlId, errorId, fillAnswerPage, SLOT } from '../../../src/lib/contact/answer-page';
import { plainAnswerPage } from '../../../src/lib/contact/plain-answer';
import { CONTACT_PAGE_FIELD, REFERRER_FIELD } from '../../../src/lib/contact/source';
import { DIST, siteUrl } from './dist';

const template = readFileSync(`${DIST}${ANSWER_TEMPLATE_PATH}.html`, 'utf8');
const validator = new HtmlValidate(new FileSystemConfigLoader());
const text = formatterFactory('text');
const expectValid = async (html: string) => {
  const report = await validator.validateString(html, 'answer.html');
  expect(report.valid, text(report.results)).toBe(true);
};

const hostile = `"><script>alert(1)</script></textarea>&amp; it's`;
const problems = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, `${field} <b>needs</b> a fix`]));
const typed: Record<string, string> = {
  ...Object.fromEntries(['firstName', 'lastName', 'email', 'phone', 'message'].map((field) => [field, `${field} ${hostile}`])),
  interest: 'parts',
  date: '2026-12-01',
  start: '2026-12-02',
  [REFERRER_FIELD]: `${siteUrl}/rentals?${hostile}`,
  [CONTACT_PAGE_FIELD]: `${siteUrl}/contact?utm_source=flyer`,
};

describe('the answer template', () => {
  it.each([
    ['h1', 'heading'],
    ['p', 'intro'],
    ['section', 'problems'],
    ['details', 'details'],
    ['form', 'form'],
  ])('has one %s marked %s', (tag, slot) => {
    expect(elements(template, tag).filter((e) => attributes(e)[SLOT.answer] === slot)).toHaveLength(1);
  });

  it('lists a problem item per field, in the form order, and an error paragraph per field', () => {
    expect(elements(template, 'li').flatMap((li) => attributes(li)[SLOT.problem] ?? [])).toEqual(ANSWER_FIELDS);
    expect(elements(template, 'p').flatMap((p) => attributes(p)[SLOT.error] ?? [])).toEqual(ANSWER_FIELDS);
    for (const field of ANSWER_FIELDS) expect(elements(template, 'p').filter((p) => attributes(p).id === errorId(field))).toHaveLength(1);
  });

  it('has a control for every field, the hidden fields and the honeypot', () => {
    const page = readAnswer(template);
    for (const field of [...ANSWER_FIELDS, REFERRER_FIELD, CONTACT_PAGE_FIELD, 'idempotencyKey', 'website'])
      expect(page.control(field), field).toBeDefined();
    for (const field of ANSWER_FIELDS) expect(page.control(field)?.id).toBe(controlId(field));
  });

  const filled = fillAnswerPage(template, {
    heading: `Please check ${hostile}`,
    intro: hostile,
    problems,
    values: typed,
    idempotencyKey: 'k-1',
  });

  it('filled, keeps every value as typed and lists every problem in the form order', () => {
    const page = readAnswer(filled);
    for (const [name, value] of Object.entries(typed)) expect(page.value(name), name).toBe(value);
    expect(page.value('idempotencyKey')).toBe('k-1');
    expect(page.problems.map((item) => item.replace(/^[^:]+: /, ''))).toEqual(ANSWER_FIELDS.map((field) => problems[field]));
    expect(elements(filled, 'script')).toEqual([]);
    expect(elements(filled, 'b')).toEqual([]);
  });

  it('filled, is valid HTML', async () => {
    await expectValid(filled);
    await expectValid(fillAnswerPage(template, { heading: 'Too long', intro: 'Shorten it.' }));
    await expectValid(
      fillAnswerPage(template, { heading: 'h', intro: 'i', problems: { firstName: 'Required' }, values: { firstName: '' } }),
    );
  });

  it('has a plain stand-in that is valid HTML', async () => {
    const site = {
      brandName: 'First State Golf Carts',
      phone: { display: '1-888-555-0142', e164: '+18885550142' },
      contactPath: '/contact',
    };
    await expectValid(plainAnswerPage({ heading: 'Please check', intro: hostile, problems, values: typed, idempotencyKey: 'k' }, site));
  });
});
