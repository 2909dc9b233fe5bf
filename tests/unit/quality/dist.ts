/**
 * The built site the quality tests read. They run over `dist/` as built by `npm run build` (the test
 * command builds first); a missing build fails loudly instead of skipping.
 */
import { readFileSync } from 'node:fs';
import { BUDGET, type BudgetName } from '../../support/budgets.ts';
import { builtPages, type BuiltPage } from '../../support/built-site.ts';

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

export { BUDGET, type BudgetName } from '../../support/budgets.ts';

/**
 * Pages that still miss a byte budget, each held to a ceiling it must not grow past (a ratchet: lower
 * the ceiling as the page gets lighter, delete the entry when it meets the budget). `npm run bench`
 * keeps reporting these misses against the real budget.
 */
export const OVER_BUDGET: { pattern: RegExp; budget: BudgetName; ceiling: number; why: string }[] = [];

/** Staff pages (the dealer's desk): their island JavaScript is held to `deskJs`, not to the public `islandJs`. */
export const STAFF_PAGES = /^\/desk$/;

/** The byte limit a page is held to for a budget: the budget, or its recorded ceiling while over it. */
export function limitFor(path: string, budget: BudgetName): number {
  if (budget === 'islandJs' && STAFF_PAGES.test(path)) return BUDGET.deskJs;
  return OVER_BUDGET.find((o) => o.budget === budget && o.pattern.test(path))?.ceiling ?? BUDGET[budget];
}
