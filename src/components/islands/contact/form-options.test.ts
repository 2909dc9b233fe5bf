import { describe, expect, it } from 'vitest';
import { DETAIL_LABELS, DETAIL_MESSAGES, REQUEST_DETAILS, REQUEST_INTEREST } from '../../../lib/contact/details';
import { FIELD_LABELS } from '../../../lib/contact/fields';
import { MESSAGES } from '../../../lib/contact/schema';
import { requestOptionsFixture } from '../../../lib/contact/request-options.fixture';
import { contactFormOptions } from './form-options';

const requestOptions = requestOptionsFixture;
const copy = { add: 'Add details', about: 'About:', clear: 'Clear', estimate: 'Estimate:', estimateNote: 'An estimate.' };
const options = contactFormOptions(requestOptions, copy);

describe('contactFormOptions', () => {
  it('lists the four interests with their labels, sales first and default', () => {
    expect(options.interests).toEqual([
      { value: 'sales', label: 'Sales Inquiry' },
      { value: 'rental', label: 'Rental' },
      { value: 'service', label: 'Service Request' },
      { value: 'parts', label: 'Parts & Accessories' },
      { value: 'general', label: 'General Question' },
    ]);
    expect(options.defaultInterest).toBe('sales');
  });

  it.each([
    ['phone', 10],
    ['message', 10],
    ['firstName', 1],
    ['lastName', 1],
  ] as const)('%s needs at least %d characters', (field, min) => {
    expect(options.limits[field].minLength).toBe(min);
  });

  it('gives the island the rules’ own labels, messages and tables, so it carries none of them', () => {
    expect(options.labels).toBe(FIELD_LABELS);
    expect(options.messages).toBe(MESSAGES);
    expect(options.messageHint).toBe('At least 10 characters.');
    expect(options.details).toMatchObject({
      options: requestOptions,
      labels: DETAIL_LABELS,
      messages: DETAIL_MESSAGES,
      asks: REQUEST_DETAILS,
      interests: REQUEST_INTEREST,
      copy,
    });
  });

  it('sends what requests can be about once, as data: no labelled choices, no option markup', () => {
    expect(Object.keys(options.details)).not.toContain('choices');
    expect(Object.keys(options.details)).not.toContain('lists');
    expect(JSON.stringify(options)).not.toContain('<option');
  });
});
