/**
 * Bundles a TypeScript module of the site into one module Node can run, for the scripts that use the
 * content schemas without building (`npm run check:content`, `npm run cms:config`): Rolldown (Vite's
 * bundler) resolves the sources as Vite does, `astro:content` is Astro's own `defineCollection`, and the
 * packages are left to Node.
 */
import { build } from 'rolldown';
import { fileURLToPath } from 'node:url';

/**
 * The bundle of `entry` (a path from the project root) of the project at `root` (a file URL ending in
 * "/"): its code, and the project's own source files it holds.
 */
export async function bundleSource(root, entry) {
  const { output } = await build({
    input: fileURLToPath(new URL(entry, root)),
    cwd: fileURLToPath(root),
    platform: 'node',
    resolve: { alias: { 'astro:content': 'astro/content/config' } },
    external: (id) => !/^[./]/.test(id) && id !== 'astro:content',
    logLevel: 'silent',
    write: false,
  });
  const [chunk] = output;
  return { code: chunk.code, sources: chunk.moduleIds.filter((id) => id.startsWith('/') && !id.includes('/node_modules/')) };
}
