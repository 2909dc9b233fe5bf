/**
 * Every lead reaches the dealer: against a real local D1 (Miniflare), the real contact function, the mail Worker's
 * own handler over an in-memory mail service (harness `fakeMailer`) and a webhook on a real local port, each stored
 * message gets its deliveries (the CRM's ADF e-mail for a sales request, the sales inbox's e-mail, the customer's
 * acknowledgement, the webhook when one is set), each sent once and on its own, retried with backoff. Then the
 * cases an outside probe found, measured per destination: a receiver slower than the time-out, a pass that dies
 * between the receiver's answer and the write of it, a burst of posts; forged detail lines; a correction sent
 * again without JavaScript; and POST /api/notifications without its secret. Date is moved by the test and the
 * attempts' time-outs run on timers it fires: nothing sleeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest as contact } from '../../../functions/api/contact';
import { onRequest as notifications, UNAUTHORIZED } from '../../../functions/api/notifications';
import { onRequest as middleware, SWEEP_INTERVAL_MS } from '../../../functions/api/_middleware';
import { storeMessage } from '../../../functions/_lib/contact-store';
import { leadConfig } from '../../../functions/_lib/lead-config';
import { deliverInBackground, deliverPending, sendersFor } from '../../../functions/_lib/outbox';
import { validPost } from '../../../src/lib/contact/message.fixture';
import { validateRequest } from '../../../src/lib/contact/request';
import { validateAdf } from '../../../src/lib/leads/adf-validate.fixture';
import {
  DELIVERY_IN_FLIGHT,
  DELIVERY_LEASE_SECONDS,
  DELIVERY_MAX_AGE_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_TIMEOUT_MS,
  retryDelaySeconds,
} from '../../../src/lib/leads/delivery-schedule';
import { deliveryRecipient, type Destination } from '../../../src/lib/leads/lead';
import { readMail } from '../../../src/lib/leads/mail.fixture';
import {
  contentCatalogue,
  contactRequests,
  fakeMailer,
  handle,
  invocation,
  makeEnv,
  ORIGIN,
  withTestDb,
  type FakeMailer,
} from './support/harness';
import { dyingAtOutcome, manualTimers, receiver, type Receiver } from './support/outbox';

const SECRET = 'a-delivery-secret-for-the-tests';
const sales = { ...validPost, interest: 'sales' };
const testDrive = { ...sales, request: 'test-drive' };
/** Two carts a request can name (any two of the catalogue that are for sale). */
const [cart, otherCart] = contentCatalogue()
  .filter((v) => v['inStock'])
  .map((v) => v.id);

let hook: Receiver;
let mailer: FakeMailer;
let n = 0;
const t = withTestDb();
beforeEach(async () => {
  hook = await receiver();
  mailer = fakeMailer();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await hook.down();
});

const env = (extra: Partial<Env> = {}) => makeEnv(t.db, { CONTACT_RATE_LIMIT: '0', MAILER: mailer, DELIVERY_SECRET: SECRET, ...extra });
const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));
const { json: jsonRequest, form: formRequest } = contactRequests(() => '203.0.113.9');

