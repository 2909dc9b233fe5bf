/**
 * POST /api/contact with request details, against a real local D1 (Miniflare) and the request options the
 * build writes (from content, through the build's own function): every invalid detail is refused with its
 * message and nothing stored, valid ones are stored with the summary, the estimate the server computes and
 * where the request came from, and a plain form post gets its details back on the answer page.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../functions/api/contact';
import { detailChoices } from '../../../src/lib/contact/choices';
import { dealerToday, DETAIL_MESSAGES } from '../../../src/lib/contact/details';
import { INVALID_FIELDS_ERROR } from '../../../src/lib/contact/schema';
import { rentalDeliveryFee } from '../../../src/lib/delivery/rental';
import { assets, contentCatalogue, contentRequestOptions, contactRequests, handle, makeEnv, ORIGIN, withTestDb } from './support/harness';
import { validPost } from '../../../src/lib/contact/message.fixture';

const options = contentRequestOptions();
const [vehicle] = contentCatalogue() as unknown as { id: string; name: string; price: number }[];
const fleet = options.fleets[0]!;
const plan = fleet.plans.at(-1)!;
const rentalTown = options.towns.find((t) => t.rentals)!;
// A town beyond the free delivery radius, and without a town rental page.
const farTown = options.towns.find((t) => !t.rentals && !t.delivery.free)!;

/** A date `days` after the dealer's today, YYYY-MM-DD. */
function fromToday(days: number): string {
  const [y, m, d] = dealerToday(new Date(), options.timeZone).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
const inAYear = () => {
  const today = dealerToday(new Date(), options.timeZone);
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
};

const message = { ...validPost, interest: 'sales', message: 'I would like to try this cart.' };

let ip = 0;
let clientIp = '';
const t = withTestDb();
beforeEach(async () => {
  clientIp = `198.51.100.${++ip}`;
});

const { json: jsonRequest, form: formRequest } = contactRequests(() => clientIp);
const post = (req: Request, env: Env = makeEnv(t.db)) => handle(onRequest, req, env);
type Row = Record<string, string | number | null>;
const rows = async () => (await t.db.prepare('SELECT * FROM contact_messages ORDER BY id').all<Row>()).results;

describe('invalid details: 400 with a message per field, nothing stored', () => {
  it.each([
    ['request', { request: 'purchase' }, { request: DETAIL_MESSAGES.request }],
    ['request (not text)', { request: ['quote'] }, { request: DETAIL_MESSAGES.request }],
    ['vehicle (unknown id)', { vehicle: 'no-such-cart' }, { vehicle: DETAIL_MESSAGES.vehicle }],
    ['vehicle (a number)', { vehicle: 7 }, { vehicle: DETAIL_MESSAGES.vehicle }],
    ['date (yesterday)', { date: fromToday(-1) }, { date: DETAIL_MESSAGES.date }],
    [
      'date (a year and a day ahead)',
      { date: fromToday(1).replace(/^\d{4}/, (y) => String(Number(y) + 1)) },
      { date: DETAIL_MESSAGES.date },
    ],
    ['date (no such day)', { date: '2027-02-30' }, { date: DETAIL_MESSAGES.date }],
    ['date (US format)', { date: '12/01/2026' }, { date: DETAIL_MESSAGES.date }],
    ['time', { time: 'midnight' }, { time: DETAIL_MESSAGES.time }],
    ['fleet (unknown id)', { fleet: '12-seater' }, { fleet: DETAIL_MESSAGES.fleet }],
    ['plan (unknown id)', { fleet: fleet.id, plan: 'fortnight' }, { plan: DETAIL_MESSAGES.plan }],
    ['plan without a cart', { plan: plan.id }, { fleet: DETAIL_MESSAGES.fleetForPlan }],
    [
      'plan of the town pages’ former plans (not on the rate card)',
      { fleet: fleet.id, plan: `town-${plan.id}` },
      { plan: DETAIL_MESSAGES.plan },
    ],
    ['start (yesterday)', { start: fromToday(-1) }, { start: DETAIL_MESSAGES.start }],
    ['start (not a date)', { start: 'next week' }, { start: DETAIL_MESSAGES.start }],
    ['town (unknown id)', { town: 'atlantis' }, { town: DETAIL_MESSAGES.town }],
  ])('%s', async (_name, details, fields) => {
    const res = await post(jsonRequest({ ...message, ...details }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_FIELDS_ERROR, fields });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('lists the message’s and the details’ problems together', async () => {
    const res = await post(jsonRequest({ ...message, email: 'ann@', vehicle: 'x', town: 'y' }));
    expect(await res.json()).toEqual({
      error: INVALID_FIELDS_ERROR,
      fields: { email: 'Enter an e-mail address like name@example.com', vehicle: DETAIL_MESSAGES.vehicle, town: DETAIL_MESSAGES.town },
    });
  });

  it('accepts the first and the last day of the dealer’s year ahead', async () => {
    for (const [i, date] of [fromToday(0), inAYear()].entries()) {
      const res = await post(jsonRequest({ ...message, message: `${message.message} (${i})`, date }));
      expect(res.status, date).toBe(201);
    }
    expect((await rows()).map((r) => r['preferred_date'])).toEqual([fromToday(0), inAYear()]);
  });
});

describe('valid details are stored with their summary and the server’s estimate', () => {
  it('a test drive: request, vehicle, date and time, and what it is about', async () => {
    const date = fromToday(3);
    const res = await post(jsonRequest({ ...message, request: 'test-drive', vehicle: vehicle!.id, date, time: 'morning' }));
    expect(res.status).toBe(201);
    const [row] = await rows();
    const label = detailChoices(options).vehicle.groups[0]!.choices.find((c) => c.value === vehicle!.id)!.label;
    expect(row).toMatchObject({
      request: 'test-drive',
      vehicle_id: vehicle!.id,
      preferred_date: date,
      preferred_time: 'morning',
      request_summary: `Test drive · ${label}`,
      rental_fleet: null,
      estimate_total_usd: null,
    });
    expect(label).toContain(vehicle!.name);
  });

  it('a rental: the estimate is the server’s, whatever figures the client sends', async () => {
    const res = await post(
      jsonRequest({
        ...message,
        request: 'rental',
        fleet: fleet.id,
        plan: plan.id,
        start: fromToday(10),
        town: farTown.id,
        estimate: 1,
        estimate_total_usd: 1,
        total: 1,
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await rows();
    const delivery = rentalDeliveryFee(farTown.delivery.miles, options.delivery);
    expect(delivery.fee).toBeGreaterThan(0);
    expect(row).toMatchObject({
      rental_fleet: fleet.id,
      rental_plan: plan.id,
      rental_start: fromToday(10),
      rental_town: farTown.id,
      estimate_plan_usd: plan.price,
      estimate_delivery_usd: delivery.fee,
      estimate_deposit_usd: fleet.deposit,
      estimate_total_usd: plan.price + delivery.fee + fleet.deposit,
      estimate_miles: delivery.miles,
    });
  });

  it('a rental on the rate card, delivered to a town with a rental page', async () => {
    const res = await post(jsonRequest({ ...message, request: 'rental', fleet: fleet.id, plan: plan.id, town: rentalTown.id }));
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      rental_plan: plan.id,
      estimate_total_usd: plan.price + rentalTown.delivery.fee + fleet.deposit,
    });
  });

  it('a message without details stores none, and needs no request options', async () => {
    const env = makeEnv(t.db, { ASSETS: assets(undefined, null) });
    const res = await post(jsonRequest({ ...message, request: '', vehicle: '' }), env);
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ request: null, vehicle_id: null, request_summary: null, estimate_total_usd: null });
  });

  it('a key repeated with other details is another request: 422, nothing more stored', async () => {
    const key = crypto.randomUUID();
    expect((await post(jsonRequest({ ...message, vehicle: vehicle!.id }, { 'Idempotency-Key': key }))).status).toBe(201);
    const other = contentCatalogue()[1]!.id;
    expect((await post(jsonRequest({ ...message, vehicle: other }, { 'Idempotency-Key': key }))).status).toBe(422);
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('answers 503 and stores nothing when details cannot be checked (the options file is missing)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(jsonRequest({ ...message, vehicle: vehicle!.id }), makeEnv(t.db, { ASSETS: assets(undefined, null) }));
    expect(res.status).toBe(503);
    expect(await t.count('contact_messages')).toBe(0);
    error.mockRestore();
  });
});

describe('where a request came from', () => {
  it('stores the page the form was opened from and the landing’s campaign, from this site only', async () => {
    const res = await post(
      jsonRequest(
        { ...message, referrer: `${ORIGIN}/vehicles/${vehicle!.id}?utm_source=old` },
        { Referer: `${ORIGIN}/contact?request=quote&utm_source=newsletter&utm_medium=email&utm_campaign=spring` },
      ),
    );
    expect(res.status).toBe(201);
    expect((await rows())[0]).toMatchObject({
      source_page: `/vehicles/${vehicle!.id}?utm_source=old`,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
    });
  });

  it('ignores addresses of other sites and limits what it keeps', async () => {
    const res = await post(
      jsonRequest(
        { ...message, referrer: 'https://evil.example/x?utm_source=evil' },
        { Referer: `${ORIGIN}/contact?utm_campaign=${'c'.repeat(500)}%0D%0AX-Forged: 1` },
      ),
    );
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ source_page: null, utm_source: null });
    expect(String(row!['utm_campaign'])).toBe('c'.repeat(100));
  });

  it('without JavaScript, keeps the campaign of the contact page (the post’s Referer)', async () => {
    const res = await post(formRequest(message, { Referer: `${ORIGIN}/contact?utm_source=flyer` }));
    expect(res.status).toBe(303);
    expect((await rows())[0]).toMatchObject({ utm_source: 'flyer', source_page: null });
  });
});

describe('a plain form post (no JavaScript) with details', () => {
  it('stores the details the form sent, blank ones as nothing', async () => {
    const res = await post(
      formRequest({
        ...message,
        request: 'service',
        vehicle: '',
        date: fromToday(2),
        time: 'afternoon',
        fleet: '',
        plan: '',
        start: '',
        town: '',
      }),
    );
    expect(res.status).toBe(303);
    const [row] = await rows();
    expect(row).toMatchObject({
      request: 'service',
      preferred_date: fromToday(2),
      preferred_time: 'afternoon',
      vehicle_id: null,
    });
    // The thank-you page confirms the reference and the details, read back from the address.
    expect(res.headers.get('Location')).toBe(`/thank-you?ref=${row!.id}&request=service&date=${fromToday(2)}&time=afternoon`);
  });

  it('stores a rental request under the Rental interest', async () => {
    const res = await post(formRequest({ ...message, interest: 'rental', request: 'rental', fleet: fleet.id, plan: plan.id }));
    expect(res.status).toBe(303);
    expect((await rows())[0]).toMatchObject({ interest: 'rental', request: 'rental', rental_fleet: fleet.id });
  });

  it('answers a bad detail with the form again: the problem listed, every detail kept, the campaign carried on', async () => {
    const typed = {
      ...message,
      request: 'rental',
      fleet: fleet.id,
      plan: plan.id,
      start: fromToday(-1),
      town: rentalTown.id,
      referrer: `${ORIGIN}/rentals`,
    };
    const res = await post(formRequest(typed, { Referer: `${ORIGIN}/contact?utm_source=flyer` }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<a href="#f-start">Rental start date</a>: ${DETAIL_MESSAGES.start}`);
    expect(html).toContain(`<select id="f-fleet" name="fleet"><option value="">`);
    expect(html).toContain(`<option value="${fleet.id}" selected>`);
    expect(html).toContain(`<option value="${plan.id}" selected>`);
    expect(html).toContain(`<option value="${rentalTown.id}" selected>`);
    expect(html).toContain(`<input id="f-start" name="start" type="date" value="${fromToday(-1)}" aria-invalid="true"`);
    expect(html).toContain(`name="referrer" value="${ORIGIN}/rentals"`);
    expect(html).toContain(`name="contactPage" value="${ORIGIN}/contact?utm_source=flyer"`);
    expect(await t.count('contact_messages')).toBe(0);

    // The corrected form, posted from the answer page, keeps where the request came from.
    const corrected = { ...typed, start: fromToday(1), contactPage: `${ORIGIN}/contact?utm_source=flyer` };
    expect((await post(formRequest(corrected, { Referer: `${ORIGIN}/api/contact` }))).status).toBe(303);
    expect((await rows())[0]).toMatchObject({ rental_start: fromToday(1), utm_source: 'flyer', source_page: '/rentals' });
  });

  it('keeps typed details in hidden fields when the lists cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(
      formRequest({ ...message, email: 'x', vehicle: vehicle!.id }),
      makeEnv(t.db, { ASSETS: assets(undefined, null) }),
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(`<input type="hidden" name="vehicle" value="${vehicle!.id}">`);
    error.mockRestore();
  });
});
