/**
 * What the form needs from the shared rules and content to render: its own text (FORM_TEXT: the labels and
 * messages, the interest options, the length limits, the details' labels, messages and tables), and what the
 * page sends as props (contactFormProps: what requests can be about, once, packed, and the details' words).
 */
import {
  DETAIL_LABELS,
  DETAIL_MESSAGES,
  REQUEST_DETAILS,
  REQUEST_INTEREST,
  type DetailField,
  type DetailMessages,
} from '../../../lib/contact/details';
import { packRequestOptions } from '../../../lib/contact/packed-options';
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

/** What the page sends the island: what requests can be about, and the details box's words. */
export interface ContactFormProps {
  /**
   * What requests can be about, packed (src/lib/contact/packed-options.ts): the island unpacks it and labels
   * each list's choices itself (detailChoices).
   */
  packedOptions: string;
  copy: DetailsCopy;
  /** The form's own text and tables (FORM_TEXT): data in the page, not code in the island's byte budget. */
  text: typeof FORM_TEXT;
}

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
  return { packedOptions: packRequestOptions(options), copy, text: FORM_TEXT };
}
