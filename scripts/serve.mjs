#!/usr/bin/env node
/**
 * Serves the built site with its Pages Functions and a migrated local D1, as Cloudflare Pages would:
 *   PORT (default 8788) sets the port; CONTACT_RATE_LIMIT, CONTACT_WEBHOOK_URL, DELIVERY_SECRET,
 *   DELIVERY_FIRST_RETRY_SECONDS, the content editor's GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and GITHUB_OAUTH_URL,
 *   and the desk's ACCESS_TEAM_DOMAIN and ACCESS_AUD are forwarded to the functions (they override wrangler.toml
 *   [vars]); PERSIST_TO (default .wrangler/state) sets where the local D1 lives (the load test uses a throw-away one).
 * Lead e-mails go to a local mail sink (scripts/mail-sink.mjs) that writes each as an .eml file in MAIL_DIR
 * (default .mail/) and prints where; MAIL_SINK_PORT fixes its port (default: any free one), and MAIL_SINK_URL
 * sends them to a sink already running instead.
 *   DESK_SIGN_IN=local switches on the local staff sign-in for the desk (/desk): a stand-in for Cloudflare
 *   Access on PORT in front of the server (scripts/desk/local-sign-in.mjs), which then runs on a free port.
 *   Off unless asked for; `npm run deploy` refuses to run while it is set.
 * Used by `npm start` (after a build) and by the Playwright web server. Needs no Cloudflare account.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startMailSink } from './mail-sink.mjs';

const port = process.env.PORT || '8788';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const wrangler = ['node_modules/wrangler/bin/wrangler.js'];
const persist = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

// The Content-Security-Policy of dist/_headers needs the hashes of the built inline scripts (`npm run
// build` adds them, scripts/build.mjs; doing it again here is harmless and covers a bare `astro build`).
const csp = spawnSync(process.execPath, ['scripts/csp-headers.mjs', 'dist'], { stdio: 'inherit', env });
if (csp.status !== 0) process.exit(csp.status ?? 1);

const migrate = spawnSync(process.execPath, [...wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], {
  stdio: 'inherit',
  env,
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

/** A port no one listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(String(free)));
    });
  });

let sinkUrl = process.env.MAIL_SINK_URL;
if (!sinkUrl) {
  const dir = process.env.MAIL_DIR || '.mail';
  const sink = await startMailSink({ port: Number(process.env.MAIL_SINK_PORT || 0), dir });
  sinkUrl = sink.url;
  console.log(`Lead e-mails are written to ${dir}/ as .eml files (mail sink at ${sink.url}); each one is printed as it arrives.`);
}

const bindings = { MAIL_SINK_URL: sinkUrl };
for (const name of [
  'CONTACT_RATE_LIMIT',
  'CONTACT_WEBHOOK_URL',
  'DELIVERY_SECRET',
  'DELIVERY_FIRST_RETRY_SECONDS',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_OAUTH_URL',
  'ACCESS_TEAM_DOMAIN',
  'ACCESS_AUD',
]) {
  if (process.env[name] !== undefined) bindings[name] = process.env[name];
}
let serverPort = port;
const signIn = process.env.DESK_SIGN_IN?.trim();
if (signIn) {
  if (signIn !== 'local') {
    console.error(`DESK_SIGN_IN can only be "local" (the local staff sign-in), not "${signIn}".`);
    process.exit(1);
  }
  const { startLocalSignIn } = await import('./desk/local-sign-in.mjs');
  serverPort = await freePort();
  const access = await startLocalSignIn({ port: Number(port), upstreamPort: Number(serverPort) });
  bindings.ACCESS_TEAM_DOMAIN = access.teamDomain;
  bindings.ACCESS_AUD = access.audience;
  console.log(
    `Local staff sign-in is ON: open http://127.0.0.1:${port}/desk (this computer only; \`npm run deploy\` refuses while it is on).`,
  );
}

const args = [
  ...wrangler,
  'pages',
  'dev',
  'dist',
  '--port',
  serverPort,
  '--ip',
  '127.0.0.1',
  '--show-interactive-dev-session=false',
  // A free devtools port: wrangler's own pick (9229 and up) can take the port another server on this machine is about to serve on.
  '--inspector-port',
  await freePort(),
  ...persist,
];
for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`);
const child = spawn(process.execPath, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
