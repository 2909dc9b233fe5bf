import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { detailChoices } from './choices';
import {
  choiceLabel,
  dealerToday,
  describeRequest,
  DETAIL_FIELDS,
  DETAIL_MESSAGES,
  findPlan,
  isCalendarDate,
  latestDate,
  REQUEST_DETAILS,
  REQUESTS,
  requestEstimate,
  validateDetails,
  type RequestDetails,
} from './details';
import { requestOptionsFixture } from './request-options.fixture';

const options = requestOptionsFixture;
const rules = { options, choices: detailChoices(options), messages: DETAIL_MESSAGES };
const TODAY = '2026-11-23';
const check = (input: unknown) => validateDetails(input, rules, TODAY);
const errorsOf = (input: RequestDetails | Record<string, unknown>) => {
  const result = check(input);
  return result.ok ? {} : result.errors;
};

describe('validateDetails: every detail is optional, and each given one must be a choice or a date in the next year', () => {
  it.each([
    ['nothing', {}],
    ['blank values', { request: '', vehicle: '  ', date: '', town: '' }],
    ['null and undefined', { vehicle: null, date: undefined }],
    ['a test drive', { request: 'test-drive', vehicle: 'cart-one', date: TODAY, time: 'morning' }],
    ['a quote', { request: 'quote', vehicle: 'cart-two' }],
    ['a service appointment on the last day of the year ahead', { request: 'service', date: '2027-11-23', time: 'afternoon' }],
    ['a rental on a fleet plan', { request: 'rental', fleet: 'four', plan: 'weekly', start: '2026-12-01', town: 'faraway' }],
    ['a rental delivered to a town with a rental page', { request: 'rental', fleet: 'six', plan: 'daily', town: 'hometown' }],
    ['a fleet without a plan', { fleet: 'six' }],
    ['a delivery town alone', { town: 'faraway' }],
  ])('accepts %s', (_name, input) => {
    expect(check(input).ok).toBe(true);
  });

  it('keeps the given details, trimmed, and drops blank and unknown fields', () => {
    expect(check({ request: ' quote ', vehicle: 'cart-one', date: '', other: 'x', website: 'y' })).toEqual({
      ok: true,
      value: { request: 'quote', vehicle: 'cart-one' },
    });
  });

  it.each([
    // One row per rule: the field, a value that breaks it, the message.
    ['request', 'sales', DETAIL_MESSAGES.request],
    ['request', 'Test drive', DETAIL_MESSAGES.request],
    ['request', 'toString', DETAIL_MESSAGES.request],
    ['request', 42, DETAIL_MESSAGES.request],
    ['vehicle', 'no-such-cart', DETAIL_MESSAGES.vehicle],
    ['vehicle', 'cart-sold', DETAIL_MESSAGES.vehicle], // in the catalogue, but sold
    ['vehicle', 'CART-ONE', DETAIL_MESSAGES.vehicle],
    ['vehicle', ['cart-one'], DETAIL_MESSAGES.vehicle],
    ['vehicle', { id: 'cart-one' }, DETAIL_MESSAGES.vehicle],
    ['date', '2026-11-22', DETAIL_MESSAGES.date], // yesterday
    ['date', '2027-11-24', DETAIL_MESSAGES.date], // a year and a day
    ['date', '2026-02-30', DETAIL_MESSAGES.date],
    ['date', '2026-13-01', DETAIL_MESSAGES.date],
    ['date', '12/01/2026', DETAIL_MESSAGES.date],
    ['date', '2026-12-1', DETAIL_MESSAGES.date],
    ['date', '2026-12-01T10:00', DETAIL_MESSAGES.date],
    ['date', 20261201, DETAIL_MESSAGES.date],
    ['time', 'evening', DETAIL_MESSAGES.time],
    ['time', 'Morning', DETAIL_MESSAGES.time],
    ['fleet', 'eight', DETAIL_MESSAGES.fleet],
    ['plan', 'fortnight', DETAIL_MESSAGES.plan],
    ['plan', 'town-weekly', DETAIL_MESSAGES.plan], // the town pages' former plans are no plan of the rate card
    ['plan', 'town-daily', DETAIL_MESSAGES.plan],
    ['start', '2025-01-01', DETAIL_MESSAGES.start],
    ['start', 'tomorrow', DETAIL_MESSAGES.start],
    ['town', 'atlantis', DETAIL_MESSAGES.town],
    ['town', true, DETAIL_MESSAGES.town],
  ])('%s = %j -> %s', (field, value, message) => {
    const base = field === 'plan' ? { fleet: 'four' } : {};
    expect(errorsOf({ ...base, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['a plan without a cart', { plan: 'weekly' }, { fleet: DETAIL_MESSAGES.fleetForPlan }],
    ['a plan without a cart, delivered to a town', { plan: 'daily', town: 'hometown' }, { fleet: DETAIL_MESSAGES.fleetForPlan }],
    ['a plan the cart does not offer', { fleet: 'six', plan: 'weekly' }, { plan: DETAIL_MESSAGES.planOfFleet }],
    ['a plan with an unknown cart (only the cart is wrong)', { fleet: 'eight', plan: 'weekly' }, { fleet: DETAIL_MESSAGES.fleet }],
    ['a plan with an unknown town (only the town is wrong)', { fleet: 'four', plan: 'daily', town: 'x' }, { town: DETAIL_MESSAGES.town }],
  ])('refuses %s', (_name, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('reports every invalid detail at once', () => {
    expect(
      Object.keys(errorsOf({ request: 'x', vehicle: 'x', date: 'x', time: 'x', fleet: 'x', plan: 'x', start: 'x', town: 'x' })),
    ).toEqual([...DETAIL_FIELDS]);
  });

  it('reads only the input’s own fields, and treats a non-object as empty', () => {
    expect(check(Object.create({ vehicle: 'no-such-cart' }))).toEqual({ ok: true, value: {} });
    for (const input of [null, undefined, 'vehicle=x', 7]) expect(check(input)).toEqual({ ok: true, value: {} });
  });

  it('takes its messages as given (the island passes its props)', () => {
    const result = validateDetails({ vehicle: 'x' }, { ...rules, messages: { ...DETAIL_MESSAGES, vehicle: 'Nope' } }, TODAY);
    expect(result).toEqual({ ok: false, errors: { vehicle: 'Nope' } });
  });
});

describe('dates', () => {
  it.each([
    // The dealer's today around midnight in New York, winter (UTC-5) and summer (UTC-4).
    ['2026-11-23T04:59:59Z', '2026-11-22'],
    ['2026-11-23T05:00:00Z', '2026-11-23'],
    ['2026-07-01T03:59:59Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
    ['2027-01-01T04:00:00Z', '2026-12-31'],
  ])('at %s the dealer’s today is %s', (instant, today) => {
    expect(dealerToday(new Date(instant), 'America/New_York')).toBe(today);
  });

  cases('one year after %s is %s', latestDate, [
    ['2026-11-23', '2027-11-23'],
    ['2028-02-29', '2029-02-29'], // no such day: every date up to Feb 28 is within the year, Mar 1 is not
    ['2026-12-31', '2027-12-31'],
  ]);

  cases('%s is a calendar date: %s', isCalendarDate, [
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-1-10', false],
    ['20261110', false],
    ['', false],
  ]);
});

describe('plans, estimate and summary', () => {
  it.each([
    ['four', 'weekly', 420],
    ['six', 'weekly', undefined],
    [undefined, 'weekly', undefined],
    ['six', 'daily', 150],
    ['four', 'town-daily', undefined],
    ['four', undefined, undefined],
  ])('findPlan(%s, %s) -> price %s', (fleet, plan, price) => {
    expect(findPlan(options, fleet, plan)?.price).toBe(price);
  });

  it('estimates a rental that names a cart, a plan and a town: plan + delivery beyond the free miles + deposit', () => {
    // Faraway is 21 mi from the showroom: 11 miles beyond the free 10, at $6.
    expect(requestEstimate({ fleet: 'four', plan: 'weekly', town: 'faraway' }, options)).toEqual({
      plan: 420,
      delivery: { miles: 21, chargedMiles: 11, free: false, fee: 66 },
      deposit: 500,
      total: 986,
    });
    expect(requestEstimate({ fleet: 'six', plan: 'daily', town: 'hometown' }, options)?.total).toBe(150 + 0 + 750);
  });

  it.each([{ fleet: 'four', plan: 'weekly' }, { fleet: 'four', town: 'faraway' }, { plan: 'weekly', town: 'faraway' }, {}])(
    'has no estimate for %j',
    (details) => {
      expect(requestEstimate(details, options)).toBeUndefined();
    },
  );

  it.each([
    [{ request: 'test-drive', vehicle: 'cart-one' }, 'Test drive · Cart One'],
    [{ vehicle: 'cart-two' }, 'Cart Two'],
    [{ request: 'rental', fleet: 'four', plan: 'weekly', town: 'faraway' }, 'Rental · Four Seater · Weekly · Faraway'],
    [{ request: 'service', date: TODAY, time: 'morning' }, 'Service appointment'],
    [{ request: 'nope', vehicle: 'no-such-cart' }, undefined],
    [{}, undefined],
  ])('describes %j as %s', (details, text) => {
    expect(describeRequest(details, rules.choices)).toBe(text);
  });

  it('finds a choice’s label, or nothing for a value that is no choice', () => {
    expect(choiceLabel(rules.choices.town, 'hometown')).toBe('Hometown');
    expect(choiceLabel(rules.choices.town, 'x')).toBeUndefined();
    expect(choiceLabel(rules.choices.town, undefined)).toBeUndefined();
  });

  it('asks each request for its own details, all of them known fields', () => {
    expect(Object.keys(REQUEST_DETAILS)).toEqual([...REQUESTS]);
    for (const fields of Object.values(REQUEST_DETAILS)) for (const field of fields) expect(DETAIL_FIELDS).toContain(field);
  });
});
