/**
 * The message a preset request arrives with, already written and editable, so a visitor who came to book
 * a test drive, ask for a quote, rent a cart or book a service has a sentence to send (the message's
 * 10-character rule stays): "I'd like to book a test drive of the Evolution D5 Maverick 4 Plus." It names
 * what the details name (the vehicle, the rental cart and plan, the date, the time of day, the delivery
 * town); a value that is no choice is left out. No request, no message: a plain message is the visitor's own.
 */
import { formatLongDate } from '../format/date';
import { findPlan, isCalendarDate, TIME_LABELS, type RequestDetails, type RequestKind } from './details';
import type { RequestOptions } from './request-options';

/** " on December 3, 2026", " in the morning": when, as far as the details say. */
function when(date: string | undefined, time: string | undefined): string {
  const day = date && isCalendarDate(date) ? ` on ${formatLongDate(new Date(date))}` : '';
  const label = time && Object.hasOwn(TIME_LABELS, time) ? TIME_LABELS[time as keyof typeof TIME_LABELS] : undefined;
  return day + (label ? `${day ? ',' : ''} in the ${label.toLowerCase()}` : '');
}

const SENTENCES: Record<RequestKind, (details: RequestDetails, options: RequestOptions) => string> = {
  'test-drive': (d, o) => `I'd like to book a test drive${vehicleOf(d, o)}${when(d.date, d.time)}.`,
  quote: (d, o) => `I'd like a quote and the availability${vehicleOf(d, o)}.`,
  rental: (d, o) => {
    const fleet = o.fleets.find((f) => f.id === d.fleet);
    const plan = findPlan(o, d.fleet, d.plan);
    const start = d.start && isCalendarDate(d.start) ? `starting ${formatLongDate(new Date(d.start))}` : '';
    const town = o.towns.find((t) => t.id === d.town);
    const parts = [fleet?.title, plan && `${plan.title} plan`, start, town && `delivered to ${town.name}`].filter(Boolean);
    return `I'd like to book a rental${parts.length ? `: ${parts.join(', ')}` : ''}.`;
  },
  service: (d) => `I'd like to book a service appointment${when(d.date, d.time)}.`,
};

function vehicleOf(details: RequestDetails, options: RequestOptions): string {
  const vehicle = options.vehicles.find((v) => v.id === details.vehicle);
  return vehicle ? ` of the ${vehicle.name}` : '';
}

/** The written message of a request's details, or '' when they name no request. */
export function presetMessage(details: RequestDetails, options: RequestOptions): string {
  const request = details.request;
  return request && Object.hasOwn(SENTENCES, request) ? SENTENCES[request as RequestKind](details, options) : '';
}
