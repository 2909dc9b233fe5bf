/**
 * The content check without a build, for `npm run check:content`: every collection's loader runs as
 * `astro sync` runs it, each with a stand-in for what Astro's content layer gives a loader (a store in
 * memory, `parseData` running the collection's schema). Drafts are checked and left out, as in the build.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { collections } from '../content.config';
import { ContentError } from '../content-loaders';
import { memoryStore, quiet, schemaOf, SchemaMismatch } from './check';
import { editorErrorMap, type ContentProblem } from './problems';

export { formatProblems } from './problems';

function standInContext(collection: string, schema: unknown, root: URL): LoaderContext {
  const resolved = schemaOf(schema);
  return {
    collection,
    store: memoryStore(),
    meta: new Map<string, string>(),
    logger: quiet,
    config: { root, srcDir: new URL('src/', root) } as LoaderContext['config'],
    parseData: async ({ data }) => {
      if (!resolved) return data;
      const result = await resolved.safeParseAsync(data, { error: editorErrorMap });
      if (!result.success) throw new SchemaMismatch(result.error.issues);
      return result.data as typeof data;
    },
    renderMarkdown: () => Promise.reject(new Error('not rendered by the content check')),
    generateDigest: (data) => JSON.stringify(data),
  };
}

interface ContentCheckResult {
  problems: readonly ContentProblem[];
  /** Published entries per collection. */
  entries: Map<string, number>;
}

/** Checks the content of the project at `root` (a file URL of its folder, ending in "/"). */
export async function checkContentFiles(root: URL): Promise<ContentCheckResult> {
  const contexts = Object.entries(collections).map(([name, { schema }]) => [name, standInContext(name, schema, root)] as const);
  try {
    await Promise.all(
      contexts.map(([name, context]) => (collections[name as keyof typeof collections] as { loader: Loader }).loader.load(context)),
    );
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems, entries: new Map() };
    throw error;
  }
  return { problems: [], entries: new Map(contexts.map(([name, context]) => [name, context.store.keys().length])) };
}
