#!/usr/bin/env node
/**
 * The JavaScript every built page may load (islands, their renderer, every chunk they import statically
 * or lazily, and inline scripts), measured exactly as `npm run bench` and the budget tests measure it
 * (scripts/bench/page-weight.ts: brotli quality 5, what a CDN compresses on the fly):
 *   npx node scripts/report-island-js.mjs [--budget=70]   (after `npm run build`)
 * Pages without an island must load none; a page over the budget (KB, brotli) fails the run.
 */
import { BROTLI_QUALITY, builtPages, pageWeight } from './bench/page-weight.ts';

const budgetKb = Number(process.argv.find((a) => a.startsWith('--budget='))?.slice(9) ?? 70);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const rows = builtPages('dist')
  .map((page) => pageWeight('dist', page))
  .filter((w) => w.js.raw > 0)
  .map((w) => ({ ...w, over: !w.islands || w.js.brotli > budgetKb * 1024 }));

console.log(`JavaScript per page (budget ${budgetKb} KB brotli q${BROTLI_QUALITY}; pages not listed load none)\n`);
for (const r of rows) {
  const what = r.islands ? `${r.jsFiles.length} files` : 'NONE (JavaScript on a page without an island)';
  console.log(`${r.over ? 'OVER ' : ''}${r.path}  ${what}  raw ${kb(r.js.raw)}, gzip ${kb(r.js.gzip)}, brotli ${kb(r.js.brotli)}`);
}
process.exit(rows.some((r) => r.over) ? 1 : 0);
