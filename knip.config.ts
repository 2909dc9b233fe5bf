import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `npm run lint`. The Astro, Vitest, Playwright, ESLint and
 * Prettier plugins find their own entry points (pages, configs, tests); these are the ones no plugin
 * knows: the Pages Functions (routes by file name), the mail Worker (its wrangler.toml's `main`), the
 * client directives and the image service astro.config.mjs registers by path, the project's command-line scripts, the content
 * check's and the CMS configuration's bundle inputs (scripts/check-content.mjs and cms-config.mjs build them by path) and the benchmark's Lighthouse
 * warm-up script and request-dropping tool (run by hand).
 */
const config: KnipConfig = {
  entry: [
    'functions/**/*.ts',
    'workers/mail/index.ts',
    'src/directives/*-directive.ts',
    'src/image-service.ts',
    'scripts/*.mjs',
    'src/content-check/standalone.ts',
    'src/cms/generate.ts',
    'scripts/bench/warm-up.cjs',
    'scripts/bench/drop-requests.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,astro,mdx,css}'],
  vitest: { config: ['vitest.config.ts', 'vitest.engines.config.ts'] },
  // An export used in its own file is used: only the keyword would be extra.
  ignoreExportsUsedInFile: true,
  // Run by path, not imported: the benchmark spawns node_modules/@lhci/cli, which runs the project's
  // lighthouse (package.json "overrides"); the map reads us-atlas's JSON through require.resolve.
  ignoreDependencies: ['@lhci/cli', 'lighthouse', 'us-atlas'],
};

export default config;
