/**
 * `npm run check:content`: checks every file in content/ against the site's schemas, exactly as the
 * build does (src/content-check/), without building a page. It lists every mistake of every file
 * and exits 1, or says the content is valid. Drafts are checked but left out, as in the build.
 *
 * The site's TypeScript runs as is (Node strips the types); `astro:content` only wires schemas to
 * loaders, so here it is a stand-in that hands each collection back.
 */
import { enableCompileCache, registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
// Node keeps the compiled sources (about 500 modules, most of them zod's) for the next run.
enableCompileCache(`${root}node_modules/.cache/check-content`);

const standIn = `data:text/javascript,${encodeURIComponent('export const defineCollection = (collection) => collection;')}`;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'astro:content') return { url: standIn, shortCircuit: true };
    // The sources import each other without extensions, as Vite allows (packages name their own files).
    const source = context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/');
    if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier) && source) {
      return next(`${specifier}.ts`, context);
    }
    return next(specifier, context);
  },
});

const { collections } = await import(pathToFileURL(`${root}src/content.config.ts`).href);
const { checkContent } = await import(pathToFileURL(`${root}src/content-check/check.ts`).href);
const { formatProblems } = await import(pathToFileURL(`${root}src/content-check/problems.ts`).href);

const { problems, entries } = await checkContent(collections, { root, production: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix each line above and run \`npm run check:content\` again (checked in ${seconds} s).`);
  process.exit(1);
}
const count = [...entries.values()].reduce((n, list) => n + list.length, 0);
console.log(`Content is valid: ${count} entries in ${entries.size} collections checked in ${seconds} s.`);
