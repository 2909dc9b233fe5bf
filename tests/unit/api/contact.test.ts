/**
 * POST /api/contact against a real local D1 (Miniflare), one case per rule: storage before
 * success, form posts, every client error, idempotency, honeypot, rate limit, storage failure, webhook.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest, UNSUPPORTED_TYPE } from '../../../functions/api/contact';
import { KEY_REUSED, SUBMIT_FAILED, tooLargeError } from '../../../functions/_lib/contact-replies';
import { webhookPayload } from '../../../functions/_lib/notify';
import { leadFromRow } from '../../../src/lib/leads/lead';
import { bodyLimit, CONTACT_BODY_LIMIT, MALFORMED_JSON_ERROR, NOT_AN_OBJECT_ERROR } from '../../../src/lib/api/body';
import { INVALID_KEY_ERROR } from '../../../src/lib/api/idempotency';
import { CROSS_SITE_ERROR } from '../../../src/lib/api/origin';
import { ANSWER_CSP } from '../../../src/lib/contact/answer-page';
import { HONEYPOT_FIELD, INVALID_FIELDS_ERROR, MESSAGE_MAX } from '../../../src/lib/contact/schema';
import { staticRoutes } from '../../../src/lib/routes';
import contactPage from '../../../content/contact-page.json';
import { readAnswer } from '../../support/answer-page';
import { assets, contactRequests, handle, makeEnv, ORIGIN, withTestDb } from './support/harness';
import { validPost as valid } from '../../../src/lib/contact/message.fixture';

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  idempotency_key: string | null;
}

let ip = 0;
/** Each test posts from its own client address unless it says otherwise. */
let clientIp = '';

const t = withTestDb();
beforeEach(async () => {
  clientIp = `203.0.113.${++ip}`;
});

const { request, json: jsonRequest, form: formRequest } = contactRequests(() => clientIp);

const post = (req: Request, env: Env = makeEnv(t.db)) => handle(onRequest, req, env);
const rows = async () => (await t.db.prepare('SELECT * FROM contact_messages ORDER BY id').all<Row>()).results;
/** The webhook's delivery of the first message: its state and when it was sent. */
const webhookDelivery = async () =>
  t.db
    .prepare("SELECT state, sent_at FROM contact_deliveries WHERE destination = 'webhook' ORDER BY message_id")
    .first<{ state: string; sent_at: string | null }>();
const key = () => crypto.randomUUID();
/** A valid message of its own (a key-less repeat of the same message would be a retry). */
const numbered = (n: number) => ({ ...valid, message: `Question number ${n} about a golf cart.` });

describe('a valid message', () => {
  it('is stored before the 201 {ok:true,id,next} answer, with the stored row id and the thank-you address', async () => {
    const res = await post(jsonRequest(valid));
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { ok: boolean; id: number };
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(body).toEqual({ ok: true, id: stored[0]!.id, next: `/thank-you?ref=${stored[0]!.id}` });
    expect(stored[0]).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '302-555-0100',
      interest: 'service',
      message: valid.message,
    });
  });

  it('defaults interest to sales', async () => {
    const { interest: _omit, ...rest } = valid;
    expect((await post(jsonRequest(rest))).status).toBe(201);
    expect((await rows())[0]!.interest).toBe('sales');
  });

  it('stores Unicode, a message at the length limit, and HTML or SQL verbatim (never executed)', async () => {
    const hostile = {
      ...valid,
      firstName: 'Zoë-Łucja 山田',
      lastName: 'O\'Brien"); DROP TABLE contact_messages;--',
      message: `<script>alert(1)</script><img src=x onerror=alert(2)> ${'🚗'.repeat(MESSAGE_MAX - 60)}`,
    };
    const res = await post(jsonRequest(hostile));
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ first_name: hostile.firstName, last_name: hostile.lastName, message: hostile.message });
    expect(await t.count('contact_messages')).toBe(1);
  });

  it('accepts a charset parameter and a JSON body exactly at the size limit', async () => {
    const base = JSON.stringify({ ...valid, message: '' });
    const padded = JSON.stringify({ ...valid, message: 'x'.repeat(Math.min(MESSAGE_MAX, CONTACT_BODY_LIMIT - base.length)) });
    const body = padded.padEnd(CONTACT_BODY_LIMIT, ' ');
    expect(new TextEncoder().encode(body).byteLength).toBe(CONTACT_BODY_LIMIT);
    const res = await post(request(body, { 'Content-Type': 'application/json; charset=UTF-8' }));
    expect(res.status).toBe(201);
  });
});

