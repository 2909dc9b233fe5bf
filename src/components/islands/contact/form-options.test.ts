import { describe, expect, it } from 'vitest';
import { DETAIL_LABELS, DETAIL_MESSAGES, REQUEST_DETAILS, REQUEST_INTEREST } from '../../../lib/contact/details';
import { FIELD_LABELS } from '../../../lib/contact/fields';
import { detailChoices } from '../../../lib/contact/choices';
import { requestOptionsFixture as requestOptions } from '../../../lib/contact/request-options.fixture';
import { INTEREST_LABELS, INTERESTS, MESSAGES } from '../../../lib/contact/schema';
import { contactFormProps, FORM_TEXT } from './form-options';

const copy = { add: 'Add details', about: 'About:', clear: 'Clear', estimate: 'Estimate:', estimateNote: 'An estimate.' };

describe('FORM_TEXT: the form’s text, from the contact rules’ own tables', () => {
  it('lists every interest with its label, sales first and default', () => {
    expect(FORM_TEXT.interests).toEqual(INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] })));
    expect(FORM_TEXT.interests[0]!.value).toBe('sales');
    expect(FORM_TEXT.defaultInterest).toBe('sales');
  });

  it.each([
    ['phone', 10],
    ['message', 10],
    ['firstName', 1],
    ['lastName', 1],
  ] as const)('%s needs at least %d characters', (field, min) => {
    expect(FORM_TEXT.limits[field].minLength).toBe(min);
  });

  it('is the rules’ own labels, messages and tables', () => {
    expect(FORM_TEXT.labels).toBe(FIELD_LABELS);
    expect(FORM_TEXT.messages).toBe(MESSAGES);
    expect(FORM_TEXT.messageHint).toBe('At least 10 characters.');
    expect(FORM_TEXT.details).toEqual({
      labels: DETAIL_LABELS,
      messages: DETAIL_MESSAGES,
      asks: REQUEST_DETAILS,
      interests: REQUEST_INTEREST,
    });
  });
});

describe('contactFormProps: what the page sends the island', () => {
  const props = contactFormProps(requestOptions, copy);

  it('is the form’s text, what requests can be about, each list’s choices, and the details’ words', () => {
    const { details: _text, ...rest } = FORM_TEXT;
    expect(props).toEqual({ ...rest, details: expect.any(Object) });
    expect(props.details).toEqual({ ...FORM_TEXT.details, options: requestOptions, choices: detailChoices(requestOptions), copy });
  });

  it('carries no option markup', () => {
    expect(JSON.stringify(props)).not.toContain('<option');
  });
});
