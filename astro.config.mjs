// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';

const site = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8'));

/** Pages that exist for people but must not be indexed (thank-you, duplicates, 404). */
const NOT_INDEXED = [
  /\/thank-you\/?$/,
  /\/404\/?$/,
  /\/privacy\/?$/,
  /\/terms\/?$/,
  // A second address of the terms (content/policies/terms-conditions.mdx, `sameAs: terms-of-service`).
  /\/policies\/terms-conditions\/?$/,
  /\/vehicle\//,
];

export default defineConfig({
  site: process.env.SITE_URL || site.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), mdx(), sitemap({ filter: (page) => !NOT_INDEXED.some((re) => re.test(page)) })],
  vite: { plugins: [tailwindcss()] },
});
