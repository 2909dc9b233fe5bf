/**
 * Every lead reaches the dealer, through `npm start`'s stack: scripts/serve.mjs (the built site, the real
 * functions under `wrangler pages dev`, a real local D1) sending its lead e-mails to the local mail sink
 * (scripts/mail-sink.mjs), which writes each as an .eml file. A test drive, a quote, a rental and a service request,
 * sent from the contact page with JavaScript and without, give exactly the expected .eml files; with the sink down
 * and then up, each e-mail arrives once; a honeypot post gives none.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from '../../scripts/mail-sink.mjs';
import { DETAIL_LABELS, type RequestKind } from '../../src/lib/contact/details';
import type { RequestOptions } from '../../src/lib/contact/request-options';
import { validateAdf } from '../../src/lib/leads/adf-validate.fixture';
import { readMail } from '../../src/lib/leads/mail.fixture';
import { site } from './support/content';
import { startForm } from './support/islands';

const SECRET = 'an-e2e-delivery-secret';
const options = JSON.parse(readFileSync('dist/data/request-options.json', 'utf8')) as RequestOptions;
const cart = options.vehicles[0]!;
const fleet = options.fleets[0]!;
const town = options.towns.find((t) => t.rentals) ?? options.towns[0]!;

/** What each request names, as /contact's query presets it and as the plain form's lists choose it. */
const REQUESTS: Record<RequestKind, Record<string, string>> = {
  'test-drive': { request: 'test-drive', vehicle: cart.id },
  quote: { request: 'quote', vehicle: cart.id },
  rental: { request: 'rental', fleet: fleet.id, plan: fleet.plans[0]!.id, town: town.id },
  service: { request: 'service' },
};
/** The e-mails each request gets: the CRM's ADF lead for sales requests, always the sales inbox's and the customer's. */
const EXPECTED: Record<RequestKind, string[]> = {
  'test-drive': ['crm', 'sales', 'customer'],
  quote: ['crm', 'sales', 'customer'],
  rental: ['sales', 'customer'],
  service: ['sales', 'customer'],
};
const KINDS = Object.keys(REQUESTS) as RequestKind[];

interface Eml {
  file: string;
  destination: string;
  to: string;
  customer: string;
  messageId: string;
  body: string;
}

/** The e-mails in the sink's folder: which destination (from the Message-ID) and which customer each is about. */
function emls(dir: string): Eml[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((file) => {
      const mail = readMail(readFileSync(join(dir, file), 'utf8'));
      const header = (name: string) => mail.headers.get(name)?.[0] ?? '';
      const messageId = header('message-id');
      const destination = /^<contact-\d+\.(\w+)@/.exec(messageId)?.[1] ?? '?';
      const customer =
        destination === 'customer'
          ? header('to')
          : destination === 'sales'
            ? (/<([^>]+)>$/.exec(header('reply-to'))?.[1] ?? '')
            : (/<customer>[\s\S]*?<email>([^<]+)<\/email>/.exec(mail.body)?.[1] ?? '');
      return { file, destination, to: header('to'), customer, messageId, body: mail.body };
    });
}

