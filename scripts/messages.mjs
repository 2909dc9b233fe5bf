#!/usr/bin/env node
/**
 * Reads the stored contact messages and the state of each one's deliveries (npm run messages). Local D1 by
 * default (PERSIST_TO or --persist-to sets where it lives, as for scripts/serve.mjs); --remote for production.
 *   npm run messages                                 newest 20, readable, with each delivery's state
 *   npm run messages -- --csv --out messages.csv     all of them as CSV (oldest first), written by the script
 *   npm run -s messages -- --csv > messages.csv      the same through the shell (-s keeps npm's banner out)
 *   npm run messages -- --since 2026-11-01 --undelivered --limit 50
 *   npm run messages -- --spam                       clients caught by the honeypot per day
 *   npm run messages -- --remote --csv --out messages.csv   production (needs `wrangler login`)
 * How a message and its deliveries read is a rule of src/lib/leads/message-view.ts; this file is the command.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const USAGE =
  'Usage: npm run messages -- [--csv] [--out FILE] [--since YYYY-MM-DD] [--limit N] [--undelivered] [--spam] [--remote | --persist-to DIR]';

/**
 * The options of the command line (node:util parseArgs), checked so that no option can change the SQL beyond its
 * own literal: `{ ok: true, options }` or `{ ok: false, error }`.
 */
export function parseMessagesArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        csv: { type: 'boolean', default: false },
        remote: { type: 'boolean', default: false },
        undelivered: { type: 'boolean', default: false },
        spam: { type: 'boolean', default: false },
        since: { type: 'string' },
        limit: { type: 'string' },
        'persist-to': { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, error: error.message };
  }
  const since = values.since ?? null;
  if (since !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))))
    return { ok: false, error: '--since needs a date: YYYY-MM-DD' };
  if (values.limit !== undefined && !/^[1-9]\d{0,6}$/.test(values.limit))
    return { ok: false, error: '--limit needs a whole number from 1' };
  for (const name of ['persist-to', 'out']) if (values[name] === '') return { ok: false, error: `--${name} needs a path` };
  if (values.remote && values['persist-to']) return { ok: false, error: '--persist-to is for the local database only' };
  return {
    ok: true,
    options: {
      csv: values.csv,
      remote: values.remote,
      since,
      limit: values.limit === undefined ? null : Number(values.limit),
      undelivered: values.undelivered,
      spam: values.spam,
      persistTo: values['persist-to'] ?? null,
      out: values.out ?? null,
    },
  };
}

/** Each message's deliveries as one JSON column (a list of contact_deliveries rows). */
const DELIVERIES = `(SELECT json_group_array(json_object('destination', d.destination, 'state', d.state, 'attempts', d.attempts,
  'unanswered', d.unanswered, 'next_at', d.next_at, 'last_error', d.last_error, 'sent_at', d.sent_at, 'recipient', d.recipient))
  FROM contact_deliveries d WHERE d.message_id = m.id) AS deliveries`;

/** The SQL for the options: newest first for reading, oldest first for an export. */
export function listQuery(options, columns) {
  if (options.spam) return 'SELECT day, hits FROM contact_spam_counts ORDER BY day DESC';
  const where = [];
  if (options.since) where.push(`m.created_at >= '${options.since}'`);
  if (options.undelivered) where.push("EXISTS (SELECT 1 FROM contact_deliveries d WHERE d.message_id = m.id AND d.state <> 'sent')");
  const limit = options.limit ?? (options.csv ? null : 20);
  return [
    `SELECT ${columns.map((c) => `m.${c}`).join(', ')}, ${DELIVERIES} FROM contact_messages m`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    `ORDER BY m.id ${options.csv ? 'ASC' : 'DESC'}`,
    limit ? `LIMIT ${limit}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  registerHooks({
    resolve(specifier, context, next) {
      // The sources import each other without extensions, as Vite allows.
      if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier) && context.parentURL?.startsWith('file:')) {
        return next(`${specifier}.ts`, context);
      }
      return next(specifier, context);
    },
  });
  const source = (file) => import(pathToFileURL(`${root}${file}`).href);
  const { toCsv } = await source('src/lib/leads/csv.ts');
  const { deliveryCells, EXPORT_COLUMNS, formatMessage, MESSAGE_COLUMNS, parseDeliveries } = await source('src/lib/leads/message-view.ts');
  const { oneLine } = await source('src/lib/leads/visitor-text.ts');
  const { INTEREST_LABELS } = await source('src/lib/contact/fields.ts');

  const parsed = parseMessagesArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.error}\n${USAGE}`);
    process.exit(2);
  }
  const options = {
    ...parsed.options,
    persistTo: parsed.options.persistTo ?? (parsed.options.remote ? null : process.env.PERSIST_TO || null),
  };

  const where = options.remote ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', resolve(options.persistTo)] : [])];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
  const wrangler = `${root}node_modules/wrangler/bin/wrangler.js`;
  if (!options.remote) {
    // A fresh checkout has no local database yet: create it (migrations apply is idempotent).
    const migrate = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', ...where], {
      env,
      encoding: 'utf8',
      cwd: root,
    });
    if (migrate.status !== 0) {
      console.error(migrate.stdout, migrate.stderr);
      process.exit(migrate.status ?? 1);
    }
  }
  const run = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'execute', 'DB', ...where, '--json', '--command', listQuery(options, MESSAGE_COLUMNS)],
    {
      env,
      encoding: 'utf8',
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    process.exit(run.status ?? 1);
  }
  const rows = JSON.parse(run.stdout)[0]?.results ?? [];

  let output;
  if (options.spam) {
    output = rows.length
      ? rows.map((r) => `${oneLine(r.day)}  ${oneLine(r.hits)} client(s) caught by the honeypot`).join('\n') + '\n'
      : 'No honeypot catches.\n';
  } else if (options.csv) {
    output = toCsv(
      EXPORT_COLUMNS,
      rows.map((row) => ({ ...row, ...deliveryCells(parseDeliveries(row.deliveries)) })),
    );
  } else {
    output = rows.length
      ? rows.map((row) => formatMessage(row, parseDeliveries(row.deliveries), INTEREST_LABELS)).join('\n')
      : 'No messages.\n';
  }
  // npm prints its banner ("> first-state-golf-carts@1.0.0 messages") to the same output unless -s: a file
  // redirected from `npm run messages -- --csv > file` starts with it.
  if (
    options.csv &&
    !options.out &&
    !process.stdout.isTTY &&
    process.env.npm_lifecycle_event &&
    process.env.npm_config_loglevel !== 'silent'
  ) {
    console.error(
      'npm wrote its banner into this output before the CSV. For a clean file: `npm run messages -- --csv --out messages.csv` or `npm run -s messages -- --csv > messages.csv`.',
    );
  }
  if (options.out) {
    // Relative to where the command was typed (npm runs scripts from the project's folder).
    const out = resolve(process.env.INIT_CWD || process.cwd(), options.out);
    writeFileSync(out, output);
    console.error(`${rows.length} row(s) written to ${out}`);
  } else process.stdout.write(output);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
