/**
 * `npm run check:launch` (scripts/check-launch.mjs): on a content folder with known placeholders it lists
 * each by file, line and field and exits 1; on a copy of the real content with every placeholder replaced
 * it exits 0; on the real content its exit status follows what it lists. Deploying runs it first.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/check-launch.mjs');

function checkLaunch(cwd: string) {
  const run = spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `content/site.json:4 field "phone.display": "1-888-555-0142" is …` -> `content/site.json:4 phone.display 1-888-555-0142` */
function listed(output: string): string[] {
  return [...output.matchAll(/^(content\/\S+?):(\d+)(?: field "([^"]*)")?: "([^"]*)" is /gm)].map(
    (m) => `${m[1]}:${m[2]} ${m[3] ?? '-'} ${m[4]}`,
  );
}

/** A content folder with known placeholders, one of each kind, among real values. */
const FIXTURE: Record<string, string> = {
  'site.json': JSON.stringify(
    {
      phone: { display: '1-888-555-0142', e164: '+18885550142' },
      email: 'sales@dealer.example',
      siteUrl: 'https://www.dealer.com',
      leads: { crmAddress: 'leads@crm.dealer.example', salesInbox: 'sales@dealer.com' },
    },
    null,
    2,
  ),
  'reviews.json': JSON.stringify(
    [
      { id: 'ann-d', sample: true, text: 'Great service.' },
      { id: 'bob-r', text: 'A real review.' },
    ],
    null,
    2,
  ),
  'policies/contact-policy.mdx': '---\ntitle: Contact\n---\n\nWrite to us.\nOr to help@dealer.example any day.\n',
};
const FIXTURE_PLACEHOLDERS = [
  'content/policies/contact-policy.mdx:6 text help@dealer.example',
  'content/reviews.json:2 0 ann-d',
  'content/site.json:3 phone.display 1-888-555-0142',
  'content/site.json:4 phone.e164 +18885550142',
  'content/site.json:6 email sales@dealer.example',
  'content/site.json:9 leads.crmAddress leads@crm.dealer.example',
];

/** What an editor does before launch: real domains, the real number, sample marks removed, every fact confirmed. */
function replaceEveryPlaceholder(text: string): string {
  return text
    .replace(/\.example\b/g, '.com')
    .replace(/555-0142/g, '736-1234')
    .replace(/5550142/g, '7361234')
    .replace(/^\s*"sample": true,\n/gm, '')
    .replace(/^(\s*"?)confirmed("?): false/gm, '$1confirmed$2: true');
}

describe('npm run check:launch', () => {
  it('lists every placeholder of a content folder by file, line and field, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsgc-launch-'));
    try {
      for (const [file, text] of Object.entries(FIXTURE)) {
        mkdirSync(dirname(join(dir, 'content', file)), { recursive: true });
        writeFileSync(join(dir, 'content', file), text);
      }
      const { status, output } = checkLaunch(dir);
      expect(listed(output)).toEqual(FIXTURE_PLACEHOLDERS);
      expect(output).toContain(`${FIXTURE_PLACEHOLDERS.length} placeholders in 3 files must be replaced before launch`);
      expect(status, output).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on the real content, exits 1 exactly while it lists a placeholder, and counts what it lists', () => {
    const { status, output } = checkLaunch(ROOT);
    const found = listed(output);
    expect(status, output).toBe(found.length > 0 ? 1 : 0);
    if (found.length > 0) expect(output).toContain(`${found.length} placeholders in `);
  });

  it('exits 0 once every placeholder is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsgc-launch-'));
    try {
      cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
      for (const file of filesUnder(join(dir, 'content'))) writeFileSync(file, replaceEveryPlaceholder(readFileSync(file, 'utf8')));
      const { status, output } = checkLaunch(dir);
      expect(listed(output)).toEqual([]);
      expect(status, output).toBe(0);
      expect(output).toContain('No placeholders left in content/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs before every deploy, and never before npm start or npm test', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['deploy']).toMatch(/^npm run check:launch && /);
    for (const name of ['start', 'test', 'pretest', 'build']) expect(scripts[name] ?? '').not.toContain('check:launch');
  });
});
