/**
 * The pages of the build and of its sitemap, read from `dist/` alone (`trailingSlash: 'never'`,
 * `build.format: 'file'`). Shared by the quality tests and `npm run bench`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { filesUnder } from './files.ts';
import { elements, textOf } from './html.ts';

export interface BuiltPage {
  /** Site path as served: `/`, `/inventory`, `/policies/x`. */
  path: string;
  /** File name in dist/. */
  file: string;
}

/** `index.html` -> `/`, `inventory.html` -> `/inventory`, `a/index.html` -> `/a`. */
export function pathForFile(relativeFile: string): string {
  const p = relativeFile.split(sep).join('/');
  const noExt = p.replace(/\.html$/, '');
  const noIndex = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return `/${noIndex}`;
}

/**
 * Pages for the dealer's staff, not for visitors: the content editor (src/pages/admin.astro). The checks
 * of what a visitor or a search engine gets (descriptions, structured data, the benchmark) leave them out;
 * the others cover them too (valid HTML, spelling, indexing, the byte budgets but the JavaScript one),
 * and tests/e2e/cms.spec.ts checks the rest (their own CSP, no public page loading their script).
 */
const EDITOR_PAGES: readonly string[] = ['/admin'];

/** Whether a site path is a page of the content editor. */
export const isEditorPage = (path: string) => EDITOR_PAGES.includes(path);

/** Every public HTML page of the build (with `editor`, the editor's pages too), sorted by path; a missing build fails loudly. */
export function builtPages(dist = 'dist', { editor = false } = {}): BuiltPage[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/ has no index.html: run \`npm run build\` first`);
  return filesUnder(dist)
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ path: pathForFile(relative(dist, file)), file }))
    .filter((page) => editor || !isEditorPage(page.path))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The absolute URLs of the built sitemap (every `sitemap-N.xml`). */
export function sitemapUrls(dist = 'dist'): string[] {
  const files = readdirSync(dist).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  if (files.length === 0) throw new Error(`${dist}/ has no sitemap-N.xml: run \`npm run build\` first`);
  return files.flatMap((f) => elements(readFileSync(join(dist, f), 'utf8'), 'loc').map((loc) => textOf(loc).trim()));
}

/** The site paths of the built sitemap, sorted and unique. */
export function sitemapPaths(dist = 'dist'): string[] {
  return [...new Set(sitemapUrls(dist).map((u) => new URL(u).pathname))].sort();
}

/** Pages people reach that the sitemap leaves out on purpose: the thank-you page, second addresses of a policy. */
const OUT_OF_SITEMAP = ['/thank-you', '/privacy', '/terms', '/policies/terms-conditions'];

/** Every page a visitor can reach: the sitemap's and those kept out of it on purpose, sorted and unique. */
export function reachablePaths(dist = 'dist'): string[] {
  return [...new Set([...sitemapPaths(dist), ...OUT_OF_SITEMAP])].sort();
}
