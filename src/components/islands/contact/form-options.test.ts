import { describe, expect, it } from 'vitest';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { DETAIL_LABELS } from '../../../lib/contact/details';
import { FIELD_LABELS } from '../../../lib/contact/fields';
import { packForm } from '../../../lib/contact/packed-options';
import { requestOptionsFixture as requestOptions } from '../../../lib/contact/request-options.fixture';
import { INTEREST_LABELS, MESSAGES } from '../../../lib/contact/schema';
import { contactFormProps, FORM_TEXT } from './form-options';

const copy = { add: 'Add details', about: 'About:', clear: 'Clear', estimate: 'Estimate:', estimateNote: 'An estimate.' };

describe('contactFormProps: what the page sends the island', () => {
  const props = contactFormProps(requestOptions, copy);

  it('is the rules’ own labels and messages, the lists packed once, and the details’ words', () => {
    expect(FORM_TEXT).toEqual({ labels: FIELD_LABELS, messages: MESSAGES, interestLabels: INTEREST_LABELS, detailLabels: DETAIL_LABELS });
    expect(props).toEqual({ ...FORM_TEXT, lists: packForm(requestOptions), copy });
  });

  it('carries each list once, as text: no option markup, no list as objects', () => {
    const sent = serializeProps(props, { displayName: 'ContactForm', astroStaticSlot: true } as Parameters<typeof serializeProps>[1]);
    expect(sent).not.toContain('<option');
    // Every vehicle's id appears once (in its list), not again as data beside labelled choices.
    for (const v of requestOptions.vehicles) expect(sent.split(v.id).length - 1, v.id).toBe(1);
  });
});
