/**
 * The content check of one collection and of all of them together. A collection is read by Astro's
 * loader (src/content-check/read.ts) into a staging store, each entry parsed once by its schema
 * (Astro's `parseData`, so images are Astro's); then one pass that receives every collection checks
 * what names other content (src/content-check/references.ts), MDX tags, unique keys and the images
 * of public/. Nothing reaches Astro's store until all of it is valid.
 *
 * Drafts: a record with `"draft": true` (or `draft: true` in frontmatter) is checked like any other,
 * but production (the build, `npm run check:content`) leaves it out, and so do the lists of a page
 * that hold it (an item with `"draft": true` inside a page file). `npm run dev` keeps both.
 */
import { z } from 'astro/zod';
import type { DataStore, LoaderContext } from 'astro/loaders';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentIndex } from '../schemas/content-checks';
import { editorErrorMap, problemsFromIssues, type ContentProblem } from './problems';
import { Reader, type ContentSource, type Raw, type ReadEntry } from './read';
import { entryReferenceProblems, tagProblems } from './references';

type DataEntry = Parameters<DataStore['set']>[0];
type Schema = z.ZodType | ((context: { image: () => z.ZodType }) => z.ZodType);

/** A collection as content.config.ts declares it: its source of files and its schema. */
export interface CheckedCollection {
  source: ContentSource;
  schema?: unknown;
}

/** A schema's mistakes, from a `parseData` that reports zod's issues (`npm run check:content`). */
export class SchemaMismatch extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    super('the data does not match its schema');
    this.issues = issues;
  }
}

const isDraft = (data: unknown) => typeof data === 'object' && data !== null && (data as Raw)['draft'] === true;

/** Whether a part of the file (a list item, a section), not the record itself, is marked `"draft": true`. */
const hasDraftItems = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).some((child) => isDraft(child) || hasDraftItems(child));

/**
 * In production, parts of a file marked `"draft": true` are left out: a list item (a card, an FAQ entry)
 * leaves its list, and a section (an object under a key) leaves its file, so a page that must have that
 * section fails the check saying so, and one that may go without it shows none.
 */
export function withoutDraftItems<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => !isDraft(item)).map(withoutDraftItems) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => !isDraft(child))
        .map(([key, child]) => [key, withoutDraftItems(child)]),
    ) as T;
  }
  return value;
}

/** Copies `draft: true` of a record's list items and sections into the parsed data, which drops keys its schema does not name. */
function markDraftItems(raw: unknown, parsed: unknown): void {
  if (!raw || !parsed || typeof raw !== 'object' || typeof parsed !== 'object') return;
  for (const [key, value] of Object.entries(raw)) {
    const target = (parsed as Record<string, unknown>)[key];
    if (isDraft(value) && target && typeof target === 'object') (target as Raw)['draft'] = true;
    markDraftItems(value, target);
  }
}

/** The schema as the check runs it: a schema that takes Astro's `image()` gets a plain path. */
export const schemaOf = (schema: unknown): z.ZodType | undefined =>
  typeof schema === 'function' ? (schema as Exclude<Schema, z.ZodType>)({ image: () => z.string() }) : (schema as z.ZodType | undefined);

/** A store in memory: what a loader sets waits there until the whole content is checked. */
export function memoryStore(staged = new Map<string, DataEntry>()): DataStore {
  return {
    get: (id) => staged.get(id) as never,
    entries: () => [...staged],
    values: () => [...staged.values()],
    keys: () => [...staged.keys()],
    set: (entry) => Boolean(staged.set(entry.id, entry)),
    delete: (id) => void staged.delete(id),
    clear: () => staged.clear(),
    has: (id) => staged.has(id),
    addModuleImport: () => {},
  };
}

/** What the loaders' own messages would repeat: every mistake of a file is a problem of this check. */
export const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fork: () => quiet,
  options: {},
  label: 'content',
} as unknown as LoaderContext['logger'];

/** One collection, read and parsed, waiting for the check of all collections. */
export interface CollectionRun {
  name: string;
  source: ContentSource;
  schema: z.ZodType | undefined;
  reader: Reader;
  staged: Map<string, DataEntry>;
  /** The entries whose schema passed, with their data as published. */
  parsed: Map<string, { entry: ReadEntry; published: Raw }>;
}

