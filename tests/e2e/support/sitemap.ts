/** The indexable pages, read from the built sitemap (one reader for the e2e specs and the Vitest checks). */
export { sitemapPaths } from '../../support/built-site.ts';
