/**
 * How each kind of content file becomes entries: a JSON list of records with ids, one JSON object,
 * a folder of JSON files (the file name is the id) and a folder of MDX files. Reading never stops at
 * the first mistake: every unreadable file or record becomes a problem and the rest is still read.
 */
import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseFrontmatter } from './frontmatter';
import { parseJson } from './json';
import { readMdxBody, type MdxTag, type TagSchemas } from './mdx-body';
import type { ContentProblem } from './problems';

export type Raw = Record<string, unknown>;

export interface RawEntry {
  id: string;
  data: Raw;
  /** The file, from the project root. */
  file: string;
  /** The line of a field of this entry ("price", "fleets.0.plans.1.price"), when known. */
  lineOf: (field: string) => number | undefined;
  /** The MDX text after the frontmatter. */
  body?: string;
  /** The tags the MDX text uses. */
  tags?: MdxTag[];
}

export interface SourceRead {
  entries: RawEntry[];
  problems: ContentProblem[];
  /**
   * Records that could not be read: every record of the collection (a broken list file), or these ids
   * (broken files of a folder). References to them are not reported: the broken file is.
   */
  unreadable?: 'all' | string[];
}

export interface SourceOptions {
  /** A further key that must be unique across the collection, e.g. a town's page route. */
  uniqueBy?: (data: Raw) => string;
  /** What the unique key is called in the error message. */
  uniqueLabel?: string;
  /** Give each record its `position` in the file (lists whose order the page keeps). */
  positions?: boolean;
}

export interface ContentSource extends SourceOptions {
  /** The file or folder the entries come from, from the project root. */
  path: string;
  /** For MDX: the tags its text may use, each with the schema of its attributes. */
  tagSchemas?: TagSchemas;
  read(root: string): Promise<SourceRead>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Finds a field's line: its own, else the nearest enclosing value's. */
function lineFinder(lines: ReadonlyMap<string, number>, prefix: string): (field: string) => number | undefined {
  return (field) => {
    const parts = field === '' ? [] : field.split('.');
    for (let n = parts.length; n >= 0; n--) {
      const path = [prefix, ...parts.slice(0, n)].filter((p) => p !== '').join('.');
      const line = lines.get(path);
      if (line !== undefined) return line;
    }
    return undefined;
  };
}

async function readText(root: string, file: string): Promise<string | ContentProblem> {
  try {
    return await readFile(join(root, file), 'utf8');
  } catch {
    return { file, message: 'the file cannot be read: does it exist?' };
  }
}

async function readJsonFile(root: string, file: string) {
  const text = await readText(root, file);
  if (typeof text !== 'string') return { problem: text };
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { problem: { file, line, column, message: `invalid JSON: ${message}` } satisfies ContentProblem };
  }
  return { value: parsed.value, lines: parsed.lines, text };
}

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON file holding a list of records, each with an "id". */
export function jsonListSource(file: string, options: SourceOptions = {}): ContentSource {
  return {
    ...options,
    path: file,
    async read(root) {
      const json = await readJsonFile(root, file);
      if ('problem' in json) return { entries: [], problems: [json.problem], unreadable: 'all' };
      if (!Array.isArray(json.value)) {
        return {
          entries: [],
          problems: [{ file, line: 1, message: 'must be a list of records in square brackets: [ { "id": ... }, ... ]' }],
          unreadable: 'all',
        };
      }
      const problems: ContentProblem[] = [];
      const entries: RawEntry[] = [];
      json.value.forEach((item: unknown, index) => {
        const line = json.lines.get(String(index));
        if (!isRecord(item)) {
          problems.push({ file, line, message: `record #${index + 1} must be a group of fields in curly braces { "id": ... }` });
          return;
        }
        const { id, ...data } = item;
        if (typeof id !== 'string' || id === '') {
          problems.push({
            file,
            line,
            message: `record #${index + 1} has no "id": add "id": "a-unique-name" (lower-case words joined by hyphens)`,
          });
          return;
        }
        entries.push({
          id,
          data: options.positions ? { ...data, position: index } : data,
          file,
          lineOf: lineFinder(json.lines, String(index)),
        });
      });
      return { entries, problems };
    },
  };
}

