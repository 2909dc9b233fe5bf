/** The indexable pages, read from the built sitemap: the sweep checks every one of them. */
import { readFileSync, readdirSync } from 'node:fs';

export function sitemapPaths(): string[] {
  const files = readdirSync('dist').filter((f) => /^sitemap-\d+\.xml$/.test(f));
  if (files.length === 0) throw new Error('dist/ has no sitemap: run `npm run build` first');
  const paths = files.flatMap((f) =>
    [...readFileSync(`dist/${f}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  return [...new Set(paths)].sort();
}
