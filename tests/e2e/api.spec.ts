/**
 * The API and the security headers through `wrangler pages dev` on the built site (the same runtime and
 * routing as Cloudflare Pages), plus a second server with a rate limit and a webhook for the rules the
 * main test server (CONTACT_RATE_LIMIT=0) cannot show.
 */
import { expect, test } from '@playwright/test';
import { axe } from './support/axe';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { EXPORT_COLUMNS } from '../../src/lib/leads/message-view';
import { validPost as valid } from '../../src/lib/contact/message.fixture';
import { MESSAGES } from '../../src/lib/contact/schema';
import { stockStatus } from '../../src/lib/stock/status';
import { contactPage, site } from './support/content';
import { sitemapPaths } from './support/sitemap';

const catalogue = readdirSync('content/vehicles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const data = JSON.parse(readFileSync(join('content/vehicles', f), 'utf8')) as { isNew: boolean; inStock: boolean } & Record<
      string,
      unknown
    >;
    // As the API serves it: with its stock status (the build's, while the desk has changed nothing).
    return { id: basename(f, '.json'), ...data, status: stockStatus(data) } as { id: string } & Record<string, unknown>;
  });

const JSON_TYPE = 'application/json; charset=utf-8';

test.describe('vehicles API', () => {
  test('GET /api/vehicles answers the catalogue from content with its stock status, cacheable, with an ETag and 304', async ({
    request,
  }) => {
    const res = await request.get('/api/vehicles');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(JSON_TYPE);
    // Cacheable, but asked again with its ETag before each use: the live stock may change at any time.
    expect(res.headers()['cache-control']).toBe('public, no-cache');
    const etag = res.headers()['etag']!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const body = (await res.json()) as typeof catalogue;
    expect([...body].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...catalogue].sort((a, b) => a.id.localeCompare(b.id)));

    const again = await request.get('/api/vehicles', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).byteLength).toBe(0);
    expect(again.headers()['etag']).toBe(etag);
  });

  test('GET /api/vehicles/{id} answers every vehicle, and 404 for an unknown id', async ({ request }) => {
    for (const vehicle of catalogue) {
      const res = await request.get(`/api/vehicles/${vehicle.id}`);
      expect(res.status(), vehicle.id).toBe(200);
      expect(res.headers()['content-type']).toBe(JSON_TYPE);
      expect(await res.json()).toEqual(vehicle);
      const etag = res.headers()['etag']!;
      expect((await request.get(`/api/vehicles/${vehicle.id}`, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    }
    const missing = await request.get('/api/vehicles/no-such-cart');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toBe(JSON_TYPE);
    expect(await missing.json()).toEqual({ error: 'Vehicle not found' });
  });

  test('wrong methods get 405 with Allow; HEAD works; API answers carry security headers', async ({ request }) => {
    for (const path of ['/api/vehicles', `/api/vehicles/${catalogue[0]!.id}`]) {
      const res = await request.delete(path);
      expect(res.status()).toBe(405);
      expect(res.headers()['allow']).toBe('GET, HEAD');
      const head = await request.head(path);
      expect(head.status()).toBe(200);
      expect(head.headers()['etag']).toBeTruthy();
    }
    const get = await request.get('/api/vehicles');
    expect(get.headers()['x-content-type-options']).toBe('nosniff');
    expect(get.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(get.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const post = await request.get('/api/contact');
    expect(post.status()).toBe(405);
    expect(post.headers()['allow']).toBe('POST');
    const unknown = await request.get('/api/nothing-here');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
  });
});

test.describe('contact API', () => {
  test('a valid JSON message is stored: 201 {ok:true,id,next}; a repeated Idempotency-Key answers the same', async ({ request }) => {
    const key = crypto.randomUUID();
    const first = await request.post('/api/contact', { data: valid, headers: { 'Idempotency-Key': key } });
    expect(first.status()).toBe(201);
    const body = (await first.json()) as { ok: boolean; id: number };
    expect(body).toEqual({ ok: true, id: expect.any(Number), next: `/thank-you?ref=${body.id}` });
    const again = await request.post('/api/contact', { data: valid, headers: { 'Idempotency-Key': key } });
    expect(again.status()).toBe(201);
    expect(await again.json()).toEqual(body);
  });

  test('client errors get clear JSON answers, never a 5xx', async ({ request }) => {
    const malformed = await request.post('/api/contact', { data: '{"firstName":', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toHaveProperty('error');

    const invalid = await request.post('/api/contact', { data: { ...valid, email: 'nope', message: 'short' } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { email: MESSAGES.email.malformed, message: MESSAGES.message.short },
    });

    const large = await request.post('/api/contact', { data: { ...valid, message: 'x'.repeat(40_000) } });
    expect(large.status()).toBe(413);

    const text = await request.post('/api/contact', { data: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status()).toBe(415);
    expect(await text.json()).toHaveProperty('error');

    const put = await request.put('/api/contact', { data: valid });
    expect(put.status()).toBe(405);
    expect(put.headers()['allow']).toBe('POST');
  });

  test('a plain form post succeeds with 303 to /thank-you; a filled honeypot looks the same', async ({ request }) => {
    for (const form of [valid, { ...valid, website: 'http://spam.example' }]) {
      const res = await request.post('/api/contact', { form, maxRedirects: 0 });
      expect(res.status()).toBe(303);
      expect(res.headers()['location']).toMatch(/^\/thank-you\?ref=[1-9]\d*$/);
    }
  });

  test('a form on another site that posts to the API is refused with a 403 page', async ({ page, baseURL, request }) => {
    // A page served from another origin (Playwright answers for it), posting the visitor's browser to our API.
    const fields = Object.entries({ ...valid, message: 'Sent from a page on another site.' })
      .map(([name, value]) => `<input name="${name}" value="${value}">`)
      .join('');
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/contact">${fields}<button>Go</button></form>`,
      }),
    );
    await page.goto('http://elsewhere.example/form');
    const [answer] = await Promise.all([page.waitForResponse(`${baseURL}/api/contact`), page.getByRole('button', { name: 'Go' }).click()]);
    expect(answer.status()).toBe(403);
    expect((await answer.request().allHeaders())['origin']).toBe('http://elsewhere.example');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.answers.crossSite.heading);
    await expect(page.getByRole('link', { name: 'Back to the contact page' })).toHaveAttribute('href', '/contact');

    // The same post from a script: a JSON 403; one without an Origin (a server, curl) is accepted as before.
    const scripted = await request.post('/api/contact', { data: valid, headers: { Origin: 'http://elsewhere.example' } });
    expect(scripted.status()).toBe(403);
    expect(await scripted.json()).toEqual({ error: 'Messages can only be sent from this website' });
  });

  test('without JavaScript, invalid input shows a readable page that keeps what was typed; fixing it sends the message', async ({
    page,
  }) => {
    const errors: string[] = [];
    // Status lines of the expected 400 are not errors of the page; policy violations and script errors are.
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    const hostileName = '<script>alert(1)</script>';
    // Build and submit a plain HTML form, as the contact page does without JavaScript.
    await page.evaluate(
      ({ fields }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/api/contact';
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { fields: { ...valid, lastName: hostileName, email: 'ann@' } },
    );
    await expect(page.locator('h1')).toHaveText(contactPage.answers.invalid.heading);
    await expect(page.locator('#problems')).toContainText(MESSAGES.email.malformed!);
    await expect(page.locator('#f-lastName')).toHaveValue(hostileName);
    await expect(page.locator('#f-message')).toHaveValue(valid.message);
    await expect(page.locator('#f-interest')).toHaveValue(valid.interest);
    // The site's own page (its header, its stylesheet, which the answer's policy lets apply), with the phone.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await page.locator('#f-email').fill('ann@example.com');
    const [response] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL(/\/thank-you\?ref=\d+$/);
    expect(errors).toEqual([]);
  });
});

test.describe('security headers of the static site', () => {
  test('every page has the strict policy, with a hash for each inline script it runs', async ({ request }) => {
    for (const path of [...sitemapPaths(), '/no-such-page']) {
      const res = await request.get(path);
      const headers = res.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('frame-src https://www.google.com');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      const html = await res.text();
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`;
        expect(scriptSrc, `${path}: inline script ${m[1]!.slice(0, 60)}`).toContain(hash);
      }
    }
  });

  test('hashed build assets are cached for a year, immutable', async ({ request }) => {
    const asset = readdirSync('dist/_astro')[0];
    expect(asset, 'the build has /_astro assets').toBeTruthy();
    const res = await request.get(`/_astro/${asset}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('a server with CONTACT_RATE_LIMIT=2 and a webhook', () => {
  test.describe.configure({ mode: 'serial' });
  const SECRET = 'an-e2e-delivery-secret';
  // A port the system has free (TEST_PORT + 1 may be another server's on a shared machine).
  let port = 0;
  let base = '';
  let server: ChildProcess | undefined;
  let hook: Server | undefined;
  let hookPort = 0;
  let persist = '';
  const hooked: Record<string, unknown>[] = [];

  /** The dealer's webhook: a local listener that can be down (connection refused) and up again on its port. */
  const hookUp = () => {
    hook = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        hooked.push(JSON.parse(data) as Record<string, unknown>);
        res.writeHead(204).end();
      });
    });
    return new Promise<void>((done) => hook!.listen(hookPort, '127.0.0.1', done));
  };
  // Down at once: keep-alive connections from the last calls are cut too.
  const hookDown = () =>
    new Promise<void>((done) => {
      if (!hook) return done();
      hook.close(() => done());
      hook.closeAllConnections();
    });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await hookUp();
    hookPort = (hook!.address() as AddressInfo).port;
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    port = (probe.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    await new Promise<void>((done) => probe.close(() => done()));
    persist = mkdtempSync(join(tmpdir(), 'fsgc-api-e2e-'));
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        PERSIST_TO: persist,
        CONTACT_RATE_LIMIT: '2',
        CONTACT_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
        DELIVERY_SECRET: SECRET,
        DELIVERY_FIRST_RETRY_SECONDS: '1',
        MAIL_DIR: join(persist, 'mail'),
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/vehicles`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          message: `the second server on ${base} starts`,
          timeout: 150_000,
        },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await hookDown();
    rmSync(persist, { recursive: true, force: true });
  });

  const messages = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/messages.mjs', ...args, '--persist-to', persist], { encoding: 'utf8' });
  /** A delivery pass now, as the mail Worker's schedule asks for one every minute. */
  const pass = async () =>
    (await fetch(`${base}/api/notifications`, { method: 'POST', headers: { Authorization: `Bearer ${SECRET}` } }).then((r) =>
      r.json(),
    )) as {
      sent: string[];
      failed: string[];
      pending: number;
    };

  test('stores messages, then answers 429 with Retry-After; a webhook down for the first message and up for the second gets both, each once; npm run messages lists them', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    await hookDown();
    const first = await request.post(`${base}/api/contact`, {
      data: { ...valid, message: 'First question about a cart.', vehicle: catalogue[0]!.id },
    });
    expect(first.status()).toBe(201);
    const firstId = ((await first.json()) as { id: number }).id;

    // Pending, with the failed attempt and when it is tried again.
    await expect
      .poll(() => messages('--undelivered').stdout, { timeout: 20_000 })
      .toMatch(new RegExp(`#${firstId} [^]*Delivery to the webhook: pending: 1 attempt: .*; next try after`));

    await hookUp();
    const second = await request.post(`${base}/api/contact`, { data: { ...valid, message: 'Second question about a cart.' } });
    expect(second.status()).toBe(201);
    const secondId = ((await second.json()) as { id: number }).id;
    // The new message goes at once (the first's retry may go with it, if it is due by then).
    await expect.poll(() => hooked.map((h) => h['id'])).toContain(secondId);

    const limited = await request.post(`${base}/api/contact`, { data: { ...valid, message: 'Third question about a cart.' } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty('error');

    // The first message's retry is due a second after its failed attempt here (a minute in production); a pass
    // then delivers it. Without the secret the endpoint says nothing.
    expect((await request.post(`${base}/api/notifications`)).status()).toBe(401);
    await expect
      .poll(
        async () => {
          await pass();
          return hooked.map((h) => Number(h['id'])).sort((a, b) => a - b);
        },
        { timeout: 30_000 },
      )
      .toEqual([firstId, secondId]);
    const retried = hooked.find((h) => h['id'] === firstId);
    expect(retried).toMatchObject({
      id: firstId,
      vehicleId: catalogue[0]!.id,
      summary: expect.stringContaining(String(catalogue[0]!['name'])),
    });
    expect(String(retried!['text'])).toContain('About: ');
    // Later passes send nothing again.
    expect(await pass()).toEqual({ sent: [], failed: [], pending: 0 });
    expect(messages('--undelivered').stdout).toBe('No messages.\n');

    const listed = messages('--csv');
    expect(listed.status, listed.stderr).toBe(0);
    const lines = listed.stdout.trim().split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines.slice(1).map((l) => Number(JSON.parse(`[${l}]`)[0]))).toEqual([firstId, secondId]);
    expect(listed.stdout).toContain('Second question about a cart.');
    expect(listed.stdout).not.toContain('Third question');
  });
});
