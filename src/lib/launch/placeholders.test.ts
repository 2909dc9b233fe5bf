import { describe, expect, it } from 'vitest';
import { placeholdersIn, placeholdersInText } from './placeholders';

describe('placeholdersInText', () => {
  it.each([
    ['an e-mail on a reserved domain', 'sales@firststategolfcarts.example', ['sales@firststategolfcarts.example']],
    ['a URL on a reserved domain', 'https://www.facebook.com/shop.example/', ['https://www.facebook.com/shop.example/']],
    ['a reserved domain inside a sentence', 'Write to help@shop.example, or call.', ['help@shop.example']],
    ['a fictional number with a country code', 'Call 1-888-555-0142 today', ['1-888-555-0142']],
    ['a fictional number in e164', '+18885550142', ['+18885550142']],
    ['a fictional number in parentheses', '(302) 555-0199', ['(302) 555-0199']],
    ['a fictional number with dots', '302.555.0100', ['302.555.0100']],
  ])('finds %s', (_name, text, found) => {
    expect(placeholdersInText(text, 'field').map((p) => p.found)).toEqual(found);
  });

  it.each([
    ['a real domain', 'https://www.example.com/page'],
    ['a word that only starts like the domain', 'for example, examples'],
    ['a 555 number outside the fictional range', '1-302-555-2368'],
    ['a real number', '+13027361234'],
    ['a price', '$5,550.142'],
  ])('leaves %s alone', (_name, text) => {
    expect(placeholdersInText(text, 'field')).toEqual([]);
  });
});

describe('placeholdersIn', () => {
  it('names each placeholder by its path in the file', () => {
    const site = {
      phone: { display: '1-888-555-0142', e164: '+13027361234' },
      locations: [{ id: 'a', facebook: 'https://facebook.com/x.example' }],
    };
    expect(placeholdersIn(site).map((p) => [p.rule, p.path, p.found])).toEqual([
      ['fictional-phone', 'phone.display', '1-888-555-0142'],
      ['example-domain', 'locations.0.facebook', 'https://facebook.com/x.example'],
    ]);
  });

  it('lists a record marked sample once, by its id or name, and still looks inside it', () => {
    const reviews = [
      { id: 'linda', sample: true, author: 'Linda M.' },
      { author: 'Marcus T.', sample: true, url: 'https://reviews.example/1' },
      { id: 'real', sample: false, author: 'Real Customer' },
    ];
    expect(placeholdersIn(reviews).map((p) => [p.rule, p.path, p.found])).toEqual([
      ['sample-record', '0', 'linda'],
      ['sample-record', '1', 'Marcus T.'],
      ['example-domain', '1.url', 'https://reviews.example/1'],
    ]);
  });

  it('lists a record marked "confirmed": false until someone confirms it', () => {
    const content = {
      documentFee: { rate: 0.0425, confirmed: false },
      guide: { title: 'Street-legal carts', confirmed: false },
      ok: { confirmed: true },
    };
    expect(placeholdersIn(content).map((p) => [p.rule, p.path, p.found])).toEqual([
      ['unconfirmed', 'documentFee', 'record'],
      ['unconfirmed', 'guide', 'Street-legal carts'],
    ]);
  });

  it('finds nothing in real content', () => {
    expect(placeholdersIn({ email: 'sales@shop.com', phone: '1-302-736-1234', items: [{ id: 'x', sample: false }] })).toEqual([]);
  });
});
