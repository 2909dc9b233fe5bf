/**
 * The one pass of checks that need all the content: it receives every collection as read, finds each
 * field of an entry that declares a content check (src/schemas/content-checks.ts: what it names exists,
 * a page title fits) by walking the entry's schema beside its data, and runs it with all the content. The
 * same for the attributes of an MDX text's tags. On the way it refuses a `{placeholder}` in copy no page
 * fills in, which a visitor would read as written. Schemas stay pure: they hold no state and read no files.
 */
import type { z } from 'astro/zod';
import { unknownPlaceholders } from '../lib/format/placeholders';
import { contentCheckOf, placeholdersOf, type ContentIndex, type ReferenceIssue } from '../schemas/content-checks';
import type { MdxTag, TagSchemas } from './mdx-body';
import { editorErrorMap, type ContentProblem } from './problems';

type Path = (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every mistake the content checks of `schema` find in `value`, and every placeholder in a text outside
 * the copy a page fills in (`placeholders` is true inside such copy: its schema checks its own names).
 */
export function fieldIssues(
  schema: z.ZodType,
  value: unknown,
  content: ContentIndex,
  file: string,
  path: Path = [],
  placeholders = placeholdersOf(schema) !== undefined,
): ReferenceIssue[] {
  const issues: ReferenceIssue[] = (contentCheckOf(schema)?.(value, content, file) ?? []).map((issue) => ({
    ...issue,
    path: [...path, ...(issue.path ?? [])],
  }));
  const walk = (inner: unknown, child: unknown, at: Path = path, filled = placeholders) => {
    const next = inner as z.ZodType;
    issues.push(...fieldIssues(next, child, content, file, at, filled || placeholdersOf(next) !== undefined));
  };
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      if (!isObject(value)) break;
      for (const [key, child] of Object.entries(value)) {
        const field = def.shape[key] ?? def.catchall;
        if (field) walk(field, child, [...path, key]);
      }
      break;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => walk(def.element, item, [...path, i]));
      break;
    case 'record':
      if (isObject(value)) for (const [key, child] of Object.entries(value)) walk(def.valueType, child, [...path, key]);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      walk(def.innerType, value);
      break;
    case 'pipe':
      walk(def.in, value);
      // What the first schema refuses never reaches the second; its placeholders are told once, on the way in.
      if ((def.in as z.ZodType).safeParse(value).success) walk(def.out, value, path, true);
      break;
    case 'union':
      def.options.forEach((option, i) => walk(option, value, path, placeholders || i > 0));
      break;
    case 'intersection':
      walk(def.left, value);
      walk(def.right, value, path, true);
      break;
    case 'lazy':
      walk(def.getter(), value);
      break;
    default:
      if (typeof value === 'string' && !placeholders) {
        for (const name of unknownPlaceholders(value, [])) {
          issues.push({
            path,
            message: `unknown placeholder {${name}}: this text fills in none, so visitors would read "{${name}}": write the value itself`,
          });
        }
      }
  }
  return issues;
}

/** An entry as the content check read it, for the cross-file pass. */
interface CheckedEntry {
  id: string;
  file: string;
  lineOf: (field: string) => number | undefined;
  /** The data as published (in production without its draft items), as written in the file. */
  data: Record<string, unknown>;
  /** The tags its MDX text uses. */
  tags?: readonly MdxTag[] | undefined;
}

/** The mistakes of an entry's fields that need all the content, each on its line. */
export function entryReferenceProblems(schema: z.ZodType, entry: CheckedEntry, content: ContentIndex): ContentProblem[] {
  return fieldIssues(schema, entry.data, content, entry.file).map(({ path = [], message }) => {
    const field = path.map(String).join('.');
    return { file: entry.file, entry: entry.id, field: field || undefined, line: entry.lineOf(field), message };
  });
}

/** Tags the page does not provide, attributes their schema refuses, and attributes naming content that does not exist. */
export function tagProblems(entry: CheckedEntry, schemas: TagSchemas, content: ContentIndex): ContentProblem[] {
  const known = Object.keys(schemas).sort();
  return (entry.tags ?? []).flatMap((tag) => {
    const at = { file: entry.file, entry: entry.id, line: tag.line, column: tag.column };
    const schema = schemas[tag.name];
    if (!schema)
      return [{ ...at, message: `unknown tag <${tag.name}>: the tags a page can use are ${known.map((t) => `<${t}>`).join(', ')}` }];
    const parsed = schema.safeParse(tag.attributes, { error: editorErrorMap });
    const issues: ReferenceIssue[] = parsed.success
      ? fieldIssues(schema, tag.attributes, content, entry.file)
      : parsed.error.issues.map((issue) => ({
          path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
          message: issue.message,
        }));
    return issues.map(({ path = [], message }) => ({
      ...at,
      message: `<${tag.name}${path.length ? ` ${path.join('.')}` : ''}>: ${message}`,
    }));
  });
}
