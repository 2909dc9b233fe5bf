import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { validateAdf } from './adf-validate.fixture';
import type { Lead } from './lead';
import { configFixture, hostileMessage, plainLead, preOwnedLead, quoteLead, rentalLead, serviceLead, testDriveLead } from './lead.fixture';
import { crmMail, customerMail, greetingName, leadMessageId, requestTitle, staffMail, staffSubject } from './lead-mails';
import { readMail } from './mail.fixture';
import { renderMail } from './mime';

const read = (mail: Parameters<typeof renderMail>[0]) => readMail(renderMail(mail));
const header = (mail: ReturnType<typeof readMail>, name: string) => mail.headers.get(name)?.[0];

describe('the staff e-mail (sales inbox)', () => {
  it.each([
    [testDriveLead, 'Test drive: Acme Cart One, from Ann Lee (#42)'],
    [quoteLead, 'Quote and availability: Acme Cart One, from Ann Lee (#42)'],
    [preOwnedLead, 'Quote and availability: Pre-owned 2022 Acme Cart Two, from Ann Lee (#42)'],
    [rentalLead, 'Rental, from Ann Lee (#42)'],
    [serviceLead, 'Service appointment, from Ann Lee (#42)'],
    [plainLead, 'Sales Inquiry, from Ann Lee (#42)'],
    [{ ...plainLead, interest: 'parts' as const, firstName: 'Zoë', lastName: '山田' }, 'Parts & Accessories, from Zoë 山田 (#42)'],
  ])('its subject says what was asked and by whom: %#', (lead, subject) => {
    expect(staffSubject(lead)).toBe(subject);
    expect(header(read(staffMail(lead, configFixture)), 'subject')).toBe(subject);
  });

  it('cuts a very long name in the subject', () => {
    const subject = staffSubject({ ...plainLead, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) });
    expect(subject).toBe(`Sales Inquiry, from ${'A'.repeat(59)}… (#42)`);
  });

  it('goes to the sales inbox, from the sender, answered to the customer', () => {
    const mail = read(staffMail(testDriveLead, configFixture));
    expect(header(mail, 'from')).toBe('"Test Carts" <leads@testcarts.example>');
    expect(header(mail, 'to')).toBe('"Test Carts sales" <sales@testcarts.example>');
    expect(header(mail, 'reply-to')).toBe('"Ann Lee" <ann@example.com>');
    expect(header(mail, 'message-id')).toBe('<contact-42.sales@testcarts.example>');
    expect(header(mail, 'date')).toBe('Tue, 24 Nov 2026 15:15:00 +0000');
  });

  it('has every detail: the request, the cart with its link, source and UTM, and the message quoted', () => {
    const { body } = read(staffMail(testDriveLead, configFixture));
    expect(body).toContain('New request #42 from the website: Test drive, from Ann Lee.');
    expect(body).toContain('Received Tue, Nov 24, 2026, 10:15 AM EST.');
    expect(body).toContain('  E-mail: ann@example.com\n  Phone: 302-555-0100\n  Interested in: Sales Inquiry');
    expect(body).toContain('  Cart: Acme Cart One (new, $9,995) https://www.testcarts.example/vehicles/cart-one');
    expect(body).toContain('  About: Test drive · Cart One, $9,995');
    expect(body).toContain('  Preferred: Sat, Nov 28, 2026, morning');
    expect(body).toContain('  From: /vehicles/cart-one  utm_source=google  utm_campaign=spring');
    expect(body).toMatch(/\n> Do you deliver to Smyrna\?\n$/);
  });

  it('has the rental estimate, called an estimate', () => {
    const { body } = read(staffMail(rentalLead, configFixture));
    expect(body).toContain('  Rental start: Sat, Dec 5, 2026');
    expect(body).toContain('  Rental estimate (not a quote): plan $420 + free delivery (0 mi) + refundable deposit $500 = $920');
  });

  it('says which message a correction follows', () => {
    const { body } = read(staffMail({ ...testDriveLead, id: 43, followsId: 42 }, configFixture));
    expect(body).toContain('  Follows: message #42 from the same e-mail address (sent again within 10 minutes)');
  });

  it('sets the visitor’s text apart: forged lines are quoted, bidi and zero-width characters shown', () => {
    const { body } = read(staffMail({ ...rentalLead, message: hostileMessage }, configFixture));
    const lines = body.split('\n');
    const start = lines.findIndex((line) => line.startsWith('Message from the customer'));
    const own = lines.slice(0, start);
    const typed = lines.slice(start + 1, -1);
    expect(typed.length).toBe(hostileMessage.split('\n').length);
    expect(typed.every((line) => line.startsWith('> '))).toBe(true);
    // The site's lines appear once each, where the site wrote them.
    expect(own.filter((line) => /^\s*Rental estimate/.test(line))).toHaveLength(1);
    expect(own.filter((line) => /^\s*About:/.test(line))).toHaveLength(1);
    expect(body).toContain('> abc\ufffdgnp.exe\ufffd and zero\ufffdwidth \ufffdisolate\ufffd \ufffdbom');
    expect(body).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/);
  });
});

