// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { contentEditor } from './src/cms/editor-build.mjs';
import { devPreview } from './src/dev-preview';

/**
 * The site URL comes from the site config (content/site.json) unless SITE_URL overrides it. An
 * unreadable site.json gives none here: the content check then reports it, with every other mistake.
 */
function siteUrlFromContent() {
  try {
    return JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')).siteUrl;
  } catch {
    return undefined;
  }
}

/** Pages that exist for people but must not be indexed (thank-you, duplicates, 404, the staff desk). */
const NOT_INDEXED = [
  /\/thank-you\/?$/,
  /\/404\/?$/,
  /\/privacy\/?$/,
  /\/terms\/?$/,
  // A second address of the terms (content/policies/terms-conditions.mdx, `sameAs: terms-of-service`).
  /\/policies\/terms-conditions\/?$/,
  /\/vehicle\//,
  // The dealer's desk: staff only, behind Cloudflare Access.
  /\/desk\/?$/,
  // The content editor (src/pages/admin.astro).
  /\/admin\/?$/,
];

/**
 * Module ids of what every island page loads: the React runtime islands hydrate with, and the UI pieces
 * all islands draw with (the icon component, the button classes). Bundled into one shared chunk.
 */
const REACT_RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[:/]runtime|src[\\/]components[\\/](icons[\\/]Icon|ui[\\/]button-class)/;

/**
 * The browser build may give an entry's chunk more exports than the entry has ('allow-extension'; Astro
 * asks for 'exports-only'). Astro's React renderer, the entry every island page names, then is the shared
 * React chunk itself, not a one-line file re-exporting it: one request and ~60 B brotli less on every
 * island page.
 */
/** @type {import('vite').Plugin} */
const rendererEntryInSharedChunk = {
  name: 'renderer-entry-in-shared-chunk',
  applyToEnvironment: (environment) => environment.name === 'client',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
};

/**
 * The project's directives: `client:compare` hydrates the inventory's compare tray when the visitor asks for
 * a comparison; `client:inventory` starts the inventory island when the visitor uses its filters or the API
 * has news for the built list; `client:changed` starts a vehicle page's island only when the API's record is
 * not the built one.
 */
/** @type {import('astro').AstroIntegration} */
const inventoryDirectives = {
  name: 'client-inventory-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'compare', entrypoint: './src/directives/compare-directive.ts' });
      addClientDirective({ name: 'inventory', entrypoint: './src/directives/inventory-directive.ts' });
      addClientDirective({ name: 'changed', entrypoint: './src/directives/changed-directive.ts' });
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL || siteUrlFromContent(),
  // Tests that build throw-away copies of the project give each copy its own cache (they share node_modules).
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'never',
  // Photos: decoded once, encoded at tuned settings, cut around their focal point (src/image-service.ts).
  image: { service: { entrypoint: './src/image-service.ts' } },
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    inventoryDirectives,
    mdx(),
    devPreview(),
    sitemap({ filter: (page) => !NOT_INDEXED.some((re) => re.test(page)) }),
    contentEditor,
  ],
  vite: {
    plugins: [tailwindcss(), rendererEntryInSharedChunk],
    build: {
      rolldownOptions: {
        output: {
          // React, react-dom, its scheduler, Astro's React renderer and the shared UI pieces in one chunk that
          // every island page shares and caches: one request and one brotli stream instead of five or more.
          codeSplitting: { groups: [{ name: 'react', test: REACT_RUNTIME, priority: 10 }] },
        },
      },
    },
  },
});
