/**
 * Serves the built site for the engine suite as the Playwright suite does: `scripts/serve.mjs` (wrangler
 * pages dev with the Functions and a local D1) on TEST_PORT + 5 (TEST_PORT defaults to 8799), with the contact
 * rate limit off and a local D1 of its own: `npm test` runs this suite while Playwright's servers run (their
 * ports are TEST_PORT to TEST_PORT + 4), so neither shares a port or a database with them. A server already
 * answering on that port is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const SITE_PORT = Number(process.env.TEST_PORT || 8799) + 5;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

const answers = () =>
  fetch(`${SITE_URL}/`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.ok)
    .catch(() => false);

let server: ChildProcess | undefined;

export async function setup(): Promise<void> {
  if (await answers()) return;
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(SITE_PORT), PERSIST_TO: '.wrangler/e2e-engines', CONTACT_RATE_LIMIT: '0' },
  });
  const deadline = Date.now() + 120_000;
  while (!(await answers())) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`The site did not answer at ${SITE_URL} within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function teardown(): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  process.kill(-server.pid, 'SIGTERM');
}
