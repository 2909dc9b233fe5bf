/**
 * The optional details of a contact request, one rule set for the form island and the /api/contact
 * function (plain functions, no schema library: the island carries them in a few hundred bytes, and its
 * labels and messages come as props, built from the tables here).
 *
 * Every detail is optional; a blank value is no value. A given detail must be a string that:
 * - request, vehicle, time, fleet, plan, town: is one of its list's choices (./choices.ts: REQUESTS, the
 *   catalogue's vehicles, TIMES, the rental fleets and the rate card's plans, the municipalities);
 * - date (preferred date) and start (rental start): is a calendar date YYYY-MM-DD from the dealer's today
 *   up to the same day one year ahead, "today" in the dealer's time zone;
 * - a plan (one of the rate card's plans) needs a fleet (the cart it rents, which sets its price and the
 *   deposit) that offers it.
 * Anything else is refused with the field's message; an unknown id is never stored.
 */
import { rentalEstimate, type RentalEstimate } from '../rentals/estimate';
import type { ChoiceList, DetailChoices, ListField } from './choices';
import type { Interest } from './fields';
import type { PlanOption, RequestOptions } from './request-options';

export const REQUESTS = ['test-drive', 'quote', 'rental', 'service'] as const;
export type RequestKind = (typeof REQUESTS)[number];

export const REQUEST_LABELS: Record<RequestKind, string> = {
  'test-drive': 'Test drive',
  quote: 'Quote and availability',
  rental: 'Rental',
  service: 'Service appointment',
};

/** The interest a request chooses in the form (the visitor may change it). */
export const REQUEST_INTEREST: Record<RequestKind, Interest> = {
  'test-drive': 'sales',
  quote: 'sales',
  rental: 'rental',
  service: 'service',
};

export const TIMES = ['morning', 'afternoon'] as const;
export const TIME_LABELS: Record<(typeof TIMES)[number], string> = { morning: 'Morning', afternoon: 'Afternoon' };

/** The details' names: form fields, JSON body fields and /contact query parameters alike. */
export const DETAIL_FIELDS = ['request', 'vehicle', 'date', 'time', 'fleet', 'plan', 'start', 'town'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type RequestDetails = Partial<Record<DetailField, string>>;
export type DetailErrors = Partial<Record<DetailField, string>>;
export type DetailResult = { ok: true; value: RequestDetails } | { ok: false; errors: DetailErrors };

/**
 * The details each request asks for: once a request is chosen, the form shows these (the API stores any
 * valid detail, whatever the request).
 */
export const REQUEST_DETAILS: Record<RequestKind, readonly DetailField[]> = {
  'test-drive': ['vehicle', 'date', 'time'],
  quote: ['vehicle'],
  rental: ['fleet', 'plan', 'start', 'town'],
  service: ['date', 'time'],
};

export const DETAIL_LABELS: Record<DetailField, string> = {
  request: 'Request',
  vehicle: 'Vehicle',
  date: 'Preferred date',
  time: 'Time of day',
  fleet: 'Rental cart',
  plan: 'Rental plan',
  start: 'Rental start date',
  town: 'Delivery town',
};

/** The message of each detail's rule, and of the rules between details. */
export const DETAIL_MESSAGES = {
  request: 'Please choose a request from the list',
  vehicle: 'Please choose a vehicle from our catalogue',
  date: 'Preferred date must be a date from today to one year ahead',
  time: 'Please choose morning or afternoon',
  fleet: 'Please choose a rental cart from the list',
  plan: 'Please choose a rental plan from the list',
  start: 'Rental start date must be a date from today to one year ahead',
  town: 'Please choose a delivery town in Delaware from the list',
  fleetForPlan: 'Please choose the cart for this rental plan',
  planOfFleet: 'Please choose a plan this cart offers',
};
export type DetailMessages = typeof DETAIL_MESSAGES;

/** The rate card's plan of a fleet, if the fleet offers it. */
export function findPlan(options: RequestOptions, fleetId: string | undefined, value: string | undefined): PlanOption | undefined {
  return options.fleets.find((f) => f.id === fleetId)?.plans.find((p) => p.id === value);
}

/** Today's date (YYYY-MM-DD) in a time zone (Swedish writes dates as ISO 8601 does, in every engine). */
export const dealerToday = (now: Date, timeZone: string): string => now.toLocaleDateString('sv-SE', { timeZone });

/** The same day one year later, as text (a date on or before it is within the year; Feb 29 needs no care). */
export const latestDate = (today: string): string => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one: it does not read back the same). */
export function isCalendarDate(text: string): boolean {
  const time = /^\d{4}-\d\d-\d\d$/.test(text) ? Date.parse(text) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** The label of a list's choice, or undefined when the value is no choice of the list. */
export function choiceLabel(list: ChoiceList, value: string | undefined): string | undefined {
  for (const group of list.groups) for (const choice of group.choices) if (choice.value === value) return choice.label;
  return undefined;
}

/** What the details are checked against: what requests can be about, the lists' choices, the messages. */
export interface DetailRules {
  options: RequestOptions;
  choices: DetailChoices;
  /** A parameter so the island takes them from its props: the API passes DETAIL_MESSAGES. */
  messages: DetailMessages;
}

/** Validates the details of a request (the rules above); `today` is dealerToday(). */
export function validateDetails(input: unknown, { options, choices, messages }: DetailRules, today: string): DetailResult {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const value: RequestDetails = {};
  const errors: DetailErrors = {};
  for (const field of DETAIL_FIELDS) {
    const raw = Object.hasOwn(record, field) ? record[field] : undefined;
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === undefined || text === null || text === '') continue;
    const ok =
      typeof text === 'string' &&
      (field === 'date' || field === 'start'
        ? isCalendarDate(text) && text >= today && text <= latestDate(today)
        : choiceLabel(choices[field], text) !== undefined);
    if (ok) value[field] = text;
    else errors[field] = messages[field];
  }
  const { plan, fleet } = value;
  if (plan && !errors.fleet) {
    if (!fleet) errors.fleet = messages.fleetForPlan;
    else if (!findPlan(options, fleet, plan)) errors.plan = messages.planOfFleet;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The rental estimate of a request that names a fleet, one of its plans and a delivery town. */
export function requestEstimate(details: RequestDetails, options: RequestOptions): RentalEstimate | undefined {
  const fleet = options.fleets.find((f) => f.id === details.fleet);
  const plan = findPlan(options, fleet?.id, details.plan);
  const town = options.towns.find((t) => t.id === details.town);
  return fleet && plan && town && rentalEstimate(plan.price, town.delivery, fleet.deposit);
}

/** The lists that say what a request is about, in the order the summary names them. */
const ABOUT: readonly ListField[] = ['request', 'vehicle', 'fleet', 'plan', 'town'];

/**
 * What a request is about, in one line of its choices' labels (./choices.ts): "Test drive · Evolution D5
 * Maverick 4 Plus"; undefined when it names none (a value that is no choice is left out).
 */
export function describeRequest(details: RequestDetails, choices: DetailChoices): string | undefined {
  return (
    ABOUT.map((field) => choiceLabel(choices[field], details[field]))
      .filter(Boolean)
      .join(' · ') || undefined
  );
}

/** The details a /contact query presets (./request-link.ts): the first value of each detail's parameter. */
export function presetFromQuery(search: string): RequestDetails {
  const query = new URLSearchParams(search);
  const preset: RequestDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = query.get(field);
    if (value) preset[field] = value;
  }
  return preset;
}
