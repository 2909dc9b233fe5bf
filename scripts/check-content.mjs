/**
 * `npm run check:content`: checks every file in content/ (and the images of public/) against the site's
 * schemas, exactly as the build does, without building a page: every collection's loader runs as in
 * `astro sync` (src/content-check/standalone.ts). It lists every mistake of every file and exits 1, or
 * says the content is valid.
 *
 * Rolldown (Vite's bundler) bundles the site's TypeScript of the check into one module, with
 * `astro:content` as Astro's own `defineCollection` and the packages left to Node.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

const started = performance.now();
const root = new URL('..', import.meta.url);
const cache = new URL('node_modules/.cache/check-content/', root);
mkdirSync(cache, { recursive: true });
// Node keeps the compiled packages (zod, Astro's loaders, sharp's bindings) for the next run.
enableCompileCache(cache.pathname);
const { build } = await import('rolldown');

const { output } = await build({
  input: new URL('src/content-check/standalone.ts', root).pathname,
  cwd: root.pathname,
  platform: 'node',
  resolve: { alias: { 'astro:content': 'astro/content/config' } },
  external: (id) => !/^[./]/.test(id) && id !== 'astro:content',
  logLevel: 'silent',
  write: false,
});
const bundle = new URL('standalone.mjs', cache);
writeFileSync(bundle, output[0].code);
const { checkContentFiles, formatProblems } = await import(bundle.href);

const { problems, entries } = await checkContentFiles(root);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix each line above and run \`npm run check:content\` again (checked in ${seconds} s).`);
  process.exit(1);
}
const count = [...entries.values()].reduce((n, c) => n + c, 0);
console.log(`Content is valid: ${count} entries in ${entries.size} collections checked in ${seconds} s.`);
