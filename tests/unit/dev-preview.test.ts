/**
 * The live preview: `astro dev` (what `npm run dev` runs) in a copy of the project serves every
 * content edit without a restart: a JSON price, an added and a removed vehicle file, an MDX text;
 * it marks drafts; a mistake leaves the last valid page, is listed in the terminal and sent to the
 * open page; a file named before it exists holds nothing back once it appears; an MDX mistake keeps
 * the last good text; the vehicles API answers; and the server logs no React warnings. One dev server
 * for the whole file. `DEV_PORT` sets the port (default: a free one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from './support/project-copy';
import { photoFixture } from '../support/photo-fixture';

type Json = Record<string, unknown>;

const ROOT = resolve(import.meta.dirname, '../..');

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

  /** Waits until the terminal says `text`, and returns the log from where it was before the edit. */
  async function logged(text: string, since: number, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!log.slice(since).includes(text) && Date.now() < deadline) await sleep(100);
    expect(log.slice(since), 'the terminal').toContain(text);
    return log.slice(since);
  }

  beforeAll(async () => {
    project = copyProject();
    // The dev server runs the vehicles API's Pages Functions.
    cpSync(join(ROOT, 'functions'), join(project.dir, 'functions'), { recursive: true });
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

  it('a file named before it exists holds back the edits only until it appears', async () => {
    const file = 'content/vehicles/denago-ev-city.json';
    const city = project!.readJson<Json>(file);
    const photo = 'denago-ev-city/front.jpg';
    const since = log.length;
    project!.writeJson(file, { ...city, photos: [{ src: photo, alt: 'Front view of the cart on the lot' }], price: 15_111 });
    await logged(`field "photos.0.src": there is no image file "${photo}"`, since);
    expect((await get('/vehicles/denago-ev-city')).html).not.toContain('$15,111');
    project!.write(`content/vehicles/${photo}`, await photoFixture({ seed: 3 }));
    await until('/vehicles/denago-ev-city', (page) => page.html.includes('$15,111'));
    expect(log.slice(since)).toContain('Content is valid again');
    project!.writeJson(file, city);
    await until('/vehicles/denago-ev-city', (page) => !page.html.includes('$15,111'));
  }, 90_000);

  it('an MDX mistake keeps the last good text and names the file and line; the fix shows', async () => {
    const file = 'content/policies/rental-policy.mdx';
    const valid = project!.read(file);
    const heading = /^## (.+)$/m.exec(valid)![1]!;
    const line = valid.split('\n').findIndex((l) => l === `## ${heading}`) + 1;
    const since = log.length;
    project!.write(file, valid.replace(`## ${heading}`, `## ${heading} {unclosed`));
    await logged(`Content error in ${file}:${line}:`, since);
    const kept = await get('/policies/rental-policy');
    expect(kept.status).toBe(200);
    expect(kept.html).toMatch(new RegExp(`<h2 id="[a-z0-9-]+">${heading}</h2>`));
    project!.write(file, valid.replace(`## ${heading}`, `## ${heading} (fixed live)`));
    await until('/policies/rental-policy', (page) => page.html.includes('(fixed live)'));
  }, 90_000);

  it('lists the mistakes in the open page (the dev toolbar), and reloads it once they are fixed', async () => {
    const client = await get('/@vite/client');
    const token = /const wsToken = "([^"]+)"/.exec(client.html)?.[1];
    expect(token, 'the HMR token of the page').toBeDefined();
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/?token=${token}`, 'vite-hmr');
    const messages: { type: string; event?: string; data?: unknown }[] = [];
    socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    const reports = () => messages.filter((m) => m.event === 'content-check:report').map((m) => m.data as string[]);
    const file = 'content/counties.json';
    const valid = project!.read(file);
    try {
      project!.write(file, valid.replace(/\}\s*\]\s*$/, '},\n]\n'));
      const deadline = Date.now() + 30_000;
      while (!reports().some((lines) => lines.length > 0) && Date.now() < deadline) await sleep(100);
      const [count, mistake] = reports().find((lines) => lines.length > 0) ?? [];
      expect(count).toBe('1 content error in 1 file:');
      expect(mistake).toContain(`Content error in ${file}:`);
      expect(mistake).toContain('remove the comma after the last item');
      const before = messages.length;
      project!.write(file, valid);
      const fixed = () => messages.slice(before);
      const cleared = () => fixed().some((m) => m.event === 'content-check:report' && (m.data as string[]).length === 0);
      const reloaded = () => fixed().some((m) => m.type === 'full-reload');
      while (!(cleared() && reloaded()) && Date.now() < deadline) await sleep(100);
      expect(cleared(), 'the list in the page is emptied').toBe(true);
      expect(reloaded(), 'the page reloads').toBe(true);
    } finally {
      socket.close();
    }
  }, 90_000);

  it('answers /api/vehicles and /api/vehicles/{id} as the Pages Functions do, from the catalogue the build writes', async () => {
    const catalogue = JSON.parse((await get('/data/vehicles.json')).html) as { id: string }[];
    const list = await fetch(`${origin}/api/vehicles`);
    expect(list.status).toBe(200);
    expect(list.headers.get('etag')).toBeTruthy();
    expect(await list.json()).toEqual(catalogue);
    const one = await fetch(`${origin}/api/vehicles/${catalogue[0]!.id}`);
    expect(await one.json()).toEqual(catalogue[0]);
    const missing = await fetch(`${origin}/api/vehicles/no-such-cart`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Vehicle not found' });
  }, 60_000);

  it('logs no React warning while serving the island pages', async () => {
    for (const path of ['/inventory', '/vehicles/denago-ev-city', '/contact', '/eco-impact']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect(log).not.toContain('Invalid hook call');
    expect(log).not.toMatch(/Warning: /);
  }, 90_000);
});
