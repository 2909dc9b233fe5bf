/**
 * `npm run check:launch` (scripts/check-launch.mjs): on a fixture content folder it lists every kind of
 * placeholder by file and field and exits 1, and exits 0 once they are replaced; on a copy of the real
 * content with every placeholder replaced it exits 0 (whatever placeholders today's content holds).
 * Deploying runs it first.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/check-launch.mjs');

function checkLaunch(cwd: string) {
  const run = spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * `content/site.json:4 field "phone.display": "1-888-555-0142" is …` -> `content/site.json phone.display 1-888-555-0142`;
 * a whole file (an MDX page's frontmatter) has no field: `content/guides/x.mdx:1: "Title" is …` -> `content/guides/x.mdx  Title`.
 */
function listed(output: string): string[] {
  return [...output.matchAll(/^(content\/\S+?):\d+(?: field "([^"]*)")?: "([^"]*)" is /gm)].map((m) => `${m[1]} ${m[2] ?? ''} ${m[3]}`);
}

/**
 * A content folder of the test's own, with one placeholder of each kind (a reserved domain, a fictional
 * number, a sample record, an unconfirmed value, an unconfirmed MDX page, a domain in an MDX body) beside
 * values that are real: the script must list exactly the placeholders, whatever today's content holds.
 */
const FIXTURE: Record<string, string> = {
  'content/site.json': JSON.stringify(
    { name: 'Real Carts', phone: { display: '1-888-555-0142' }, url: 'https://www.realcarts.com' },
    null,
    2,
  ),
  'content/financing.json': JSON.stringify(
    {
      partners: [
        { id: 'real-bank', url: 'https://apply.lender.example/' },
        { sample: true, id: 'sample-lender', url: 'https://bank.com' },
      ],
    },
    null,
    2,
  ),
  'content/buying-costs.json': JSON.stringify(
    {
      items: [
        { id: 'documentFee', label: 'Document fee', confirmed: false },
        { id: 'title', label: 'Title', confirmed: true },
      ],
    },
    null,
    2,
  ),
  'content/guides/a-guide.mdx': '---\ntitle: A Guide\nconfirmed: false\n---\n\nWrite to help@carts.example today.\n',
  'content/guides/checked-guide.mdx': '---\ntitle: Checked Guide\nconfirmed: true\n---\n\nNothing to replace here.\n',
};

const FIXTURE_PLACEHOLDERS = [
  'content/buying-costs.json items.0 documentFee',
  'content/financing.json partners.0.url https://apply.lender.example/',
  'content/financing.json partners.1 sample-lender',
  'content/guides/a-guide.mdx  A Guide',
  'content/guides/a-guide.mdx text help@carts.example',
  'content/site.json phone.display 1-888-555-0142',
];

function writeFixture(dir: string, fixture: Record<string, string>) {
  for (const [name, text] of Object.entries(fixture)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

/** What an editor does before launch: real domains, the real number, sample marks removed. */
function replaceEveryPlaceholder(text: string): string {
  return text
    .replace(/\.example\b/g, '.com')
    .replace(/555-0142/g, '736-1234')
    .replace(/5550142/g, '7361234')
    .replace(/"sample": ?true,?/g, '')
    .replace(/("?)confirmed("?): false/g, '$1confirmed$2: true');
}

describe('npm run check:launch', () => {
  it('lists every kind of placeholder by file and field, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsgc-launch-'));
    try {
      writeFixture(dir, FIXTURE);
      const { status, output } = checkLaunch(dir);
      expect(status, output).toBe(1);
      expect(listed(output).sort()).toEqual(FIXTURE_PLACEHOLDERS);
      expect(output).toContain(`${FIXTURE_PLACEHOLDERS.length} placeholders in 4 files must be replaced before launch`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 0 on the fixture once every placeholder is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsgc-launch-'));
    try {
      writeFixture(dir, Object.fromEntries(Object.entries(FIXTURE).map(([name, text]) => [name, replaceEveryPlaceholder(text)])));
      const { status, output } = checkLaunch(dir);
      expect(listed(output)).toEqual([]);
      expect(status, output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the real content: every line it lists names a file, and the run ends as its count says', () => {
    const { status, output } = checkLaunch(ROOT);
    const count = listed(output).length;
    expect(status, output).toBe(count === 0 ? 0 : 1);
    if (count > 0) expect(output).toMatch(new RegExp(`^${count} placeholders? in \\d+ files? must be replaced before launch`, 'm'));
  });

  it('exits 0 on a copy of the real content once every placeholder is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsgc-launch-'));
    try {
      cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
      for (const file of files(join(dir, 'content'))) writeFileSync(file, replaceEveryPlaceholder(readFileSync(file, 'utf8')));
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
