import { describe, expect, it } from 'vitest';
import { requestSource, SOURCE_PAGE_MAX, UTM_MAX } from './source';

const SITE = 'https://www.firststategolfcarts.example';
const contact = `${SITE}/contact`;

describe('requestSource: the page the visitor came from and the landing’s UTM parameters, from this site only', () => {
  it.each([
    ['a vehicle page', `${SITE}/vehicles/denago-ev-city`, contact, { sourcePage: '/vehicles/denago-ev-city' }],
    ['a page with a query', `${SITE}/inventory?brand=denago`, contact, { sourcePage: '/inventory?brand=denago' }],
    ['no referrer', '', contact, {}],
    ['another site', 'https://www.google.com/search?q=golf+carts', contact, {}],
    ['a look-alike host', 'https://www.firststategolfcarts.example.evil.example/x', contact, {}],
    ['the contact page itself (a reload)', `${contact}?request=quote`, contact, {}],
    ['not text', 42, contact, {}],
    [
      'campaign parameters on the contact page win',
      `${SITE}/rentals?utm_source=old`,
      `${contact}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&request=rental`,
      { sourcePage: '/rentals?utm_source=old', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    ],
    [
      'else those of the page it was opened from',
      `${SITE}/rentals?utm_source=google&utm_medium=cpc&utm_term=golf+cart+rental&utm_content=ad-2`,
      contact,
      {
        sourcePage: '/rentals?utm_source=google&utm_medium=cpc&utm_term=golf+cart+rental&utm_content=ad-2',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_term: 'golf cart rental',
        utm_content: 'ad-2',
      },
    ],
    ['a contact page on another site', '', 'https://evil.example/contact?utm_source=x', {}],
    [
      'no contact page address (no Referer)',
      `${SITE}/services?utm_campaign=fall`,
      null,
      { sourcePage: '/services?utm_campaign=fall', utm_campaign: 'fall' },
    ],
  ])('%s', (_name, referrer, contactPage, source) => {
    expect(requestSource(referrer, contactPage, SITE)).toEqual(source);
  });

  it('cleans what it keeps and cuts it to length: control and invisible characters go, broken UTF-8 reads as U+FFFD', () => {
    const long = `${contact}?utm_source=${'s'.repeat(500)}&utm_medium=%0D%0Aemail%00&utm_campaign=%ED%A0%80&utm_term=%E2%80%8B`;
    expect(requestSource(`${SITE}/${'p'.repeat(400)}`, long, SITE)).toEqual({
      sourcePage: `/${'p'.repeat(SOURCE_PAGE_MAX - 1)}`,
      utm_source: 's'.repeat(UTM_MAX),
      utm_medium: 'email',
      utm_campaign: '\ufffd\ufffd\ufffd',
    });
  });
});

describe('requestSource with a sent referrer that is not a clean address', () => {
  it.each([
    ['a lone surrogate (the URL parser writes it as U+FFFD)', `${SITE}/rentals\ud800`, { sourcePage: '/rentals%EF%BF%BD' }],
    ['a line break', `${SITE}/rentals\n#999 forged`, { sourcePage: '/rentals' }],
    ['a protocol-relative path', `${SITE}//evil.example/x`, { sourcePage: '//evil.example/x' }],
  ])('%s', (_name, referrer, source) => {
    expect(requestSource(referrer, contact, SITE)).toEqual(source);
  });
});
