/** The budgets of issue 8 and their evaluation: every miss is one line naming the page (or template) and the figure. */
import { imagesWithoutSize, inlineHandlers, isExecutable, tags } from '../../tests/support/page-weight.ts';

export const BUDGETS = {
  /** Lighthouse category scores, each. */
  score: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  /** The document through the hero with its CSS (the first screen), gzip: one round trip. */
  firstRoundTripBytes: 14 * 1024,
  /** The whole document with its CSS, gzip: a ceiling against bloat below the fold. */
  wholePageBytes: 32 * 1024,
  /** All JavaScript of a page with islands, brotli (what Cloudflare sends current browsers). */
  islandJsBytes: 70 * 1024,
  /** Whole build, CPU seconds (user + system): on this shared 2-core machine wall time measures the neighbours. */
  buildSeconds: 60,
  /** Build scaling: time may grow at most as the page count does, plus this much for a shared machine's noise. */
  scalingNoise: 0.15,
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function templateFailures(results) {
  const out = [];
  for (const t of results) {
    const at = `${t.name} template`;
    if (t.missing) {
      out.push(`${at}: MISSING (no page of this template in the built sitemap)`);
      continue;
    }
    const where = `${at} ${t.path}`;
    for (const [category, score] of Object.entries(t.scores)) {
      if (score < BUDGETS.score) out.push(`${where}: Lighthouse ${category} ${score} < ${BUDGETS.score}`);
    }
    const m = t.metrics;
    if (!(m.fcp <= BUDGETS.fcpMs)) out.push(`${where}: first contentful paint ${Math.round(m.fcp)} ms > ${BUDGETS.fcpMs} ms`);
    if (!(m.lcp <= BUDGETS.lcpMs)) out.push(`${where}: largest contentful paint ${Math.round(m.lcp)} ms > ${BUDGETS.lcpMs} ms`);
    if (!(m.tbt <= BUDGETS.tbtMs)) out.push(`${where}: total blocking time ${Math.round(m.tbt)} ms > ${BUDGETS.tbtMs} ms`);
    if (!(m.cls <= BUDGETS.cls)) out.push(`${where}: cumulative layout shift ${m.cls.toFixed(4)} > ${BUDGETS.cls}`);
  }
  return out;
}

/** Byte budgets for one page (weight from page-weight.ts, html its source). */
export function pageFailures(weight, html) {
  const out = [];
  const at = weight.path;
  if (weight.islands) {
    if (weight.js.brotli > BUDGETS.islandJsBytes)
      out.push(`${at}: JavaScript ${kb(weight.js.brotli)} brotli > ${kb(BUDGETS.islandJsBytes)}`);
    for (const s of weight.renderBlockingScripts) out.push(`${at}: render-blocking script ${s}`);
  } else {
    const scripts = tags(html, 'script').filter(isExecutable);
    if (scripts.length > 0 || weight.js.raw > 0)
      out.push(`${at}: ${weight.js.raw} bytes of JavaScript (${scripts.length} script elements) on a page without islands`);
  }
  for (const h of inlineHandlers(html)) out.push(`${at}: inline event handler ${h}`);
  if (weight.firstScreenGzip > BUDGETS.firstRoundTripBytes) {
    out.push(
      `${at}: first screen (document through the hero + CSS) ${kb(weight.firstScreenGzip)} gzip > ${kb(BUDGETS.firstRoundTripBytes)}`,
    );
  }
  if (weight.firstRoundTripGzip > BUDGETS.wholePageBytes) {
    out.push(`${at}: whole document + CSS ${kb(weight.firstRoundTripGzip)} gzip > ${kb(BUDGETS.wholePageBytes)}`);
  }
  for (const img of imagesWithoutSize(html)) out.push(`${at}: image without width and height ${img}`);
  for (const f of weight.missingFiles) out.push(`${at}: references ${f}, which is not in dist/`);
  return out;
}

export function buildFailures(build, scaling) {
  const out = [];
  if (build.cpuSeconds > BUDGETS.buildSeconds) {
    out.push(`build: ${build.cpuSeconds.toFixed(1)} s CPU (${build.seconds.toFixed(1)} s wall) > ${BUDGETS.buildSeconds} s`);
  }
  const base = scaling?.[0];
  for (const s of scaling?.slice(1) ?? []) {
    const timeRatio = s.cpuSeconds / base.cpuSeconds;
    const pageRatio = s.pages / base.pages;
    if (timeRatio > pageRatio * (1 + BUDGETS.scalingNoise)) {
      out.push(
        `build scaling ${s.factor}x towns: build CPU time x${timeRatio.toFixed(2)} (${s.cpuSeconds.toFixed(1)} s) for pages x${pageRatio.toFixed(2)} (${s.pages}): worse than linear (tolerance ${BUDGETS.scalingNoise * 100}%)`,
      );
    }
  }
  return out;
}
