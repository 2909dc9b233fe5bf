/**
 * `npm run check:content`: checks every file in content/ (and the images of public/) against the site's
 * schemas, exactly as the build does, without building a page: Vite loads the content config as Astro
 * does (`astro:content` is Astro's own `defineCollection` here) and every collection's loader runs as in
 * `astro sync` (src/content-check/standalone.ts). It lists every mistake of every file and exits 1, or
 * says the content is valid.
 */
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';

const started = performance.now();
const root = new URL('..', import.meta.url);
// Node keeps the compiled dependencies (zod, sharp's bindings, Vite) for the next run.
enableCompileCache(new URL('node_modules/.cache/check-content', root).pathname);

const { runnerImport } = await import('vite');
const { module } = await runnerImport('/src/content-check/standalone.ts', {
  root: root.pathname,
  configFile: false,
  envFile: false,
  logLevel: 'silent',
  resolve: { alias: { 'astro:content': 'astro/content/config' } },
});
const { checkContentFiles, formatProblems } = module;

const { problems, entries } = await checkContentFiles(pathToFileURL(root.pathname));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix each line above and run \`npm run check:content\` again (checked in ${seconds} s).`);
  process.exit(1);
}
const count = [...entries.values()].reduce((n, c) => n + c, 0);
console.log(`Content is valid: ${count} entries in ${entries.size} collections checked in ${seconds} s.`);
