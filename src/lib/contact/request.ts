/**
 * A whole contact request as the API stores it: the message (./schema.ts), its optional details
 * (./details.ts) with the one-line summary and, for a rental, the estimate the server computes itself, and
 * where it came from (./source.ts). Field errors of the message and of the details come back together,
 * in the form's order, so a visitor fixes everything in one go.
 */
import type { RentalEstimate } from '../rentals/estimate';
import { detailChoices } from './choices';
import {
  dealerToday,
  describeRequest,
  DETAIL_FIELDS,
  DETAIL_MESSAGES,
  requestEstimate,
  validateDetails,
  type DetailErrors,
  type RequestDetails,
} from './details';
import type { RequestOptions } from './request-options';
import { validateContact, type ContactErrors, type ContactMessage } from './schema';
import { CONTACT_PAGE_FIELD, REFERRER_FIELD, requestSource, type RequestSource } from './source';

export interface ContactRequest {
  message: ContactMessage;
  details: RequestDetails;
  /** "Test drive · Evolution D5 Maverick 4 Plus, $9,995", when the details name anything. */
  summary: string | undefined;
  /** A rental request's estimate (fleet, plan and town given), computed here, never read from the client. */
  estimate: RentalEstimate | undefined;
  source: RequestSource;
}

export type RequestErrors = ContactErrors & DetailErrors;
export type RequestResult = { ok: true; value: ContactRequest } | { ok: false; errors: RequestErrors };

/** Whether a body names any request detail (a blank value names none). */
export function namesDetails(fields: Record<string, unknown>): boolean {
  return DETAIL_FIELDS.some((field) => {
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
  });
}

/** The post around the body: when, from which address of which site (its Referer header and origin). */
export interface PostContext {
  now: Date;
  referer: string | null;
  origin: string;
}

const own = (fields: Record<string, unknown>, name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);

/** The contact page a post was sent from: the address its form carries, else its Referer header. */
export function contactPageOf(fields: Record<string, unknown>, referer: string | null): string | null {
  const carried = own(fields, CONTACT_PAGE_FIELD);
  return typeof carried === 'string' && carried ? carried : referer;
}

/**
 * Validates a posted body. `options` (what requests can be about) is needed only when the body names a
 * detail (see namesDetails); without it the details are empty. The post's time sets the dealer's today,
 * and its Referer where it came from (./source.ts).
 */
export function validateRequest(fields: Record<string, unknown>, options: RequestOptions | undefined, post: PostContext): RequestResult {
  const now = post.now;
  const message = validateContact(fields);
  const choices = options && detailChoices(options);
  const details =
    options && choices
      ? validateDetails(fields, { options, choices, messages: DETAIL_MESSAGES }, dealerToday(now, options.timeZone))
      : { ok: true as const, value: {} };
  if (!message.ok || !details.ok)
    return { ok: false, errors: { ...(message.ok ? {} : message.errors), ...(details.ok ? {} : details.errors) } };
  return {
    ok: true,
    value: {
      message: message.value,
      details: details.value,
      summary: choices && describeRequest(details.value, choices),
      estimate: options && requestEstimate(details.value, options),
      source: requestSource(own(fields, REFERRER_FIELD), contactPageOf(fields, post.referer), post.origin),
    },
  };
}
