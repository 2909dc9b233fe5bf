/**
 * What the form needs from the shared schema to render: the interest options and the length limits.
 * Computed at build time by the page and passed as props, so the island's first download carries no
 * zod; the schema itself loads when the visitor starts filling the form (see load-schema.ts).
 */
import { contactSchema, INTEREST_LABELS, INTERESTS, type Interest } from '../../../lib/contact/schema';

type Limited = 'firstName' | 'lastName' | 'phone' | 'message';
export type LengthLimits = Record<Limited, { minLength?: number; maxLength?: number }>;

export interface ContactFormOptions {
  interests: { value: Interest; label: string }[];
  defaultInterest: Interest;
  limits: LengthLimits;
}

function limitsOf(field: Limited): { minLength?: number; maxLength?: number } {
  const { minLength, maxLength } = contactSchema.shape[field];
  return { ...(minLength !== null && { minLength }), ...(maxLength !== null && { maxLength }) };
}

export function contactFormOptions(): ContactFormOptions {
  return {
    interests: INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] })),
    defaultInterest: contactSchema.shape.interest.parse(undefined),
    limits: { firstName: limitsOf('firstName'), lastName: limitsOf('lastName'), phone: limitsOf('phone'), message: limitsOf('message') },
  };
}
