/**
 * Delivery of the dealer notification never depends on luck: against a real local D1 (Miniflare) and a real
 * local HTTP listener, a message whose webhook call failed is retried with backoff by later requests and by
 * POST /api/notifications, marked notified only after a 2xx, and sent exactly once however many passes
 * run, until the attempt limit. The clock (Date only) is moved by the test; network and D1 run for real.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest as contact } from '../../../functions/api/contact';
import { onRequest as notifications, NO_WEBHOOK } from '../../../functions/api/notifications';
import { onRequest as middleware, SWEEP_INTERVAL_MS } from '../../../functions/api/_middleware';
import { deliverPending } from '../../../functions/_lib/notify';
import { NOTIFY_LEASE_SECONDS, NOTIFY_MAX_AGE_SECONDS, NOTIFY_MAX_ATTEMPTS, retryDelaySeconds } from '../../../src/lib/api/notify-schedule';
import { invocation, makeEnv, ORIGIN, withTestDb } from './support/harness';
import { validMessage } from '../../../src/lib/contact/message.fixture';

interface Hook {
  url: string;
  /** Ids of the messages received, in arrival order. */
  received: number[];
  /** The answer's status while up. */
  status: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** A local webhook on a fixed port that can be taken down (connection refused) and brought back up. */
async function webhook(): Promise<Hook> {
  let server: Server | undefined;
  const hook: Hook = {
    url: '',
    received: [],
    status: 204,
    up: () =>
      new Promise<void>((done) => {
        server = createServer((req, res) => {
          let body = '';
          req.on('data', (c) => (body += c));
          req.on('end', () => {
            hook.received.push((JSON.parse(body) as { id: number }).id);
            res.writeHead(hook.status).end();
          });
        });
        server.listen(port, '127.0.0.1', done);
      }),
    // Down at once: keep-alive connections from the last calls are cut too.
    down: () =>
      new Promise<void>((done) => {
        if (!server) return done();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  // Take a free port, then give it back: the hook is down until `up`.
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((done) => probe.close(() => done()));
  hook.url = `http://127.0.0.1:${port}/hook`;
  return hook;
}

let hook: Hook;
let n = 0;
const t = withTestDb();
beforeEach(async () => {
  hook = await webhook();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await hook.down();
});

const env = () => makeEnv(t.db, { CONTACT_WEBHOOK_URL: hook.url, CONTACT_RATE_LIMIT: '0' });
const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

async function send(): Promise<number> {
  const request = new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9' },
    body: JSON.stringify({ ...validMessage, message: `Question number ${++n} about a golf cart.` }),
  });
  const call = invocation(request, env());
  const res = await contact(call.context);
  await call.settle();
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** POST /api/notifications: a pass run now. */
async function trigger() {
  const call = invocation(new Request(`${ORIGIN}/api/notifications`, { method: 'POST' }), env());
  const res = await notifications(call.context);
  return { status: res.status, body: (await res.json()) as { delivered: number[]; failed: number[]; pending: number } };
}

type Row = { id: number; notified_at: string | null; notify_attempts: number; notify_after: string | null; notify_error: string | null };
const stored = async () =>
  (await t.db.prepare('SELECT id, notified_at, notify_attempts, notify_after, notify_error FROM contact_messages ORDER BY id').all<Row>())
    .results;

describe('a listener down for the first message and up later', () => {
  it('receives both messages, each exactly once', async () => {
    const first = await send();
    let [row] = await stored();
    expect(row).toMatchObject({ notified_at: null, notify_attempts: 1 });
    expect(row!.notify_error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(row!.notify_after).toBe(new Date(Date.now() + retryDelaySeconds(1) * 1000).toISOString());

    await hook.up();
    later(10);
    const second = await send();
    // The new message goes at once; the first waits for its backoff.
    expect(hook.received).toEqual([second]);

    later(retryDelaySeconds(1));
    expect((await trigger()).body).toEqual({ delivered: [first], failed: [], pending: 0 });
    expect(hook.received).toEqual([second, first]);

    // More requests and passes later: nothing is sent again.
    later(3600);
    await send();
    await trigger();
    expect(hook.received.filter((id) => id === first || id === second)).toEqual([second, first]);
    const rows = await stored();
    expect(rows.every((r) => r.notified_at !== null && r.notify_error === null && r.notify_after === null)).toBe(true);
    [row] = rows;
    expect(row!.notify_attempts).toBe(2);
  });

  it('is retried by any later API request, at most once a minute per isolate', async () => {
    const vehicles = async () => {
      const call = invocation(new Request(`${ORIGIN}/api/vehicles`), env(), {}, async () => new Response('[]'));
      await middleware(call.context);
      await call.settle();
    };
    const first = await send();
    await hook.up();
    later(retryDelaySeconds(1) + SWEEP_INTERVAL_MS / 1000);
    await vehicles();
    expect(hook.received).toEqual([first]);

    // Another pending message, due now: a request within the minute leaves it, the next one after it sends it.
    await hook.down();
    const second = await send();
    await hook.up();
    await t.db
      .prepare('UPDATE contact_messages SET notify_after = ?1 WHERE id = ?2')
      .bind(new Date(Date.now()).toISOString(), second)
      .run();
    later(SWEEP_INTERVAL_MS / 1000 - 1);
    await vehicles();
    expect(hook.received).toEqual([first]);
    later(1);
    await vehicles();
    expect(hook.received).toEqual([first, second]);
  });
});

describe('retries', () => {
  it('follow the backoff schedule, count each attempt, and stop at the limit', async () => {
    hook.status = 503;
    await hook.up();
    const id = await send();
    for (let attempt = 1; attempt < NOTIFY_MAX_ATTEMPTS; attempt++) {
      const [row] = await stored();
      expect(row).toMatchObject({ notify_attempts: attempt, notified_at: null, notify_error: 'the webhook answered 503' });
      // Not before its time...
      later(retryDelaySeconds(attempt) - 1);
      expect((await trigger()).body.failed).toEqual([]);
      // ...and then once.
      later(1);
      expect((await trigger()).body.failed).toEqual([id]);
    }
    expect(hook.received).toEqual(Array(NOTIFY_MAX_ATTEMPTS).fill(id));
    const [last] = await stored();
    expect(last).toMatchObject({ notify_attempts: NOTIFY_MAX_ATTEMPTS, notify_after: null, notified_at: null });
    later(7 * 24 * 3600);
    expect((await trigger()).body).toEqual({ delivered: [], failed: [], pending: 0 });
    expect(hook.received).toHaveLength(NOTIFY_MAX_ATTEMPTS);
  });

  it('mark a message notified only after a 2xx', async () => {
    hook.status = 500;
    await hook.up();
    await send();
    expect((await stored())[0]!.notified_at).toBeNull();
    hook.status = 200;
    later(retryDelaySeconds(1));
    await trigger();
    expect((await stored())[0]!.notified_at).toBe(new Date(Date.now()).toISOString());
  });

  it('never send a message twice when passes run at once', async () => {
    const ids = [await send(), await send(), await send()];
    await hook.up();
    later(retryDelaySeconds(1));
    const passes = await Promise.all([1, 2, 3, 4].map(() => deliverPending(t.db, hook.url, Date.now())));
    expect(passes.flatMap((p) => p.delivered).sort()).toEqual(ids);
    expect([...hook.received].sort()).toEqual(ids);
  });

  it('take up a message again when a pass died while sending it, once its hold ends', async () => {
    const id = await send();
    await hook.up();
    later(retryDelaySeconds(1));
    // A pass claims the message and never finishes (its worker was stopped): the claim holds it.
    await t.db
      .prepare('UPDATE contact_messages SET notify_attempts = notify_attempts + 1, notify_after = ?1')
      .bind(new Date(Date.now() + NOTIFY_LEASE_SECONDS * 1000).toISOString())
      .run();
    expect((await trigger()).body.delivered).toEqual([]);
    later(NOTIFY_LEASE_SECONDS);
    expect((await trigger()).body.delivered).toEqual([id]);
    expect(hook.received).toEqual([id]);
  });

  it('leave messages older than the age limit to the listing', async () => {
    await send();
    await hook.up();
    later(NOTIFY_MAX_AGE_SECONDS + 1);
    expect((await trigger()).body).toEqual({ delivered: [], failed: [], pending: 0 });
    expect(hook.received).toEqual([]);
  });
});

describe('POST /api/notifications', () => {
  it('needs a webhook to deliver to', async () => {
    const call = invocation(new Request(`${ORIGIN}/api/notifications`, { method: 'POST' }), makeEnv(t.db));
    const res = await notifications(call.context);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: NO_WEBHOOK });
  });

  it('answers other methods with 405', async () => {
    const call = invocation(new Request(`${ORIGIN}/api/notifications`), env());
    const res = await notifications(call.context);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });
});