describe('the customer’s acknowledgement', () => {
  it('says what was asked, about which cart, when to expect an answer and the phone number', () => {
    const mail = read(customerMail(testDriveLead, configFixture));
    expect(header(mail, 'to')).toBe('ann@example.com');
    expect(header(mail, 'reply-to')).toBe('"Test Carts" <sales@testcarts.example>');
    expect(header(mail, 'subject')).toBe('We received your test drive request (Test Carts)');
    expect(header(mail, 'message-id')).toBe('<contact-42.customer@testcarts.example>');
    expect(mail.body).toBe(
      [
        'Hello Ann,',
        '',
        'Thank you for contacting Test Carts. We received your test drive request:',
        '',
        '  Test drive · Cart One, $9,995',
        '  Preferred: Sat, Nov 28, 2026, morning',
        '',
        'Please allow up to 24 hours for a response. We typically reply within 2-6 hours during business hours.',
        '',
        'Need an answer sooner? Call us at 1-888-555-0199.',
        '  Monday - Friday: 9AM - 5PM',
        '  Sunday: Closed',
        '',
        'Your request number is 42. To add or correct something, reply to this e-mail.',
        '',
        'Test Carts',
        'https://www.testcarts.example',
        '',
      ].join('\n'),
    );
  });

  it.each([
    [
      rentalLead,
      'We received your rental request (Test Carts)',
      [
        '  Rental · Four Seater (deposit $500) · Weekly · Hometown',
        '  Rental start: Sat, Dec 5, 2026',
        '  Rental estimate (not a quote): plan $420 + free delivery (0 mi) + refundable deposit $500 = $920',
      ],
    ],
    [
      serviceLead,
      'We received your service appointment request (Test Carts)',
      ['  Service appointment', '  Preferred: Tue, Dec 1, 2026, afternoon'],
    ],
    [plainLead, 'We received your message (Test Carts)', ['  Sales Inquiry']],
  ])('for %#', (lead, subject, asked) => {
    const mail = read(customerMail(lead, configFixture));
    expect(header(mail, 'subject')).toBe(subject);
    for (const line of asked) expect(mail.body).toContain(`${line}\n`);
  });

  it('never carries the visitor’s message, and greets only a name that reads as one', () => {
    const lead: Lead = { ...testDriveLead, firstName: 'WIN $$$ at evil.example', message: 'Buy pills at https://evil.example' };
    const { body } = read(customerMail(lead, configFixture));
    expect(body.startsWith('Hello,\n')).toBe(true);
    expect(body).not.toContain('evil');
    expect(body).not.toContain('pills');
  });

  cases('greetingName(%j)', greetingName, [
    ['Ann', 'Ann'],
    ['Zoë', 'Zoë'],
    ['Mary-Jane', 'Mary-Jane'],
    ["O'Neil", "O'Neil"],
    ['J. R.', 'J. R.'],
    ['山田', '山田'],
    ['Ann2', undefined],
    ['http://x.example', undefined],
    ['Ann <b>', undefined],
    ['A'.repeat(31), undefined],
    ['', undefined],
  ]);
});

describe('the CRM’s e-mail', () => {
  it.each([
    ['a test drive', testDriveLead],
    ['a quote', quoteLead],
    ['a pre-owned cart', preOwnedLead],
    ['hostile characters', { ...quoteLead, firstName: 'Zoë <&>', message: hostileMessage }],
  ])('%s: the ADF document is the whole plain-text body, 7bit, valid', (_what, lead) => {
    const rendered = renderMail(crmMail(lead, configFixture)!);
    const mail = readMail(rendered);
    expect(header(mail, 'to')).toBe('leads@crm.testcarts.example');
    expect(header(mail, 'content-transfer-encoding')).toBe('7bit');
    expect(header(mail, 'content-type')).toBe('text/plain; charset=utf-8');
    expect(mail.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(validateAdf(mail.body)).toEqual({ ok: true, errors: '' });
  });

  it('is none for a rental or a service request', () => {
    expect(crmMail(rentalLead, configFixture)).toBeUndefined();
    expect(crmMail(serviceLead, configFixture)).toBeUndefined();
  });
});

describe('one fixed Message-ID per message and destination', () => {
  it.each([
    ['crm', 'contact-42.crm@testcarts.example'],
    ['sales', 'contact-42.sales@testcarts.example'],
    ['customer', 'contact-42.customer@testcarts.example'],
  ] as const)('%s', (destination, id) => {
    expect(leadMessageId(plainLead, destination, configFixture)).toBe(id);
  });

  it('renders the same bytes on every attempt', () => {
    expect(renderMail(staffMail(testDriveLead, configFixture))).toBe(renderMail(staffMail(testDriveLead, configFixture)));
  });

  it.each([
    [{ request: 'test-drive', interest: 'sales' }, 'Test drive'],
    [{ request: null, interest: 'general' }, 'General Question'],
  ] as const)('requestTitle(%j)', (lead, title) => {
    expect(requestTitle(lead)).toBe(title);
  });
});