describe('a plain HTML form post (no JavaScript)', () => {
  it('stores the message and answers 303 to /thank-you, with its reference (nothing personal in the address)', async () => {
    const res = await post(formRequest(valid));
    expect(res.status).toBe(303);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(res.headers.get('Location')).toBe(`${staticRoutes.thankYou}?ref=${stored[0]!.id}`);
  });

  it('answers invalid input with the built answer page: the problems listed, the form refilled, escaped', async () => {
    const typed = { ...valid, firstName: '', email: 'ann@', lastName: '"><script>alert(1)</script>', message: 'short' };
    const res = await post(formRequest(typed));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Security-Policy')).toBe(ANSWER_CSP);
    const html = await res.text();
    const page = readAnswer(html);
    expect(page.heading).toBe(contactPage.answers.invalid.heading);
    expect(page.problems).toEqual([
      'First Name: First name is required',
      'Email: Enter an e-mail address like name@example.com',
      'Message: Message must be at least 10 characters',
    ]);
    expect(html).not.toContain('<script>');
    for (const [name, value] of Object.entries(typed)) expect(page.value(name), name).toBe(value);
    expect(page.control('email')?.['aria-invalid']).toBe('true');
    expect(page.control('phone')?.['aria-invalid']).toBeUndefined();
    expect(html).toContain(`href="${staticRoutes.contact}"`);
    expect(page.value('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    // The site's own page (its stylesheet, its header), not a page of the function's.
    expect(html).toContain('class="form-control');
    expect(await rows()).toHaveLength(0);
  });

  it('answers with a plain page that keeps what was typed when the built page cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const typed = { ...valid, email: 'ann@', lastName: '</textarea><b>x</b>', idempotencyKey: key() };
    const res = await post(formRequest(typed), makeEnv(t.db, { ASSETS: assets(undefined, undefined, null) }));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Security-Policy')).toBe(ANSWER_CSP);
    const page = readAnswer(await res.text());
    expect(page.heading).toBe(contactPage.answers.invalid.heading);
    expect(page.problems).toEqual(['Email: Enter an e-mail address like name@example.com']);
    // Everything typed but the honeypot, which a person leaves empty.
    for (const [name, value] of Object.entries(typed)) if (name !== HONEYPOT_FIELD) expect(page.value(name), name).toBe(value);
    expect(await rows()).toHaveLength(0);
    error.mockRestore();
  });

  it('answers JSON to a form-encoded post that asks for JSON only', async () => {
    const res = await post(formRequest({ ...valid, email: 'x' }, { Accept: 'application/json' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_FIELDS_ERROR, fields: { email: 'Enter an e-mail address like name@example.com' } });
  });

  it('takes the idempotency key from a form field when there is no header', async () => {
    const k = key();
    expect((await post(formRequest({ ...valid, idempotencyKey: k }))).status).toBe(303);
    expect((await post(formRequest({ ...valid, idempotencyKey: k }))).status).toBe(303);
    expect((await rows()).map((r) => r.idempotency_key)).toEqual([k]);
  });
});

describe('bad input: a clear error and nothing stored', () => {
  it.each([
    ['{"firstName": "Ann",', MALFORMED_JSON_ERROR],
    ['', MALFORMED_JSON_ERROR],
    ['[1,2]', NOT_AN_OBJECT_ERROR],
    ['null', NOT_AN_OBJECT_ERROR],
  ])('malformed JSON %j -> 400', async (body, error) => {
    const res = await post(request(body, { 'Content-Type': 'application/json' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', undefined, 'Last name is required'],
    ['email', 'not-an-email', 'Enter an e-mail address like name@example.com'],
    ['phone', '555', 'Enter a 10-digit phone number'],
    ['interest', 'rentals', 'Please choose a valid inquiry type'],
    ['message', 'hi', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(MESSAGE_MAX + 1), `Message must be at most ${MESSAGE_MAX} characters`],
  ])('invalid %s = %j -> 400 naming the field', async (field, value, message) => {
    const res = await post(jsonRequest({ ...valid, [field]: value }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_FIELDS_ERROR, fields: { [field]: message } });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('lists every invalid field at once', async () => {
    const res = await post(jsonRequest({}));
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });

  it('answers 413 when Content-Length declares more than 32 KB, without reading the body', async () => {
    // The body itself is small and valid: only the declared length can cause the 413.
    const res = await post(
      request(JSON.stringify(valid), {
        'Content-Type': 'application/json',
        'Content-Length': String(CONTACT_BODY_LIMIT + 1),
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: tooLargeError(CONTACT_BODY_LIMIT) });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('answers 413 when the bytes actually sent exceed 32 KB (no Content-Length, streamed)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const req = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(req.headers.get('Content-Length')).toBeNull();
    const res = await post(req);
    expect(res.status).toBe(413);
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('answers 413 when Content-Length understates the bytes sent', async () => {
    const res = await post(
      request(JSON.stringify({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT) }), {
        'Content-Type': 'application/json',
        'Content-Length': '100',
      }),
    );
    expect(res.status).toBe(413);
  });

  it('answers 413 to a form post over its limit with a page saying what to do', async () => {
    const res = await post(formRequest({ ...valid, message: 'x'.repeat(bodyLimit('form')) }));
    expect(res.status).toBe(413);
    const page = readAnswer(await res.text());
    expect(page.heading).toBe(contactPage.answers.tooLarge.heading);
    expect(page.form).toBe(false);
  });

  // Percent-encoding makes each byte of a 3-byte character nine bytes of a form post.
  const cjk = (n: number) => '車'.repeat(n);

  it('stores a form post of a full-length message in a non-Latin script, though its body is over 32 KB', async () => {
    const message = cjk(MESSAGE_MAX - 100);
    expect(new URLSearchParams({ ...valid, message }).toString().length).toBeGreaterThan(CONTACT_BODY_LIMIT);
    const res = await post(formRequest({ ...valid, message }));
    expect(res.status).toBe(303);
    expect((await rows())[0]?.message).toBe(message);
  });

  it('answers a form post whose message is too long with the form shown again, keeping what was typed', async () => {
    const res = await post(formRequest({ ...valid, message: cjk(MESSAGE_MAX + 500) }));
    expect(res.status).toBe(400);
    const page = readAnswer(await res.text());
    expect(page.problems).toEqual([`Message: Message must be at most ${MESSAGE_MAX} characters`]);
    expect(page.value('firstName')).toBe(valid.firstName);
    expect(page.value('message')).toBe(cjk(MESSAGE_MAX + 500));
    expect(await t.count('contact_messages')).toBe(0);
  });

  it.each([
    ['text/plain', JSON.stringify(valid)],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<contact/>'],
    ['application/json; charset=iso-8859-1', JSON.stringify(valid)],
    [null, JSON.stringify(valid)],
  ])('answers content type %j with 415', async (type, body) => {
    const req = new Request(`${ORIGIN}/api/contact`, { method: 'POST', body: new TextEncoder().encode(body) });
    if (type) req.headers.set('Content-Type', type);
    const res = await post(req);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: UNSUPPORTED_TYPE });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await post(request(null, {}, method));
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });

  it('answers OPTIONS with 204 and Allow: POST', async () => {
    const res = await post(request(null, {}, 'OPTIONS'));
    expect(res.status).toBe(204);
    expect(res.headers.get('Allow')).toBe('POST');
  });

  it('answers a body that is not UTF-8 with 400', async () => {
    const res = await post(request(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), { 'Content-Type': 'application/json' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid UTF-8' });
  });

  it('never answers a 5xx to anything a client can send', async () => {
    const bodies: [string | null, string][] = [
      ['application/json', '{"__proto__": {"firstName": "x"}, "constructor": {"prototype": 1}}'],
      ['application/json', JSON.stringify({ ...valid, firstName: { toString: 'x' }, interest: ['sales'] })],
      ['application/json', JSON.stringify({ ...valid, website: { url: 'x' } })],
      ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['application/json', '{"a": 1e999999}'],
      ['application/json', '\u0000'],
      ['application/json', JSON.stringify({ ...valid, message: 'nul \u0000 byte and \ud800 lone surrogate here' })],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
      ['application/x-www-form-urlencoded', 'firstName=%ZZ&email=%E0%A4%A'],
      ['application/json', JSON.stringify({ ...valid, idempotencyKey: 'ignored-in-json-body-is-fine' })],
      ['application/json; charset', JSON.stringify(valid)],
      [';;;', 'x'],
    ];
    for (const [type, body] of bodies) {
      const res = await post(request(body, type ? { 'Content-Type': type, 'Idempotency-Key': key() } : {}));
      expect(res.status, `${type} ${body.slice(0, 40)}`).toBeLessThan(500);
    }
  });
});

describe('cross-site posts', () => {
  it('a script on another site gets a 403 JSON error and nothing is stored', async () => {
    const res = await post(jsonRequest(valid, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: CROSS_SITE_ERROR });
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('a plain form on another site gets a 403 page that leads to the contact page, not the form again', async () => {
    const res = await post(formRequest(valid, { Origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`href="${staticRoutes.contact}"`);
    expect(html).not.toContain('<form');
    expect(await t.count('contact_messages')).toBe(0);
  });

  it('a post from the site itself, or from a client that names no origin, is stored', async () => {
    expect((await post(jsonRequest(valid, { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }))).status).toBe(201);
    expect((await post(jsonRequest({ ...valid, message: 'A second message, from curl.' }))).status).toBe(201);
    expect(await t.count('contact_messages')).toBe(2);
  });
});

describe('idempotency', () => {
  it('stores one row for a repeated key and answers the same', async () => {
    const k = key();
    const first = await post(jsonRequest(valid, { 'Idempotency-Key': k }));
    const again = await post(jsonRequest(valid, { 'Idempotency-Key': k }));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await rows()).toHaveLength(1);
  });

  it('stores one row when repeats of one key arrive concurrently', async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(jsonRequest(valid, { 'Idempotency-Key': k }))));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it('stores a row per distinct key, and without a key each distinct message is its own', async () => {
    await post(jsonRequest(valid, { 'Idempotency-Key': key() }));
    await post(jsonRequest(valid, { 'Idempotency-Key': key() }));
    await post(jsonRequest(numbered(1)));
    await post(jsonRequest(numbered(2)));
    expect(await rows()).toHaveLength(4);
  });

  it('refuses a key reused for a different message with 422 and stores nothing more', async () => {
    const k = key();
    await post(jsonRequest(valid, { 'Idempotency-Key': k }));
    const res = await post(jsonRequest({ ...valid, message: 'A completely different message.' }, { 'Idempotency-Key': k }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: KEY_REUSED });
    expect(await rows()).toHaveLength(1);
  });

  it.each(['short', 'has spaces in the key', 'x'.repeat(201)])('answers an invalid key %j with 400', async (k) => {
    const res = await post(jsonRequest(valid, { 'Idempotency-Key': k }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_KEY_ERROR });
    expect(await rows()).toHaveLength(0);
  });

  it('answers a replay even when the client has since hit its rate limit', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '1' });
    const k = key();
    const first = await post(jsonRequest(valid, { 'Idempotency-Key': k }), env);
    expect((await post(jsonRequest(numbered(1)), env)).status).toBe(429);
    const again = await post(jsonRequest(valid, { 'Idempotency-Key': k }), env);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot like a success, stores nothing and counts it', async () => {
    const res = await post(jsonRequest({ ...valid, website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; id: number };
    expect(body.ok).toBe(true);
    expect(typeof body.id).toBe('number');
    expect(await t.count('contact_messages')).toBe(0);
    const counted = await t.db.prepare('SELECT SUM(hits) AS hits FROM contact_spam_counts').first<{ hits: number }>();
    expect(counted?.hits).toBe(1);
  });

  it('redirects a form-posting bot to /thank-you like anyone else, even with invalid fields', async () => {
    const res = await post(formRequest({ ...valid, email: 'bad', website: 'x' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(/^\/thank-you\?ref=[1-9]\d*$/);
    expect(await t.count('contact_messages')).toBe(0);
  });
});

describe('rate limit (CONTACT_RATE_LIMIT messages per client per 10 minutes)', () => {
  it('answers 429 with Retry-After once a client has sent the limit, storing nothing more', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '2' });
    expect((await post(jsonRequest(numbered(1)), env)).status).toBe(201);
    expect((await post(jsonRequest(numbered(2)), env)).status).toBe(201);
    const res = await post(jsonRequest(numbered(3)), env);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await res.json()) as { error: string }).error).toMatch(/try again in \d+ minutes?/);
    expect(await t.count('contact_messages')).toBe(2);
  });

  it('limits each client on its own', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '1' });
    expect((await post(jsonRequest(valid), env)).status).toBe(201);
    clientIp = '198.51.100.7';
    expect((await post(jsonRequest(numbered(2)), env)).status).toBe(201);
  });

  it('defaults to 5 when unset', async () => {
    const env: Partial<Env> = makeEnv(t.db);
    delete env.CONTACT_RATE_LIMIT;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(jsonRequest(numbered(i)), env as Env)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is off with CONTACT_RATE_LIMIT=0', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '0' });
    for (let i = 0; i < 12; i++) expect((await post(jsonRequest(numbered(i)), env)).status).toBe(201);
    expect(await t.count('contact_messages')).toBe(12);
  });

  it('holds under concurrent posts from one client', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '3' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(jsonRequest(numbered(i)), env)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await t.count('contact_messages')).toBe(3);
  });

  it('lets a client send again once its oldest message leaves the window', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-11-22T10:00:00.000Z'));
      expect((await post(jsonRequest(numbered(1)), env)).status).toBe(201);
      vi.setSystemTime(Date.parse('2026-11-22T10:09:30.000Z'));
      const limited = await post(jsonRequest(numbered(2)), env);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toBe('30');
      vi.setSystemTime(Date.parse('2026-11-22T10:10:00.001Z'));
      expect((await post(jsonRequest(numbered(2)), env)).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a form-posting visitor a page with the typed message kept', async () => {
    const env = makeEnv(t.db, { CONTACT_RATE_LIMIT: '1' });
    await post(formRequest(valid), env);
    const res = await post(formRequest({ ...valid, message: 'A second question about rentals.' }), env);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    const page = readAnswer(await res.text());
    expect(page.heading).toBe(contactPage.answers.rateLimited.heading);
    expect(page.value('message')).toBe('A second question about rentals.');
  });
});

describe('storage failure', () => {
  /** A D1 whose every call rejects, as when the database is unreachable. */
  const unreachable = (): D1Database => {
    const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const statement = { bind: () => statement, first: fail, run: fail, all: fail };
    return { prepare: () => statement, batch: fail } as unknown as D1Database;
  };

  it('answers 503 {"error":"Failed to submit contact form"} when D1 is unreachable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(jsonRequest(valid), makeEnv(unreachable()));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: SUBMIT_FAILED });
    expect(await t.count('contact_messages')).toBe(0);
    error.mockRestore();
  });

  it('stores nothing partial when a later write of the same batch fails (one transaction)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The message insert succeeds; the rate-limit event written after it fails.
    await t.db
      .prepare("CREATE TRIGGER fail_event BEFORE INSERT ON contact_rate_events BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
      .run();
    try {
      const res = await post(jsonRequest(valid, { 'Idempotency-Key': key() }));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: SUBMIT_FAILED });
      expect(await t.count('contact_messages')).toBe(0);
    } finally {
      await t.db.prepare('DROP TRIGGER fail_event').run();
      error.mockRestore();
    }
  });

  it('shows a form-posting visitor a page with the message kept and the same key to retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const k = key();
    const res = await post(formRequest({ ...valid, idempotencyKey: k }), makeEnv(unreachable()));
    expect(res.status).toBe(503);
    const page = readAnswer(await res.text());
    expect(page.heading).toBe(contactPage.answers.storageFailed.heading);
    expect(page.value('message')).toBe(valid.message);
    expect(page.value('idempotencyKey')).toBe(k);
    error.mockRestore();
  });
});

