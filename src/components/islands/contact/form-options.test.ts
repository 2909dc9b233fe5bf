import { describe, expect, it } from 'vitest';
import { contactFormOptions } from './form-options';

const options = contactFormOptions();

describe('contactFormOptions', () => {
  it('lists the four interests with their labels, sales first and default', () => {
    expect(options.interests).toEqual([
      { value: 'sales', label: 'Sales Inquiry' },
      { value: 'service', label: 'Service Request' },
      { value: 'parts', label: 'Parts & Accessories' },
      { value: 'general', label: 'General Question' },
    ]);
    expect(options.defaultInterest).toBe('sales');
  });

  it('leads a sent message to /thank-you', () => {
    expect(options.thankYouPath).toBe('/thank-you');
  });

  it.each([
    ['phone', 10],
    ['message', 10],
    ['firstName', 1],
    ['lastName', 1],
  ] as const)('%s needs at least %d characters', (field, min) => {
    expect(options.limits[field].minLength).toBe(min);
  });
});
