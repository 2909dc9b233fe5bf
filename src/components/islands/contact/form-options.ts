/**
 * What the contact page sends its form island as props, all as data and each thing once: the form's words
 * (FORM_TEXT: labels and messages from the contact rules' own tables), what requests can be about, packed
 * (src/lib/contact/packed-options.ts: each list labelled once by the server's rules, and the figures of the
 * rate card and delivery fees), and the details box's words from content. The words travel as props because
 * the island's JavaScript is held to a byte budget its code nearly fills; the rules' small tables (limits,
 * which details a request asks for) are imported by the island itself.
 */
import { DETAIL_LABELS } from '../../../lib/contact/details';
import { packForm, type PackedForm } from '../../../lib/contact/packed-options';
import type { RequestOptions } from '../../../lib/contact/request-options';
import { FIELD_LABELS } from '../../../lib/contact/fields';
import { INTEREST_LABELS, MESSAGES, type ContactMessages } from '../../../lib/contact/schema';

/** The words of the details' box (content/contact-page.json `form.details`). */
export interface DetailsCopy {
  add: string;
  about: string;
  clear: string;
  estimate: string;
  estimateNote: string;
}

/** The form's labels and messages: the contact rules' own tables. */
export const FORM_TEXT = {
  labels: FIELD_LABELS,
  messages: MESSAGES as ContactMessages,
  interestLabels: INTEREST_LABELS,
  detailLabels: DETAIL_LABELS,
};

export type ContactFormProps = typeof FORM_TEXT & {
  /** What requests can be about, packed. */
  lists: PackedForm;
  copy: DetailsCopy;
};

export function contactFormProps(options: RequestOptions, copy: DetailsCopy): ContactFormProps {
  return { ...FORM_TEXT, lists: packForm(options), copy };
}
