/**
 * The built site the quality tests read. They run over `dist/` as built by `npm run build` (the test
 * command builds first); a missing build fails loudly instead of skipping.
 */
import { readFileSync } from 'node:fs';
import { builtPages, type BuiltPage } from '../../support/built-site.ts';
import { BUDGET, islandJsLimit } from '../../support/budgets.ts';

export const DIST = 'dist';

/** The pages visitors read. */
export const pages: BuiltPage[] = builtPages(DIST);
/** Every built page: the visitors' and the content editor's (for the checks that hold for both). */
export const everyPage: BuiltPage[] = builtPages(DIST, { editor: true });

const cache = new Map<string, string>();
export function html(page: BuiltPage): string {
  let text = cache.get(page.file);
  if (text === undefined) {
    text = readFileSync(page.file, 'utf8');
    cache.set(page.file, text);
  }
  return text;
}

const siteConfig = JSON.parse(readFileSync('content/site.json', 'utf8')) as { siteUrl: string };
/** The site URL the build used: `SITE_URL` when set (as in astro.config.mjs), else content/site.json. */
export const siteUrl = process.env.SITE_URL || siteConfig.siteUrl;

export { BUDGET, islandJsLimit };
