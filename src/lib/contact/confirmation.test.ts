import { describe, expect, it } from 'vitest';
import { confirmation } from './confirmation';
import { thankYouHref } from './thank-you-link';
import { requestOptionsFixture as options } from './request-options.fixture';

describe('thankYouHref', () => {
  it('carries the reference and the details given, nothing else', () => {
    expect(thankYouHref(42, { request: 'test-drive', vehicle: 'cart-one', date: '2026-12-03', time: '' })).toBe(
      '/thank-you?ref=42&request=test-drive&vehicle=cart-one&date=2026-12-03',
    );
    expect(thankYouHref(7, {})).toBe('/thank-you?ref=7');
  });
});

describe('confirmation', () => {
  it('reads back what the redirect carried: the reference, the details as labelled, a rental’s estimate', () => {
    const href = thankYouHref(1234, { request: 'rental', fleet: 'four', plan: 'weekly', start: '2027-01-09', town: 'faraway' });
    expect(confirmation(href.slice(href.indexOf('?')), options)).toEqual({
      reference: '#1234',
      request: 'Rental',
      fleet: 'Four Seater',
      plan: 'Weekly',
      start: 'January 9, 2027',
      town: 'Faraway',
      estimate: '$420 plan + $66 delivery (21 mi from Dover, 11 mi beyond the free 10) + $500 refundable deposit = $986',
    });
  });

  it('confirms a test drive with its cart, date and time of day', () => {
    expect(confirmation('?ref=5&request=test-drive&vehicle=cart-one&date=2026-12-03&time=morning', options)).toEqual({
      reference: '#5',
      request: 'Test drive',
      vehicle: 'Cart One',
      date: 'December 3, 2026',
      time: 'Morning',
    });
  });

  it.each(['', '?ref=', '?ref=0', '?ref=12a', '?ref=-3', '?ref=1e5', `?ref=${'9'.repeat(16)}`, '?request=rental'])(
    'confirms nothing without a valid reference (%s)',
    (search) => {
      expect(confirmation(search, options)).toEqual({});
    },
  );

  it('leaves out what is no choice, so a forged address says nothing of its own', () => {
    expect(confirmation('?ref=9&request=<b>hi</b>&vehicle=cart-sold&date=2026-02-30&town=Call+555', options)).toEqual({ reference: '#9' });
  });

  it('shows the reference alone when what requests can be about is unknown', () => {
    expect(confirmation('?ref=9&request=rental', undefined)).toEqual({ reference: '#9' });
  });
});
