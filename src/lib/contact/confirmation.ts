/**
 * What the thank-you page confirms of a sent request: its reference (the stored message's id) and what the
 * request was about (the request, the cart or rental plan, the dates, the delivery town, a rental's
 * estimate). The redirect to the page carries them in its query (./thank-you-link.ts), never a name, an e-mail,
 * a phone or the message: nothing personal goes into an address. The page shows only what reads back as a
 * valid choice (`confirmation`), so a forged address cannot make it say anything else.
 */
import { formatLongDate } from '../format/date';
import { estimateSentence } from '../rentals/estimate';
import { detailChoices, type ListField } from './choices';
import { choiceLabel, DETAIL_FIELDS, DETAIL_LABELS, isCalendarDate, requestEstimate, type RequestDetails } from './details';
import type { RequestOptions } from './request-options';
import { REFERENCE_PARAM } from './thank-you-link';

/** The lines the page can show, in order: the reference, each detail, the estimate. */
export const CONFIRMATION_LINES = ['reference', ...DETAIL_FIELDS, 'estimate'] as const;
export type ConfirmationLine = (typeof CONFIRMATION_LINES)[number];

export const CONFIRMATION_LABELS: Record<ConfirmationLine, string> = {
  reference: 'Reference',
  ...DETAIL_LABELS,
  estimate: 'Estimate',
};

/** A stored message's reference as people read and quote it: "#1234". */
export const referenceOf = (id: number): string => `#${id}`;

/**
 * The lines to show for a thank-you address's query: none without a valid reference (a page opened by
 * hand confirms nothing); the details only when `options` (what requests can be about) is known.
 */
export function confirmation(search: string, options: RequestOptions | undefined): Partial<Record<ConfirmationLine, string>> {
  const query = new URLSearchParams(search);
  const reference = query.get(REFERENCE_PARAM) ?? '';
  if (!/^[1-9]\d{0,14}$/.test(reference)) return {};
  const lines: Partial<Record<ConfirmationLine, string>> = { reference: referenceOf(Number(reference)) };
  if (!options) return lines;
  const choices = detailChoices(options);
  const details: RequestDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = query.get(field) ?? '';
    const shown =
      field === 'date' || field === 'start'
        ? isCalendarDate(value) && formatLongDate(new Date(value))
        : choiceLabel(choices[field as ListField], value);
    if (!shown) continue;
    details[field] = value;
    lines[field] = shown;
  }
  const estimate = requestEstimate(details, options);
  if (estimate) lines.estimate = estimateSentence(estimate, options.showroomCity);
  return lines;
}

/**
 * The attributes of the page's template: the card and each line carry `data-confirm` (`card`, or the line's
 * name) and start hidden; a line's value goes into its element with `data-confirm-value`.
 */
export const CONFIRMATION_ATTRIBUTE = 'data-confirm';
export const CONFIRMATION_VALUE_ATTRIBUTE = 'data-confirm-value';
