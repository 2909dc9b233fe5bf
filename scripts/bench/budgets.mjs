/**
 * The byte and build budgets, evaluated: every miss is one line naming the page and the figure.
 * The byte budgets are the quality tests' own (tests/support/budgets.ts); the Lighthouse budgets are
 * assertions in bench/lighthouserc.json.
 */
import { BUDGET, islandJsLimit } from '../../tests/support/budgets.ts';
import { imagesWithoutSize, inlineHandlers, isExecutable, tags } from '../../tests/support/page-weight.ts';

/** Whole build, CPU seconds (user + system): on a shared machine wall time measures the neighbours. */
export const BUILD_SECONDS = 60;
/** Build scaling: time may grow at most as the page count does, plus this much for a shared machine's noise. */
export const SCALING_NOISE = 0.15;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Byte budgets for one page (weight from tests/support/page-weight.ts, html its source). */
export function pageFailures(weight, html) {
  const out = [];
  const at = weight.path;
  if (weight.islands) {
    if (weight.js.brotli > islandJsLimit(at)) out.push(`${at}: JavaScript ${kb(weight.js.brotli)} brotli > ${kb(islandJsLimit(at))}`);
    if (weight.jsOnDemand.brotli > BUDGET.onDemandJs)
      out.push(`${at}: on-demand JavaScript ${kb(weight.jsOnDemand.brotli)} brotli > ${kb(BUDGET.onDemandJs)}`);
    for (const s of weight.renderBlockingScripts) out.push(`${at}: render-blocking script ${s}`);
  } else {
    const scripts = tags(html, 'script').filter(isExecutable);
    if (scripts.length > 0 || weight.js.raw > 0)
      out.push(`${at}: ${weight.js.raw} bytes of JavaScript (${scripts.length} script elements) on a page without islands`);
  }
  for (const h of inlineHandlers(html)) out.push(`${at}: inline event handler ${h}`);
  if (weight.firstScreenGzip > BUDGET.firstRoundTrip)
    out.push(`${at}: first screen (document through the hero + CSS) ${kb(weight.firstScreenGzip)} gzip > ${kb(BUDGET.firstRoundTrip)}`);
  if (weight.firstRoundTripGzip > BUDGET.wholePage)
    out.push(`${at}: whole document + CSS ${kb(weight.firstRoundTripGzip)} gzip > ${kb(BUDGET.wholePage)}`);
  if (weight.lcpImage && weight.lcpImage.bytes > BUDGET.lcpImage)
    out.push(`${at}: LCP image ${weight.lcpImage.file} ${kb(weight.lcpImage.bytes)} at 360 px > ${kb(BUDGET.lcpImage)}`);
  for (const img of imagesWithoutSize(html)) out.push(`${at}: image without width and height ${img}`);
  for (const f of weight.missingFiles) out.push(`${at}: references ${f}, which is not in dist/`);
  return out;
}

export function buildFailures(build, scaling) {
  const out = [];
  if (build.cpuSeconds > BUILD_SECONDS)
    out.push(`build: ${build.cpuSeconds.toFixed(1)} s CPU (${build.seconds.toFixed(1)} s wall) > ${BUILD_SECONDS} s`);
  const base = scaling?.[0];
  for (const s of scaling?.slice(1) ?? []) {
    const timeRatio = s.cpuSeconds / base.cpuSeconds;
    const pageRatio = s.pages / base.pages;
    if (timeRatio > pageRatio * (1 + SCALING_NOISE)) {
      out.push(
        `build scaling ${s.factor}x towns: build CPU time x${timeRatio.toFixed(2)} (${s.cpuSeconds.toFixed(1)} s) for pages x${pageRatio.toFixed(2)} (${s.pages}): worse than linear (tolerance ${SCALING_NOISE * 100}%)`,
      );
    }
  }
  return out;
}
