/**
 * POST /api/contact against a real local D1 (Miniflare) under abuse: one client behind many address
 * strings, honeypot floods, key-less retries, control characters and broken text, junk leads, and bodies
 * cut off before their declared length.
 */
import { describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../../functions/api/contact';
import { CUT_OFF_ERROR } from '../../../src/lib/api/body';
import { INVALID_FIELDS_ERROR } from '../../../src/lib/contact/schema';
import { handle, makeEnv, ORIGIN, withTestDb } from './support/harness';
import { validPost as valid } from '../../../src/lib/contact/message.fixture';

const numbered = (n: number) => ({ ...valid, message: `Question number ${n} about a golf cart.` });

const t = withTestDb();

const jsonRequest = (data: unknown, ip = '203.0.113.9', headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    body: JSON.stringify(data),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
  });
const formRequest = (data: Record<string, string>, ip = '203.0.113.9') =>
  new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    body: new URLSearchParams(data).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': ip },
  });

const post = (req: Request, env: Env = makeEnv(t.db)) => handle(onRequest, req, env);
const statuses = (responses: Response[]) => responses.map((r) => r.status);
const tally = (values: number[]) => values.reduce<Record<number, number>>((n, v) => ({ ...n, [v]: (n[v] ?? 0) + 1 }), {});
interface Row {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  message: string;
}
const rows = async () => (await t.db.prepare('SELECT * FROM contact_messages ORDER BY id').all<Row>()).results;

/** The database, counting the batches (transactions) that changed something. */
function countingWrites(db: D1Database): D1Database & { writes: number } {
  const counted = {
    writes: 0,
    prepare: (query: string) => db.prepare(query),
    async batch<T>(statements: Parameters<D1Database['batch']>[0]) {
      const results = await db.batch<T>(statements);
      if (results.some((r) => Number(r.meta.changes ?? 0) > 0)) counted.writes += 1;
      return results;
    },
  };
  return counted as unknown as D1Database & { writes: number };
}

describe('rate limit buckets', () => {
  it('30 addresses of one IPv6 /64 share one limit', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await post(jsonRequest(numbered(i), `2001:db8:7:7::${(i + 1).toString(16)}`)));
    expect(statuses(answers)).toEqual([...Array(5).fill(201), ...Array(25).fill(429)]);
    expect(await t.count('contact_messages')).toBe(5);
    // The next /64 is another subscriber.
    expect((await post(jsonRequest(numbered(99), '2001:db8:7:8::1'))).status).toBe(201);
  });

  it('one IPv4 address written six ways is one client', async () => {
    const forms = ['198.51.100.20', '0306.063.0144.024', '0xc6.0x33.0x64.0x14', '3325256724', '::ffff:198.51.100.20', '::ffff:c633:6414'];
    const answers = [];
    for (const [i, ip] of forms.entries()) answers.push(await post(jsonRequest(numbered(i), ip)));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await t.count('contact_messages')).toBe(5);
  });
});

describe('honeypot', () => {
  const bot = { ...valid, website: 'http://spam.example' };

  // Waves of 50 concurrent posts, one after another: a write per post would show in the first wave, and a write
  // per wave (a limit that forgets the caught client) in the second; more waves prove nothing more.
  const HONEYPOT_POSTS = 150;
  it(`${HONEYPOT_POSTS} honeypot posts from one client make one write, and spend its limit`, async () => {
    const db = countingWrites(t.db);
    const env = makeEnv(db);
    const answers: Response[] = [];
    for (let i = 0; i < HONEYPOT_POSTS; i += 50) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => post(jsonRequest({ ...bot, message: `Spam ${i + j}` }), env)))),
      );
    }
    expect(tally(statuses(answers))).toEqual({ 201: 1, 429: HONEYPOT_POSTS - 1 });
    expect(db.writes).toBe(1);
    expect(await t.count('contact_messages')).toBe(0);
    expect(await t.count('contact_rate_events')).toBe(1);
    const day = await t.db.prepare('SELECT SUM(hits) AS hits FROM contact_spam_counts').first<{ hits: number }>();
    expect(day?.hits).toBe(1);
    // A real message from the caught client waits like any client over its limit.
    const real = await post(jsonRequest(numbered(1)), env);
    expect(real.status).toBe(429);
    expect(Number(real.headers.get('Retry-After'))).toBeGreaterThan(0);
  }, 300_000);

  it('makes at most one write per client per window with the limit off, and answers each post as stored', async () => {
    const db = countingWrites(t.db);
    const env = makeEnv(db, { CONTACT_RATE_LIMIT: '0' });
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(jsonRequest(bot), env)));
    expect(statuses(answers)).toEqual(Array(40).fill(201));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(40);
    expect(db.writes).toBe(1);
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('a caught post still counts against a limit that real messages filled', async () => {
    for (let i = 0; i < 5; i++) expect((await post(jsonRequest(numbered(i)))).status).toBe(201);
    const res = await post(jsonRequest(bot));
    expect(res.status).toBe(429);
    expect(await t.count('contact_rate_events')).toBe(5);
  });

  it('answers exactly like a stored message: status, headers, body shape, and a fresh id after the newest', async () => {
    const real = await post(jsonRequest(valid, '192.0.2.10'));
    const caught = [await post(jsonRequest(bot, '192.0.2.11')), await post(jsonRequest(bot, '192.0.2.12'))];
    const realBody = (await real.json()) as { ok: boolean; id: number };
    const caughtBodies = (await Promise.all(caught.map((r) => r.json()))) as { ok: boolean; id: number }[];
    for (const [i, res] of caught.entries()) {
      expect(res.status).toBe(real.status);
      expect([...res.headers]).toEqual([...real.headers]);
      expect(Object.keys(caughtBodies[i]!)).toEqual(Object.keys(realBody));
      expect(caughtBodies[i]!.ok).toBe(true);
      expect(caughtBodies[i]!.id).toBeGreaterThan(realBody.id);
    }
    expect(caughtBodies[0]!.id).not.toBe(caughtBodies[1]!.id);
    // A form-posting bot is redirected like anyone else.
    const form = await post(formRequest(bot, '192.0.2.13'));
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toMatch(/^\/thank-you\?ref=[1-9]\d*$/);
    expect(await t.count('contact_messages')).toBe(1);
  });
});

