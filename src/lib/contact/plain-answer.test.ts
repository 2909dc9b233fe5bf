import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../tests/support/answer-page.ts';
import { elements } from '../../../tests/support/html.ts';
import { ANSWER_FIELDS } from './answer-page';
import { plainAnswerPage } from './plain-answer';
import { CONTACT_PAGE_FIELD, REFERRER_FIELD } from './source';

const site = { brandName: 'Brand & Co', phone: { display: '1-888-555-0142', e164: '+18885550142' }, contactPath: '/contact' };
const hostile = `"><script>alert(1)</script></textarea><img src=x onerror=alert(2)> & $&`;

describe('plainAnswerPage', () => {
  it.each([
    ['plain text', 'We could not read your message'],
    ['markup', hostile],
  ])('says what went wrong, %s written as text', (_case, text) => {
    const html = plainAnswerPage({ heading: text, intro: text }, site);
    expect(readAnswer(html).heading).toBe(text);
    expect(elements(html, 'script')).toEqual([]);
    expect(elements(html, 'img')).toEqual([]);
    expect(elements(html, 'style')).toEqual([]);
    expect(readAnswer(html).form).toBe(false);
  });

  it.each([...ANSWER_FIELDS, REFERRER_FIELD, CONTACT_PAGE_FIELD, 'utm_source'])('keeps %s exactly as typed', (field) => {
    const page = readAnswer(plainAnswerPage({ heading: 'h', intro: 'i', values: { [field]: hostile }, idempotencyKey: 'key-"1' }, site));
    expect(page.value(field)).toBe(hostile);
    expect(page.value('idempotencyKey')).toBe('key-"1');
  });

  it('never sends the honeypot back, nor an empty hidden value', () => {
    const page = readAnswer(plainAnswerPage({ heading: 'h', intro: 'i', values: { website: 'spam', [REFERRER_FIELD]: '' } }, site));
    expect(page.value('website')).toBeUndefined();
    expect(page.value(REFERRER_FIELD)).toBeUndefined();
  });

  it.each([
    [{ email: 'Bad e-mail', firstName: 'Required' }, ['First Name: Required', 'Email: Bad e-mail']],
    [{ message: hostile, vehicle: 'Pick one' }, ['Vehicle: Pick one', `Message: ${hostile}`]],
    [{}, []],
  ])('lists the problems %j in the form order', (problems, listed) => {
    expect(readAnswer(plainAnswerPage({ heading: 'h', intro: 'i', problems, values: {} }, site)).problems).toEqual(listed);
  });

  it('offers the way back and the phone', () => {
    const html = plainAnswerPage({ heading: 'h', intro: 'i' }, site);
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="tel:+18885550142"');
    expect(html).toContain('Brand &amp; Co');
  });
});
