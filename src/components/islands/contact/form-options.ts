/**
 * What the form needs from the shared rules and content to render: the labels and messages, the interest
 * options, the length limits, and for the request details what requests can be about (sent once, as data:
 * the island labels each list's choices itself), their labels, messages and words. Computed at build time by
 * the page and passed as props, so the island carries neither the labels, the messages nor the limits table.
 */
import {
  DETAIL_LABELS,
  DETAIL_MESSAGES,
  REQUEST_DETAILS,
  REQUEST_INTEREST,
  type DetailField,
  type DetailMessages,
} from '../../../lib/contact/details';
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

export interface DetailsProps {
  /** What requests can be about: the island labels each list's choices from it (detailChoices). */
  options: RequestOptions;
  labels: Record<DetailField, string>;
  messages: DetailMessages;
  /** The details each request asks for, and the interest it chooses (the tables of src/lib/contact/details.ts). */
  asks: typeof REQUEST_DETAILS;
  interests: typeof REQUEST_INTEREST;
  copy: DetailsCopy;
}

export interface ContactFormOptions {
  /** The fields' visible labels and the messages of the contact rules. */
  labels: typeof FIELD_LABELS;
  messages: ContactMessages;
  interests: { value: Interest; label: string }[];
  defaultInterest: Interest;
  limits: LengthLimits;
  /** The message field's hint: its shortest length. */
  messageHint: string;
  details: DetailsProps;
}

function limitsOf(field: Limited): { minLength?: number; maxLength?: number } {
  const { min, max } = LIMITS[field];
  return { minLength: min, maxLength: max };
}

export function contactFormOptions(options: RequestOptions, copy: DetailsCopy): ContactFormOptions {
  return {
    labels: FIELD_LABELS,
    messages: MESSAGES,
    interests: INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] })),
    defaultInterest: DEFAULT_INTEREST,
    limits: { firstName: limitsOf('firstName'), lastName: limitsOf('lastName'), phone: limitsOf('phone'), message: limitsOf('message') },
    messageHint: `At least ${LIMITS.message.min} characters.`,
    details: {
      options,
      labels: DETAIL_LABELS,
      messages: DETAIL_MESSAGES,
      asks: REQUEST_DETAILS,
      interests: REQUEST_INTEREST,
      copy,
    },
  };
}
