import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { adfComments, adfDocument, COMMENT_WIDTH, wrapLine } from './adf';
import { validateAdf } from './adf-validate.fixture';
import type { Lead } from './lead';
import { configFixture, hostileMessage, plainLead, preOwnedLead, quoteLead, rentalLead, serviceLead, testDriveLead } from './lead.fixture';

/** The document, checked valid against the DTD by xmllint. */
function validDocument(lead: Lead, resend = false): string {
  const xml = adfDocument(lead, configFixture, { resend });
  expect(xml).toBeDefined();
  const verdict = validateAdf(xml!);
  expect(verdict.errors).toBe('');
  expect(verdict.ok).toBe(true);
  return xml!;
}

const between = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];

describe('adfDocument: valid ADF 1.0 for every sales lead', () => {
  it('a test drive: interest test-drive, the cart, the customer, the preferred time and page in the comments', () => {
    const xml = validDocument(testDriveLead);
    expect(xml).toContain('<prospect status="new">');
    expect(xml).toContain('<id sequence="1" source="www.testcarts.example">42</id>');
    expect(xml).toContain('<requestdate>2026-11-24T10:15:00-05:00</requestdate>');
    expect(xml).toContain('<vehicle interest="test-drive" status="new">');
    expect(between(xml, 'year')).toBe('');
    expect(between(xml, 'make')).toBe('Acme');
    expect(between(xml, 'model')).toBe('Cart One');
    expect(between(xml, 'stock')).toBe('cart-one');
    expect(xml).toContain('<price type="asking" currency="USD">9995</price>');
    expect(xml).toContain('<name part="first">Ann</name>');
    expect(xml).toContain('<name part="last">Lee</name>');
    expect(xml).toContain('<email>ann@example.com</email>');
    expect(xml).toContain('<phone type="voice">302-555-0100</phone>');
    const comments = between(xml, 'comments')!;
    expect(comments).toContain('Preferred: Sat, Nov 28, 2026, morning');
    expect(comments).toContain('From: /vehicles/cart-one  utm_source=google  utm_campaign=spring');
    expect(comments).toContain('&gt; Do you deliver to Smyrna?');
    expect(between(xml, 'vendorname')).toBe('Test Carts');
    expect(xml).toContain('<email>sales@testcarts.example</email>');
    expect(xml).toContain('<url>https://www.testcarts.example/contact</url>');
  });

  it('a quote: interest buy', () => {
    const xml = validDocument(quoteLead);
    expect(xml).toContain('<vehicle interest="buy" status="new">');
    expect(between(xml, 'comments')).toContain('About: Quote and availability');
  });

  it('a pre-owned cart: status used, with its model year', () => {
    const xml = validDocument(preOwnedLead);
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    expect(between(xml, 'year')).toBe('2022');
    expect(between(xml, 'model')).toBe('Cart Two');
    expect(xml).toContain('<price type="asking" currency="USD">6295</price>');
  });

  it('a sales message that names no cart: still a vehicle (the DTD needs one), empty, and the comments say so', () => {
    const xml = validDocument(plainLead);
    expect(xml).toContain('<vehicle interest="buy" status="new">');
    expect(xml).not.toContain('<stock>');
    expect(between(xml, 'comments')).toContain('Cart: none named');
  });

  it('a message full of hostile characters: escaped, ASCII only, still valid, and the visitor cannot close an element', () => {
    const lead: Lead = {
      ...testDriveLead,
      firstName: 'Zoë <b>&amp;',
      lastName: ']]> "O\'Brien"',
      phone: '302-555-0100 <x/>',
      message: hostileMessage,
    };
    const xml = validDocument(lead);
    expect(xml).toMatch(/^[\x09\x0a\x20-\x7e]*$/);
    expect(xml.match(/<customer>/g)).toHaveLength(1);
    expect(xml.match(/<\/comments>/g)).toHaveLength(1);
    expect(xml).toContain('<name part="first">Zo&#xEB; &lt;b&gt;&amp;amp;</name>');
    expect(xml).toContain('<name part="last">]]&gt; "O\'Brien"</name>');
    const comments = between(xml, 'comments')!;
    // Bidi overrides and zero-width characters are shown, not applied.
    expect(comments).toContain('abc&#xFFFD;gnp.exe&#xFFFD;');
    expect(comments).not.toMatch(/&#x(?:202[A-E]|200B|2066|2069|FEFF);/);
    // Every line of the visitor's text is quoted; the site's own lines come first and only once.
    const lines = comments.split('\n');
    const quoted = lines.slice(lines.indexOf('Message from the customer:') + 1);
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    expect(quoted.every((line) => line.startsWith('&gt;'))).toBe(true);
    expect(lines.filter((line) => line.startsWith('About:'))).toEqual(['About: Test drive &#xB7; Cart One, $9,995']);
  });

  it('a resend after an unanswered attempt says so', () => {
    expect(validDocument(testDriveLead, true)).toContain('<prospect status="resend">');
  });

  it.each([
    ['a rental', rentalLead],
    ['a service request', serviceLead],
    ['a general question', { ...plainLead, interest: 'general' as const }],
    ['parts', { ...plainLead, interest: 'parts' as const }],
  ])('none for %s (no ADF concept)', (_what, lead) => {
    expect(adfDocument(lead, configFixture)).toBeUndefined();
  });
});

describe('comments in short lines', () => {
  it('cuts a long message into quoted lines of at most the width, every one of them quoted', () => {
    const message = `${'word '.repeat(100)}\n${'x'.repeat(200)}`;
    const lines = adfComments({ ...quoteLead, message }).split('\n');
    const quoted = lines.slice(lines.indexOf('Message from the customer:') + 1);
    expect(quoted.every((line) => line.startsWith('> ') && Array.from(line).length <= COMMENT_WIDTH)).toBe(true);
    // Nothing is lost but the spaces the lines were cut at.
    expect(quoted.map((line) => line.slice(2).replace(/\s/g, '')).join('')).toBe(message.replace(/\s/g, ''));
  });

  cases('wrapLine(%j, %i)', wrapLine, [
    ['short', 10, ['short']],
    ['one two three four', 9, ['one two', 'three', 'four']],
    ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['🚗🚗🚗🚗🚗', 2, ['🚗🚗', '🚗🚗', '🚗']],
  ]);
});
