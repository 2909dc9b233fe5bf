/**
 * The fixture site of this run (fixture-site.ts), once its builds are done: the tests of tests/unit/fixture-build/
 * start while the builds run in the background, and wait here for the file their outcome is written to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { inject } from 'vitest';
import type { FixtureOutcome, FixtureSite } from './fixture-site';

/** How long the builds may take (check, build and failing build), as the hook time-out of the project allows. */
const BUILDS_TIMEOUT_MS = 300_000;

export async function fixtureSite(): Promise<FixtureSite> {
  const file = inject('fixtureOutcome');
  const deadline = Date.now() + BUILDS_TIMEOUT_MS;
  // The outcome file appears whole (written, then renamed) when the builds end, whether they passed or not.
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the fixture builds wrote no outcome to ${file} within ${BUILDS_TIMEOUT_MS / 1000} s`);
    await delay(200);
  }
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as FixtureOutcome;
  if ('error' in outcome) throw new Error(`the fixture site could not be made:\n${outcome.error}`);
  return outcome.site;
}
