import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTEREST_LABELS } from '../contact/schema';
import { FIELD_LABELS } from '../contact/fields';
import { escapeHtml, PAGE_CSP, PAGE_THEME, renderContactPage } from './html';

const site = { brandName: 'Brand & Co', phone: { display: '1-888-555-0142', e164: '+18885550142' }, contactPath: '/contact' };

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    [`it's & "that"`, 'it&#39;s &amp; &quot;that&quot;'],
    ['&amp;', '&amp;amp;'],
    [null, ''],
    [undefined, ''],
    [5, '5'],
  ])('%j -> %s', (value, escaped) => {
    expect(escapeHtml(value)).toBe(escaped);
  });
});

describe('renderContactPage', () => {
  const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
  const page = renderContactPage({
    site,
    heading: 'Please check your message',
    intro: 'Some details need a fix.',
    problems: { email: 'Invalid email address', firstName: 'First name is required' },
    values: {
      firstName: '',
      lastName: hostile,
      email: 'not-an-email',
      phone: '302 555 0100',
      interest: 'parts',
      message: `</textarea>${hostile}`,
    },
    idempotencyKey: 'key-"1234567',
  });

  it('is a complete document with one h1 and the brand', () => {
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<h1>Please check your message</h1>');
    expect(page).toContain('Brand &amp; Co');
  });

  it('lists the problems in the form order, each linking to its field', () => {
    const list = /<ul class="problems"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
    expect(list.indexOf(FIELD_LABELS.firstName)).toBeLessThan(list.indexOf(FIELD_LABELS.email));
    expect(list).toContain('<a href="#f-email">Email</a>: Invalid email address');
    expect(list).toContain('<a href="#f-firstName">First Name</a>: First name is required');
  });

  it.each(Object.entries(FIELD_LABELS))('labels %s as the contact form does: %s', (name, label) => {
    expect(page).toContain(`<label for="f-${name}">${escapeHtml(label)}</label>`);
  });

  it('refills every field with what was typed, escaped, and marks the invalid ones', () => {
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain(`value="${escapeHtml(hostile)}"`);
    expect(page).toContain(`&lt;/textarea&gt;${escapeHtml(hostile)}</textarea>`);
    expect(page).toContain('value="not-an-email" aria-invalid="true" aria-describedby="f-email-err"');
    expect(page).toContain(`<option value="parts" selected>${escapeHtml(INTEREST_LABELS.parts)}</option>`);
    expect(page).toContain('name="idempotencyKey" value="key-&quot;1234567"');
    expect(page).toContain('<form method="post" action="/api/contact">');
    expect(page).toContain('name="website"');
  });

  it('offers a way back and the phone', () => {
    expect(page).toContain('href="/contact"');
    expect(page).toContain('href="tel:+18885550142"');
  });

  it('has no form when nothing could be read, and no problem list without problems', () => {
    const plain = renderContactPage({ site, heading: 'Too long', intro: 'Shorten it.' });
    expect(plain).not.toContain('<form');
    expect(plain).not.toContain('class="problems"');
  });

  it('needs no script: its policy allows none', () => {
    expect(page).not.toMatch(/<script/i);
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(PAGE_CSP).not.toContain('script-src');
  });
});

describe('PAGE_THEME', () => {
  const theme = readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8');
  it.each(Object.entries(PAGE_THEME))('%s is the value of the site theme token', (name, value) => {
    expect(theme).toMatch(new RegExp(`^\\s*${name}:\\s*${value};`, 'm'));
  });

  it('is the only source of colour a brand green takes on the page', () => {
    const page = renderContactPage({ site, heading: 'h', intro: 'i', values: {} });
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hexes = style.replace(/:root\{[^}]*\}/, '').match(/#[0-9a-f]{6}\b/gi) ?? [];
    expect(hexes.filter((hex) => Object.values(PAGE_THEME).includes(hex as never))).toEqual([]);
    expect(style).toContain('var(--color-brand-700)');
  });
});
