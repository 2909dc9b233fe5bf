/**
 * The content collections' loaders: Astro's `file()` and `glob()` (src/content-check/read.ts), checked
 * together before any of the content is stored (src/content-check/check.ts):
 * - a build (or `astro sync`) with mistakes stops, listing every mistake of every file at once;
 * - `npm run dev` watches content/ and public/ and, on every saved, added or removed file, checks
 *   again and stores the new content, which reloads the page; while there are mistakes it lists them
 *   in the terminal and in the open page, and keeps showing the last good content.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTogether, commit, readCollection, type CheckedCollection, type CollectionRun } from './content-check/check';
import type { TagSchemas } from './content-check/mdx-body';
import { formatProblems, type ContentProblem } from './content-check/problems';
import { publicImageChecker } from './content-check/public-images';
import {
  jsonFolderSource,
  jsonListSource,
  jsonObjectSource,
  mdxFolderSource,
  type ContentSource,
  type SourceOptions,
} from './content-check/read';

/** Every content mistake of one check, as one error. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  /** Shown by Astro under the message. */
  readonly hint = 'Fix each line above, then run `npm run check:content` (a few seconds) until it says the content is valid.';
  constructor(problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
    // An editor's mistake, not a fault of the program: a stack trace would only hide the list.
    this.stack = '';
  }
}

/**
 * The event `npm run dev` emits on its file watcher after every check of the content, with its mistakes
 * (`ContentProblem[]`, empty when the content is valid), for the dev server (src/dev-preview.ts).
 */
export const CONTENT_CHECKED_EVENT = 'content:checked';

/** A collection's loader before `checkedTogether` wires it to the others. */
type ContentLoader = Loader & { source: ContentSource };

function contentLoader(source: ContentSource): ContentLoader {
  return {
    name: 'content',
    source,
    load: () => Promise.reject(new Error(`${source.path}: content.config.ts must export its collections through checkedTogether()`)),
  };
}

/** A JSON file holding a list of records, each with an `id`. */
export const jsonList = (file: string, options: SourceOptions = {}) => contentLoader(jsonListSource(file, options));

/** A JSON file holding one object; the entry id is the file's base name. */
export const jsonObject = (file: string) => contentLoader(jsonObjectSource(file));

/** A folder of JSON files, one record per file; the file name (without .json) is the id. */
export const jsonFolder = (folder: string) => contentLoader(jsonFolderSource(folder));

/**
 * A folder of MDX files: the frontmatter is the entry's data and `body` its text. Pages render the
 * text by importing the file (see PolicyPage); `tags` are the components that text may use, each
 * with the schema of its attributes.
 */
export const mdxFolder = (folder: string, tags: TagSchemas) => contentLoader(mdxFolderSource(folder, tags));

/** Where a collection of content.config.ts reads its files (for the tools that read the declarations, e.g. the CMS configuration). */
export const sourceOf = (collection: object): ContentSource | undefined =>
  (collection as { loader?: Partial<ContentLoader> }).loader?.source;

interface Checked {
  runs: Map<string, CollectionRun>;
  problems: ContentProblem[];
}

/**
 * The collections of content.config.ts, each loaded by its Astro loader and stored only when all of
 * them are valid together. Every collection's `load` joins one check of all of them.
 */
export function checkedTogether<T extends Record<string, { loader?: unknown; schema?: unknown }>>(collections: T): T {
  const declared = new Map<string, CheckedCollection>(
    Object.entries(collections).map(([name, { loader, schema }]) => [name, { source: (loader as ContentLoader).source, schema }]),
  );
  const contexts = new Map<string, LoaderContext>();
  const publicImageProblems = publicImageChecker();

  async function checkAll(production: boolean): Promise<Checked> {
    const root = fileURLToPath([...contexts.values()][0]!.config.root);
    const runs = await Promise.all([...contexts].map(([name, context]) => readCollection(name, declared.get(name)!, context, production)));
    const problems = await checkTogether(runs, root, production, publicImageProblems);
    [...contexts.values()][0]!.watcher?.emit(CONTENT_CHECKED_EVENT, problems);
    return { runs: new Map(runs.map((run) => [run.name, run])), problems };
  }

  /** The check a sync's loaders share: it runs once every collection's loader has joined. */
  let round: (PromiseWithResolvers<Checked> & { waiting: Set<string> }) | undefined;
  function joinCheck(name: string, production: boolean): Promise<Checked> {
    if (!round?.waiting.has(name)) round = { ...Promise.withResolvers<Checked>(), waiting: new Set(declared.keys()) };
    const current = round;
    current.waiting.delete(name);
    if (current.waiting.size === 0) {
      round = undefined;
      checkAll(production).then(current.resolve, current.reject);
    }
    return current.promise;
  }

  /** The mistakes last listed in the terminal, so a burst of saves does not list the same ones again. */
  let shown: string | undefined;
  function report(context: LoaderContext, problems: readonly ContentProblem[]): void {
    const text = formatProblems(problems);
    if (text === shown) return;
    shown = text;
    context.logger.error(`${text}\nThe preview keeps the last valid content until these are fixed.`);
  }
  function validAgain(context: LoaderContext): void {
    if (shown === undefined) return;
    shown = undefined;
    context.logger.info('Content is valid again: the preview shows your changes.');
  }

  async function refresh(): Promise<void> {
    const [first] = contexts.values();
    if (!first) return;
    try {
      const { runs, problems } = await checkAll(false);
      if (problems.length > 0) return report(first, problems);
      for (const [name, run] of runs) commit(run, contexts.get(name)!, false);
      validAgain(first);
    } catch (error) {
      first.logger.error(`The content check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  let queued: ReturnType<typeof setTimeout> | undefined;
  let refreshing = Promise.resolve();
  let listener: ((path: string) => void) | undefined;
  function watch({ watcher, config }: LoaderContext): void {
    if (!watcher) return;
    // A file in public/ counts too: a vehicle may name its drawing before the drawing exists.
    const dirs = ['content', 'public'].map((dir) => join(fileURLToPath(config.root), dir));
    listener ??= (path) => {
      if (!dirs.some((dir) => path.startsWith(dir + sep))) return;
      clearTimeout(queued);
      // One check for a burst of events (an editor saving several files, a git checkout).
      queued = setTimeout(() => (refreshing = refreshing.then(refresh)), 50);
    };
    // Astro removes loader listeners before every full sync; add ours back once.
    if (watcher.listeners('change').includes(listener)) return;
    watcher.add(dirs);
    for (const event of ['change', 'add', 'unlink'] as const) watcher.on(event, listener);
  }

  const loaderOf = (name: string): ContentLoader => ({
    // One name for every collection's loader: the dev server's messages say "[content]".
    name: 'content',
    source: declared.get(name)!.source,
    load: async (context) => {
      // `npm run dev` passes a watcher; a build and `astro sync` do not, and leave drafts out.
      const production = !context.watcher;
      contexts.set(name, context);
      watch(context);
      const { runs, problems } = await joinCheck(name, production);
      if (problems.length > 0) {
        if (production) throw new ContentError(problems);
        return report(context, problems);
      }
      commit(runs.get(name)!, context, production);
      validAgain(context);
    },
  });

  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, { ...collection, loader: loaderOf(name) }]),
  ) as T;
}
