/**
 * `npm run check:content`: checks every file in content/ (and the images of public/) against the site's
 * schemas, exactly as the build does, without building a page: every collection's loader runs as in
 * `astro sync` (src/content-check/standalone.ts). It lists every mistake of every file and exits 1, or
 * says the content is valid.
 *
 * The site's TypeScript of the check is bundled into one module (scripts/bundle-source.mjs), kept until
 * one of its sources changes.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const root = new URL('..', import.meta.url);
// Node keeps the compiled packages (zod, Astro's loaders) for the next run.
enableCompileCache(fileURLToPath(new URL('node_modules/.cache/check-content/', root)));
// The bundle lives in the project's own .astro/ folder (a copy of the project shares node_modules).
const cache = new URL('.astro/content-check/', root);
mkdirSync(cache, { recursive: true });
const bundle = new URL('standalone.mjs', cache);
const sourcesFile = new URL('sources.json', cache);
const stamp = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};
/** The bundle's sources with their times, as of the bundle; a changed one (or this script) means bundle again. */
function bundleIsCurrent() {
  try {
    const sources = JSON.parse(readFileSync(sourcesFile, 'utf8'));
    return Object.entries(sources).every(([file, time]) => stamp(file) === time);
  } catch {
    return false;
  }
}

if (!bundleIsCurrent()) {
  const { bundleSource } = await import('./bundle-source.mjs');
  const { code, sources } = await bundleSource(root, 'src/content-check/standalone.ts');
  writeFileSync(bundle, code);
  const files = [fileURLToPath(import.meta.url), fileURLToPath(new URL('bundle-source.mjs', import.meta.url)), ...sources];
  writeFileSync(sourcesFile, JSON.stringify(Object.fromEntries(files.map((file) => [file, stamp(file)]))));
}
const { checkContentFiles, formatProblems } = await import(`${bundle.href}?${stamp(bundle)}`);

const { problems, entries } = await checkContentFiles(root);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix each line above and run \`npm run check:content\` again (checked in ${seconds} s).`);
  process.exit(1);
}
const count = [...entries.values()].reduce((n, c) => n + c, 0);
console.log(`Content is valid: ${count} entries in ${entries.size} collections checked in ${seconds} s.`);
