/**
 * The live preview: `astro dev` (what `npm run dev` runs) in a copy of the project serves every
 * content edit without a restart: a JSON price, an added and a removed vehicle file, an MDX text;
 * it marks drafts; a mistake leaves the last valid page and is listed in the terminal; and the
 * server logs no React warnings. `DEV_PORT` sets the port (default: a free one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from './support/project-copy';

type Json = Record<string, unknown>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('npm run dev shows every content edit', () => {
  let project: ProjectCopy | undefined;
  let server: ChildProcess | undefined;
  let log = '';
  let origin = '';

  async function get(path: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, html: await response.text() };
  }

  /** Fetches `path` until `ok` holds (the edit is served) or the time runs out. */
  async function until(path: string, ok: (page: { status: number; html: string }) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    let last = { status: 0, html: '' };
    while (Date.now() < deadline) {
      last = await get(path).catch(() => last);
      if (ok(last)) return last;
      await sleep(200);
    }
    throw new Error(`${path} never showed the edit (last status ${last.status}); server log:\n${log.slice(-3000)}`);
  }

  beforeAll(async () => {
    project = copyProject();
    const port = Number(process.env['DEV_PORT']) || (await freePort());
    origin = `http://127.0.0.1:${port}`;
    // The editor's environment, not the test runner's (its NODE_ENV=test would change how Vite serves).
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
    server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: project.dir,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await until('/evolution', (page) => page.status === 200, 180_000);
  }, 240_000);

  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    project?.remove();
  });

  it('a JSON price edit changes the served pages: the vehicle and its series card', async () => {
    const file = 'content/vehicles/evolution-d5-ranger-4.json';
    project!.writeJson(file, { ...project!.readJson<Json>(file), price: 7001 });
    await until('/evolution', (page) => page.html.includes('$7,001'));
    await until('/vehicles/evolution-d5-ranger-4', (page) => page.html.includes('$7,001'));
  }, 90_000);

  it('an added vehicle file gets its page (marked Draft, as it is one) and a removed one loses it', async () => {
    const city = project!.readJson<Json>('content/vehicles/denago-ev-city.json');
    project!.writeJson('content/vehicles/denago-ev-metro.json', { ...city, name: 'Denago EV Metro', draft: true });
    const added = await until('/vehicles/denago-ev-metro', (page) => page.status === 200);
    expect(added.html).toContain('Denago EV Metro');
    expect(added.html).toContain('data-draft');
    project!.delete('content/vehicles/denago-ev-metro.json');
    await until('/vehicles/denago-ev-metro', (page) => page.status === 404);
  }, 120_000);

  it('an MDX edit changes the policy page', async () => {
    const file = 'content/policies/return-policy.mdx';
    project!.write(file, project!.read(file).replace(/^## (.+)$/m, '## $1 (edited live)'));
    await until('/policies/return-policy', (page) => page.html.includes('(edited live)'));
  }, 90_000);

  it('a mistake keeps the last valid page and is listed in the terminal; fixing it shows the edit', async () => {
    const file = 'content/vehicles/evolution-d5-ranger-4.json';
    const valid = project!.read(file);
    project!.write(file, valid.replace('"price": 7001,', '"price": 7002,,'));
    const deadline = Date.now() + 30_000;
    while (!log.includes('Content error in content/vehicles/evolution-d5-ranger-4.json') && Date.now() < deadline) await sleep(200);
    expect(log).toContain('Content error in content/vehicles/evolution-d5-ranger-4.json:5');
    expect(log).toContain('The preview keeps the last valid content until these are fixed.');
    expect((await get('/evolution')).html).toContain('$7,001');
    project!.write(file, valid.replace('"price": 7001,', '"price": 7002,'));
    await until('/evolution', (page) => page.html.includes('$7,002'));
  }, 90_000);

  it('logs no React warning while serving the island pages', async () => {
    for (const path of ['/inventory', '/vehicles/denago-ev-city', '/contact', '/eco-impact']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect(log).not.toContain('Invalid hook call');
    expect(log).not.toMatch(/Warning: /);
  }, 90_000);
});
