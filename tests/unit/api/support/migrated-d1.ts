/**
 * Vitest global setup of the API tests: the project's D1 migrations applied once by Wrangler itself
 * (`wrangler d1 migrations apply DB --local`, as `npm run db:migrate:local` runs them) into a template
 * folder that every test database starts as a copy of (see `createDb` in harness.ts). The template is
 * kept in node_modules/.cache under a hash of the migrations and wrangler.toml, so Wrangler runs again
 * only when one of them changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '../../../..');
const BINDING = 'DB';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated D1 to copy: Miniflare's `d1Persist` folder and the id the binding's database has there. */
    migratedD1: { persist: string; databaseId: string };
  }
}

/** The `database_id` of the binding in wrangler.toml (the id Wrangler stores the local database under). */
function databaseId(toml: string): string {
  const block = toml.split(/^\[\[d1_databases\]\]\s*$/m).find((b) => new RegExp(`^binding\\s*=\\s*"${BINDING}"`, 'm').test(b));
  const id = block && /^database_id\s*=\s*"([^"]+)"/m.exec(block)?.[1];
  if (!id) throw new Error(`wrangler.toml names no database_id for the D1 binding "${BINDING}"`);
  return id;
}

export default function setup(project: TestProject): void {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const migrations = join(ROOT, 'migrations');
  const hash = createHash('sha256').update(toml);
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(join(migrations, file)));
  const cache = join(ROOT, 'node_modules/.cache/d1-migrated', hash.digest('hex').slice(0, 16));
  if (!existsSync(cache)) {
    mkdirSync(join(cache, '..'), { recursive: true });
    const work = mkdtempSync(`${cache}-`);
    const run = spawnSync(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'd1', 'migrations', 'apply', BINDING, '--local', '--persist-to', work],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
    );
    if (run.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${run.stdout}\n${run.stderr}`);
    try {
      renameSync(work, cache);
    } catch (error) {
      // Another run made the same template meanwhile: keep the first.
      if (!existsSync(cache)) throw error;
      rmSync(work, { recursive: true, force: true });
    }
  }
  project.provide('migratedD1', { persist: join(cache, 'v3', 'd1'), databaseId: databaseId(toml) });
}
