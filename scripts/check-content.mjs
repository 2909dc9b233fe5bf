/**
 * `npm run check:content`: checks every file in content/ against the site's schemas, exactly as the
 * build does (src/content-check/), without building a page. It lists every mistake of every file
 * and exits 1, or says the content is valid. Drafts are checked but left out, as in the build.
 *
 * The schemas load in plain Node (scripts/content-collections.mjs).
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
// Node keeps the compiled sources (about 500 modules, most of them zod's) for the next run.
enableCompileCache(`${root}node_modules/.cache/check-content`);

const { loadCollections, importFromProject } = await import('./content-collections.mjs');
const collections = await loadCollections(root);
const { checkContent } = await importFromProject(root, 'src/content-check/check.ts');
const { formatProblems } = await importFromProject(root, 'src/content-check/problems.ts');

const { problems, entries } = await checkContent(collections, { root, production: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix each line above and run \`npm run check:content\` again (checked in ${seconds} s).`);
  process.exit(1);
}
const count = [...entries.values()].reduce((n, list) => n + list.length, 0);
console.log(`Content is valid: ${count} entries in ${entries.size} collections checked in ${seconds} s.`);
