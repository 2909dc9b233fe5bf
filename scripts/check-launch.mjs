/**
 * `npm run check:launch`: lists every placeholder still in content/ (the rules are in
 * src/lib/launch/placeholders.ts: reserved `.example` domains, fictional 555-01xx numbers, records
 * marked `"sample": true`), one line per placeholder with its file, line and field, and exits 1 while
 * any remain. `npm run deploy` runs it first, so the stand-ins never reach the public site; `npm start`
 * and `npm test` do not, so the site keeps working with them locally.
 *
 * It reads the content/ folder of the working directory. The site's TypeScript runs as is (Node
 * strips the types).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
registerHooks({
  resolve(specifier, context, next) {
    // The sources import each other without extensions, as Vite allows.
    const fromSource = context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/');
    if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier) && fromSource) {
      return next(`${specifier}.ts`, context);
    }
    return next(specifier, context);
  },
});
const source = (file) => import(pathToFileURL(join(root, file)).href);
const { placeholdersIn, placeholdersInText } = await source('src/lib/launch/placeholders.ts');
const { parseJson } = await source('src/content-check/json.ts');
const { parseFrontmatter } = await source('src/content-check/frontmatter.ts');

const workdir = process.cwd();
const contentDir = join(workdir, 'content');

/** Every file under a folder, sorted by path. */
const walk = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** The line of a path, or of its nearest parent that has one. */
function lineOf(lines, path) {
  for (let p = path; ; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    if (lines.has(p)) return lines.get(p);
    if (p === '') return undefined;
  }
}

/** Placeholders of one file, each with its line. */
function placeholdersOfFile(file) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    const parsed = parseJson(text);
    if (!parsed.ok)
      return [
        { path: '', line: parsed.error.line, found: 'this file', advice: `unreadable: ${parsed.error.message} (npm run check:content)` },
      ];
    return placeholdersIn(parsed.value).map((p) => ({ ...p, line: lineOf(parsed.lines, p.path) }));
  }
  if (file.endsWith('.mdx')) {
    const parsed = parseFrontmatter(text);
    if (!parsed.ok)
      return [
        {
          path: '',
          line: parsed.problem.line,
          found: 'this file',
          advice: `unreadable: ${parsed.problem.message} (npm run check:content)`,
        },
      ];
    const inFrontmatter = placeholdersIn(parsed.data).map((p) => ({ ...p, line: lineOf(parsed.lines, p.path) }));
    const inBody = parsed.body
      .split('\n')
      .flatMap((line, i) => placeholdersInText(line, 'text').map((p) => ({ ...p, line: parsed.bodyLine + i })));
    return [...inFrontmatter, ...inBody];
  }
  return [];
}

const found = walk(contentDir).flatMap((file) => {
  const name = relative(workdir, file).split(sep).join('/');
  return placeholdersOfFile(file).map((p) => ({ ...p, file: name }));
});

if (found.length === 0) {
  console.log('No placeholders left in content/: the dealer identity is real. Ready to deploy.');
  process.exit(0);
}
const files = new Set(found.map((p) => p.file)).size;
console.error(`${found.length} placeholders in ${files} ${files === 1 ? 'file' : 'files'} must be replaced before launch:`);
for (const p of found) {
  const place = p.line ? `${p.file}:${p.line}` : p.file;
  const field = p.path ? ` field "${p.path}"` : '';
  console.error(`${place}${field}: "${p.found}" is ${p.advice}`);
}
console.error('\nSee "Before launch" in the README, then run `npm run check:launch` again.');
process.exit(1);
