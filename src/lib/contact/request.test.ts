import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { DETAIL_MESSAGES } from './details';
import { validMessage } from './message.fixture';
import { namesDetails, validateRequest } from './request';
import { requestOptionsFixture as options } from './request-options.fixture';

const SITE = 'https://www.firststategolfcarts.example';
const message = { ...validMessage, interest: 'sales', message: 'Can I test drive it?' };
// 15:00 UTC is 10 AM in Dover.
const post = { now: new Date('2026-11-23T15:00:00Z'), referer: `${SITE}/contact?request=test-drive&utm_source=mail`, origin: SITE };

describe('namesDetails', () => {
  cases('%j -> %s', namesDetails, [
    [{}, false],
    [{ request: '', vehicle: '   ', date: null }, false],
    [{ ...message, interest: 'service' }, false],
    [{ vehicle: 'x' }, true],
    [{ town: 7 }, true],
  ]);
});

describe('validateRequest: the message, its details, their summary and estimate, its source', () => {
  it('returns everything the API stores', () => {
    const result = validateRequest(
      { ...message, request: 'rental', fleet: 'four', plan: 'weekly', start: '2026-11-23', town: 'faraway', referrer: `${SITE}/rentals` },
      options,
      post,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        message,
        details: { request: 'rental', fleet: 'four', plan: 'weekly', start: '2026-11-23', town: 'faraway' },
        summary: 'Rental · Four Seater · Weekly · Faraway',
        // 21 mi: the 11 miles beyond the free 10 are charged.
        estimate: { plan: 420, delivery: { miles: 21, chargedMiles: 11, free: false, fee: 66 }, deposit: 500, total: 986 },
        source: { sourcePage: '/rentals', utm_source: 'mail' },
      },
    });
  });

  it('reports the message’s and the details’ errors together', () => {
    expect(validateRequest({ ...message, email: 'x', vehicle: 'no-such-cart', date: '2026-11-22' }, options, post)).toEqual({
      ok: false,
      errors: { email: 'Enter an e-mail address like name@example.com', vehicle: DETAIL_MESSAGES.vehicle, date: DETAIL_MESSAGES.date },
    });
  });

  it('counts today in the dealer’s time zone: at 3 AM UTC it is still yesterday in Dover', () => {
    const early = { ...post, now: new Date('2026-11-24T03:00:00Z') };
    expect(validateRequest({ ...message, date: '2026-11-23' }, options, early).ok).toBe(true);
    expect(validateRequest({ ...message, date: '2026-11-22' }, options, early).ok).toBe(false);
  });

  it('needs no options for a message without details, which has no summary or estimate', () => {
    expect(validateRequest(message, undefined, post)).toEqual({
      ok: true,
      value: { message, details: {}, summary: undefined, estimate: undefined, source: { utm_source: 'mail' } },
    });
  });

  it('takes the contact page a corrected plain form post carries over its Referer (the answer page)', () => {
    const result = validateRequest({ ...message, contactPage: `${SITE}/contact?utm_campaign=fall` }, undefined, {
      ...post,
      referer: `${SITE}/api/contact`,
    });
    expect(result.ok && result.value.source).toEqual({ utm_campaign: 'fall' });
  });
});