/** A port the system has free now (TEST_PORT + 1 may be another server's on a shared machine). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

test.describe('lead e-mails through npm start’s stack', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let sinkPort = 0;
  let base = '';
  let persist = '';
  let mailDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    persist = mkdtempSync(join(tmpdir(), 'fsgc-leads-e2e-'));
    mailDir = join(persist, 'mail');
    sink = await startMailSink({ dir: mailDir, log: () => undefined });
    sinkPort = sink.port;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        PERSIST_TO: persist,
        CONTACT_RATE_LIMIT: '0',
        MAIL_SINK_URL: sink.url,
        DELIVERY_SECRET: SECRET,
        DELIVERY_FIRST_RETRY_SECONDS: '1',
      },
      stdio: 'ignore',
    });
    const answers = () =>
      fetch(`${base}/api/vehicles`).then(
        (r) => r.ok,
        () => false,
      );
    await expect.poll(answers, { message: `the server on ${base} starts`, timeout: 150_000, intervals: [250, 500, 1000] }).toBe(true);
  });

  test.afterAll(async () => {
    if (server) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await sink?.close();
    rmSync(persist, { recursive: true, force: true });
  });

  /** Runs a delivery pass now, as the mail Worker's schedule does every minute. */
  const pass = async () => {
    const res = await fetch(`${base}/api/notifications`, { method: 'POST', headers: { Authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as { sent: string[]; failed: string[]; pending: number };
  };

  const field = (page: Page, label: string) =>
    page.locator('form[action="/api/contact"]').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

  async function fillContact(page: Page, email: string, kind: RequestKind) {
    await field(page, 'First Name').fill('Dana');
    await field(page, 'Last Name').fill('Whitaker');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('302-555-0188');
    await field(page, 'Message').fill(`About our ${kind} request: please call in the morning.`);
  }

  /** The e-mails about one customer, by destination, once they have all arrived. */
  async function expectMails(email: string, kind: RequestKind) {
    await expect
      .poll(() =>
        emls(mailDir)
          .filter((m) => m.customer === email)
          .map((m) => m.destination)
          .sort(),
      )
      .toEqual([...EXPECTED[kind]].sort());
    const mails = emls(mailDir).filter((m) => m.customer === email);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    for (const mail of mails) {
      if (mail.destination === 'crm') {
        expect(mail.to).toBe(site.leads.crmAddress);
        expect(validateAdf(mail.body)).toEqual({ ok: true, errors: '' });
        expect(mail.body).toContain(`<vehicle interest="${kind === 'test-drive' ? 'test-drive' : 'buy'}"`);
        expect(mail.body).toContain(`<stock>${cart.id}</stock>`);
      }
      if (mail.destination === 'sales') expect(mail.to).toContain(site.leads.salesInbox);
    }
  }

  for (const kind of KINDS) {
    test(`a ${kind} request sent with JavaScript gives its e-mails`, async ({ page }) => {
      const email = `${kind}-js@example.com`;
      await page.goto(`${base}/contact?${new URLSearchParams(REQUESTS[kind])}`);
      await startForm(page);
      await fillContact(page, email, kind);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
      await expectMails(email, kind);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const kind of KINDS) {
      test(`a ${kind} request sent as a plain form gives its e-mails`, async ({ page }) => {
        const email = `${kind}-nojs@example.com`;
        await page.goto(`${base}/contact`);
        await page.locator('form details summary').click();
        for (const [name, value] of Object.entries(REQUESTS[kind])) {
          await field(page, DETAIL_LABELS[name as keyof typeof DETAIL_LABELS]).selectOption(value);
        }
        await fillContact(page, email, kind);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
        await expectMails(email, kind);
      });
    }
  });

  test('exactly the expected .eml files, no other', async () => {
    const expected = KINDS.flatMap((kind) =>
      ['js', 'nojs'].flatMap((mode) => EXPECTED[kind].map((d) => `${kind}-${mode}@example.com ${d}`)),
    );
    expect(
      emls(mailDir)
        .map((m) => `${m.customer} ${m.destination}`)
        .sort(),
    ).toEqual(expected.sort());
  });

  test('with the sink down and then up, each e-mail arrives once', async ({ request }) => {
    await sink.close();
    const email = 'sink-down@example.com';
    const res = await request.post(`${base}/api/contact`, {
      data: {
        firstName: 'Lee',
        lastName: 'Down',
        email,
        phone: '302-555-0111',
        message: 'Sent while the mail sink was down.',
        request: 'test-drive',
        vehicle: cart.id,
      },
    });
    expect(res.status()).toBe(201);
    const listed = () =>
      spawnSync(process.execPath, ['scripts/messages.mjs', '--undelivered', '--persist-to', persist], { encoding: 'utf8' }).stdout;
    await expect.poll(listed, { timeout: 30_000 }).toMatch(/Delivery to the sales inbox: pending: 1 attempt: the mail sink/);
    sink = await startMailSink({ port: sinkPort, dir: mailDir, log: () => undefined });
    await expect.poll(async () => (await pass()).pending, { timeout: 30_000 }).toBe(0);
    await pass();
    const mails = emls(mailDir).filter((m) => m.customer === email);
    expect(mails.map((m) => m.destination).sort()).toEqual(['crm', 'customer', 'sales']);
    expect(listed()).not.toContain(email);
  });

  test('a honeypot post gives none', async ({ request }) => {
    const before = emls(mailDir).length;
    const res = await request.post(`${base}/api/contact`, {
      data: {
        firstName: 'Bot',
        lastName: 'Bot',
        email: 'bot@example.com',
        phone: '302-555-0122',
        message: 'Buy now, buy now.',
        website: 'https://spam.example',
      },
    });
    expect(res.status()).toBe(201);
    expect(await pass()).toEqual({ sent: [], failed: [], pending: 0 });
    expect(emls(mailDir).length).toBe(before);
    expect(emls(mailDir).filter((m) => m.customer === 'bot@example.com')).toEqual([]);
  });
});
