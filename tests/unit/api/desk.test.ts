/**
 * The desk functions (/api/desk/*) behind their gate, with real Requests, a real local D1, and a key pair and
 * JWKS made here standing in for Cloudflare Access (served on a free local port, fetched by the functions as
 * they fetch the team's keys).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRequest as gate } from '../../../functions/api/desk/_middleware';
import { onRequest as catchAll } from '../../../functions/api/desk/[[path]]';
import { onRequest as history } from '../../../functions/api/desk/history';
import { onRequest as leadsCsv } from '../../../functions/api/desk/leads.csv';
import { onRequest as oneLead } from '../../../functions/api/desk/leads/[id]';
import { onRequest as leads } from '../../../functions/api/desk/leads/index';
import { onRequest as me } from '../../../functions/api/desk/me';
import { onRequest as oneCart } from '../../../functions/api/desk/stock/[id]';
import { onRequest as stock } from '../../../functions/api/desk/stock/index';
import { onRequest as vehicles } from '../../../functions/api/vehicles/index';
import { serveCerts, signAssertion, standInKeys, type StandInKeys } from '../../../scripts/desk/access-stand-in.mjs';
import { SIGN_IN_EXPIRED, SIGN_IN_NEEDED, SIGN_IN_REFUSED } from '../../../src/lib/desk/access';
import { CROSS_ORIGIN_WRITE } from '../../../src/lib/desk/same-origin';
import { STOCK_MESSAGES } from '../../../src/lib/desk/changes';
import { contentCatalogue, invocation, makeEnv, ORIGIN, withTestDb, type TestContext } from './support/harness';

const AUDIENCE = 'desk-unit-tests';
const testDb = withTestDb();
const catalogue = contentCatalogue();
const cart = catalogue.find((v) => v['isNew'] === false && v['inStock'] === true)!;

let keys: StandInKeys;
let forger: StandInKeys;
let certs: { teamDomain: string; close(): Promise<void> };
beforeAll(async () => {
  keys = await standInKeys(null);
  forger = await standInKeys(null);
  certs = await serveCerts(keys, 0);
});
afterAll(() => certs.close());

const env = (extra: Partial<Env> = {}) => makeEnv(testDb.db, { ACCESS_TEAM_DOMAIN: certs.teamDomain, ACCESS_AUD: AUDIENCE, ...extra });
const assertion = (email = 'anna@dealer.example', overrides: Partial<Parameters<typeof signAssertion>[1]> = {}, by = () => keys) =>
  signAssertion(by(), { issuer: certs.teamDomain, audience: AUDIENCE, email, ...overrides });

type Handler = (context: TestContext<string>) => Response | Promise<Response>;

/** One request through the desk's gate to `handler`, as Pages chains them. */
async function call(handler: Handler, path: string, init: RequestInit = {}, params: Record<string, string> = {}, e = env()) {
  const { context } = invocation(new Request(`${ORIGIN}${path}`, init), e, params);
  context.next = () => Promise.resolve(handler(context));
  return gate(context as TestContext<never>);
}

