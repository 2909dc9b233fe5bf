import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { plainLead } from './lead.fixture';
import { customerName, requestLines } from './lead-lines';

const lead = (changes: Partial<Lead>): Lead => ({ ...plainLead, ...changes });

describe('requestLines: what a stored request says, in the site’s own lines', () => {
  it.each([
    ['a plain message', lead({}), []],
    [
      'a test drive',
      lead({ summary: 'Test drive · Evolution D5 Maverick 4 Plus, $9,995', preferredDate: '2026-12-01', preferredTime: 'morning' }),
      ['About: Test drive · Evolution D5 Maverick 4 Plus, $9,995', 'Preferred: Tue, Dec 1, 2026, morning'],
    ],
    [
      'a rental, with its estimate labelled one',
      lead({
        summary: 'Rental · 4 Seater Golf Carts (deposit $500) · Weekly · Smyrna',
        rentalStart: '2026-12-05',
        estimate: { planUsd: 1050, deliveryUsd: 72, depositUsd: 500, totalUsd: 1622, miles: 12 },
        sourcePage: '/smyrna-golf-cart-rentals',
        utm: { utm_source: 'google', utm_campaign: 'spring' },
      }),
      [
        'About: Rental · 4 Seater Golf Carts (deposit $500) · Weekly · Smyrna',
        'Rental start: Sat, Dec 5, 2026',
        'Rental estimate (not a quote): plan $1,050 + delivery $72 (12 mi) + refundable deposit $500 = $1,622',
        'From: /smyrna-golf-cart-rentals  utm_source=google  utm_campaign=spring',
      ],
    ],
    [
      'free delivery and cents',
      lead({ estimate: { planUsd: 93.5, deliveryUsd: 0, depositUsd: 600, totalUsd: 693.5, miles: 4.2 } }),
      ['Rental estimate (not a quote): plan $93.50 + free delivery (4.2 mi) + refundable deposit $600 = $693.50'],
    ],
    ['campaign parameters alone', lead({ utm: { utm_medium: 'email' } }), ['From: utm_medium=email']],
    ['a correction', lead({ followsId: 41 }), ['Follows: message #41 from the same e-mail address (sent again within 10 minutes)']],
    [
      'a stored value with a line break stays on its line',
      lead({ sourcePage: '/x\n#999  forged\u202e' }),
      ['From: /x\ufffd#999  forged\ufffd'],
    ],
  ])('%s', (_name, value, lines) => {
    expect(requestLines(value)).toEqual(lines);
  });

  it('writes the customer’s name on one line', () => {
    expect(customerName({ firstName: 'Ann\n#9', lastName: 'Lee\u202e' })).toBe('Ann\ufffd#9 Lee\ufffd');
  });
});
