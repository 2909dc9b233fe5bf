/**
 * The address of the thank-you page after a sent request: `/thank-you?ref=1234&request=rental&fleet=…`, the
 * stored message's id and the request's details (./details.ts, each under its own name), which the page
 * confirms (./confirmation.ts). Never a name, an e-mail, a phone or the message: nothing personal goes into
 * an address. The API writes it (the 303 of a plain form post, the `next` of a JSON answer).
 */
import { thankYouPath } from '../routes';
import { DETAIL_FIELDS, type RequestDetails } from './details';

/** The query parameter of the reference. */
export const REFERENCE_PARAM = 'ref';

export function thankYouHref(id: number, details: RequestDetails): string {
  const query = new URLSearchParams([[REFERENCE_PARAM, String(id)]]);
  for (const field of DETAIL_FIELDS) if (details[field]) query.set(field, details[field]);
  return `${thankYouPath}?${query}`;
}