describe('webhook notification (CONTACT_WEBHOOK_URL)', () => {
  let server: Server;
  let url = '';
  let status = 200;
  const received: { body: Record<string, unknown>; type: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ body: JSON.parse(data) as Record<string, unknown>, type: req.headers['content-type'] });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });

  it('posts the stored message after storing it and records the delivery', async () => {
    const res = await post(jsonRequest(valid), makeEnv(t.db, { CONTACT_WEBHOOK_URL: url }));
    const { id } = (await res.json()) as { id: number };
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toBe('application/json');
    expect(received[0]!.body).toMatchObject({ event: 'contact_message', id, firstName: 'Ann', email: 'ann@example.com' });
    expect(String(received[0]!.body['text'])).toContain(valid.message);
    expect(await webhookDelivery()).toMatchObject({ state: 'sent', sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it.each([
    ['answers 500', () => (status = 500)],
    ['is unreachable', () => undefined],
  ])('keeps the message and still answers 201 when the webhook %s', async (name, arrange) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    arrange();
    const target = name === 'is unreachable' ? 'http://127.0.0.1:9/hook' : url;
    const res = await post(jsonRequest(valid), makeEnv(t.db, { CONTACT_WEBHOOK_URL: target }));
    expect(res.status).toBe(201);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(await webhookDelivery()).toMatchObject({ state: 'pending', sent_at: null });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('is not called for a replay, a honeypot hit or an invalid message', async () => {
    const env = makeEnv(t.db, { CONTACT_WEBHOOK_URL: url });
    const k = key();
    await post(jsonRequest(valid, { 'Idempotency-Key': k }), env);
    await post(jsonRequest(valid, { 'Idempotency-Key': k }), env);
    await post(jsonRequest({ ...valid, website: 'spam' }), env);
    await post(jsonRequest({ ...valid, email: 'bad' }), env);
    expect(received).toHaveLength(1);
  });
});

describe('webhook payload', () => {
  it('carries the fields verbatim and a summary in which chat markup cannot act', () => {
    const row = {
      id: 7,
      created_at: '2026-11-22T10:00:00.000Z',
      first_name: '<!channel>',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '302-555-0100',
      interest: 'sales',
      message: 'See <https://evil.example|bank> & pay',
      request_summary: 'Test drive: <b>Cart</b>',
    };
    const payload = webhookPayload(leadFromRow(row));
    expect(payload).toMatchObject({ event: 'contact_message', id: 7, firstName: '<!channel>', message: row.message });
    expect(payload.text).toContain('About: Test drive: &lt;b&gt;Cart&lt;/b&gt;');
    expect(payload.text).toContain('&lt;!channel&gt;');
    expect(payload.text).toContain('See &lt;https://evil.example|bank&gt; &amp; pay');
    // The only `>` left is the quote mark that starts each line of the message (a chat quote).
    expect(payload.text).toContain('\n> See &lt;https://evil.example|bank&gt;');
    expect(payload.text.replace(/^>/gm, '')).not.toMatch(/[<>]/);
  });
});
