/**
 * Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), on Debian's Chromium.
 * Each template is measured `runs` times; the report keeps every run and the median of each figure.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Lighthouse on a loaded machine now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again, up to 3 times. */
async function runWithRetry(url, port, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`  retrying ${url}: ${error.message.split('\n')[0]}`);
    }
  }
}

/** One Lighthouse run: category scores (0-100), metrics (ms; CLS unitless), and the audits that cost points. */
async function runOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]));
  const lost = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${c}: ${a.id} (${a.displayValue || a.score})`),
  );
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((i) => i.url);
  return { scores, metrics, lost, requests, benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN };
}

/** Runs every template `runs` times in one Chromium; returns per template the runs and the medians. */
export async function measureTemplates(base, templates, runs, log) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // One unmeasured run first: a freshly launched Chromium spends its first navigation on one-off start-up
    // work (a long "unattributable" task of 100+ ms) that belongs to the browser, not to the page measured.
    await runWithRetry(new URL('/', base).href, chrome.port, log);
    const out = [];
    for (const t of templates) {
      if (!t.path) {
        out.push({ ...t, missing: true });
        continue;
      }
      const all = [];
      for (let i = 0; i < runs; i++) {
        const r = await runWithRetry(new URL(t.path, base).href, chrome.port, log);
        log(
          `  ${t.name} ${t.path} run ${i + 1}/${runs}: perf ${r.scores.performance} a11y ${r.scores.accessibility} bp ${r.scores['best-practices']} seo ${r.scores.seo} FCP ${Math.round(r.metrics.fcp)} ms LCP ${Math.round(r.metrics.lcp)} ms TBT ${Math.round(r.metrics.tbt)} ms CLS ${r.metrics.cls.toFixed(3)}`,
        );
        all.push(r);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))]));
      const metrics = Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(all.map((r) => r.metrics[k]))]));
      const lost = [...new Set(all.flatMap((r) => r.lost))];
      const requests = [...new Set(all.flatMap((r) => r.requests))];
      out.push({
        ...t,
        missing: false,
        runs: all.map(({ scores: s, metrics: m, benchmarkIndex }) => ({ scores: s, metrics: m, benchmarkIndex })),
        scores,
        metrics,
        lost,
        requests,
        benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
