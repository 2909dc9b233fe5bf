import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { presetFromQuery } from './details';
import { contactRequestHref } from './request-link';

describe('contactRequestHref: /contact preset to a request', () => {
  cases('%j -> %s', contactRequestHref, [
    [
      { request: 'test-drive', vehicle: 'evolution-d5-maverick-4-plus' },
      '/contact?request=test-drive&vehicle=evolution-d5-maverick-4-plus#contact-form',
    ],
    [{ request: 'quote', vehicle: 'denago-ev-city' }, '/contact?request=quote&vehicle=denago-ev-city#contact-form'],
    [{ request: 'rental', fleet: '4-seater', plan: 'weekly' }, '/contact?request=rental&fleet=4-seater&plan=weekly#contact-form'],
    [{ request: 'rental', plan: 'weekly', town: 'smyrna' }, '/contact?request=rental&plan=weekly&town=smyrna#contact-form'],
    [{ request: 'service' }, '/contact?request=service#contact-form'],
    [{ request: 'service', date: '' }, '/contact?request=service#contact-form'],
    [{}, '/contact'],
    [{ vehicle: 'a b&c=d' }, '/contact?vehicle=a+b%26c%3Dd#contact-form'],
  ]);

  it('is read back to the same details on the contact page', () => {
    const details = { request: 'rental', fleet: '6-seater', plan: 'monthly', start: '2026-12-01', town: 'milford-kent' };
    expect(presetFromQuery(new URL(contactRequestHref(details), 'https://x.example').search)).toEqual(details);
  });
});

describe('presetFromQuery', () => {
  cases('%s -> %j', presetFromQuery, [
    ['', {}],
    ['?request=quote&vehicle=x', { request: 'quote', vehicle: 'x' }],
    ['?utm_source=mail&request=service&interest=parts', { request: 'service' }],
    ['?vehicle=first&vehicle=second', { vehicle: 'first' }],
    ['?vehicle=&request=test-drive', { request: 'test-drive' }],
    ['?request=%3Cscript%3E', { request: '<script>' }],
  ]);
});
