#!/usr/bin/env node
/**
 * Serves the built site with its Pages Functions and a migrated local D1, as Cloudflare Pages would:
 *   PORT (default 8788) sets the port; CONTACT_RATE_LIMIT is forwarded to the functions.
 * Used by `npm start` (after a build) and by the Playwright web server.
 */
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT || '8788';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const wrangler = ['node_modules/wrangler/bin/wrangler.js'];

const migrate = spawnSync(process.execPath, [...wrangler, 'd1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const args = [...wrangler, 'pages', 'dev', 'dist', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'];
for (const name of ['CONTACT_RATE_LIMIT', 'CONTACT_WEBHOOK_URL']) {
  if (process.env[name] !== undefined) args.push('--binding', `${name}=${process.env[name]}`);
}
const child = spawn(process.execPath, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
