/**
 * `npm run messages` against a real local D1 (wrangler's, as the script reads it): the README's export
 * command, run exactly as documented, writes a clean CSV file that a CSV parser reads back to the stored
 * values, and neither the file nor the readable listing lets stored text forge an entry or a formula.
 * The rows are written straight into D1, as rows stored before the contact rules cleaned text may be.
 */
import { parse } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../../src/lib/api/message-list';
import { ROOT } from './support/harness';

const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
// Inside the project (ignored by git), so npm finds the project from the working directory, as for a user.
const work = join(ROOT, '.wrangler', `test-messages-${process.pid}`);
const db = join(work, 'd1');
const env = { ...process.env, PERSIST_TO: db, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

const forgedName = 'Ann\n\n#999  2026-11-22T11:00:00.000Z  Sales Inquiry  (not notified)\n    Eve Forged <eve@example.com>';
const stored = [
  {
    first_name: forgedName,
    last_name: '=HYPERLINK("http://evil.example","Click")',
    phone: '+1 302 555 0100',
    message: 'Line one\r\nLine \u001b[31mtwo',
  },
  { first_name: 'Bob', last_name: 'Lee', phone: '302-555-0101', message: 'Hello, "quoted", and, commas' },
];

/** A SQL string literal of any text (line breaks and escapes through char()). */
const literal = (text: string) =>
  text
    .split(/([\u0000-\u001f])/)
    .map((part) => (/^[\u0000-\u001f]$/.test(part) ? `char(${part.charCodeAt(0)})` : `'${part.replace(/'/g, "''")}'`))
    .join(' || ');

function wrangler(...args: string[]) {
  const run = spawnSync(process.execPath, [WRANGLER, 'd1', ...args, 'DB', '--local', '--persist-to', db], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr || run.stdout).toBe(0);
}

const shell = (command: string) => spawnSync('sh', ['-c', command], { cwd: work, env, encoding: 'utf8', timeout: 120_000 });

beforeAll(() => {
  mkdirSync(work, { recursive: true });
  wrangler('migrations', 'apply');
  const values = stored.map(
    (row, i) =>
      `('2026-11-22T10:0${i}:00.000Z', ${literal(row.first_name)}, ${literal(row.last_name)}, 'ann@example.com', ${literal(row.phone)}, 'sales', ${literal(row.message)}, 'hash${i}')`,
  );
  wrangler(
    'execute',
    '--command',
    `INSERT INTO contact_messages (created_at, first_name, last_name, email, phone, interest, message, request_hash) VALUES ${values.join(', ')}`,
  );
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the README export command', () => {
  it('writes a clean CSV file that parses back to the stored values, formulas neutralized', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const command = /`(npm run [^`]*--csv > messages\.csv)`/.exec(readme)?.[1];
    expect(command, 'README documents `npm run … --csv > messages.csv`').toBeDefined();
    const run = shell(command!);
    expect(run.status, run.stderr).toBe(0);
    const text = readFileSync(join(work, 'messages.csv'), 'utf8');
    expect(text.startsWith('"id",')).toBe(true);
    const records = parse(text) as string[][];
    expect(records[0]).toEqual([...EXPORT_COLUMNS]);
    const column = (record: string[], name: string) => record[EXPORT_COLUMNS.indexOf(name as (typeof EXPORT_COLUMNS)[number])];
    expect(records).toHaveLength(3);
    const [forged, plain] = [records[1]!, records[2]!];
    expect(column(forged, 'first_name')).toBe(forgedName);
    expect(column(forged, 'last_name')).toBe(`'${stored[0]!.last_name}`);
    expect(column(forged, 'phone')).toBe(`'${stored[0]!.phone}`);
    expect(column(forged, 'message')).toBe('Line one\r\nLine \ufffd[31mtwo');
    expect(column(plain, 'message')).toBe(stored[1]!.message);
  }, 180_000);
});

describe('the readable listing', () => {
  it('shows each stored message as one entry: a name with line breaks cannot forge another', () => {
    const run = shell('npm run -s messages');
    expect(run.status, run.stderr).toBe(0);
    const entries = run.stdout.split('\n').filter((line) => /^#\d/.test(line));
    expect(entries.map((line) => line.split(' ')[0])).toEqual(['#2', '#1']);
    expect(run.stdout).not.toMatch(/^\s*Eve Forged/m);
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).toContain('    Line one\n    Line \ufffd[31mtwo');
  }, 180_000);
});
