/**
 * Lighthouse through Lighthouse CI (bench/lighthouserc.json): mobile defaults (simulated slow 4G, 4x CPU
 * slowdown) on Debian's Chromium, `runs` times per template in one browser, and the budgets asserted
 * on the median of the runs. Nothing leaves the machine: the reports are written to bench/lighthouse/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CONFIG = 'bench/lighthouserc.json';
const RESULTS = '.lighthouseci';
/** The HTML and JSON report of every run (`upload.outputDir`). */
export const REPORTS = 'bench/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The assertions of bench/lighthouserc.json: the Lighthouse budgets, stated once. */
export const assertions = JSON.parse(readFileSync(CONFIG, 'utf8')).ci.assert.assertions;

const lhci = (...args) =>
  spawnSync(process.execPath, ['node_modules/@lhci/cli/src/cli.js', ...args, `--config=${CONFIG}`], { stdio: 'inherit' }).status;

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Measures every template that has a page; returns the templates with their runs and medians, and one
 * line per budget missed naming the template, its page and the figure. A template served elsewhere
 * (the photo page, from its copy) names its own `base`.
 */
export function measureTemplates(base, templates, runs) {
  const url = (t) => new URL(t.path, t.base ?? base).href;
  const measured = templates.filter((t) => t.path);
  // A template may ask for more runs than the others (`runCount`: the photo pages, the median of 5); each
  // count is one collection, added to the results of the one before.
  const counts = [...new Set(measured.map((t) => t.runCount ?? runs))];
  counts.forEach((count, i) => {
    const collected = lhci(
      'collect',
      ...(i > 0 ? ['--additive'] : []),
      `--collect.numberOfRuns=${count}`,
      `--collect.chromePath=${CHROME_PATH}`,
      ...measured.filter((t) => (t.runCount ?? runs) === count).map((t) => `--collect.url=${url(t)}`),
    );
    if (collected !== 0) throw new Error(`lhci collect failed (exit ${collected})`);
  });
  lhci('assert'); // exits 1 when a budget is missed: the misses are read from its results below
  rmSync(REPORTS, { recursive: true, force: true });
  lhci('upload');

  const lhrs = readdirSync(RESULTS)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(`${RESULTS}/${f}`, 'utf8')))
    .sort((a, b) => a.fetchTime.localeCompare(b.fetchTime));
  const results = templates.map((t) => {
    if (!t.path) return { ...t, missing: true };
    const all = lhrs
      .filter((lhr) => lhr.requestedUrl === url(t))
      .map((lhr) => ({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
        metrics: Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue])),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      }));
    return {
      ...t,
      missing: false,
      runs: all,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))])),
      metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(all.map((r) => r.metrics[k]))])),
      benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
    };
  });

  const byUrl = new Map(measured.map((t) => [url(t), t]));
  const failures = JSON.parse(readFileSync(`${RESULTS}/assertion-results.json`, 'utf8'))
    .filter((a) => !a.passed && a.level === 'error')
    .map((a) => {
      const t = byUrl.get(a.url);
      const what = a.auditProperty ? `Lighthouse ${a.auditProperty} score` : a.auditId;
      const figure = (n) =>
        a.name === 'minScore' ? Math.round(n * 100) : a.auditId === METRICS.cls ? n.toFixed(4) : `${Math.round(n)} ms`;
      return `${t ? `${t.name} template ${t.path}` : a.url}: ${what} ${figure(a.actual)} (median of ${a.values.length}), budget ${a.operator} ${figure(a.expected)}`;
    });
  // A template's own, stricter LCP budget (`lcpMs`: the pages with photos).
  for (const t of results) {
    if (t.lcpMs !== undefined && t.metrics && t.metrics.lcp > t.lcpMs) {
      failures.push(
        `${t.name} template ${t.path}: largest-contentful-paint ${Math.round(t.metrics.lcp)} ms (median of ${t.runs.length}), budget <= ${t.lcpMs} ms`,
      );
    }
  }
  return { templates: results, failures };
}
