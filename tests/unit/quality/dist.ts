/**
 * The built site the quality tests read. They run over `dist/` as built by `npm run build` (the test
 * command builds first); a missing build fails loudly instead of skipping.
 */
import { readFileSync } from 'node:fs';
import { builtPages, type BuiltPage } from '../../../scripts/bench/page-weight.ts';

export const DIST = 'dist';

export const pages: BuiltPage[] = builtPages(DIST);

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

/** The budgets of issue 8, in bytes. */
export const BUDGET = {
  /** HTML plus the CSS the first screen needs, compressed: one TCP round trip (initial window ~14.6 KB). */
  firstRoundTrip: 14 * 1024,
  /** All JavaScript a page with islands may load, compressed. */
  islandJs: 70 * 1024,
} as const;