describe('retries without an Idempotency-Key', () => {
  it('a key-less retry of a stored message stores once and gets the first answer', async () => {
    const first = await post(jsonRequest(valid));
    const retry = await post(jsonRequest(valid));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('recognizes the same e-mail and message when re-encoded, re-spaced or sent from another address', async () => {
    await post(jsonRequest({ ...valid, message: 'Line one\nLine two' }));
    const retry = await post(jsonRequest({ ...valid, email: 'ANN@example.com', message: 'Line one\r\n Line  two ' }, '198.51.100.99'));
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('a form post retried without JavaScript is redirected both times and stored once', async () => {
    expect((await post(formRequest(valid))).status).toBe(303);
    expect((await post(formRequest(valid))).status).toBe(303);
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('stores once when key-less retries arrive concurrently', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(jsonRequest(valid))));
    expect(statuses(answers)).toEqual(Array(8).fill(201));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('a key-less repeat of a message sent with a key is the same message', async () => {
    const first = await post(jsonRequest(valid, undefined, { 'Idempotency-Key': crypto.randomUUID() }));
    const retry = await post(jsonRequest(valid));
    expect(await retry.json()).toEqual(await first.json());
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('stores another message, or the same one after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-11-22T10:00:00.000Z'));
      await post(jsonRequest(valid));
      await post(jsonRequest({ ...valid, message: 'Please call me about a battery check, too.' }));
      await post(jsonRequest({ ...valid, email: 'bob@example.com' }));
      vi.setSystemTime(Date.parse('2026-11-22T10:10:00.001Z'));
      const later = await post(jsonRequest(valid));
      expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(await t.count('contact_messages')).toBe(4);
  });
});

/** A post with one field's value refused: a 400 naming that field with its message, and nothing stored. */
async function refusedField(field: string, value: string, error: string) {
  const res = await post(jsonRequest({ ...valid, [field]: value }));
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: INVALID_FIELDS_ERROR, fields: { [field]: error } });
  expect(await t.count('contact_messages')).toBe(0);
}

describe('control characters and broken text', () => {
  it('strips NUL, ESC, CR/LF and invisible characters from one-line fields, and keeps only \\n and \\t in the message', async () => {
    const res = await post(
      jsonRequest({
        ...valid,
        firstName: 'Ann\u0000\u001b[2J',
        lastName: 'Lee\r\n#999  2026-11-22T10:00:00.000Z  Sales Inquiry',
        phone: '302\u200b-555-0100\u0007',
        message: 'Line one\r\nLine\ttwo\u001b[31m\u0000\rLine three\u2028end',
      }),
    );
    expect(res.status).toBe(201);
    expect(await rows()).toMatchObject([
      {
        first_name: 'Ann[2J',
        last_name: 'Lee #999 2026-11-22T10:00:00.000Z Sales Inquiry',
        phone: '302-555-0100',
        message: 'Line one\nLine\ttwo[31m\nLine three\nend',
      },
    ]);
  });

  it.each([
    ['firstName', 'Ann\ud800', 'First name contains a character that is not allowed'],
    ['lastName', '\udfffLee', 'Last name contains a character that is not allowed'],
    ['phone', '302-555-0100\ud83d', 'Phone number contains a character that is not allowed'],
    ['message', 'A message with a broken emoji \ud83d here.', 'Message contains a character that is not allowed'],
  ])('a lone surrogate in %s gets a 400 naming the field', refusedField);
});

describe('junk leads', () => {
  it.each([
    ['phone', '(302) 555-010', 'Enter a 10-digit phone number'],
    ['phone', 'call me anytime!', 'Enter a 10-digit phone number'],
    ['firstName', '12345', 'First name must contain a letter'],
    ['lastName', '...', 'Last name must contain a letter'],
    ['firstName', '\u200b\u200b\u200b', 'First name is required'],
    ['lastName', '\u200b \ufeff\u2060', 'Last name is required'],
  ])('%s = %j -> 400 %s', refusedField);
});

describe('a body cut off before its declared length', () => {
  const body = new URLSearchParams({ ...valid, message: 'Please call me about a battery check and the price of a new cart.' }).toString();
  const cut = body.slice(0, body.indexOf('price'));

  it('gets a 400 JSON error and stores nothing, though what arrived would validate', async () => {
    const res = await post(
      new Request(`${ORIGIN}/api/contact`, {
        method: 'POST',
        body: cut,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'Content-Length': String(body.length) },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ error: CUT_OFF_ERROR });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('gets a 400 JSON error when the upload breaks off mid-stream', async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode(cut));
        } else controller.error(new Error('Network connection lost.'));
      },
    });
    const res = await post(
      new Request(`${ORIGIN}/api/contact`, {
        method: 'POST',
        body: stream,
        headers: { 'Content-Type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body could not be read' });
    expect(await t.count('contact_messages')).toBe(0);
  });
});
