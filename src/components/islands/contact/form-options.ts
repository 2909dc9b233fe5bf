/**
 * What the form needs from the shared rules and content to render: its own text (FORM_TEXT: the labels and
 * messages, the interest options, the length limits, the details' labels, messages and tables), and what the
 * page sends as props (contactFormProps: that text, what requests can be about, each list's choices, the details' words).
 */
import {
  DETAIL_LABELS,
  DETAIL_MESSAGES,
  REQUEST_DETAILS,
  REQUEST_INTEREST,
  type DetailField,
  type DetailMessages,
} from '../../../lib/contact/details';
import { detailChoices, type DetailChoices } from '../../../lib/contact/choices';
import type { RequestOptions } from '../../../lib/contact/request-options';
import { FIELD_LABELS } from '../../../lib/contact/fields';
import {
  DEFAULT_INTEREST,
  INTEREST_LABELS,
  INTERESTS,
  LIMITS,
  MESSAGES,
  type ContactMessages,
  type Interest,
} from '../../../lib/contact/schema';

type Limited = 'firstName' | 'lastName' | 'phone' | 'message';
export type LengthLimits = Record<Limited, { minLength?: number; maxLength?: number }>;

/** The words of the details' box (content/contact-page.json `form.details`). */
export interface DetailsCopy {
  add: string;
  about: string;
  clear: string;
  estimate: string;
  estimateNote: string;
}

/** The details' labels, messages and tables: the island's own text (src/lib/contact/details.ts). */
export interface DetailsText {
  labels: Record<DetailField, string>;
  messages: DetailMessages;
  /** The details each request asks for, and the interest it chooses. */
  asks: typeof REQUEST_DETAILS;
  interests: typeof REQUEST_INTEREST;
}

/** The details box's props: its text and tables, what requests can be about, each list's choices, its words. */
export interface DetailsProps extends DetailsText {
  /** What requests can be about: the rental estimate's figures and the plans the rules look up. */
  options: RequestOptions;
  /** Each list's labelled choices (detailChoices of the options), which the island renders and checks against. */
  choices: DetailChoices;
  copy: DetailsCopy;
}

/**
 * What the page sends the island: the form's own text and tables (FORM_TEXT) and the details box's props, all
 * as data. The island's JavaScript is held to a byte budget that its code alone nearly fills; none of this is
 * markup (each list's options are rendered by the island from its choices).
 */
export type ContactFormProps = Omit<typeof FORM_TEXT, 'details'> & { details: DetailsProps };

function limitsOf(field: Limited): { minLength?: number; maxLength?: number } {
  const { min, max } = LIMITS[field];
  return { minLength: min, maxLength: max };
}

/**
 * The form's labels, messages, interests and length limits, from the contact rules' own tables. Sent in the
 * island's props: the island's JavaScript is held to a byte budget that its code alone nearly fills.
 */
export const FORM_TEXT = {
  labels: FIELD_LABELS,
  messages: MESSAGES as ContactMessages,
  interests: INTERESTS.map((value): { value: Interest; label: string } => ({ value, label: INTEREST_LABELS[value] })),
  defaultInterest: DEFAULT_INTEREST,
  limits: {
    firstName: limitsOf('firstName'),
    lastName: limitsOf('lastName'),
    phone: limitsOf('phone'),
    message: limitsOf('message'),
  } satisfies LengthLimits,
  /** The message field's hint: its shortest length. */
  messageHint: `At least ${LIMITS.message.min} characters.`,
  details: { labels: DETAIL_LABELS, messages: DETAIL_MESSAGES, asks: REQUEST_DETAILS, interests: REQUEST_INTEREST } satisfies DetailsText,
};

export function contactFormProps(options: RequestOptions, copy: DetailsCopy): ContactFormProps {
  return { ...FORM_TEXT, details: { ...FORM_TEXT.details, options, choices: detailChoices(options), copy } };
}
