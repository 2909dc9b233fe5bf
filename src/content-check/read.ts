/**
 * How a collection's files become entries: Astro's own `file()` and `glob()` loaders read them, with
 * readers of this module that know the line of every field: `file()` gets a `parser` (a JSON list of
 * records with ids, or one JSON object), `glob()` gets entry types for a folder of JSON files and a
 * folder of MDX files. Reading never stops at the first mistake: every unreadable file or record
 * becomes a problem and the rest is still read.
 */
import { file, glob, type Loader } from 'astro/loaders';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontmatter } from './frontmatter';
import { parseJson } from './json';
import { readMdxBody, type MdxTag, type TagSchemas } from './mdx-body';
import type { ContentProblem } from './problems';

export type Raw = Record<string, unknown>;

/** An entry as read from its file, before its schema. */
export interface ReadEntry {
  id: string;
  /** The file, from the project root. */
  file: string;
  /** The data as written (a list record without its "id"). */
  data: Raw;
  /** The line of a field of this entry ("price", "fleets.0.plans.1.price"), when known. */
  lineOf: (field: string) => number | undefined;
  /** The tags its MDX text uses. */
  tags?: MdxTag[];
}

export interface SourceOptions {
  /** A further key that must be unique across the collection, e.g. a town's page route. */
  uniqueBy?: (data: Raw) => string;
  /** What the unique key is called in the error message. */
  uniqueLabel?: string;
  /** Give each record its `position` in the file (lists whose order the page keeps). */
  positions?: boolean;
}

/** Where a collection's entries come from, and Astro's loader that reads them with a reader. */
export interface ContentSource extends SourceOptions {
  /** The file or folder, from the project root. */
  path: string;
  /** For MDX: the tags its text may use, each with the schema of its attributes. */
  tags?: TagSchemas;
  loader: (reader: Reader) => Loader;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Finds a field's line: its own, else the nearest enclosing value's. */
function lineFinder(lines: ReadonlyMap<string, number>, prefix: string): (field: string) => number | undefined {
  return (field) => {
    const parts = field === '' ? [] : field.split('.');
    for (let n = parts.length; n >= 0; n--) {
      const line = lines.get([prefix, ...parts.slice(0, n)].filter((p) => p !== '').join('.'));
      if (line !== undefined) return line;
    }
    return undefined;
  };
}

/**
 * The reading of one collection in one run of the check: the entries by the data object the loader
 * hands to `parseData`, the problems, and what could not be read.
 */
export class Reader {
  readonly entries = new Map<object, ReadEntry>();
  readonly problems: ContentProblem[] = [];
  /** Every record (a broken list file) or these ids (broken files of a folder): names of them are not reported. */
  unreadable: 'all' | string[] = [];
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private fail(problem: ContentProblem, id?: string): void {
    this.problems.push(problem);
    if (id === undefined) this.unreadable = 'all';
    else if (this.unreadable !== 'all') this.unreadable.push(id);
  }

  private json(text: string, file: string, id?: string) {
    const parsed = parseJson(text);
    if (parsed.ok) return parsed;
    const { line, column, message } = parsed.error;
    this.fail({ file, line, column, message: `invalid JSON: ${message}` }, id);
    return undefined;
  }

  /** A JSON file holding one record; `brokenId` is what cannot be named when it is broken (else: all of the collection). */
  private record(text: string, file: string, id: string, brokenId?: string): Raw | undefined {
    const json = this.json(text, file, brokenId);
    if (json && !isRecord(json.value))
      this.fail({ file, line: 1, message: 'must be one group of fields in curly braces { ... }' }, brokenId);
    if (!json || !isRecord(json.value)) return undefined;
    this.entries.set(json.value, { id, file, data: json.value, lineOf: lineFinder(json.lines, '') });
    return json.value;
  }

  /** `file()`'s parser for a JSON file holding one object; the entry's id is the file's base name. */
  object(text: string, file: string): Record<string, Raw> {
    const id = basename(file, '.json');
    const data = this.record(text, file, id);
    return data ? { [id]: data } : {};
  }

