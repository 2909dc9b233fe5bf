#!/usr/bin/env node
/**
 * Reads the stored contact messages (npm run messages). Local D1 by default (PERSIST_TO or --persist-to
 * sets where it lives, as for scripts/serve.mjs); --remote for production.
 *   npm run messages                             newest 20, readable
 *   npm run -s messages -- --csv > messages.csv  all of them as CSV (oldest first); -s keeps npm's banner
 *                                                out of the file
 *   npm run messages -- --csv --out messages.csv the same, written by the script
 *   npm run messages -- --since 2026-11-01 --unnotified --limit 50
 *   npm run messages -- --spam                   clients caught by the honeypot per day
 *   npm run messages -- --remote --csv --out messages.csv   production (needs `wrangler login`)
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { toCsv } from '../src/lib/api/csv.ts';
import { EXPORT_COLUMNS, formatMessage, listQuery, parseListArgs, terminalSafe } from '../src/lib/api/message-list.ts';
import { INTEREST_LABELS } from '../src/lib/contact/fields.ts';

const parsed = parseListArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(
    `${parsed.error}\nUsage: npm run messages -- [--csv] [--out FILE] [--since YYYY-MM-DD] [--limit N] [--unnotified] [--spam] [--remote | --persist-to DIR]`,
  );
  process.exit(2);
}
const options = {
  ...parsed.options,
  persistTo: parsed.options.persistTo ?? (parsed.options.remote ? null : process.env.PERSIST_TO || null),
};

const where = options.remote ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
if (!options.remote) {
  // A fresh checkout has no local database yet: create it (migrations apply is idempotent).
  const migrate = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'd1', 'migrations', 'apply', 'DB', ...where], {
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) {
    console.error(migrate.stdout, migrate.stderr);
    process.exit(migrate.status ?? 1);
  }
}
const run = spawnSync(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', ...where, '--json', '--command', listQuery(options)],
  { env, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
);
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}
const rows = JSON.parse(run.stdout)[0]?.results ?? [];

let output;
if (options.spam) {
  output = rows.length
    ? rows.map((r) => `${terminalSafe(r.day)}  ${terminalSafe(r.hits)} client(s) caught by the honeypot`).join('\n') + '\n'
    : 'No honeypot catches.\n';
} else if (options.csv) {
  output = toCsv(EXPORT_COLUMNS, rows);
} else {
  output = rows.length ? rows.map((row) => formatMessage(row, INTEREST_LABELS)).join('\n') : 'No messages.\n';
}
if (options.out) {
  writeFileSync(options.out, output);
  console.error(`${rows.length} row(s) written to ${options.out}`);
} else process.stdout.write(output);
