/**
 * Loads the content collections of src/content.config.ts in plain Node, for the tools that read the
 * schemas without Astro (`npm run check:content`, `npm run cms:config`). The site's TypeScript runs as
 * is (Node strips the types); `astro:content` only wires schemas to loaders, so here it is a stand-in
 * that hands each collection back.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const standIn = `data:text/javascript,${encodeURIComponent('export const defineCollection = (collection) => collection;')}`;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'astro:content') return { url: standIn, shortCircuit: true };
    // The sources import each other without extensions, as Vite allows (packages resolve as usual).
    const fromSources = context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/');
    if (fromSources && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      return next(`${specifier}.ts`, context);
    }
    return next(specifier, context);
  },
});

/** Imports a module of the project (a path from the root, e.g. "src/content.config.ts"). */
export const importFromProject = (root, path) => import(pathToFileURL(`${root}${path}`).href);

/** The collections of src/content.config.ts. */
export async function loadCollections(root) {
  const { collections } = await importFromProject(root, 'src/content.config.ts');
  return collections;
}
