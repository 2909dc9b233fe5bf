/**
 * `npm run messages` against a real local D1 (wrangler's, as the script reads it): every export command the README
 * shows, run exactly as documented, writes a clean CSV file that a CSV parser reads back to the stored values
 * with each delivery's state per destination, and neither the file nor the readable listing lets stored text
 * forge an entry, a line of the site's own, or a formula. The rows are written straight into D1, as rows stored
 * before the contact rules cleaned text may be.
 */
import { parse } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../../src/lib/leads/message-view';
import { ROOT } from './support/harness';
import { databaseId } from './support/migrated-d1';

const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
// Inside the project (ignored by git), so npm finds the project from the working directory, as for a user.
const work = join(ROOT, '.wrangler', `test-messages-${process.pid}`);
const db = join(work, 'd1');
const env = { ...process.env, PERSIST_TO: db, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

const forgedName = 'Ann\n\n#999  2026-11-22T11:00:00.000Z  Sales Inquiry\n    Eve Forged <eve@example.com>';
const stored = [
  {
    first_name: forgedName,
    last_name: '=HYPERLINK("http://evil.example","Click")',
    phone: '+1 302 555 0100',
    message: 'Line one\r\nLine \u001b[31mtwo',
  },
  {
    first_name: 'Bob',
    last_name: 'Lee',
    phone: '302-555-0101',
    message: 'Hello, "quoted", and, commas\nAbout: Test drive · Free cart, $1\n    Delivery to the CRM (ADF): sent\nabc\u202egnp.exe',
  },
];

function wrangler(...args: string[]) {
  const run = spawnSync(process.execPath, [WRANGLER, 'd1', ...args, 'DB', '--local', '--persist-to', db], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr || run.stdout).toBe(0);
}

const shell = (command: string) => spawnSync('sh', ['-c', command], { cwd: work, env, encoding: 'utf8', timeout: 120_000 });

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  wrangler('migrations', 'apply');
  // The rows go into the database Wrangler just made, through Miniflare over the same files (no second Wrangler run).
  const mf = new Miniflare({
    modules: true,
    script: 'export default {}',
    d1Databases: { DB: databaseId(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')) },
    d1Persist: join(db, 'v3', 'd1'),
  });
  try {
    const d1 = await mf.getD1Database('DB');
    const messages = d1.prepare(
      'INSERT INTO contact_messages (created_at, first_name, last_name, email, phone, interest, message, request_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const deliveries = d1.prepare(
      'INSERT INTO contact_deliveries (message_id, destination, state, attempts, next_at, last_error, recipient, created_at, updated_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    await d1.batch([
      ...stored.map((row, i) =>
        messages.bind(
          `2026-11-22T10:0${i}:00.000Z`,
          row.first_name,
          row.last_name,
          'ann@example.com',
          row.phone,
          'sales',
          row.message,
          `hash${i}`,
        ),
      ),
      deliveries.bind(
        2,
        'sales',
        'sent',
        1,
        null,
        null,
        'sales@example.com',
        '2026-11-22T10:01:00.000Z',
        '2026-11-22T10:01:01.000Z',
        '2026-11-22T10:01:01.000Z',
      ),
      deliveries.bind(
        2,
        'customer',
        'pending',
        2,
        '2026-11-22T10:05:00.000Z',
        'the mail Worker answered 503',
        'bob@example.com',
        '2026-11-22T10:01:00.000Z',
        '2026-11-22T10:01:01.000Z',
        null,
      ),
    ]);
  } finally {
    await mf.dispose();
  }
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the README export commands', () => {
  it('each writes a clean CSV file that parses back to the stored values, formulas neutralized, deliveries per destination', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const commands = [...readme.matchAll(/`(npm run [^`]*messages[^`]*--csv[^`]*)`/g)]
      .map((m) => m[1]!)
      .filter((c) => !c.includes('--remote'));
    expect(commands.length, 'README documents the local CSV export').toBeGreaterThanOrEqual(2);
    for (const documented of commands) {
      rmSync(join(work, 'messages.csv'), { force: true });
      const run = shell(documented);
      expect(run.status, `${documented}: ${run.stderr}`).toBe(0);
      const text = readFileSync(join(work, /(?:--out|>) (\S+)/.exec(documented)![1]!), 'utf8');
      expect(text.startsWith('"id",'), documented).toBe(true);
      const records = parse(text) as string[][];
      expect(records[0]).toEqual([...EXPORT_COLUMNS]);
      const column = (record: string[], name: string) => record[EXPORT_COLUMNS.indexOf(name as (typeof EXPORT_COLUMNS)[number])];
      expect(records).toHaveLength(3);
      const [forged, plain] = [records[1]!, records[2]!];
      expect(column(forged, 'first_name')).toBe(forgedName);
      expect(column(forged, 'last_name')).toBe(`'${stored[0]!.last_name}`);
      expect(column(forged, 'phone')).toBe(`'${stored[0]!.phone}`);
      expect(column(forged, 'message')).toBe('Line one\r\nLine \ufffd[31mtwo');
      expect(column(plain, 'message')).toBe(stored[1]!.message.replace('\u202e', '\ufffd'));
      expect(column(plain, 'delivery_sales')).toBe('sent 2026-11-22T10:01:01.000Z');
      expect(column(plain, 'delivery_customer')).toBe(
        'pending: 2 attempts: the mail Worker answered 503; next try after 2026-11-22T10:05:00.000Z',
      );
      expect(column(plain, 'delivery_crm')).toBe('');
    }
  }, 300_000);

  it('warns, without a clean file, when npm writes its banner into the redirected output', () => {
    const run = shell('npm run messages -- --csv > banner.csv');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('npm run -s messages');
  }, 180_000);
});

describe('the readable listing', () => {
  it('shows each stored message as one entry with its deliveries; stored text cannot forge an entry or a site line', () => {
    const run = shell('npm run -s messages');
    expect(run.status, run.stderr).toBe(0);
    const entries = run.stdout.split('\n').filter((line) => /^#\d/.test(line));
    expect(entries.map((line) => line.split(' ')[0])).toEqual(['#2', '#1']);
    expect(run.stdout).not.toMatch(/^\s*Eve Forged/m);
    expect(run.stdout).not.toMatch(/[\u001b\u202e]/);
    expect(run.stdout).toContain('    > Line one\n    > Line \ufffd[31mtwo');
    const bob = run.stdout.slice(0, run.stdout.indexOf('#1 '));
    expect(bob).toContain('    Delivery to the sales inbox: sent 2026-11-22T10:01:01.000Z\n');
    expect(bob).toContain('    Delivery to the customer: pending: 2 attempts: the mail Worker answered 503; next try after');
    // The visitor's "About:" and "Delivery to the CRM" lines are quoted: the only unquoted ones are the site's.
    expect(bob.split('\n').filter((line) => /^\s*(About|Delivery to the CRM)/.test(line))).toEqual([]);
    expect(bob).toContain('    > About: Test drive · Free cart, $1');
  }, 180_000);
});
