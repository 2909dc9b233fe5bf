/** bench/report.json (everything) and bench/report.md (the same, for people). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BUDGET } from '../../tests/support/budgets.ts';
import { BROTLI_QUALITY } from '../../tests/support/page-weight.ts';
import { BUILD_SECONDS, SCALING_NOISE } from './budgets.mjs';
import { assertions, REPORTS } from './lighthouse.mjs';

const kb = (n) => (n === 0 ? '0' : (n / 1024).toFixed(1));
const trio = (s) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;
const row = (...cells) => `| ${cells.join(' | ')} |`;

export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/report.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${dir}/report.md`, markdown(report));
}

function markdown(r) {
  const lines = [];
  const p = (...l) => lines.push(...l);
  p('# Benchmark report', '', `${r.date} · commit ${r.commit} · ${r.machine} · ${r.chromium} · Lighthouse ${r.lighthouseVersion}`, '');
  p(r.failures.length === 0 ? '**All budgets met.**' : `**${r.failures.length} budget(s) missed:**`, '');
  for (const f of r.failures) p(`- ${f}`);
  if (r.failures.length) p('');

  p(`## Lighthouse per template (mobile, median of ${r.runs} runs)`, '');
  const budgets = Object.entries(assertions).map(
    ([id, [, o]]) => `${id} ${o.minScore !== undefined ? `>= ${o.minScore}` : `<= ${o.maxNumericValue}`}`,
  );
  p(`Budgets (bench/lighthouserc.json, on the median): ${budgets.join('; ')}. Every run's report: ${REPORTS}/.`, '');
  p(row('template', 'page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT per run', 'CLS', 'host index', 'pages'));
  p(row(...Array(13).fill('---')));
  for (const t of r.templates) {
    if (t.missing) p(row(t.name, 'MISSING', ...Array(10).fill(''), 0));
    else if (!t.scores) p(row(t.name, t.path, 'not run', ...Array(9).fill(''), t.pages));
    else {
      const { scores: s, metrics: m } = t;
      const tbtRuns = t.runs.map((run) => Math.round(run.metrics.tbt)).join(' / ');
      p(
        row(
          t.name,
          t.path,
          s.performance,
          s.accessibility,
          s['best-practices'],
          s.seo,
          Math.round(m.fcp),
          Math.round(m.lcp),
          Math.round(m.tbt),
          tbtRuns,
          m.cls.toFixed(3),
          Math.round(t.benchmarkIndex),
          t.pages,
        ),
      );
    }
  }
  p(
    '',
    "Host index: Lighthouse's benchmarkIndex of this machine during the runs (median). The simulated phone is this machine slowed 4x, so a busier or slower host (a lower index) raises TBT.",
  );

  p('', '## Build', '');
  p(
    `Full build: ${r.build.cpuSeconds.toFixed(1)} s CPU, ${r.build.seconds.toFixed(1)} s wall, ${r.build.pages} pages (budget ${BUILD_SECONDS} s CPU).`,
    '',
  );
  if (r.scaling?.length) {
    p(`Synthetic towns, cold build each: CPU time must grow no faster than the page count (${SCALING_NOISE * 100}% tolerance).`, '');
    p(row('towns', 'factor', 'pages', 'CPU s', 'wall s', 'CPU ratio', 'page ratio', 'CPU ms per page'), row(...Array(8).fill('---')));
    const b = r.scaling[0];
    for (const s of r.scaling) {
      const ratio = (s.cpuSeconds / b.cpuSeconds).toFixed(2);
      p(
        row(
          s.towns,
          `${s.factor}x`,
          s.pages,
          s.cpuSeconds.toFixed(1),
          s.seconds.toFixed(1),
          ratio,
          (s.pages / b.pages).toFixed(2),
          ((s.cpuSeconds * 1000) / s.pages).toFixed(0),
        ),
      );
    }
  } else p('Synthetic build scaling: not run (--skip-scaling).');

  p('', '## Bytes per page', '');
  p(
    `KB raw / gzip / brotli (brotli quality ${BROTLI_QUALITY}, as a CDN compresses on the fly). First screen: the document through the hero (the child of main holding the h1) with its CSS, gzip (budget ${kb(BUDGET.firstRoundTrip)}). Whole page: the document with its CSS, gzip (ceiling ${kb(BUDGET.wholePage)}). CSS is inlined, so it also counts inside HTML. JS: every module the page loads by itself (budget 0 without islands, ${kb(BUDGET.islandJs)} brotli with); on demand: what an island hydrated only when the visitor asks adds (budget ${kb(BUDGET.onDemandJs)} brotli). LCP image: the fetchpriority=high image at 360 px (budget ${kb(BUDGET.lcpImage)}).`,
    '',
  );
  p(
    row(
      'page',
      'sitemap',
      'islands',
      'HTML',
      'CSS (inline)',
      'JS',
      'JS on demand',
      'images',
      'LCP image',
      'first screen gzip',
      'whole page gzip',
    ),
  );
  p(row(...Array(11).fill('---')));
  for (const w of r.pages) {
    const lcp = w.lcpImage ? kb(w.lcpImage.bytes) : '';
    p(
      row(
        w.path,
        w.inSitemap ? 'yes' : 'no',
        w.islands ? 'yes' : '',
        trio(w.html),
        trio(w.cssInline),
        trio(w.js),
        trio(w.jsOnDemand),
        trio(w.images),
        lcp,
        kb(w.firstScreenGzip),
        kb(w.firstRoundTripGzip),
      ),
    );
  }
  p('', `Totals over ${r.pages.length} pages: HTML ${trio(r.totals.html)} KB; JS files ${trio(r.totals.js)} KB (each file once).`);
  p('', 'Options: `npm run bench -- --runs=N --only=home,town --skip-scaling --skip-lighthouse --port=N`.', '');
  return `${lines.join('\n')}\n`;
}
