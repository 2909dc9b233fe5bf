#!/usr/bin/env node
/**
 * `npm run check:spec`: lists where the site differs from the figures the specification states
 * (scripts/check-spec/figures.json: prices, rental rates and fees, series, counts, the figures of the
 * policies), reading content/ and, for the figures pages state, the built site in dist/. It always exits 0
 * when it could compare: a difference is for a person to judge (an editor may have changed a price on
 * purpose), so it is a report, not part of `npm test`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { specReport } from './check-spec/report.ts';
import { textBlocks } from '../tests/support/page-blocks.ts';
import { answerFor } from '../tests/support/served.ts';

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const published = (records) => records.filter((r) => !r.draft);
const figures = read(new URL('./check-spec/figures.json', import.meta.url));
const built = existsSync('dist/index.html');

const report = specReport(figures, {
  json: read,
  catalogue: published(
    readdirSync('content/vehicles')
      .filter((f) => f.endsWith('.json'))
      .map((f) => read(join('content/vehicles', f)) ?? {}),
  ),
  towns: published(read('content/municipalities.json') ?? []),
  pageBlocks: (path) => {
    const answer = built ? answerFor(path) : { kind: 'missing' };
    return answer.kind === 'file' ? textBlocks(readFileSync(answer.file, 'utf8')) : undefined;
  },
});

if (report.differences.length === 0) console.log(`The site states all ${report.checked} figures of the specification that were compared.`);
else {
  console.log(`${report.differences.length} of ${report.checked} figures differ from the specification:`);
  for (const line of report.differences) console.log(`  ${line}`);
}
if (report.unchecked.length) {
  console.log('\nNot compared:');
  for (const line of report.unchecked) console.log(`  ${line}`);
}
console.log('\nA difference may be on purpose (an edited price): this report never fails a change.');
