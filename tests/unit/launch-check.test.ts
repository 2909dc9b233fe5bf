/**
 * `npm run check:launch` (scripts/check-launch.mjs): on the real content it lists every placeholder of
 * the dealer's identity by file and field and exits 1; on a copy of the content with every placeholder
 * replaced it exits 0. Deploying runs it first.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/** The placeholders the content holds by design until the dealer's real identity is entered. */
const KNOWN = [
  'content/buying-costs.json freightAndPrep Freight and prep',
  'content/buying-costs.json documentFee Delaware document fee',
  'content/buying-costs.json title Title',
  'content/buying-costs.json registration Registration (first year)',
  'content/financing.json partners.items.1 powersports-lender',
  'content/financing.json partners.items.1.action.url https://apply.powersports-lending.example/golf-carts',
  'content/financing.json partners.items.2 revolving-card',
  'content/financing.json partners.items.2.action.url https://apply.outdoor-lifestyle-card.example/',
  'content/financing.json partners.items.3 credit-union',
  'content/financing.json partners.items.3.action.url https://www.delmarva-community-cu.example/loans/recreation',
  'content/financing.json partners.items.4 second-chance',
  'content/financing.json partners.items.4.action.url https://apply.freshstart-autofinance.example/',
  'content/financing.json partners.items.5 lease-to-own',
  'content/financing.json partners.items.5.action.url https://apply.lease-to-own-partners.example/',
  'content/guides/street-legal-golf-carts-delaware.mdx  Street-Legal Golf Carts in Delaware',
  'content/reviews.json 0 linda-m-rehoboth',
  'content/reviews.json 1 marcus-t-dover',
  'content/reviews.json 2 karen-s-milford',
  'content/site.json phone.display 1-888-555-0142',
  'content/site.json phone.e164 +18885550142',
  'content/site.json email sales@firststategolfcarts.example',
  'content/site.json siteUrl https://www.firststategolfcarts.example',
  'content/site.json financingUrl https://apply.financing-partner.example/first-state-golf-carts',
  'content/site.json locations.0 dover-showroom',
  'content/site.json locations.0.website https://www.firststategolfcarts.example',
  'content/site.json locations.0.facebook https://www.facebook.com/firststategolfcarts.example',
  'content/site.json locations.0.youtube https://www.youtube.com/@firststategolfcarts.example',
  'content/site.json locations.1.website https://www.firststategolfcarts.example',
  'content/site.json locations.1.facebook https://www.facebook.com/firststategolfcarts.example',
  'content/site.json locations.1.youtube https://www.youtube.com/@firststategolfcarts.example',
  'content/site.json leads.crmAddress leads@crm.firststategolfcarts.example',
  'content/site.json leads.salesInbox sales@firststategolfcarts.example',
  'content/site.json leads.sender.address leads@firststategolfcarts.example',
  'content/team.json 0 michael-reed',
  'content/team.json 1 sarah-collins',
  'content/team.json 2 david-ortiz',
  'content/team.json 3 jenna-walsh',
  'content/vehicles/preowned-2022-denago-ev-nomad.json preOwned record',
  'content/vehicles/preowned-2022-evolution-d5-ranger-4.json preOwned record',
  'content/vehicles/preowned-2023-evolution-classic-4-plus.json preOwned record',
];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

/** What an editor does before launch: real domains, the real number, sample marks removed. */
function replaceEveryPlaceholder(text: string): string {
  return text
    .replace(/\.example\b/g, '.com')
    .replace(/555-0142/g, '736-1234')
    .replace(/5550142/g, '7361234')
    .replace(/^\s*"sample": true,\n/gm, '')
    .replace(/^(\s*"?)confirmed("?): false/gm, '$1confirmed$2: true');
}

describe('npm run check:launch', () => {
  it('exits 1 on the real content and lists every placeholder by file and field', () => {
    const { status, output } = checkLaunch(ROOT);
    expect(status, output).toBe(1);
    expect(listed(output)).toEqual(KNOWN);
    expect(output).toContain(`${KNOWN.length} placeholders in 9 files must be replaced before launch`);
  });

  it('exits 0 once every placeholder is replaced', () => {
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
