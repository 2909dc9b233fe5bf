#!/usr/bin/env node
/**
 * Serves the built site with its Pages Functions and a migrated local D1, as Cloudflare Pages would:
 *   PORT (default 8788) sets the port; CONTACT_RATE_LIMIT, CONTACT_WEBHOOK_URL, DELIVERY_SECRET,
 *   DELIVERY_FIRST_RETRY_SECONDS and the content editor's GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and
 *   GITHUB_OAUTH_URL are forwarded to the functions (they override wrangler.toml [vars]);
 *   PERSIST_TO (default .wrangler/state) sets where the local D1 lives (the load test uses a throw-away one).
 * Lead e-mails go to a local mail sink (scripts/mail-sink.mjs) that writes each as an .eml file in MAIL_DIR
 * (default .mail/) and prints where; MAIL_SINK_PORT fixes its port (default: any free one), and MAIL_SINK_URL
 * sends them to a sink already running instead.
 * Used by `npm start` (after a build) and by the Playwright web server. Needs no Cloudflare account.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

let sinkUrl = process.env.MAIL_SINK_URL;
if (!sinkUrl) {
  const dir = process.env.MAIL_DIR || '.mail';
  const sink = await startMailSink({ port: Number(process.env.MAIL_SINK_PORT || 0), dir });
  sinkUrl = sink.url;
  console.log(`Lead e-mails are written to ${dir}/ as .eml files (mail sink at ${sink.url}); each one is printed as it arrives.`);
}

const args = [...wrangler, 'pages', 'dev', 'dist', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...persist];
args.push('--binding', `MAIL_SINK_URL=${sinkUrl}`);
const forwarded = [
  'CONTACT_RATE_LIMIT',
  'CONTACT_WEBHOOK_URL',
  'DELIVERY_SECRET',
  'DELIVERY_FIRST_RETRY_SECONDS',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_OAUTH_URL',
];
for (const name of forwarded) {
  if (process.env[name] !== undefined) args.push('--binding', `${name}=${process.env[name]}`);
}
const child = spawn(process.execPath, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
