/**
 * The mail Worker (workers/mail/): its exchange with the site's functions and its schedule, in Node; then the Worker
 * as wrangler bundles it, run by Miniflare with the runtime's own `send_email` (which parses every e-mail it is
 * given and refuses one whose From header is not its sender): each lead e-mail the site builds is taken, and the
 * schedule calls the site's POST /api/notifications with the secret.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadConfig } from '../../../functions/_lib/lead-config';
import { configFixture, hostileMessage, testDriveLead } from '../../../src/lib/leads/lead.fixture';
import { crmMail, customerMail, staffMail } from '../../../src/lib/leads/lead-mails';
import { renderMail } from '../../../src/lib/leads/mime';
import { handleSend, MAIL_MAX_BYTES, notificationsUrl, runSchedule } from '../../../workers/mail/handler';
import { ROOT } from './support/harness';

const SENDER = 'leads@testcarts.example';
const send = (headers: Record<string, string>, body = 'From: x\r\n\r\nHi\r\n', method = 'POST', path = '/send') =>
  new Request(`https://mailer${path}`, { method, headers, body: method === 'GET' ? null : body });
const envelope = { 'X-Mail-From': SENDER, 'X-Rcpt-To': 'sales@testcarts.example' };

describe('POST /send', () => {
  it.each([
    ['another path', send(envelope, undefined, 'POST', '/other'), 404],
    ['another method', send(envelope, undefined, 'GET'), 404],
    ['no envelope', send({}), 400],
    ['two recipients', send({ ...envelope, 'X-Rcpt-To': 'a@b.example, c@d.example' }), 400],
    ['another sender', send({ ...envelope, 'X-Mail-From': 'ceo@testcarts.example' }), 403],
    ['an e-mail too large', send(envelope, 'x'.repeat(MAIL_MAX_BYTES + 1)), 413],
  ])('refuses %s', async (_what, request, status) => {
    const sent = vi.fn();
    const res = await handleSend(request, sent, SENDER);
    expect(res.status).toBe(status);
    expect(sent).not.toHaveBeenCalled();
  });

  it('hands the e-mail to the mail service: 202', async () => {
    const sent = vi.fn(async () => undefined);
    const res = await handleSend(send(envelope, 'raw e-mail'), sent, SENDER);
    expect(res.status).toBe(202);
    expect(sent).toHaveBeenCalledWith(SENDER, 'sales@testcarts.example', 'raw e-mail');
  });

  it.each([
    ['email to x@y.example not allowed', 422],
    ['destination address not verified', 422],
    ['could not parse email: bad', 422],
    ['From: header does not match mail from', 422],
    ['internal error; reference = abc', 502],
    ['rate limited', 502],
  ])('a mail service error "%s": %i', async (message, status) => {
    const res = await handleSend(
      send(envelope),
      async () => {
        throw new Error(message);
      },
      SENDER,
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
  });
});

describe('the schedule', () => {
  it('asks the site for a pass with the secret', async () => {
    const call = vi.fn(async () => new Response('{"sent":[],"failed":[],"pending":0}'));
    expect(await runSchedule('https://www.testcarts.example', ' s3cret ', call as unknown as typeof fetch)).toBe(
      '{"sent":[],"failed":[],"pending":0}',
    );
    expect(call).toHaveBeenCalledWith('https://www.testcarts.example/api/notifications', {
      method: 'POST',
      headers: { Authorization: 'Bearer s3cret' },
    });
  });

  it('calls nothing without a secret, and fails loudly on a refusal', async () => {
    const call = vi.fn(async () => new Response('{"error":"This endpoint needs the delivery secret"}', { status: 401 }));
    expect(await runSchedule('https://www.testcarts.example', undefined, call as unknown as typeof fetch)).toContain(
      'DELIVERY_SECRET is not set',
    );
    expect(call).not.toHaveBeenCalled();
    await expect(runSchedule('https://www.testcarts.example', 'wrong', call as unknown as typeof fetch)).rejects.toThrow('answered 401');
  });

  it('calls the site’s own address', () => {
    expect(notificationsUrl('https://www.testcarts.example/')).toBe('https://www.testcarts.example/api/notifications');
  });
});

describe('the Worker as deployed, on the runtime’s own send_email', () => {
  let mf: Miniflare;
  let outDir = '';
  const called: Request[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'fsgc-mail-worker-'));
    const bundle = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '-c', 'workers/mail/wrangler.toml', '--dry-run', '--outdir', outDir],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
    );
    expect(bundle.status, bundle.stderr || bundle.stdout).toBe(0);
    mf = new Miniflare({
      modules: true,
      scriptPath: join(outDir, 'index.js'),
      modulesRoot: outDir,
      // The newest this Miniflare's runtime knows (wrangler's own, which runs the site, knows the config's).
      compatibilityDate: '2026-08-01',
      email: { send_email: [{ name: 'EMAIL' }] },
      bindings: { DELIVERY_SECRET: 'the-secret', SITE_URL: 'https://site.test' },
      outboundService: (request: Request) => {
        called.push(request);
        return new Response('{"sent":[],"failed":[],"pending":0}');
      },
    });
    await mf.ready;
  }, 120_000);
  afterAll(async () => {
    await mf?.dispose();
    rmSync(outDir, { recursive: true, force: true });
  });

  /** The site's three e-mails of a lead, from the site's real sender. */
  const mails = () => {
    const config = { ...configFixture, sender: leadConfig.sender };
    const lead = { ...testDriveLead, firstName: 'Zoë "Z" <x>', message: hostileMessage };
    return [crmMail(lead, config)!, staffMail(lead, config), customerMail(lead, config)];
  };

  it('takes every lead e-mail the site builds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const mail of mails()) {
      const res = await mf.dispatchFetch('https://mailer/send', {
        method: 'POST',
        headers: { 'X-Mail-From': mail.from.address, 'X-Rcpt-To': mail.to.address, 'Content-Type': 'message/rfc822' },
        body: renderMail(mail),
      });
      expect(res.status, await res.clone().text()).toBe(202);
    }
    vi.restoreAllMocks();
  });

  it('refuses for good an e-mail whose From is not its sender', async () => {
    const [mail] = mails();
    const raw = renderMail({ ...mail!, from: { name: 'Other', address: 'other@testcarts.example' } });
    const res = await mf.dispatchFetch('https://mailer/send', {
      method: 'POST',
      headers: { 'X-Mail-From': leadConfig.sender.address, 'X-Rcpt-To': mail!.to.address },
      body: raw,
    });
    expect(res.status).toBe(422);
  });

  it('calls the site’s POST /api/notifications with the secret on its schedule', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const worker = await mf.getWorker();
    await worker.scheduled({ cron: '* * * * *' });
    vi.restoreAllMocks();
    expect(called.map((r) => [r.method, r.url, r.headers.get('Authorization')])).toEqual([
      ['POST', 'https://site.test/api/notifications', 'Bearer the-secret'],
    ]);
  });

  it('is configured to run every minute and to have no public address', () => {
    const config = readFileSync(join(ROOT, 'workers/mail/wrangler.toml'), 'utf8');
    expect(config).toMatch(/^crons = \["\* \* \* \* \*"\]$/m);
    expect(config).toMatch(/^workers_dev = false$/m);
  });
});
