/**
 * What the form needs from the shared rules and routes to render: the interest options, the length
 * limits and where a sent message leads. Computed at build time by the page and passed as props, so the
 * island carries neither the labels, the limits table nor the site's route table.
 */
import { DEFAULT_INTEREST, INTEREST_LABELS, INTERESTS, LIMITS, type Interest } from '../../../lib/contact/schema';
import { staticRoutes } from '../../../lib/routes';

type Limited = 'firstName' | 'lastName' | 'phone' | 'message';
export type LengthLimits = Record<Limited, { minLength?: number; maxLength?: number }>;

export interface ContactFormOptions {
  interests: { value: Interest; label: string }[];
  defaultInterest: Interest;
  limits: LengthLimits;
  /** The page a sent message leads to. */
  thankYouPath: string;
}

function limitsOf(field: Limited): { minLength?: number; maxLength?: number } {
  const { min, max } = LIMITS[field];
  return { minLength: min, maxLength: max };
}

export function contactFormOptions(): ContactFormOptions {
  return {
    interests: INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] })),
    defaultInterest: DEFAULT_INTEREST,
    limits: { firstName: limitsOf('firstName'), lastName: limitsOf('lastName'), phone: limitsOf('phone'), message: limitsOf('message') },
    thankYouPath: staticRoutes.thankYou,
  };
}
