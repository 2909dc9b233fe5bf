/**
 * Content loaders that turn every editor mistake into a build failure that names the file and the
 * field. Astro's own `file()` loader only logs unreadable JSON and warns on duplicate ids; a content
 * editor needs the build to stop and say where to look.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { readFile, readdir } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export class ContentError extends Error {
  constructor(file: string, detail: string) {
    super(`Content error in ${file}: ${detail}`);
    this.name = 'ContentError';
  }
}

type Raw = Record<string, unknown>;
interface Entry {
  id: string;
  data: Raw;
  file: string;
}

interface Options {
  /** Extra keys that must be unique across the collection, e.g. a town's route. */
  uniqueBy?: (data: Raw) => string;
  /** What the unique key is called in the error message. */
  uniqueLabel?: string;
}

function describeIssues(error: unknown): string {
  // Astro wraps zod issues into a message that lists `**path**: message` lines.
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .filter((line) => line.trim().startsWith('**') && !line.includes('does not match'))
      .map((line) => {
        const m = /\*\*(.*?)\*\*:\s*(.*)/.exec(line.trim());
        return m ? `field "${m[1] || '(root)'}": ${m[2]}` : line.trim();
      })
      .join('; ') || message
  );
}

async function parseJson(path: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ContentError(file, 'the file cannot be read (does it exist?)');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, `invalid JSON: ${(error as Error).message}`);
  }
}

async function store(context: LoaderContext, entries: Entry[], options: Options): Promise<void> {
  const seen = new Map<string, string>();
  const seenUnique = new Map<string, string>();
  context.store.clear();
  for (const entry of entries) {
    const where = `${entry.file} (entry "${entry.id}")`;
    if (seen.has(entry.id)) {
      throw new ContentError(entry.file, `duplicate id "${entry.id}" (also in ${seen.get(entry.id)})`);
    }
    seen.set(entry.id, entry.file);
    let data: Raw;
    try {
      data = await context.parseData({ id: entry.id, data: entry.data });
    } catch (error) {
      throw new ContentError(where, describeIssues(error));
    }
    if (options.uniqueBy) {
      const key = options.uniqueBy(data);
      const other = seenUnique.get(key);
      if (other) {
        throw new ContentError(where, `duplicate ${options.uniqueLabel ?? 'key'} "${key}" (also used by entry "${other}")`);
      }
      seenUnique.set(key, entry.id);
    }
    context.store.set({ id: entry.id, data, filePath: entry.file });
  }
}

function rootPath(context: LoaderContext): string {
  return fileURLToPath(context.config.root);
}

/** A JSON file holding an array of records, each with an `id`. */
export function jsonList(fileName: string, options: Options = {}): Loader {
  return {
    name: 'json-list',
    load: async (context) => {
      const path = join(rootPath(context), fileName);
      const json = await parseJson(path, fileName);
      if (!Array.isArray(json)) throw new ContentError(fileName, 'expected a JSON array of records');
      const entries = json.map((item: unknown, index) => {
        const record = (item ?? {}) as Raw;
        const id = record['id'];
        if (typeof id !== 'string' || id === '') {
          throw new ContentError(fileName, `record #${index + 1} has no "id" field (a non-empty string)`);
        }
        const { id: _id, ...data } = record;
        return { id, data, file: fileName };
      });
      await store(context, entries, options);
      context.watcher?.add(path);
    },
  };
}

/** A JSON file holding one object; the entry id is the file's base name. */
export function jsonObject(fileName: string): Loader {
  return {
    name: 'json-object',
    load: async (context) => {
      const path = join(rootPath(context), fileName);
      const json = await parseJson(path, fileName);
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new ContentError(fileName, 'expected a JSON object');
      }
      await store(context, [{ id: basename(fileName, '.json'), data: json as Raw, file: fileName }], {});
      context.watcher?.add(path);
    },
  };
}

/** A folder of JSON files, one record per file; the file name (without .json) is the id. */
export function jsonFolder(folder: string, options: Options = {}): Loader {
  return {
    name: 'json-folder',
    load: async (context) => {
      const dir = join(rootPath(context), folder);
      const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
      const entries: Entry[] = [];
      for (const name of names) {
        const file = relative(rootPath(context), join(dir, name));
        const json = await parseJson(join(dir, name), file);
        if (typeof json !== 'object' || json === null || Array.isArray(json)) {
          throw new ContentError(file, 'expected a JSON object');
        }
        entries.push({ id: basename(name, '.json'), data: json as Raw, file });
      }
      await store(context, entries, options);
      context.watcher?.add(dir);
    },
  };
}

/** Astro's glob loader, with schema errors rethrown to name the file (for MDX policies). */
export function withFileNames(inner: Loader): Loader {
  return {
    ...inner,
    load: (context) =>
      inner.load({
        ...context,
        parseData: async (props) => {
          try {
            return await context.parseData(props);
          } catch (error) {
            const file = props.filePath ? relative(rootPath(context), props.filePath) : props.id;
            throw new ContentError(`${file} (frontmatter)`, describeIssues(error));
          }
        },
      }),
  };
}
