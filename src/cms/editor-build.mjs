/**
 * The content editor's script (src/cms/admin.ts: Sveltia CMS from node_modules) is built on its own,
 * after the site, into `admin/` of the build (`/admin/editor.js` and its chunks). The site's build
 * never sees it, so nothing of it can end up in a chunk a public page loads, and the public pages'
 * chunks come out exactly as without it.
 */
import { fileURLToPath } from 'node:url';
// Imported with the configuration: Astro loads it through a module runner that is closed by the time the hook runs.
import { build } from 'vite';

/** The editor's entry, as /admin loads it (src/pages/admin.astro). */
export const EDITOR_SCRIPT = '/admin/editor.js';

/**
 * The editor registers its self-hosted fonts, but its stylesheet also declares the same fonts on
 * jsDelivr, and the browser fetched both (the editor's CSP refuses the CDN): the CDN addresses are
 * dropped, so the editor loads its fonts from this site only.
 * @type {import('vite').Plugin}
 */
const fontsSelfHosted = {
  name: 'editor-fonts-self-hosted',
  transform(code, id) {
    if (!id.includes('@sveltia') || !code.includes('cdn.jsdelivr.net/fontsource')) return undefined;
    return {
      code: code.replace(/src:url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)]*\)\s*format\([^)]*\)/g, "src:local('none')"),
      map: null,
    };
  },
};

/**
 * The editor carries the syntax-highlighting grammars and themes of its code editor (some 290 files,
 * 16 MB), which it loads only for a code field or a code block in rich text: its configuration has
 * neither (src/cms/), so they are left out.
 * @type {import('vite').Plugin}
 */
const withoutCodeHighlighting = {
  name: 'editor-without-code-highlighting',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer?.includes('@sveltia') && /^@shikijs\/(langs|themes)\//.test(source)) return '\0editor-no-highlighting';
    return undefined;
  },
  load: (id) => (id === '\0editor-no-highlighting' ? 'export default [];' : undefined),
};

/** @type {import('astro').AstroIntegration} */
export const contentEditor = {
  name: 'content-editor',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const folder = EDITOR_SCRIPT.replace(/[^/]+$/, '');
      const entry = EDITOR_SCRIPT.slice(folder.length).replace(/\.js$/, '');
      await build({
        configFile: false,
        root: fileURLToPath(new URL('../..', import.meta.url)),
        logLevel: 'warn',
        // Its fonts and chunks are addressed from where they are served.
        base: folder,
        publicDir: false,
        plugins: [fontsSelfHosted, withoutCodeHighlighting],
        build: {
          outDir: fileURLToPath(new URL(`.${folder}`, dir)),
          emptyOutDir: true,
          assetsDir: '',
          modulePreload: { polyfill: false },
          // The editor is one application of about 3 MB, loaded by /admin alone: its size is expected.
          chunkSizeWarningLimit: 4096,
          rolldownOptions: {
            input: { [entry]: fileURLToPath(new URL('./admin.ts', import.meta.url)) },
            output: { entryFileNames: '[name].js', chunkFileNames: '[name].[hash].js', assetFileNames: '[name].[hash][extname]' },
          },
        },
      });
      logger.info(`the content editor is built into ${EDITOR_SCRIPT}`);
    },
  },
};
