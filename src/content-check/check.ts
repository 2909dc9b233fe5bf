/**
 * The content check: reads every collection, then validates every entry against its schema, with
 * cross-file references seeing all the content at once. It reports every mistake of every file in
 * one run. The build runs it before any page is made, and `npm run check:content` runs it alone.
 *
 * Drafts: a record with `"draft": true` (or `draft: true` in frontmatter) is checked like any other,
 * but production (the build, `npm run check:content`) leaves it out, and so do the lists of a page
 * that hold it (an item with `"draft": true` inside a page file). `npm run dev` keeps both.
 */
import { z } from 'astro/zod';
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { photoFileProblem, type PhotoFile } from '../lib/photos/photo-file';
import { setContentIndex, type ContentRecord } from '../schemas/catalogue-refs';
import { checkMdxTags } from './mdx-body';
import { editorErrorMap, problemsFromIssues, type ContentProblem } from './problems';
import type { ContentSource, Raw, RawEntry } from './sources';

/** A collection as content.config.ts declares it: a loader carrying its source, and a schema. */
export interface CheckableCollection {
  loader?: unknown;
  schema?: unknown;
}

export interface CheckOptions {
  /** Absolute path of the project root. */
  root: string;
  /** Leave drafts out (the build, `npm run check:content`); `npm run dev` keeps them. */
  production: boolean;
}

export interface CheckResult {
  problems: ContentProblem[];
  /** The entries to publish, per collection (drafts left out in production). */
  entries: Map<string, RawEntry[]>;
}

export const sourceOf = (collection: CheckableCollection): ContentSource | undefined =>
  (collection.loader as { source?: ContentSource } | undefined)?.source;

const isDraft = (data: unknown) => typeof data === 'object' && data !== null && (data as Raw)['draft'] === true;

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

/** A photo's file as the photo rules see it: its bytes, and its pixels from its header. */
async function readPhotoFile(path: string): Promise<PhotoFile | undefined> {
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(path).metadata();
    return { bytes: statSync(path).size, width, height };
  } catch {
    return undefined;
  }
}

/**
 * What `image()` checks in a schema: the file exists, and it is a photo the site can use
 * (`photoFileProblem`). A relative path is read from the entry's own folder, a path starting with "/"
 * from public/.
 */
function imageHelper(root: string, file: string) {
  return () =>
    z.string().superRefine(async (src, ctx) => {
      if (/^(https?:)?\/\//.test(src)) return;
      const path = src.startsWith('/') ? join(root, 'public', src) : isAbsolute(src) ? src : join(root, dirname(file), src);
      if (!existsSync(path)) {
        ctx.addIssue({
          code: 'custom',
          message: `there is no image file "${src}" (looked for ${relative(root, path)}): add it or correct the path`,
        });
        return;
      }
      const photo = await readPhotoFile(path);
      const problem = photo
        ? photoFileProblem(photo)
        : `${relative(root, path)} is not an image the site can read: save it again as a JPEG, PNG, WebP or AVIF file`;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

function schemaFor(collection: CheckableCollection, root: string, file: string): z.ZodType | undefined {
  const { schema } = collection;
  if (typeof schema === 'function') return (schema as (context: { image: unknown }) => z.ZodType)({ image: imageHelper(root, file) });
  return schema as z.ZodType | undefined;
}

export async function checkContent(collections: Record<string, CheckableCollection>, options: CheckOptions): Promise<CheckResult> {
  const { root, production } = options;
  const named = Object.entries(collections).flatMap(([name, collection]) => {
    const source = sourceOf(collection);
    return source ? [{ name, collection, source }] : [];
  });
  const reads = await Promise.all(named.map(({ source }) => source.read(root)));
  const problems: ContentProblem[] = reads.flatMap((r) => r.problems);

  const records = new Map<string, ContentRecord[]>(
    named.map(({ name }, i) => [name, reads[i]!.entries.map(({ id, data }) => ({ id, data }))]),
  );
  const unreadable = new Map(named.flatMap(({ name }, i) => (reads[i]!.unreadable ? [[name, reads[i]!.unreadable!] as const] : [])));
  setContentIndex({ root, production, records, unreadable });

  const entries = new Map<string, RawEntry[]>();
  await Promise.all(
    named.map(async ({ name, collection, source }, i) => {
      const read = reads[i]!.entries;
      const seen = new Map<string, RawEntry>();
      const seenUnique = new Map<string, string>();
      for (const entry of read) {
        const twin = seen.get(entry.id);
        if (twin) {
          problems.push({
            file: entry.file,
            entry: entry.id,
            line: entry.lineOf(''),
            message: `duplicate id "${entry.id}" (also in ${twin.file}${twin.file === entry.file ? ` on line ${String(twin.lineOf(''))}` : ''}): give each record its own id`,
          });
        }
        seen.set(entry.id, entry);
        if (source.uniqueBy) {
          const key = source.uniqueBy(entry.data);
          const other = seenUnique.get(key);
          if (other && other !== entry.id) {
            problems.push({
              file: entry.file,
              entry: entry.id,
              line: entry.lineOf(''),
              message: `duplicate ${source.uniqueLabel ?? 'key'} "${key}" (also used by entry "${other}"): change one of them`,
            });
          }
          seenUnique.set(key, entry.id);
        }
      }
      const published: RawEntry[] = [];
      for (const entry of read) {
        if (source.tagSchemas && entry.tags) {
          for (const problem of checkMdxTags(entry.tags, source.tagSchemas))
            problems.push({ file: entry.file, entry: entry.id, ...problem });
        }
        const schema = schemaFor(collection, root, entry.file);
        const where = { file: entry.file, entry: entry.id, lineOf: entry.lineOf };
        const data = production ? withoutDraftItems(entry.data) : entry.data;
        if (schema) {
          const result = await schema.safeParseAsync(entry.data, { error: editorErrorMap });
          if (!result.success) {
            problems.push(...problemsFromIssues(result.error.issues, where));
            continue;
          }
          // The published version, without its draft items, must be valid too (a list may become empty).
          if (data !== entry.data && JSON.stringify(data) !== JSON.stringify(entry.data)) {
            const pruned = await schema.safeParseAsync(data, { error: editorErrorMap });
            if (!pruned.success) {
              problems.push(
                ...problemsFromIssues(pruned.error.issues, where).map((p) => ({
                  ...p,
                  message: `${p.message} (once its drafts are left out)`,
                })),
              );
              continue;
            }
          }
        }
        if (production && isDraft(entry.data)) continue;
        published.push({ ...entry, data });
      }
      entries.set(name, published);
    }),
  );
  return { problems, entries };
}
