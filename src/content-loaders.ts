/**
 * Content loaders that check all content together before storing any of it (src/content-check/):
 * - a build (or `astro sync`) with mistakes stops, listing every mistake of every file at once;
 * - `npm run dev` watches content/ and, on every saved, added or removed file, checks again and
 *   stores the new content, which reloads the page; while there are mistakes it lists them in the
 *   terminal and keeps showing the last good content.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, type CheckableCollection, type CheckResult } from './content-check/check';
import type { TagSchemas } from './content-check/mdx-body';
import { formatProblems, type ContentProblem } from './content-check/problems';
import {
  jsonFolderSource,
  jsonListSource,
  jsonObjectSource,
  mdxFolderSource,
  type ContentSource,
  type RawEntry,
  type SourceOptions,
} from './content-check/sources';

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

/** A loader whose entries come from a content source, checked with all other content. */
export type ContentLoader = Loader & { source: ContentSource };

let registered: Record<string, CheckableCollection> | undefined;

/** Registers the collections of content.config.ts, so each loader can check all of them together. */
export function checkedTogether<T extends Record<string, CheckableCollection>>(collections: T): T {
  registered = collections;
  return collections;
}

interface CheckRun {
  key: string;
  result: Promise<CheckResult>;
}
let lastRun: CheckRun | undefined;
/** Bumped on every change in content/ while `npm run dev` runs. */
let generation = 0;

function check(root: string, production: boolean): Promise<CheckResult> {
  if (!registered) throw new Error('content.config.ts must export its collections through checkedTogether()');
  const key = `${generation}:${root}:${String(production)}`;
  if (lastRun?.key !== key) lastRun = { key, result: checkContent(registered, { root, production }) };
  return lastRun.result;
}

/** Copies `draft: true` of a record and its list items into the parsed data, which drops keys its schema does not name. */
function markDraftItems(raw: unknown, parsed: unknown): void {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, i) => {
      const target = parsed[i] as Record<string, unknown> | undefined;
      if (item && typeof item === 'object' && (item as Record<string, unknown>)['draft'] === true && target && typeof target === 'object') {
        target['draft'] = true;
      }
      markDraftItems(item, target);
    });
  } else if (raw && parsed && typeof raw === 'object' && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(raw)) markDraftItems(value, (parsed as Record<string, unknown>)[key]);
  }
}

/**
 * Stores a collection's entries. A full load (a build, the start of `npm run dev`) replaces the
 * whole collection; a refresh after a save in `npm run dev` parses and stores only the entries
 * whose content changed, so the preview follows in about a second.
 */
async function store(context: LoaderContext, entries: readonly RawEntry[], root: string, refresh = false): Promise<void> {
  const { store: collection } = context;
  const digestOf = (entry: RawEntry) => context.generateDigest(`${JSON.stringify(entry.data)}\n${entry.body ?? ''}`);
  if (!refresh) collection.clear();
  const changed = entries.filter((entry) => collection.get(entry.id)?.digest !== digestOf(entry));
  const parsed = await Promise.all(
    changed.map(async (entry) => {
      const data = await context.parseData({ id: entry.id, data: entry.data, filePath: join(root, entry.file) });
      markDraftItems([entry.data], [data]);
      return { entry, data };
    }),
  );
  const ids = new Set(entries.map((entry) => entry.id));
  for (const id of collection.keys()) if (!ids.has(id)) collection.delete(id);
  for (const { entry, data } of parsed) {
    collection.set({
      id: entry.id,
      data,
      filePath: entry.file,
      digest: digestOf(entry),
      ...(entry.body !== undefined ? { body: entry.body } : {}),
    });
  }
}

/** The collections `npm run dev` keeps up to date, each with its latest loader context. */
const live = new Map<string, LoaderContext>();
let recheck: ReturnType<typeof setTimeout> | undefined;
/** The mistakes last listed in the terminal, so a burst of saves does not list the same ones again. */
let shownProblems: string | undefined;

function reportInDev(context: LoaderContext, problems: readonly ContentProblem[]): void {
  const text = formatProblems(problems);
  if (text === shownProblems) return;
  context.logger.error(`${text}\nThe preview keeps the last valid content until these are fixed.`);
  shownProblems = text;
}

async function refreshAll(root: string): Promise<void> {
  generation++;
  const result = await check(root, false);
  const [first] = live.values();
  if (!first) return;
  if (result.problems.length > 0) return reportInDev(first, result.problems);
  await Promise.all([...live].map(([name, context]) => store(context, result.entries.get(name) ?? [], root, true)));
  if (shownProblems) first.logger.info('Content is valid again: the preview shows your changes.');
  shownProblems = undefined;
}

function onContentEvent(this: { root: string; dir: string }, path: string): void {
  if (!path.startsWith(this.dir + sep)) return;
  clearTimeout(recheck);
  // One check for a burst of events (an editor saving several files, a git checkout).
  recheck = setTimeout(() => void refreshAll(this.root), 50);
}

const listeners = new Map<string, (path: string) => void>();

function watch(context: LoaderContext, root: string): void {
  const { watcher } = context;
  if (!watcher) return;
  live.set(context.collection, context);
  const dir = join(root, 'content');
  let listener = listeners.get(dir);
  if (!listener) {
    listener = onContentEvent.bind({ root, dir });
    listeners.set(dir, listener);
  }
  // Astro removes loader listeners before every full sync; add ours back once.
  if (watcher.listeners('change').includes(listener)) return;
  watcher.add(dir);
  for (const event of ['change', 'add', 'unlink'] as const) watcher.on(event, listener);
}

function contentLoader(source: ContentSource): ContentLoader {
  return {
    // One name for every collection's loader: the dev server's messages say "[content]".
    name: 'content',
    source,
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // `npm run dev` passes a watcher; a build and `astro sync` do not, and leave drafts out.
      const production = !context.watcher;
      watch(context, root);
      const result = await check(root, production);
      if (result.problems.length > 0) {
        if (production) throw new ContentError(result.problems);
        reportInDev(context, result.problems);
        return;
      }
      await store(context, result.entries.get(context.collection) ?? [], root);
    },
  };
}

/** A JSON file holding a list of records, each with an `id`. */
export const jsonList = (file: string, options: SourceOptions = {}) => contentLoader(jsonListSource(file, options));

/** A JSON file holding one object; the entry id is the file's base name. */
export const jsonObject = (file: string) => contentLoader(jsonObjectSource(file));

/** A folder of JSON files, one record per file; the file name (without .json) is the id. */
export const jsonFolder = (folder: string, options: SourceOptions = {}) => contentLoader(jsonFolderSource(folder, options));

/**
 * A folder of MDX files: the frontmatter is the entry's data and `body` its text. Pages render the
 * text by importing the file (see PolicyPage); `tags` are the components that text may use, each
 * with the schema of its attributes.
 */
export const mdxFolder = (folder: string, tags: TagSchemas) => contentLoader(mdxFolderSource(folder, tags));