  /** `file()`'s parser for a JSON file holding a list of records, each with an "id". */
  list(text: string, file: string, options: SourceOptions): Raw[] {
    const json = this.json(text, file);
    if (!json) return [];
    if (!Array.isArray(json.value)) {
      this.fail({ file, line: 1, message: 'must be a list of records in square brackets: [ { "id": ... }, ... ]' });
      return [];
    }
    const records: Raw[] = [];
    const seen = new Map<string, number | undefined>();
    json.value.forEach((item: unknown, index) => {
      const line = json.lines.get(String(index));
      if (!isRecord(item)) {
        this.problems.push({ file, line, message: `record #${index + 1} must be a group of fields in curly braces { "id": ... }` });
        return;
      }
      const { id, ...data } = item;
      if (typeof id !== 'string' || id === '') {
        this.problems.push({
          file,
          line,
          message: `record #${index + 1} has no "id": add "id": "a-unique-name" (lower-case words joined by hyphens)`,
        });
        return;
      }
      if (seen.has(id)) {
        this.problems.push({
          file,
          entry: id,
          line,
          message: `duplicate id "${id}" (also in ${file} on line ${String(seen.get(id))}): give each record its own id`,
        });
        return;
      }
      seen.set(id, line);
      const entry = {
        id,
        file,
        data: options.positions ? { ...data, position: index } : data,
        lineOf: lineFinder(json.lines, String(index)),
      };
      this.entries.set(item, entry);
      records.push(item);
    });
    return records;
  }

  private fileOf(fileUrl: URL): { file: string; id: string } {
    const file = relative(this.root, fileURLToPath(fileUrl));
    const id = basename(file).replace(/\.[^.]+$/, '');
    if (!SLUG.test(id)) {
      this.problems.push({
        file,
        message: `the file name "${id}" becomes the page address: rename the file to lower-case words joined by hyphens, e.g. "evolution-d5-ranger-4"`,
      });
    }
    return { file, id };
  }

  /** `glob()`'s entry type of a folder of JSON files, one record per file; the file name is the id. */
  readonly jsonFile = {
    extensions: ['.json'],
    getEntryInfo: ({ contents, fileUrl }: { contents: string; fileUrl: URL }) => {
      const { file, id } = this.fileOf(fileUrl);
      return { data: this.record(contents, file, id, id) ?? {}, body: '', rawData: contents };
    },
  };

  /**
   * `glob()`'s entry type of a folder of MDX files: the frontmatter is the entry's data, the text its
   * body; the text is checked for MDX syntax and its tags listed (the content check tests them).
   */
  readonly mdxFile = {
    extensions: ['.mdx'],
    getEntryInfo: ({ contents, fileUrl }: { contents: string; fileUrl: URL }) => {
      const { file, id } = this.fileOf(fileUrl);
      const frontmatter = parseFrontmatter(contents);
      if (!frontmatter.ok) {
        this.fail({ file, entry: id, ...frontmatter.problem }, id);
        return { data: {}, body: '', rawData: contents };
      }
      const body = readMdxBody(frontmatter.body, frontmatter.bodyLine);
      if ('problem' in body) this.problems.push({ file, entry: id, ...body.problem });
      const { data } = frontmatter;
      this.entries.set(data, { id, file, data, lineOf: lineFinder(frontmatter.lines, ''), tags: 'tags' in body ? body.tags : [] });
      return { data, body: frontmatter.body, rawData: contents };
    },
  };
}

const idOfFile = ({ entry }: { entry: string }) => entry.replace(/\.[^.]+$/, '');

/** A JSON file holding one object; the entry id is the file's base name. */
export const jsonObjectSource = (path: string): ContentSource => ({
  path,
  loader: (reader) => file(path, { parser: (text) => reader.object(text, path) }),
});

/** A JSON file holding a list of records, each with an `id`. */
export const jsonListSource = (path: string, options: SourceOptions = {}): ContentSource => ({
  ...options,
  path,
  loader: (reader) => file(path, { parser: (text) => reader.list(text, path, options) }),
});

/** A folder of JSON files, one record per file; the file name (without .json) is the id. */
export const jsonFolderSource = (path: string): ContentSource => ({
  path,
  loader: () => glob({ base: path, pattern: '*.json', generateId: idOfFile }),
});

/** A folder of MDX files; the file name (without .mdx) is the id. */
export const mdxFolderSource = (path: string, tags: TagSchemas): ContentSource => ({
  path,
  tags,
  loader: () => glob({ base: path, pattern: '*.mdx', generateId: idOfFile }),
});
