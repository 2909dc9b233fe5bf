/**
 * Vitest global setup of the API tests: the project's D1 migrations applied by Wrangler itself
 * (`wrangler d1 migrations apply DB --local`, as `npm run db:migrate:local` runs them), and the schema they
 * leave read back from SQLite (one `CREATE` statement per table and index, in the order they were made).
 * Every test database is a fresh in-memory D1 given that schema (see `createDb` in harness.ts). The schema
 * is kept in node_modules/.cache under a hash of the migrations and wrangler.toml, so Wrangler runs again
 * only when one of them changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';
import type { TestProject } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '../../../..');
const BINDING = 'DB';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The statements that make the migrated schema, in order. */
    migratedSchema: string[];
  }
}

/** The `database_id` of the binding in wrangler.toml: Wrangler keeps the local database under it. */
export function databaseId(toml: string): string {
  const block = toml.split(/^\[\[d1_databases\]\]\s*$/m).find((b) => new RegExp(`^binding\\s*=\\s*"${BINDING}"`, 'm').test(b));
  const id = block && /^database_id\s*=\s*"([^"]+)"/m.exec(block)?.[1];
  if (!id) throw new Error(`wrangler.toml names no database_id for the D1 binding "${BINDING}"`);
  return id;
}

/** Migrates a throw-away local D1 with Wrangler and reads its schema back. */
async function migratedSchema(toml: string): Promise<string[]> {
  const persist = mkdtempSync(join(ROOT, 'node_modules/.cache/d1-migrated-'));
  try {
    const run = spawnSync(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'd1', 'migrations', 'apply', BINDING, '--local', '--persist-to', persist],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
    );
    if (run.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${run.stdout}\n${run.stderr}`);
    const mf = new Miniflare({
      modules: true,
      script: 'export default {}',
      d1Databases: { [BINDING]: databaseId(toml) },
      d1Persist: join(persist, 'v3', 'd1'),
    });
    try {
      const db = await mf.getD1Database(BINDING);
      const { results } = await db
        .prepare(
          `SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY rowid`,
        )
        .all<{ sql: string }>();
      return results.map((r) => r.sql);
    } finally {
      await mf.dispose();
    }
  } finally {
    rmSync(persist, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const migrations = join(ROOT, 'migrations');
  const hash = createHash('sha256').update(toml);
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(join(migrations, file)));
  const cache = join(ROOT, 'node_modules/.cache/d1-schema', `${hash.digest('hex').slice(0, 16)}.json`);
  if (!existsSync(cache)) {
    mkdirSync(join(cache, '..'), { recursive: true });
    writeFileSync(cache, JSON.stringify(await migratedSchema(toml), null, 2));
  }
  project.provide('migratedSchema', JSON.parse(readFileSync(cache, 'utf8')) as string[]);
}
