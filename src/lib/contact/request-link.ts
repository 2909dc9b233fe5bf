/**
 * The link that opens the contact form preset to a request, and the reading of it on /contact.
 *
 * The preset query of /contact: each request detail (./details.ts) is a query parameter of the same name,
 * all optional, in this order:
 *   request  test-drive | quote | rental | service
 *   vehicle  a vehicle id of the catalogue                       /contact?request=test-drive&vehicle=<id>#contact-form
 *   date     preferred date, YYYY-MM-DD;  time  morning | afternoon
 *   fleet    a rental fleet id;  plan  one of its plan ids on the rate card
 *   start    rental start date, YYYY-MM-DD;  town  a municipality id (the delivery town)
 *                                   /contact?request=rental&fleet=6-seater&plan=weekly&town=smyrna
 * The form island reads them (`presetFromQuery` in ./details.ts) and the visitor can change or clear them;
 * without JavaScript the page comes filled in by the server (functions/contact.ts, ./preset-form.ts).
 */
import { contactFormId, contactPath } from '../routes';
import type { RequestDetails } from './details';

/**
 * `/contact?request=…#contact-form`: the contact page preset to the request's details, in the order given
 * (blank ones left out), opened at the form itself, since a visitor who chose a request came to send it (on a
 * phone the form starts below the hero). It imports no rule, so a page or island linking to the form
 * carries only this.
 */
export function contactRequestHref(details: RequestDetails): string {
  const query = new URLSearchParams(Object.entries(details).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return query ? `${contactPath}?${query}#${contactFormId}` : contactPath;
}
