/**
 * The link that opens the contact form preset to a request, and the reading of it on /contact.
 *
 * The preset query of /contact: each request detail (./details.ts) is a query parameter of the same name,
 * all optional, in this order:
 *   request  test-drive | quote | rental | service
 *   vehicle  a vehicle id of the catalogue                       /contact?request=test-drive&vehicle=<id>
 *   date     preferred date, YYYY-MM-DD;  time  morning | afternoon
 *   fleet    a rental fleet id;  plan  one of its plan ids, or town-<id> for a town rental page's plan
 *   start    rental start date, YYYY-MM-DD;  town  a municipality id (the delivery town)
 *                                   /contact?request=rental&fleet=4-seater&plan=town-weekly&town=smyrna
 * The form island applies the parameters it can (an unknown value is left out), and the visitor can change
 * or clear them; without JavaScript the form opens blank.
 */
import { staticRoutes } from '../routes';
import { DETAIL_FIELDS, type RequestDetails } from './details';

/** `/contact?request=…`: the contact page preset to the request's details (blank ones left out). */
export function contactRequestHref(details: RequestDetails): string {
  const query = new URLSearchParams();
  for (const field of DETAIL_FIELDS) if (details[field]) query.set(field, details[field]);
  const text = query.toString();
  return text ? `${staticRoutes.contact}?${text}` : staticRoutes.contact;
}

/** The details a /contact query presets (the first value of each known parameter; others ignored). */
export function presetFromQuery(search: string): RequestDetails {
  const query = new URLSearchParams(search);
  const preset: RequestDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = query.get(field);
    if (value) preset[field] = value;
  }
  return preset;
}
