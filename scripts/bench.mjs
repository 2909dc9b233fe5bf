#!/usr/bin/env node
/**
 * `npm run bench`: the speed and quality budgets, measured.
 *   1. builds the site (timed), 2. weighs every built page (HTML, CSS, JS, images; raw, gzip, brotli),
 *   3. builds a temporary copy whose vehicles all have phone-like test photos and weighs its vehicle, home,
 *   brand and inventory pages, 4. serves dist/ (and the copy's, on the next port) through scripts/serve.mjs
 *   and runs Lighthouse CI on one page per template, the photo pages included (5 runs each), 5. builds a temporary copy with 1x, 2x and 10x
 *   synthetic towns, 6. writes bench/report.md and bench/report.json, and exits 1 naming the page and
 *   the figure of every budget missed.
 * Options: --runs=3 --port=8880 (or BENCH_PORT) --only=home,town,vehicle-photo,home-photo,brand-photo,inventory-photo
 *   --skip-lighthouse --skip-scaling
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { builtPages, sitemapPaths } from '../tests/support/built-site.ts';
import { addSizes, pageWeight, sizesOf } from '../tests/support/page-weight.ts';
import { resolveTemplates } from '../tests/support/templates.ts';
import { buildFailures, pageFailures } from './bench/budgets.mjs';
import { CHROME_PATH, measureTemplates } from './bench/lighthouse.mjs';
import { buildPhotoCopy, PHOTO_BUDGET, PHOTO_TEMPLATES } from './bench/photo-page.mjs';
import { writeReport } from './bench/report.mjs';
import { startServer, timedBuild } from './bench/run.mjs';
import { runScaling } from './bench/scaling.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string' },
    only: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-scaling': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 8880);
const only = typeof args.only === 'string' ? new Set(args.only.split(',')) : undefined;
const log = (...m) => console.log(...m);
const sh = (cmd) => {
  try {
    return execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

log('Building...');
const build = timedBuild('.');
log(`  ${build.pages} pages in ${build.cpuSeconds.toFixed(1)} s CPU (${build.seconds.toFixed(1)} s wall)`);

log('Weighing pages...');
const listed = new Set(sitemapPaths('dist'));
const pages = builtPages('dist');
const failures = [];
const weights = pages.map((page) => {
  const w = pageWeight('dist', page);
  failures.push(...pageFailures(w, readFileSync(page.file, 'utf8')));
  return { ...w, inSitemap: listed.has(page.path) };
});
for (const path of listed) if (!pages.some((p) => p.path === path)) failures.push(`${path}: listed in the sitemap but not built`);
const jsFiles = [...new Set(weights.flatMap((w) => w.jsFiles))];
const totals = {
  html: addSizes(...weights.map((w) => w.html)),
  js: addSizes(...jsFiles.map((f) => sizesOf(readFileSync(`dist${f}`)))),
};
log(`  ${pages.length} pages (${listed.size} in the sitemap), ${jsFiles.length} JS files`);

let templates = resolveTemplates('dist', '.').filter((t) => !only || only.has(t.name));
for (const t of templates) if (!t.path) failures.push(`${t.name} template: MISSING (no page of this template in the built sitemap)`);

// The pages with photos, from a copy of the project whose vehicles all have photos: their bytes now, their
// Lighthouse runs below.
let photoCopy;
const photoTemplates = PHOTO_TEMPLATES.filter((t) => !only || only.has(t.name));
if (photoTemplates.length > 0) {
  log('Pages with photos (temporary copy, test photos on every vehicle)...');
  photoCopy = await buildPhotoCopy('.', log);
  const dist = `${photoCopy.dir}/dist`;
  for (const t of photoTemplates) {
    const page = builtPages(dist).find((p) => p.path === t.path);
    const weight = { ...pageWeight(dist, page), path: `${t.path} (with photos)`, inSitemap: false };
    failures.push(...pageFailures(weight, readFileSync(page.file, 'utf8')));
    if (weight.lcpImage && weight.lcpImage.bytes > PHOTO_BUDGET.lcpImageBytes)
      failures.push(
        `${weight.path}: LCP image ${weight.lcpImage.file} ${(weight.lcpImage.bytes / 1024).toFixed(1)} KB at 360 px > ${PHOTO_BUDGET.lcpImageBytes / 1024} KB`,
      );
    weights.push(weight);
    templates.push({ ...t });
  }
}

if (args['skip-lighthouse']) log('Lighthouse: skipped');
else {
  log(
    `Lighthouse CI (${runs} runs per template) on port ${port}${photoCopy ? ` and ${port + 1} (pages with photos, ${PHOTO_BUDGET.runs} runs each)` : ''}...`,
  );
  const server = await startServer(port);
  const photoServer = photoCopy ? await startServer(port + 1, photoCopy.dir) : undefined;
  try {
    for (const t of templates) if (photoTemplates.some((p) => p.name === t.name)) t.base = photoServer.base;
    const measured = measureTemplates(server.base, templates, runs);
    templates = measured.templates;
    failures.push(...measured.failures);
  } finally {
    server.stop();
    photoServer?.stop();
  }
}
photoCopy?.remove();

let scaling;
if (args['skip-scaling']) log('Build scaling: skipped');
else {
  log('Build scaling (temporary copy, synthetic towns)...');
  scaling = runScaling('.', [1, 2, 10], log);
}
failures.push(...buildFailures(build, scaling));

const report = {
  date: new Date().toISOString(),
  commit: `${sh('git rev-parse --short HEAD')}${sh('git status --porcelain --untracked-files=no') ? ' (uncommitted changes)' : ''}`,
  machine: `${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
  chromium: sh(`${CHROME_PATH} --version`),
  lighthouseVersion: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  runs,
  partial: Boolean(only || args['skip-lighthouse'] || args['skip-scaling']),
  failures,
  templates,
  build,
  scaling,
  pages: weights,
  totals,
};
writeReport('bench', report);
log('\nWrote bench/report.md and bench/report.json');
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed:`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
log(report.partial ? 'All measured budgets met (partial run).' : 'All budgets met.');
