/**
 * The contact form as a preset address opens it (`/contact?request=test-drive&vehicle=…`, ./request-link.ts):
 * the request's details that are valid choices, the interest the request chooses, and the message written
 * for it (./preset-message.ts). The form island applies the address itself; the page served without
 * JavaScript gets these values filled in by the server, so a preset request reads the same either way.
 */
import { detailChoices, type ListField } from './choices';
import {
  choiceLabel,
  DETAIL_FIELDS,
  isCalendarDate,
  presetFromQuery,
  REQUEST_INTEREST,
  type RequestDetails,
  type RequestKind,
} from './details';
import { presetMessage } from './preset-message';
import type { RequestOptions } from './request-options';

export interface PresetForm {
  /** The details to choose or fill in, by field name (valid ones only). */
  details: RequestDetails;
  /** The interest the request chooses, when the address names a request. */
  interest?: string;
  /** The message written for the request ('' without one). */
  message: string;
}

/** What a /contact query presets; empty when it names no valid detail. */
export function presetForm(search: string, options: RequestOptions): PresetForm {
  const choices = detailChoices(options);
  const asked = presetFromQuery(search);
  const details: RequestDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = asked[field];
    if (!value) continue;
    const valid =
      field === 'date' || field === 'start' ? isCalendarDate(value) : choiceLabel(choices[field as ListField], value) !== undefined;
    if (valid) details[field] = value;
  }
  const request = details.request as RequestKind | undefined;
  return { details, ...(request ? { interest: REQUEST_INTEREST[request] } : {}), message: presetMessage(details, options) };
}
