/**
 * The content editor's script (src/cms/admin.ts: Sveltia CMS from node_modules) is built on its own,
 * after the site, into `admin/` of the build (`/admin/editor.js` and its chunks). The site's build
 * never sees it, so nothing of it can end up in a chunk a public page loads, and the public pages'
 * chunks come out exactly as without it. A build whose editor did not change copies the last one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Built editors, one per digest of what they are built from, in node_modules (which copies of the
 * project share): a build whose editor sources and packages did not change copies the last one.
 */
const CACHE = join(ROOT, 'node_modules/.cache/content-editor');
/** The project's own files the last editor build read (the entry, the configuration, src/lib/cms/…). */
const SOURCES = join(CACHE, 'sources.json');

/** A digest of the editor's own files (paths from the root and contents), this file and the installed packages. */
function digestOf(/** @type {string[]} */ files) {
  const hash = createHash('sha256');
  for (const file of ['src/cms/editor-build.mjs', 'package-lock.json', ...files]) {
    hash.update(`${file}\0`);
    hash.update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : 'missing');
  }
  return hash.digest('hex').slice(0, 20);
}

/** The built editor for the current sources, if an earlier build made it. */
function cachedBuild() {
  if (!existsSync(SOURCES)) return undefined;
  const folder = join(CACHE, digestOf(JSON.parse(readFileSync(SOURCES, 'utf8'))));
  return existsSync(folder) ? folder : undefined;
}

/** Keeps a built editor (and only it) for the next build, moved into place whole. */
function keep(/** @type {string} */ outDir, /** @type {string[]} */ files) {
  mkdirSync(CACHE, { recursive: true });
  const key = digestOf(files);
  const staging = join(CACHE, `.${key}-${process.pid}`);
  cpSync(outDir, staging, { recursive: true });
  rmSync(join(CACHE, key), { recursive: true, force: true });
  renameSync(staging, join(CACHE, key));
  writeFileSync(SOURCES, JSON.stringify(files));
  for (const name of readdirSync(CACHE)) {
    if (name !== key && name !== 'sources.json' && !name.startsWith('.')) rmSync(join(CACHE, name), { recursive: true, force: true });
  }
}

/** @type {import('astro').AstroIntegration} */
export const contentEditor = {
  name: 'content-editor',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const folder = EDITOR_SCRIPT.replace(/[^/]+$/, '');
      const entry = EDITOR_SCRIPT.slice(folder.length).replace(/\.js$/, '');
      const outDir = fileURLToPath(new URL(`.${folder}`, dir));
      const cached = cachedBuild();
      if (cached) {
        rmSync(outDir, { recursive: true, force: true });
        cpSync(cached, outDir, { recursive: true });
        logger.info(`the content editor is unchanged since its last build: copied into ${EDITOR_SCRIPT}`);
        return;
      }
      const result = await build({
        configFile: false,
        root: ROOT,
        logLevel: 'warn',
        // Its fonts and chunks are addressed from where they are served.
        base: folder,
        publicDir: false,
        plugins: [fontsSelfHosted, withoutCodeHighlighting],
        build: {
          outDir,
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
      const outputs = /** @type {import('rolldown').RolldownOutput[]} */ ([result].flat());
      const ids = outputs.flatMap((o) => o.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : [])));
      const own = ids.map((id) => id.replace(/\?.*$/, '')).filter((id) => id.startsWith(ROOT) && !id.includes('/node_modules/'));
      keep(outDir, [...new Set(own.map((id) => relative(ROOT, id)))].sort());
      logger.info(`the content editor is built into ${EDITOR_SCRIPT}`);
    },
  },
};