/** Reads one collection with Astro's loader and parses each entry once; nothing is stored yet. */
export async function readCollection(
  name: string,
  collection: CheckedCollection,
  context: LoaderContext,
  production: boolean,
): Promise<CollectionRun> {
  const { source } = collection;
  const reader = new Reader(fileURLToPath(context.config.root));
  const run: CollectionRun = { name, source, schema: schemaOf(collection.schema), reader, staged: new Map(), parsed: new Map() };
  if (!existsSync(join(reader.root, source.path))) {
    reader.problems.push({
      file: source.path,
      message: `the ${source.path.endsWith('.json') ? 'file' : 'folder'} cannot be read: does it exist?`,
    });
    reader.unreadable = 'all';
    return run;
  }
  const issuesOf = async (data: Raw) => (await run.schema?.safeParseAsync(data, { error: editorErrorMap }))?.error?.issues;
  const parseData: LoaderContext['parseData'] = async ({ id, data, filePath }) => {
    const entry = reader.entries.get(data);
    if (!entry) return data;
    const where = { file: entry.file, entry: entry.id, lineOf: entry.lineOf };
    const published = production && hasDraftItems(entry.data) ? withoutDraftItems(entry.data) : entry.data;
    try {
      const parsed = await context.parseData({ id, data: published, filePath: filePath ?? '' });
      // Production parses the published version; a draft item's own mistakes are still the editor's.
      const draftIssues = published === entry.data ? undefined : await issuesOf(entry.data);
      if (draftIssues) reader.problems.push(...problemsFromIssues(draftIssues, where));
      else run.parsed.set(id, { entry, published });
      if (!production) markDraftItems(entry.data, parsed);
      return parsed as typeof data;
    } catch (error) {
      // Astro words a mismatch for developers; the same schema says it again for an editor, with lines.
      const ownIssues = error instanceof SchemaMismatch && published === entry.data ? error.issues : await issuesOf(entry.data);
      const prunedIssues = ownIssues || published === entry.data ? undefined : await issuesOf(published);
      if (ownIssues) reader.problems.push(...problemsFromIssues(ownIssues, where));
      else if (prunedIssues) {
        reader.problems.push(
          ...problemsFromIssues(prunedIssues, where).map((p) => ({ ...p, message: `${p.message} (once its drafts are left out)` })),
        );
      } else throw error;
      return data;
    }
  };
  const entryTypes = new Map([
    ['.json', reader.jsonFile],
    ['.mdx', reader.mdxFile],
  ]);
  // The loader reads, parses and stages; it does not watch (checkedTogether watches every file and checks all again).
  const { watcher: _watchedTogether, ...unwatched } = context;
  const staging = { ...unwatched, store: memoryStore(run.staged), parseData, logger: quiet, entryTypes };
  await source.loader(reader).load(staging);
  return run;
}

/** The one pass over all collections: what names other content, MDX tags, unique keys, public images. */
export async function checkTogether(
  runs: readonly CollectionRun[],
  root: string,
  production: boolean,
  publicImageProblems: (root: string) => Promise<ContentProblem[]>,
): Promise<ContentProblem[]> {
  const content: ContentIndex = {
    root,
    production,
    records: new Map(runs.map((run) => [run.name, [...run.reader.entries.values()].map(({ id, data }) => ({ id, data }))])),
    unreadable: new Map(runs.map((run) => [run.name, run.reader.unreadable])),
  };
  const problems = runs.flatMap((run) => run.reader.problems);
  for (const { source, schema, reader } of runs) {
    if (source.uniqueBy) {
      const seen = new Map<string, string>();
      for (const entry of reader.entries.values()) {
        const key = source.uniqueBy(entry.data);
        const other = seen.get(key);
        if (other !== undefined) {
          problems.push({
            file: entry.file,
            entry: entry.id,
            line: entry.lineOf(''),
            message: `duplicate ${source.uniqueLabel ?? 'key'} "${key}" (also used by entry "${other}"): change one of them`,
          });
        }
        seen.set(key, entry.id);
      }
    }
    for (const entry of reader.entries.values()) {
      const published = production && hasDraftItems(entry.data) ? withoutDraftItems(entry.data) : entry.data;
      if (schema) problems.push(...entryReferenceProblems(schema, { ...entry, data: published }, content));
    }
    if (source.tags) for (const entry of reader.entries.values()) problems.push(...tagProblems(entry, source.tags, content));
  }
  problems.push(...(await publicImageProblems(root)));
  return problems;
}

/**
 * Stores a checked collection in Astro's store: its published entries (in production without drafts),
 * each only when it changed, so `npm run dev` reloads only what an edit touched; removed ones leave.
 */
export function commit(run: CollectionRun, context: LoaderContext, production: boolean): number {
  const kept = new Set<string>();
  for (const [id, staged] of [...run.staged].sort(([a], [b]) => a.localeCompare(b))) {
    const checked = run.parsed.get(id);
    if (!checked || (production && isDraft(checked.entry.data))) continue;
    kept.add(id);
    const digest = context.generateDigest({ production, data: checked.published, body: staged.body ?? '' });
    context.store.set({ ...staged, digest });
  }
  for (const id of context.store.keys()) if (!kept.has(id)) context.store.delete(id);
  return kept.size;
}
