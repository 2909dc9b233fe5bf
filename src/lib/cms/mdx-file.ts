/**
 * An MDX content file as the CMS edits it: its frontmatter fields and its text (`body`). Saving
 * changes only what the editor changed: every other line of the frontmatter keeps its quotes and
 * layout (a list written `[a, b]` stays so), and the text keeps the blank lines around it.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Pair } from 'yaml';
import { parseFrontmatter } from '../../content-check/frontmatter';
import { orderedKeys } from './json-layout';

/** The CMS field that holds an MDX file's text. */
export const BODY_FIELD = 'body';

const STRINGIFY = { lineWidth: 0, flowCollectionPadding: false } as const;

/** The fields of an MDX file and its text, or none when the frontmatter cannot be read. */
export function readMdxFile(text: string): Record<string, unknown> | undefined {
  const read = parseFrontmatter(text);
  if (!read.ok) return undefined;
  return { ...read.data, [BODY_FIELD]: read.body.replace(/^\n+/, '').replace(/\n+$/, '') };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A new value as YAML: a list of plain values in brackets (`[a, b]`), as the files write keywords. */
function yamlNode(doc: Document, value: unknown) {
  const node = doc.createNode(value);
  if (isSeq(node) && node.items.every((item) => isScalar(item))) node.flow = true;
  return node;
}

/** The frontmatter of `fields`, changing in the original's frontmatter only what differs. */
function frontmatter(fields: Record<string, unknown>, original: string | undefined): string {
  const doc = original === undefined ? new Document({}) : parseDocument(original, { schema: 'core' });
  if (!isMap(doc.contents)) doc.contents = doc.createNode({});
  const map = doc.contents;
  if (!isMap(map)) return '';
  const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
  const previous = map.items.map(keyOf);
  for (const key of previous) if (!(key in fields) || fields[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const current: unknown = map.get(key, true);
    const currentValue: unknown =
      current && typeof current === 'object' && 'toJSON' in current ? (current as { toJSON(): unknown }).toJSON() : current;
    if (!map.has(key) || !same(currentValue, value)) map.set(key, yamlNode(doc, value));
  }
  const order = orderedKeys(
    Object.keys(fields).filter((key) => fields[key] !== undefined),
    previous,
  );
  map.items.sort((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));
  return doc.toString(STRINGIFY);
}

/** The frame of an MDX file's parts: the frontmatter's YAML, and the blank lines around the text. */
function frame(text: string | undefined) {
  const match = text === undefined ? null : /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*\n(\n*)[\s\S]*?(\n*)$/.exec(text);
  return {
    yaml: match ? (match[1] ?? '') : undefined,
    before: match ? (match[2] ?? '') : '\n',
    after: match ? (match[3] ?? '') : '\n',
  };
}

/** The text of an MDX file for these fields and text, laid out like the file it replaces (`original`). */
export function mdxFileText(value: Record<string, unknown>, original?: string): string {
  const { [BODY_FIELD]: body, ...fields } = value;
  const { yaml, before, after } = frame(original);
  const text = typeof body === 'string' ? body.replace(/^\n+/, '').replace(/\n+$/, '') : '';
  const head = `---\n${frontmatter(fields, yaml)}---\n`;
  return text === '' ? head : `${head}${before || '\n'}${text}${after || '\n'}`;
}
