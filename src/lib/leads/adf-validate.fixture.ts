/**
 * Validates an ADF document against the standard's DTD (./adf-1.0.dtd) with xmllint, from Debian's libxml2-utils
 * (installed by scripts/setup-system.mjs). A missing xmllint fails the test that asks, never skips it.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLLINT } from '../../../scripts/setup-system.mjs';

export const ADF_DTD = join(dirname(fileURLToPath(import.meta.url)), 'adf-1.0.dtd');

/** xmllint's verdict: ok, or its messages. */
export function validateAdf(xml: string): { ok: boolean; errors: string } {
  const run = spawnSync(XMLLINT, ['--noout', '--nonet', '--dtdvalid', ADF_DTD, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`${XMLLINT} could not run (${run.error.message}): run \`node scripts/setup-system.mjs\` (libxml2-utils)`);
  return { ok: run.status === 0, errors: run.stderr };
}
