/**
 * Code states its rules itself: no comment or test name leans on a document that is not in the
 * repository (a specification's section numbers, a tracker's issue numbers, decision notes or briefs).
 * A reader of this repository alone must be able to tell what a rule is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cases } from '../../support/cases';

const OUTSIDE_REFERENCE = [
  /\bspec(ification)? sections? \d/i,
  /\bsection \d+ of the spec/i,
  /\bissue #?\d+/i,
  /\bdecisions(\.md|:)/i,
  /\bteam brief\b/i,
  /\b(the|per) spec\b|\bspec's\b|\bspec:/i,
];

/** The reference a line makes to a document outside the repository, if any. */
export function outsideReference(line: string): string | undefined {
  for (const pattern of OUTSIDE_REFERENCE) {
    const found = pattern.exec(line);
    if (found) return found[0];
  }
  return undefined;
}

describe('outsideReference', () => {
  cases('finds the reference in %j', outsideReference, [
    ['/** Spec section 8: shown above the list. */', 'Spec section 8'],
    ['// decisions.md: a card naming a vehicle', 'decisions.md'],
    ['// Decisions: the reviews are sample content', 'Decisions:'],
    [' * Location pages (issue 6): every county', 'issue 6'],
    ['POST /api/contact (contract in the team brief)', 'team brief'],
    ["the spec's top items", 'the spec'],
    ['(spec: New Castle, Kent, Sussex)', 'spec:'],
  ]);

  it.each([
    ['/** Price bands at 15000 and 25000. */'],
    ['for (const spec of moduleSpecifiers(code)) queue.push(spec);'],
    ["import { test } from '@playwright/test'; // vehicle.spec.ts"],
    ['Issue the refund within 30 days'],
  ])('leaves %j alone', (line) => {
    expect(outsideReference(line)).toBeUndefined();
  });
});

const SOURCE = /\.(ts|tsx|astro|mjs|js|sql|css)$/;
const THIS_FILE = 'tests/unit/quality/self-contained-comments.test.ts';
const root = new URL('../../../', import.meta.url);
const files = execFileSync('git', ['ls-files', 'src', 'functions', 'tests', 'scripts', 'bench', 'migrations'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && file !== THIS_FILE && !file.endsWith('worker-configuration.d.ts'));

describe('source files', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('never cite a document outside the repository', () => {
    const found = files.flatMap((file) =>
      readFileSync(new URL(file, root), 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const reference = outsideReference(line);
          return reference ? [`${file}:${i + 1}: "${reference}" in: ${line.trim()}`] : [];
        }),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
