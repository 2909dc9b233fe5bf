/** bench/report.json (everything) and bench/report.md (the same, for people). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BUDGETS } from './budgets.mjs';
import { BROTLI_QUALITY } from '../../tests/support/page-weight.ts';

const kb = (n) => (n === 0 ? '0' : (n / 1024).toFixed(1));
const trio = (s) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;

export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/report.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${dir}/report.md`, markdown(report));
}

function markdown(r) {
  const lines = [];
  const p = (...l) => lines.push(...l);
  p(`# Benchmark report`, '');
  p(
    `${r.date} · commit ${r.commit} · ${r.machine} · ${r.chromium} · Lighthouse ${r.lighthouseVersion} (mobile, simulated slow 4G, 4x CPU)`,
    '',
  );
  p(r.failures.length === 0 ? '**All budgets met.**' : `**${r.failures.length} budget(s) missed:**`, '');
  for (const f of r.failures) p(`- ${f}`);
  if (r.failures.length) p('');

  p('## Lighthouse per template (median of ' + r.runs + ' runs)', '');
  p(
    `Budgets: every score ${BUDGETS.score}; FCP <= ${BUDGETS.fcpMs} ms; LCP <= ${BUDGETS.lcpMs} ms; TBT <= ${BUDGETS.tbtMs} ms; CLS ${BUDGETS.cls}.`,
    '',
  );
  p(
    '| template | page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | TBT per run | CLS | SI ms | host index | pages of template |',
  );
  p('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const t of r.templates) {
    if (t.missing) p(`| ${t.name} | MISSING | | | | | | | | | | | | 0 |`);
    else if (!t.scores) p(`| ${t.name} | ${t.path} | not run | | | | | | | | | | | ${t.pages} |`);
    else {
      const m = t.metrics;
      p(
        `| ${t.name} | ${t.path} | ${t.scores.performance} | ${t.scores.accessibility} | ${t.scores['best-practices']} | ${t.scores.seo} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${t.runs.map((run) => Math.round(run.metrics.tbt)).join(' / ')} | ${m.cls.toFixed(3)} | ${Math.round(m.si)} | ${Math.round(t.benchmarkIndex)} | ${t.pages} |`,
      );
    }
  }
  p(
    '',
    "Host index: Lighthouse's benchmarkIndex of this machine during the runs (median). The simulated CPU is this machine slowed 4x, so a lower index (a busier or slower host) raises TBT; on this shared 2-core machine it has been seen anywhere from about 1,200 to 2,400 within minutes.",
  );
  const lost = r.templates.filter((t) => t.lost?.length);
  if (lost.length) {
    p('', 'Audits that cost points (any run):', '');
    for (const t of lost) p(`- ${t.name}: ${t.lost.join('; ')}`);
  }

  p('', '## Build', '');
  p(
    `Full build: ${r.build.cpuSeconds.toFixed(1)} s CPU, ${r.build.seconds.toFixed(1)} s wall, for ${r.build.pages} pages (budget ${BUDGETS.buildSeconds} s CPU; the machine is shared, so wall time includes the neighbours).`,
    '',
  );
  if (r.scaling?.length) {
    p(
      `Synthetic build scaling (temporary copy, towns multiplied, cold build each; CPU time must grow no faster than the page count, ${BUDGETS.scalingNoise * 100}% tolerance for noise):`,
      '',
    );
    p('| towns | factor | pages | CPU s | wall s | CPU ratio | page ratio | CPU ms per page |');
    p('|---|---|---|---|---|---|---|---|');
    const b = r.scaling[0];
    for (const s of r.scaling) {
      p(
        `| ${s.towns} | ${s.factor}x | ${s.pages} | ${s.cpuSeconds.toFixed(1)} | ${s.seconds.toFixed(1)} | ${(s.cpuSeconds / b.cpuSeconds).toFixed(2)} | ${(s.pages / b.pages).toFixed(2)} | ${((s.cpuSeconds * 1000) / s.pages).toFixed(0)} |`,
      );
    }
    if (r.scaling.length > 1) {
      const last = r.scaling.at(-1);
      const marginal = last.pages > b.pages ? ((last.cpuSeconds - b.cpuSeconds) * 1000) / (last.pages - b.pages) : NaN;
      p(
        '',
        `Marginal CPU per added page (1x to ${last.factor}x): ${Number.isNaN(marginal) ? 'n/a (the towns add no pages yet)' : `${marginal.toFixed(0)} ms`}.`,
      );
    }
  } else p('Synthetic build scaling: not run (--skip-scaling).');

  p('', '## Bytes per page', '');
  p(
    `KB raw / gzip / brotli (brotli at quality ${BROTLI_QUALITY}, as a CDN compresses on the fly). "First screen" = the document up to the end of the hero (the child of main holding the h1) with its CSS, gzip: what the first paint needs (budget ${kb(BUDGETS.firstRoundTripBytes)} KB, one round trip). "Whole page" = the whole document with its CSS, gzip (ceiling ${kb(BUDGETS.wholePageBytes)} KB). CSS is inlined, so it is also counted inside HTML. JS counts every module a page may load, lazily loaded ones included (budget 0 without islands, ${kb(BUDGETS.islandJsBytes)} KB brotli with).`,
    '',
  );
  p('| page | sitemap | islands | HTML | CSS (inline) | JS | images | first screen gzip | whole page gzip |');
  p('|---|---|---|---|---|---|---|---|---|');
  for (const w of r.pages) {
    p(
      `| ${w.path} | ${w.inSitemap ? 'yes' : 'no'} | ${w.islands ? 'yes' : ''} | ${trio(w.html)} | ${trio(w.cssInline)} | ${trio(w.js)} | ${trio(w.images)} | ${kb(w.firstScreenGzip ?? 0)} | ${kb(w.firstRoundTripGzip)} |`,
    );
  }
  p('', `Totals over ${r.pages.length} pages: HTML ${trio(r.totals.html)} KB; JS files ${trio(r.totals.js)} KB (each file once).`);
  p('', 'Reproduce: `npm run bench` (options: `--runs=N`, `--only=home,town`, `--skip-scaling`, `--skip-lighthouse`, `--port=N`).', '');
  return `${lines.join('\n')}\n`;
}