/** A signed-in staff member's requests (a write from the desk's own page). */
async function staff(email = 'anna@dealer.example') {
  const token = await assertion(email);
  const headers = { 'Cf-Access-Jwt-Assertion': token };
  return {
    get: (handler: Handler, path: string, params: Record<string, string> = {}) => call(handler, path, { headers }, params),
    put: (handler: Handler, path: string, body: unknown, params: Record<string, string> = {}) =>
      call(
        handler,
        path,
        {
          method: 'PUT',
          headers: { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify(body),
        },
        params,
      ),
  };
}

/** Every desk route, as the gate sees it. */
const ROUTES: [string, Handler, string, string, Record<string, string>][] = [
  ['me', me as Handler, 'GET', '/api/desk/me', {}],
  ['stock', stock as Handler, 'GET', '/api/desk/stock', {}],
  ['a cart', oneCart as Handler, 'GET', `/api/desk/stock/${cart.id}`, { id: cart.id }],
  ['a cart change', oneCart as Handler, 'PUT', `/api/desk/stock/${cart.id}`, { id: cart.id }],
  ['leads', leads as Handler, 'GET', '/api/desk/leads', {}],
  ['a lead', oneLead as Handler, 'GET', '/api/desk/leads/1', { id: '1' }],
  ['a lead change', oneLead as Handler, 'PUT', '/api/desk/leads/1', { id: '1' }],
  ['the CSV', leadsCsv as Handler, 'GET', '/api/desk/leads.csv', {}],
  ['history', history as Handler, 'GET', '/api/desk/history', {}],
  ['an unknown desk path', catchAll as Handler, 'GET', '/api/desk/anything', {}],
];

async function addLead(fields: Record<string, string | null> = {}): Promise<number> {
  const row = {
    created_at: new Date().toISOString(),
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: '302-555-0100',
    interest: 'sales',
    message: 'Can I drive it Saturday?',
    request_hash: crypto.randomUUID(),
    request: 'test-drive',
    ...fields,
  };
  const names = Object.keys(row);
  const result = await testDb.db
    .prepare(`INSERT INTO contact_messages (${names.join(', ')}) VALUES (${names.map((_, i) => `?${i + 1}`).join(', ')}) RETURNING id`)
    .bind(...Object.values(row))
    .first<{ id: number }>();
  return result!.id;
}

/** A delivery row of lead `id`, as the lead outbox keeps it. */
async function addDelivery(id: number, destination: string, fields: Record<string, string | number | null>) {
  const row = { message_id: id, destination, created_at: '2026-11-20T19:00:00.000Z', updated_at: '2026-11-20T19:00:00.000Z', ...fields };
  const names = Object.keys(row);
  await testDb.db
    .prepare(`INSERT INTO contact_deliveries (${names.join(', ')}) VALUES (${names.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...Object.values(row))
    .run();
}

describe('the gate: no desk route answers without a valid assertion', () => {
  const body = JSON.stringify({ status: 'sold', version: 0 });
  const init = (method: string, headers: Record<string, string>) =>
    method === 'PUT' ? { method, headers: { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN }, body } : { method, headers };

  it.each(ROUTES)(
    '%s: missing 401, forged 403, wrong audience 403, expired 403, unconfigured 503',
    async (_name, handler, method, path, params) => {
      const cases: [Record<string, string>, number, string][] = [
        [{}, 401, SIGN_IN_NEEDED],
        [
          { 'Cf-Access-Jwt-Assertion': await assertion('anna@dealer.example', { kid: keys.publicJwk.kid }, () => forger) },
          403,
          SIGN_IN_REFUSED,
        ],
        [{ 'Cf-Access-Jwt-Assertion': await assertion('anna@dealer.example', { audience: 'another-app' }) }, 403, SIGN_IN_REFUSED],
        [{ 'Cf-Access-Jwt-Assertion': await assertion('anna@dealer.example', { expiresIn: -60 }) }, 403, SIGN_IN_EXPIRED],
        // A header alone is not a sign-in: an e-mail address in it proves nothing.
        [{ 'Cf-Access-Jwt-Assertion': 'anna@dealer.example' }, 403, SIGN_IN_REFUSED],
      ];
      for (const [headers, status, error] of cases) {
        const res = await call(handler, path, init(method, headers), params);
        expect(res.status, JSON.stringify(headers)).toBe(status);
        expect(await res.json()).toEqual({ error });
      }
      const unconfigured = await call(
        handler,
        path,
        init(method, { 'Cf-Access-Jwt-Assertion': await assertion() }),
        params,
        env({ ACCESS_AUD: '' }),
      );
      expect(unconfigured.status).toBe(503);
      expect(await testDb.count('desk_history')).toBe(0);
    },
  );

  it.each<[string, Record<string, string>]>([
    ['no Origin', {}],
    ['another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a write with %s (403), writing nothing', async (_name, headers) => {
    const res = await call(
      oneCart as Handler,
      `/api/desk/stock/${cart.id}`,
      { method: 'PUT', headers: { 'Cf-Access-Jwt-Assertion': await assertion(), 'Content-Type': 'application/json', ...headers }, body },
      { id: cart.id },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: CROSS_ORIGIN_WRITE });
    expect(await testDb.count('vehicle_stock')).toBe(0);
  });

  it('lets a valid assertion through, says who, and is never cached', async () => {
    const res = await (await staff('Bo@Dealer.example')).get(me as Handler, '/api/desk/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ email: 'bo@dealer.example', timeZone: 'America/New_York' });
  });
});

describe('stock', () => {
  it('lists every catalogue cart with its state, as built until the desk changes it', async () => {
    const res = await (await staff()).get(stock as Handler, '/api/desk/stock');
    const { carts } = (await res.json()) as { carts: { id: string; status: string; built: string; version: number }[] };
    expect(carts.map((c) => c.id)).toEqual(catalogue.map((v) => v.id));
    for (const c of carts) expect(c).toMatchObject({ status: c.built, version: 0 });
  });

  it('marks a cart sold: one history line, the vehicle API says sold, and the undo puts it back', async () => {
    const anna = await staff();
    const sold = await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'sold', version: 0 }, { id: cart.id });
    expect(sold.status).toBe(200);
    expect(await sold.json()).toMatchObject({ cart: { id: cart.id, status: 'sold', version: 1, changedBy: 'anna@dealer.example' } });
    const listed = (await (await vehicles(invocation(new Request(`${ORIGIN}/api/vehicles`), env()).context)).json()) as Record<
      string,
      unknown
    >[];
    expect(listed.find((v) => v['id'] === cart.id)).toMatchObject({ status: 'sold', inStock: false });

    const undo = await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'available', version: 1 }, { id: cart.id });
    expect(await undo.json()).toMatchObject({ cart: { status: 'available', version: 2 } });
    const lines = (await (await anna.get(history as Handler, '/api/desk/history?subject=vehicle')).json()) as { entries: object[] };
    expect(lines.entries).toEqual([
      expect.objectContaining({
        subject: 'vehicle',
        subjectId: cart.id,
        subjectName: cart['name'],
        from: 'sold',
        to: 'available',
        actor: 'anna@dealer.example',
      }),
      expect.objectContaining({ subject: 'vehicle', subjectId: cart.id, from: 'available', to: 'sold' }),
    ]);
  });

  it('puts a cart on hold with its last day and note, and takes it off again', async () => {
    const anna = await staff();
    const until = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/New_York' });
    const held = await anna.put(
      oneCart as Handler,
      `/api/desk/stock/${cart.id}`,
      { status: 'on-hold', holdUntil: until, note: 'Deposit, Mr. Reyes', version: 0 },
      { id: cart.id },
    );
    expect(await held.json()).toMatchObject({ cart: { status: 'on-hold', holdUntil: until, note: 'Deposit, Mr. Reyes', version: 1 } });
    const off = await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'available', version: 1 }, { id: cart.id });
    expect(await off.json()).toMatchObject({ cart: { status: 'available', holdUntil: null, note: null, version: 2 } });
  });

  it('tells the second of two staff changing one cart who changed it first, and the state now; nothing of the second is written', async () => {
    const anna = await staff('anna@dealer.example');
    const bo = await staff('bo@dealer.example');
    expect((await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'sold', version: 0 }, { id: cart.id })).status).toBe(
      200,
    );
    const second = await bo.put(
      oneCart as Handler,
      `/api/desk/stock/${cart.id}`,
      { status: 'on-hold', holdUntil: new Date().toLocaleDateString('sv-SE', { timeZone: 'America/New_York' }), version: 0 },
      { id: cart.id },
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: 'Changed by anna@dealer.example a moment ago: your change was not saved. This is the state now.',
      cart: expect.objectContaining({ status: 'sold', version: 1, changedBy: 'anna@dealer.example' }),
    });
    expect(await testDb.count('desk_history')).toBe(1);
  });

  it('gives no state to a cart the catalogue does not have (404) and refuses an invalid state (400), writing nothing', async () => {
    const anna = await staff();
    const unknown = await anna.put(
      oneCart as Handler,
      '/api/desk/stock/no-such-cart',
      { status: 'sold', version: 0 },
      { id: 'no-such-cart' },
    );
    expect(unknown.status).toBe(404);
    const invalid = await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'reserved', version: 0 }, { id: cart.id });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'Please check the change', fields: { status: STOCK_MESSAGES.status } });
    const noDay = await anna.put(oneCart as Handler, `/api/desk/stock/${cart.id}`, { status: 'on-hold', version: 0 }, { id: cart.id });
    expect(await noDay.json()).toEqual({ error: 'Please check the change', fields: { holdUntil: STOCK_MESSAGES.holdUntil } });
    const notJson = await call(
      oneCart as Handler,
      `/api/desk/stock/${cart.id}`,
      {
        method: 'PUT',
        headers: { 'Cf-Access-Jwt-Assertion': await assertion(), Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: '{',
      },
      { id: cart.id },
    );
    expect(notJson.status).toBe(400);
    expect(await testDb.count('vehicle_stock')).toBe(0);
    expect(await testDb.count('desk_history')).toBe(0);
  });

  it('changes nothing when the write fails (503)', async () => {
    const failing = new Proxy(testDb.db, {
      get: (target, name, receiver) =>
        name === 'batch' ? () => Promise.reject(new Error('D1 is down')) : (Reflect.get(target, name, receiver) as unknown),
    });
    const token = await assertion();
    const res = await call(
      oneCart as Handler,
      `/api/desk/stock/${cart.id}`,
      {
        method: 'PUT',
        headers: { 'Cf-Access-Jwt-Assertion': token, Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'sold', version: 0 }),
      },
      { id: cart.id },
      env({ DB: failing }),
    );
    expect(res.status).toBe(503);
    expect(await testDb.count('vehicle_stock')).toBe(0);
  });
});

describe('leads', () => {
  it('lists newest first, filtered by status, kind and the dealer days', async () => {
    const older = await addLead({ created_at: '2026-11-02T03:30:00.000Z', request: null, interest: 'service' }); // Nov 1, 11:30 PM in Delaware
    const rental = await addLead({ created_at: '2026-11-02T14:00:00.000Z', request: 'rental' });
    const drive = await addLead({ created_at: '2026-11-03T14:00:00.000Z' });
    const anna = await staff();
    const ids = async (query: string) =>
      ((await (await anna.get(leads as Handler, `/api/desk/leads${query}`)).json()) as { leads: { id: number }[] }).leads.map((l) => l.id);
    expect(await ids('')).toEqual([drive, rental, older]);
    expect(await ids('?kind=service')).toEqual([older]);
    expect(await ids('?kind=rental')).toEqual([rental]);
    expect(await ids('?from=2026-11-02&to=2026-11-02')).toEqual([rental]);
    expect(await ids('?to=2026-11-01')).toEqual([older]);
    expect(await ids('?status=contacted')).toEqual([]);
    await anna.put(oneLead as Handler, `/api/desk/leads/${rental}`, { status: 'contacted', version: 0 }, { id: String(rental) });
    expect(await ids('?status=contacted')).toEqual([rental]);
    expect(await ids('?status=new')).toEqual([drive, older]);
    const bad = await anna.get(leads as Handler, '/api/desk/leads?status=closed&from=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['status', 'from']);
  });

  it('works a lead from new to contacted with a note: its history line, and its detail with the delivery state per destination', async () => {
    const id = await addLead({ request_summary: 'Test drive: Evolution D5 Maverick 4 Plus, $9,995', preferred_date: '2026-11-28' });
    await addDelivery(id, 'customer', {
      state: 'failed',
      attempts: 1,
      last_error: 'email to ann@example.com not allowed',
      recipient: 'ann@example.com',
    });
    await addDelivery(id, 'crm', { state: 'sent', attempts: 1, sent_at: '2026-11-20T19:00:02.000Z', recipient: 'crm@dealer.example' });
    await addDelivery(id, 'sales', {
      state: 'pending',
      attempts: 2,
      next_at: '2026-11-20T19:05:00.000Z',
      last_error: 'mail service answered 503',
      recipient: 'sales@dealer.example',
    });
    const anna = await staff();
    const before = (await (await anna.get(oneLead as Handler, `/api/desk/leads/${id}`, { id: String(id) })).json()) as Record<
      string,
      unknown
    >;
    expect(before).toMatchObject({
      lead: {
        id,
        status: 'new',
        version: 0,
        kind: 'test-drive',
        details: ['About: Test drive: Evolution D5 Maverick 4 Plus, $9,995', 'Preferred: Sat, Nov 28, 2026'],
      },
      delivery: [
        {
          destination: 'crm',
          label: 'CRM (ADF lead)',
          state: 'delivered',
          at: '2026-11-20T19:00:02.000Z',
          recipient: 'crm@dealer.example',
        },
        {
          destination: 'sales',
          label: 'Staff e-mail',
          state: 'retrying',
          attempts: 2,
          at: '2026-11-20T19:05:00.000Z',
          lastError: 'mail service answered 503',
        },
        { destination: 'customer', label: 'Customer e-mail', state: 'failed', lastError: 'email to ann@example.com not allowed', at: null },
      ],
      history: [],
    });
    const worked = await anna.put(
      oneLead as Handler,
      `/api/desk/leads/${id}`,
      { status: 'contacted', note: 'Called, booked Saturday 10 AM', version: 0 },
      { id: String(id) },
    );
    expect(worked.status).toBe(200);
    expect(await worked.json()).toMatchObject({
      lead: { status: 'contacted', version: 1, changedBy: 'anna@dealer.example' },
      history: [
        {
          subject: 'lead',
          subjectId: String(id),
          subjectName: 'Ann Lee',
          from: 'new',
          to: 'contacted',
          note: 'Called, booked Saturday 10 AM',
          actor: 'anna@dealer.example',
        },
      ],
    });
  });

  it('tells the second of two staff who changed the lead first (409), and refuses unknown leads (404)', async () => {
    const id = await addLead();
    const anna = await staff('anna@dealer.example');
    const bo = await staff('bo@dealer.example');
    await anna.put(oneLead as Handler, `/api/desk/leads/${id}`, { status: 'contacted', version: 0 }, { id: String(id) });
    const second = await bo.put(oneLead as Handler, `/api/desk/leads/${id}`, { status: 'lost', version: 0 }, { id: String(id) });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: expect.stringMatching(/^Changed by anna@dealer\.example a moment ago/),
      lead: { status: 'contacted' },
    });
    for (const missing of ['999', 'abc', '0']) {
      expect((await anna.get(oneLead as Handler, `/api/desk/leads/${missing}`, { id: missing })).status).toBe(404);
      expect(
        (await anna.put(oneLead as Handler, `/api/desk/leads/${missing}`, { status: 'won', version: 0 }, { id: missing })).status,
      ).toBe(404);
    }
    expect(await testDb.count('desk_history')).toBe(1);
  });

  it("downloads the current filter as CSV, with each delivery's state, formulas made harmless", async () => {
    const quote = await addLead({ first_name: '=HYPERLINK("x")', request: 'quote' });
    await addDelivery(quote, 'sales', { state: 'sent', attempts: 1, sent_at: '2026-11-20T19:00:02.000Z' });
    await addLead({ request: 'rental' });
    const res = await (await staff()).get(leadsCsv as Handler, '/api/desk/leads.csv?kind=quote');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d-quote\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^"id","created_at",.*"delivery_crm","delivery_sales","delivery_customer","delivery_webhook","kind","status","changed_by","changed_at"$/,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"","sent 2026-11-20T19:00:02.000Z","",""');
    expect(lines[1]).toContain('"quote","new"');
  });
});
