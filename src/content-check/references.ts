/**
 * The one pass of cross-file checks: it receives every collection as read, finds each reference field
 * of an entry by walking the entry's schema beside its data (the fields declared with a check in
 * src/schemas/catalogue-refs.ts), and runs that field's check with all the content. The same for the
 * attributes of an MDX text's tags. Schemas stay pure: they hold no state and read no files.
 */
import type { z } from 'astro/zod';
import { referenceCheckOf, type ContentIndex, type ReferenceIssue } from '../schemas/catalogue-refs';
import type { MdxTag, TagSchemas } from './mdx-body';
import { editorErrorMap, type ContentProblem } from './problems';

type Path = (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every reference mistake in `value`, found by walking `schema` beside it. */
export function referenceIssues(schema: z.ZodType, value: unknown, content: ContentIndex, file: string, path: Path = []): ReferenceIssue[] {
  const issues: ReferenceIssue[] = (referenceCheckOf(schema)?.(value, content, file) ?? []).map((issue) => ({
    ...issue,
    path: [...path, ...(issue.path ?? [])],
  }));
  const walk = (inner: unknown, child: unknown, at: Path = path) =>
    issues.push(...referenceIssues(inner as z.ZodType, child, content, file, at));
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
      walk(def.out, value);
      break;
    case 'union':
      for (const option of def.options) walk(option, value);
      break;
    case 'intersection':
      walk(def.left, value);
      walk(def.right, value);
      break;
    case 'lazy':
      walk(def.getter(), value);
      break;
  }
  return issues;
}

/** An entry as the content check read it, for the cross-file pass. */
export interface CheckedEntry {
  id: string;
  file: string;
  lineOf: (field: string) => number | undefined;
  /** The data as published (in production without its draft items), as written in the file. */
  data: Record<string, unknown>;
  /** The tags its MDX text uses. */
  tags?: readonly MdxTag[] | undefined;
}

/** The reference mistakes of an entry's fields, each on its line. */
export function entryReferenceProblems(schema: z.ZodType, entry: CheckedEntry, content: ContentIndex): ContentProblem[] {
  return referenceIssues(schema, entry.data, content, entry.file).map(({ path = [], message }) => {
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
      ? referenceIssues(schema, tag.attributes, content, entry.file)
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