/** A JSON file holding one object; the entry's id is the file's base name. */
export function jsonObjectSource(file: string): ContentSource {
  return {
    path: file,
    async read(root) {
      const json = await readJsonFile(root, file);
      if ('problem' in json) return { entries: [], problems: [json.problem], unreadable: 'all' };
      if (!isRecord(json.value)) {
        return {
          entries: [],
          problems: [{ file, line: 1, message: 'must be one group of fields in curly braces { ... }' }],
          unreadable: 'all',
        };
      }
      const entry = { id: basename(file, '.json'), data: json.value, file, lineOf: lineFinder(json.lines, '') };
      return { entries: [entry], problems: [] };
    },
  };
}

async function listFiles(root: string, folder: string, extension: string): Promise<string[] | ContentProblem> {
  try {
    return (await readdir(join(root, folder))).filter((name) => name.endsWith(extension)).sort();
  } catch {
    return { file: folder, message: 'the folder cannot be read: does it exist?' };
  }
}

function fileNameProblem(file: string, id: string): ContentProblem | undefined {
  return SLUG.test(id)
    ? undefined
    : {
        file,
        message: `the file name "${id}" becomes the page address: rename the file to lower-case words joined by hyphens, e.g. "evolution-d5-ranger-4"`,
      };
}

/** One file of a folder as read: its entry, a problem, or an entry with a problem (an MDX text error). */
type FileRead = { entry: RawEntry; problem?: ContentProblem } | { entry?: undefined; problem: ContentProblem };

/**
 * Every file of a folder with the extension, one entry each, sorted by id (the file name without the
 * extension). A badly named file is reported; a file that cannot be read is reported and left unreadable.
 */
async function readFolder(
  root: string,
  folder: string,
  extension: string,
  readOne: (file: string, id: string) => Promise<FileRead>,
): Promise<SourceRead> {
  const names = await listFiles(root, folder, extension);
  if (!Array.isArray(names)) return { entries: [], problems: [names], unreadable: 'all' };
  const problems: ContentProblem[] = [];
  const entries: RawEntry[] = [];
  const unreadable: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const file = `${folder}/${name}`;
      const id = basename(name, extension);
      const badName = fileNameProblem(file, id);
      if (badName) problems.push(badName);
      const read = await readOne(file, id);
      if (read.problem) problems.push(read.problem);
      if (read.entry) entries.push(read.entry);
      else unreadable.push(id);
    }),
  );
  entries.sort((a, b) => a.id.localeCompare(b.id));
  return { entries, problems, unreadable };
}

/** A folder of JSON files, one record per file; the file name (without .json) is the id. */
export function jsonFolderSource(folder: string, options: SourceOptions = {}): ContentSource {
  return {
    ...options,
    path: folder,
    read: (root) =>
      readFolder(root, folder, '.json', async (file, id) => {
        const json = await readJsonFile(root, file);
        if ('problem' in json) return { problem: json.problem };
        if (!isRecord(json.value)) return { problem: { file, line: 1, message: 'must be one group of fields in curly braces { ... }' } };
        return { entry: { id, data: json.value, file, lineOf: lineFinder(json.lines, '') } };
      }),
  };
}

/**
 * A folder of MDX files; the file name (without .mdx) is the id. The frontmatter is the entry's
 * data; the text is checked for MDX syntax, and its tags against `tagSchemas` (by the content check).
 */
export function mdxFolderSource(folder: string, tagSchemas: TagSchemas): ContentSource {
  return {
    path: folder,
    tagSchemas,
    read: (root) =>
      readFolder(root, folder, '.mdx', async (file, id) => {
        const text = await readText(root, file);
        if (typeof text !== 'string') return { problem: text };
        const frontmatter = parseFrontmatter(text);
        if (!frontmatter.ok) return { problem: { file, entry: id, ...frontmatter.problem } };
        const body = readMdxBody(frontmatter.body, frontmatter.bodyLine);
        const entry: RawEntry = {
          id,
          data: frontmatter.data,
          file,
          lineOf: lineFinder(frontmatter.lines, ''),
          body: frontmatter.body,
          tags: 'tags' in body ? body.tags : [],
        };
        return 'problem' in body ? { entry, problem: { file, entry: id, ...body.problem } } : { entry };
      }),
  };
}