/** A new message (its own text, so it is no retry of another) posted as JSON; its id. */
async function send(fields: Record<string, string> = sales, extra: Partial<Env> = {}): Promise<number> {
  const res = await handle(contact, jsonRequest({ ...fields, message: `${fields['message']} (number ${++n})` }), env(extra));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A message stored with its deliveries (as the contact function stores it) and no pass run yet; its id. */
async function stored(destinations: readonly Destination[], fields: Record<string, string> = sales): Promise<number> {
  const result = validateRequest({ ...fields, message: `${fields['message']} (number ${++n})` }, undefined, {
    now: new Date(),
    referer: null,
    origin: ORIGIN,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const outcome = await storeMessage(t.db, {
    request: result.value,
    deliveries: destinations.map((destination) => ({
      destination,
      recipient: deliveryRecipient(destination, result.value.message.email, leadConfig),
    })),
    idempotencyKey: null,
    requestHash: `hash-${n}`,
    retryFingerprint: `retry-${n}`,
    emailKey: result.value.message.email,
    clientKey: 'client',
    limit: 0,
    nowMs: Date.now(),
  });
  if (outcome.kind !== 'stored') throw new Error(outcome.kind);
  return outcome.id;
}

interface DeliveryRow {
  message_id: number;
  destination: Destination;
  state: string;
  attempts: number;
  unanswered: number;
  next_at: string | null;
  last_error: string | null;
  recipient: string | null;
  sent_at: string | null;
}
const deliveries = async () =>
  (await t.db.prepare('SELECT * FROM contact_deliveries ORDER BY message_id, destination').all<DeliveryRow>()).results;
const delivery = async (id: number, destination: Destination) =>
  (await deliveries()).find((d) => d.message_id === id && d.destination === destination);

/** POST /api/notifications, with the secret unless told otherwise. */
async function trigger(headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` }, e: Env = env(), init: RequestInit = {}) {
  const call = invocation(new Request(`${ORIGIN}/api/notifications`, { method: 'POST', headers, ...init }), e);
  const res = await notifications(call.context);
  return { res, body: (await res.json()) as { sent: string[]; failed: string[]; pending: number; error?: string } };
}

const messageId = (raw: string) => readMail(raw).headers.get('message-id')?.[0];
/** The e-mails of a message to one destination. */
const mailsOf = (id: number, destination: Destination) =>
  mailer.mails.filter((mail) => messageId(mail.raw) === `<contact-${id}.${destination}@${leadConfig.sender.address.split('@')[1]}>`);

describe('every stored message gets its deliveries, each sent once', () => {
  it('a test drive: the ADF lead to the CRM, the e-mail to the sales inbox, the acknowledgement to the customer', async () => {
    const id = await send({ ...testDrive, vehicle: cart! });
    expect(await deliveries()).toMatchObject([
      { message_id: id, destination: 'crm', state: 'sent', attempts: 1, recipient: leadConfig.crmAddress },
      { message_id: id, destination: 'customer', state: 'sent', attempts: 1, recipient: sales.email },
      { message_id: id, destination: 'sales', state: 'sent', attempts: 1, recipient: leadConfig.salesInbox },
    ]);
    expect(mailer.mails.map((m) => m.to).sort()).toEqual([leadConfig.crmAddress, sales.email, leadConfig.salesInbox].sort());
    const crm = readMail(mailsOf(id, 'crm')[0]!.raw);
    expect(validateAdf(crm.body)).toEqual({ ok: true, errors: '' });
    expect(crm.body).toContain('<vehicle interest="test-drive" status="new">');
    expect(crm.body).toContain(`<stock>${cart}</stock>`);
    expect(readMail(mailsOf(id, 'sales')[0]!.raw).headers.get('reply-to')).toEqual([`"Ann Lee" <${sales.email}>`]);
  });

  it.each([
    ['a rental', { ...sales, request: 'rental' }],
    ['a service request', { ...validPost, request: 'service' }],
    ['a general question', { ...validPost, interest: 'general' }],
  ])('%s: no ADF lead, the two e-mails', async (_what, fields) => {
    const id = await send(fields);
    expect((await deliveries()).map((d) => [d.message_id, d.destination, d.state])).toEqual([
      [id, 'customer', 'sent'],
      [id, 'sales', 'sent'],
    ]);
  });

  it('and the webhook, when one is set', async () => {
    await hook.up();
    const id = await send(sales, { CONTACT_WEBHOOK_URL: hook.url });
    expect((await deliveries()).map((d) => d.destination)).toEqual(['crm', 'customer', 'sales', 'webhook']);
    expect(hook.received.map((h) => h['id'])).toEqual([id]);
  });

  it('none for a honeypot catch, a rate-limited post, a refused post or a replay', async () => {
    const limited = { CONTACT_RATE_LIMIT: '1' };
    const post = (req: Request, extra: Partial<Env> = {}) => handle(contact, req, env(extra));
    expect((await post(jsonRequest({ ...sales, website: 'https://spam.example' }, { 'CF-Connecting-IP': '198.51.100.66' }))).status).toBe(
      201,
    );
    expect((await post(jsonRequest({ ...sales, email: 'not an address' }))).status).toBe(400);
    const key = crypto.randomUUID();
    const first = await post(jsonRequest(sales, { 'Idempotency-Key': key }), limited);
    expect(first.status).toBe(201);
    expect((await post(jsonRequest(sales, { 'Idempotency-Key': key }), limited)).headers.get('Idempotent-Replayed')).toBe('true');
    expect((await post(jsonRequest({ ...sales, message: 'Another question about carts.' }), limited)).status).toBe(429);
    const { id } = (await first.json()) as { id: number };
    expect(new Set((await deliveries()).map((d) => d.message_id))).toEqual(new Set([id]));
    expect(mailer.mails).toHaveLength(3);
  });
});

describe('each delivery on its own', () => {
  it('a customer address the mail service refuses fails at once, and holds back neither of the dealer’s e-mails', async () => {
    mailer.refuse = /^ann@/;
    const id = await send();
    expect(await delivery(id, 'crm')).toMatchObject({ state: 'sent' });
    expect(await delivery(id, 'sales')).toMatchObject({ state: 'sent' });
    expect(await delivery(id, 'customer')).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('not allowed'),
    });
    later(3600);
    await trigger();
    expect(await delivery(id, 'customer')).toMatchObject({ state: 'failed', attempts: 1 });
    expect(mailer.mails.map((m) => m.to).sort()).toEqual([leadConfig.crmAddress, leadConfig.salesInbox].sort());
  });

  it('the mail Worker down, then up: each e-mail arrives once, and the webhook never waited for it', async () => {
    await hook.up();
    mailer.down = true;
    const first = await send(sales, { CONTACT_WEBHOOK_URL: hook.url });
    expect(hook.received.map((h) => h['id'])).toEqual([first]);
    expect(await delivery(first, 'sales')).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('Network connection lost'),
    });
    mailer.down = false;
    later(10);
    const second = await send(sales, { CONTACT_WEBHOOK_URL: hook.url });
    // The new message goes at once; the first waits for its backoff.
    expect(mailer.mails).toHaveLength(3);
    later(retryDelaySeconds(1));
    expect((await trigger(undefined, env({ CONTACT_WEBHOOK_URL: hook.url }))).body).toMatchObject({ failed: [], pending: 0 });
    later(3600);
    await trigger(undefined, env({ CONTACT_WEBHOOK_URL: hook.url }));
    for (const id of [first, second])
      for (const destination of ['crm', 'sales', 'customer'] as const) expect(mailsOf(id, destination)).toHaveLength(1);
    expect(hook.received.map((h) => h['id'])).toEqual([first, second]);
  });

  it('a webhook down holds back none of the e-mails', async () => {
    const id = await send(sales, { CONTACT_WEBHOOK_URL: hook.url });
    expect((await deliveries()).map((d) => d.state)).toEqual(['sent', 'sent', 'sent', 'pending']);
    expect(mailer.mails).toHaveLength(3);
    expect(await delivery(id, 'webhook')).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/fetch failed|ECONNREFUSED/) });
  });

  it('without a mail transport the e-mails wait, listed as pending, until there is one', async () => {
    const id = await send(sales, { MAILER: undefined as unknown as Fetcher });
    expect((await deliveries()).map((d) => [d.destination, d.state, d.attempts])).toEqual([
      ['crm', 'pending', 0],
      ['customer', 'pending', 0],
      ['sales', 'pending', 0],
    ]);
    await trigger();
    expect(mailsOf(id, 'sales')).toHaveLength(1);
  });
});

describe('retries', () => {
  it('follow the backoff schedule, count each attempt, and stop at the limit', async () => {
    hook.status = 503;
    await hook.up();
    const id = await stored(['webhook']);
    const e = env({ CONTACT_WEBHOOK_URL: hook.url });
    expect((await trigger(undefined, e)).body.failed).toEqual([`${id}:webhook`]);
    for (let attempt = 1; attempt < DELIVERY_MAX_ATTEMPTS; attempt++) {
      expect(await delivery(id, 'webhook')).toMatchObject({ attempts: attempt, state: 'pending', last_error: 'the webhook answered 503' });
      // Not before its time...
      later(retryDelaySeconds(attempt) - 1);
      expect((await trigger(undefined, e)).body.failed).toEqual([]);
      // ...and then once.
      later(1);
      expect((await trigger(undefined, e)).body.failed).toEqual([`${id}:webhook`]);
    }
    expect(hook.received).toHaveLength(DELIVERY_MAX_ATTEMPTS);
    expect(await delivery(id, 'webhook')).toMatchObject({ attempts: DELIVERY_MAX_ATTEMPTS, state: 'failed', next_at: null });
    later(7 * 24 * 3600);
    expect((await trigger(undefined, e)).body).toEqual({ sent: [], failed: [], pending: 0 });
    expect(hook.received).toHaveLength(DELIVERY_MAX_ATTEMPTS);
  });

  it('count a delivery sent only after a 2xx; a refusal (4xx) is final at once', async () => {
    hook.status = 500;
    await hook.up();
    const id = await stored(['webhook']);
    const e = env({ CONTACT_WEBHOOK_URL: hook.url });
    await trigger(undefined, e);
    expect(await delivery(id, 'webhook')).toMatchObject({ state: 'pending', sent_at: null });
    hook.status = 200;
    later(retryDelaySeconds(1));
    await trigger(undefined, e);
    expect(await delivery(id, 'webhook')).toMatchObject({ state: 'sent', sent_at: new Date().toISOString() });
    const gone = await stored(['webhook']);
    hook.status = 410;
    await trigger(undefined, e);
    expect(await delivery(gone, 'webhook')).toMatchObject({ state: 'failed', attempts: 1, last_error: 'the webhook answered 410' });
  });

  it('never send a delivery twice when passes run at once', async () => {
    await hook.up();
    const ids = [await stored(['webhook', 'sales']), await stored(['webhook', 'sales']), await stored(['webhook', 'sales'])];
    const senders = sendersFor(env({ CONTACT_WEBHOOK_URL: hook.url }));
    const passes = await Promise.all([1, 2, 3, 4].map(() => deliverPending(t.db, { senders })));
    expect(passes.flatMap((p) => p.sent).sort()).toEqual(ids.flatMap((id) => [`${id}:sales`, `${id}:webhook`]).sort());
    expect([...hook.received.map((h) => h['id'])].sort()).toEqual(ids);
    for (const id of ids) expect(mailsOf(id, 'sales')).toHaveLength(1);
  });

  it('give up a delivery older than the age limit', async () => {
    const id = await stored(['sales']);
    later(DELIVERY_MAX_AGE_SECONDS + 1);
    expect((await trigger()).body).toEqual({ sent: [], failed: [], pending: 0 });
    expect(await delivery(id, 'sales')).toMatchObject({ state: 'failed', last_error: '(given up: too old)' });
    expect(mailer.mails).toEqual([]);
  });

  it('are run by any later API request, at most once a minute per isolate', async () => {
    const vehicles = async () => {
      const call = invocation(new Request(`${ORIGIN}/api/vehicles`), env(), {}, async () => new Response('[]'));
      await middleware(call.context);
      await call.settle();
    };
    mailer.down = true;
    const first = await send();
    mailer.down = false;
    later(retryDelaySeconds(1) + SWEEP_INTERVAL_MS / 1000);
    await vehicles();
    expect(mailsOf(first, 'sales')).toHaveLength(1);
    mailer.down = true;
    const second = await send();
    mailer.down = false;
    later(retryDelaySeconds(1));
    later(-1);
    await vehicles();
    expect(mailsOf(second, 'sales')).toHaveLength(0);
    later(SWEEP_INTERVAL_MS / 1000);
    await vehicles();
    expect(mailsOf(second, 'sales')).toHaveLength(1);
  });
});

/** How many times a message's delivery reached its receiver, and whether each arrival after the first says it may be a repeat. */
function arrivals(id: number, destination: Destination): { count: number; repeatsMarked: boolean } {
  if (destination === 'webhook') {
    const got = hook.received.filter((h) => h['id'] === id);
    return { count: got.length, repeatsMarked: got.slice(1).every((h) => h['repeat'] === true) && got[0]?.['repeat'] === false };
  }
  const got = mailsOf(id, destination);
  // An e-mail sent again is the same e-mail (one Message-ID); the CRM's ADF says status="resend".
  const resend = destination !== 'crm' || got.slice(1).every((m) => readMail(m.raw).body.includes('<prospect status="resend">'));
  return { count: got.length, repeatsMarked: resend };
}

const ALL: readonly Destination[] = ['crm', 'sales', 'customer', 'webhook'];

describe('the probe’s duplicates, measured per destination', () => {
  describe.each(ALL)('%s', (destination) => {
    const only = () => ({ [destination]: sendersFor(env({ CONTACT_WEBHOOK_URL: hook.url }))[destination] });

    it('a receiver slower than the time-out: the attempt is aborted at it, sent once more marked a possible repeat, then left unknown', async () => {
      await hook.up();
      hook.slow = true;
      mailer.slow = true;
      const id = await stored([destination]);
      const timers = manualTimers();
      const pass = () => deliverPending(t.db, { senders: only(), timers });

      const first = pass();
      await vi.waitFor(() => expect(arrivals(id, destination).count).toBe(1));
      // Held by the claim while it runs: another pass does not send it.
      expect((await deliverPending(t.db, { senders: only(), timers })).sent).toEqual([]);
      await timers.advance(DELIVERY_TIMEOUT_MS);
      await first;
      expect(await delivery(id, destination)).toMatchObject({ state: 'pending', unanswered: 1, last_error: 'no answer within 10 s' });
      hook.release();
      mailer.release();

      later(retryDelaySeconds(1));
      const second = pass();
      await vi.waitFor(() => expect(arrivals(id, destination).count).toBe(2));
      await timers.advance(DELIVERY_TIMEOUT_MS);
      await second;
      expect(await delivery(id, destination)).toMatchObject({ state: 'unknown', attempts: 2, unanswered: 2 });

      later(24 * 3600);
      await pass();
      hook.release();
      mailer.release();
      expect(arrivals(id, destination)).toEqual({ count: 2, repeatsMarked: true });
      expect(timers.pending()).toBe(0);
    });

    it('a pass that dies between the receiver’s answer and its write: sent once more after the claim lapses, marked a possible repeat', async () => {
      await hook.up();
      const id = await stored([destination]);
      await expect(deliverPending(dyingAtOutcome(t.db), { senders: only() })).rejects.toThrow('the isolate was stopped');
      expect(arrivals(id, destination).count).toBe(1);
      expect(await delivery(id, destination)).toMatchObject({ state: 'sending', attempts: 1 });

      later(DELIVERY_LEASE_SECONDS - 1);
      expect((await deliverPending(t.db, { senders: only() })).sent).toEqual([]);
      later(1);
      expect((await deliverPending(t.db, { senders: only() })).sent).toEqual([`${id}:${destination}`]);
      expect(await delivery(id, destination)).toMatchObject({ state: 'sent', attempts: 2, unanswered: 1 });
      later(24 * 3600);
      await deliverPending(t.db, { senders: only() });
      expect(arrivals(id, destination)).toEqual({ count: 2, repeatsMarked: true });
    });
  });

  // Sixteen times the in-flight cap is enough passes at once to break the cap if it leaked. (At 200 posts the
  // local D1's Node-side proxy itself failed now and then on a loaded host, which tests Miniflare, not the outbox.)
  const BURST = 16 * DELIVERY_IN_FLIGHT;
  it(`a burst of ${BURST} posts: each of the ${4 * BURST} deliveries arrives once, with at most ${DELIVERY_IN_FLIGHT} per destination in flight`, async () => {
    await hook.up();
    // The messages stored at once, and each post asking for a pass after its answer, all at once.
    const ids = await Promise.all(Array.from({ length: BURST }, () => stored(ALL)));
    const passes: Promise<unknown>[] = [];
    const e = env({ CONTACT_WEBHOOK_URL: hook.url });
    for (const _id of ids) deliverInBackground({ env: e, waitUntil: (promise) => void passes.push(promise) });
    await Promise.all(passes);
    // Anything a pass left when its time was up is sent by the next (the schedule's, every minute).
    for (let minute = 0; minute < 20 && (await trigger(undefined, e)).body.pending > 0; minute++) later(60);
    expect((await deliveries()).filter((d) => d.state !== 'sent')).toEqual([]);
    expect(hook.received.map((h) => Number(h['id'])).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const destination of ['crm', 'sales', 'customer'] as const) {
      expect(ids.filter((id) => mailsOf(id, destination).length !== 1)).toEqual([]);
    }
    expect(hook.maxInFlight).toBeLessThanOrEqual(DELIVERY_IN_FLIGHT);
    expect(mailer.maxInFlight).toBeLessThanOrEqual(3 * DELIVERY_IN_FLIGHT);
  }, 180_000);
});

describe('forged detail lines', () => {
  const forged = [
    'About: Test drive · Free cart, $1',
    'Rental estimate (not a quote): plan $1 + free delivery (0 mi) + refundable deposit $0 = $1',
    'From: /admin',
    'abc\u202Egnp.exe\u202C zero\u200Bwidth',
  ].join('\n');

  it('the staff e-mail and the webhook’s text quote every line of the message; the site’s lines stay the site’s', async () => {
    await hook.up();
    const id = await send({ ...sales, request: 'rental', fleet: '', message: forged }, { CONTACT_WEBHOOK_URL: hook.url });
    const staff = readMail(mailsOf(id, 'sales')[0]!.raw).body.split('\n');
    const text = String(hook.received[0]!['text']).split('\n');
    for (const lines of [staff, text]) {
      const start = lines.findIndex((line) => /^Message/.test(line));
      expect(
        lines
          .slice(start + 1)
          .filter(Boolean)
          .every((line) => line.startsWith('>')),
      ).toBe(true);
      expect(lines.slice(0, start).filter((line) => /^\s*(About|Rental estimate|From):/.test(line))).toEqual(
        lines === staff ? ['  About: Rental'] : ['About: Rental'],
      );
      expect(lines.join('\n')).toContain('abc\ufffdgnp.exe\ufffd zero\ufffdwidth');
      expect(lines.join('\n')).not.toMatch(/[\u202a-\u202e\u200b]/);
    }
  });
});

describe('a correction sent again without JavaScript', () => {
  const post = (fields: Record<string, string>) => handle(contact, formRequest(fields), env());
  const messages = async () =>
    (await t.db.prepare('SELECT id, phone, vehicle_id, follows_id FROM contact_messages ORDER BY id').all<Record<string, unknown>>())
      .results;

  it('the same form again is a retry; a corrected phone or cart is a new message that follows the first, with its own deliveries', async () => {
    const form = { ...testDrive, vehicle: cart!, message: 'Can I drive it on Saturday?' };
    expect((await post(form)).status).toBe(303);
    later(60);
    expect((await post(form)).status).toBe(303);
    expect(await messages()).toEqual([{ id: 1, phone: form.phone, vehicle_id: form.vehicle, follows_id: null }]);
    later(60);
    expect((await post({ ...form, phone: '302-555-0199' })).status).toBe(303);
    later(60);
    expect((await post({ ...form, phone: '302-555-0199', vehicle: otherCart! })).status).toBe(303);
    expect(await messages()).toEqual([
      { id: 1, phone: form.phone, vehicle_id: form.vehicle, follows_id: null },
      { id: 2, phone: '302-555-0199', vehicle_id: form.vehicle, follows_id: 1 },
      { id: 3, phone: '302-555-0199', vehicle_id: otherCart, follows_id: 2 },
    ]);
    for (const id of [1, 2, 3]) expect(mailsOf(id, 'sales')).toHaveLength(1);
    expect(readMail(mailsOf(3, 'sales')[0]!.raw).body).toContain('Follows: message #2 from the same e-mail address');
    // Ten minutes on, the same address starts afresh.
    later(601);
    expect((await post({ ...form, message: 'One more question about it.' })).status).toBe(303);
    expect((await messages())[3]).toMatchObject({ id: 4, follows_id: null });
  });
});

describe('POST /api/notifications asks for the secret', () => {
  it('answers a caller without it 401, saying nothing and sending nothing', async () => {
    const id = await stored(['sales']);
    for (const headers of [
      {},
      { Authorization: 'Bearer wrong-secret' },
      { Authorization: SECRET },
      { Authorization: `Basic ${btoa(`x:${SECRET}`)}` },
    ]) {
      const { res, body } = await trigger(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(body).toEqual({ error: UNAUTHORIZED });
    }
    // A form another site posts: no header it can set carries the secret.
    const { res } = await trigger(
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      env(),
      { body: `secret=${SECRET}` },
    );
    expect(res.status).toBe(401);
    expect(await delivery(id, 'sales')).toMatchObject({ state: 'pending', attempts: 0 });
    expect(mailer.calls).toBe(0);
  });

  it('runs a pass for the caller that has it', async () => {
    const id = await stored(['sales', 'customer']);
    const { body } = await trigger();
    expect({ ...body, sent: [...body.sent].sort() }).toEqual({ sent: [`${id}:customer`, `${id}:sales`], failed: [], pending: 0 });
  });

  it('does not exist without a secret set, and answers other methods 405', async () => {
    const { res } = await trigger(undefined, env({ DELIVERY_SECRET: '' }));
    expect(res.status).toBe(404);
    const get = await notifications(
      invocation(new Request(`${ORIGIN}/api/notifications`, { headers: { Authorization: `Bearer ${SECRET}` } }), env()).context,
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });
});
