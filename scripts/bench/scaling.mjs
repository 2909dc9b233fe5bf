/**
 * The synthetic build-scaling run: a temporary copy of the project (bench/.tmp/, never committed) whose
 * content/municipalities.json holds every town 1x, 2x and 10x (copies get their own id, slug and name),
 * built each time from a clean state (no build cache). Build CPU time must grow no faster than the number
 * of pages built.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { timedBuild } from './run.mjs';

const SKIP = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.wrangler',
  'bench',
  '.git',
  '.lighthouseci',
  'test-results',
  'playwright-report',
  'coverage',
]);
/** Caches Astro and Vite keep inside node_modules: private to the copy so no run reuses another's. */
const PRIVATE = new Set(['.astro', '.vite', '.cache']);

export function makeCopy(root, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(root)) {
    if (!SKIP.has(name)) cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  // node_modules: a real folder of links to the project's packages, so the copy's build caches stay its own.
  const modules = realpathSync(join(root, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (!PRIVATE.has(name)) symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  }
  // Tailwind's source scan honours .gitignore only inside a git repository: without one it walks
  // node_modules and the build takes minutes instead of seconds.
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
}

/** Every town `factor` times: the originals, then copies `{slug}-synthetic-{n}` named "{name} {n}". */
export function syntheticTowns(towns, factor) {
  const out = [...towns];
  for (let n = 2; n <= factor; n++) {
    for (const t of towns)
      out.push({ ...t, id: `${t.id}-synthetic-${n}`, slug: `${t.slug}-synthetic-${n}`, name: `${t.name} ${n}`, formerSlugs: [] });
  }
  return out;
}

export function runScaling(root, factors, log) {
  const dir = resolve(root, 'bench/.tmp/scale');
  makeCopy(root, dir);
  const file = join(dir, 'content/municipalities.json');
  const towns = JSON.parse(readFileSync(file, 'utf8'));
  const results = [];
  try {
    for (const factor of factors) {
      writeFileSync(file, `${JSON.stringify(syntheticTowns(towns, factor), null, 2)}\n`);
      for (const cache of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'])
        rmSync(join(dir, cache), { recursive: true, force: true });
      const { seconds, cpuSeconds, pages } = timedBuild(dir);
      const htmlFiles = existsSync(join(dir, 'dist')) ? countHtml(join(dir, 'dist')) : 0;
      log(
        `  ${factor}x towns (${towns.length * factor}): ${htmlFiles} pages in ${cpuSeconds.toFixed(1)} s CPU (${seconds.toFixed(1)} s wall)`,
      );
      results.push({ factor, towns: towns.length * factor, pages: htmlFiles || pages, seconds, cpuSeconds });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

/** The HTML pages under `dir`, at any depth. */
const countHtml = (dir) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
