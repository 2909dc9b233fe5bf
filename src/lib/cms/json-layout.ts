/**
 * A content file saved by the CMS reads as if edited by hand: the fields keep the order the file
 * had, and a group written on one line stays on one line. Prettier then formats the text as `npm
 * run lint` expects (it keeps an object expanded when its first field starts a new line, and puts
 * it on one line otherwise, if it fits). New fields take the CMS's order (the schema's).
 */
import { parseJson } from '../../content-check/json';

/** How a JSON file was written: the objects written on one line, and each object's field order. */
interface JsonLayout {
  /** Paths of objects whose first field is on the line of their `{`. */
  inline: ReadonlySet<string>;
  /** Field order of each object, by path. */
  order: ReadonlyMap<string, readonly string[]>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The path of a list item: its `id` when it has one (so a record keeps its layout when others are
 * added, removed or moved), else its position.
 */
function itemStep(item: unknown, index: number): string {
  return isObject(item) && typeof item['id'] === 'string' ? `[${item['id']}]` : String(index);
}

const join = (path: string, step: string) => (path === '' ? step : `${path}.${step}`);

/** The layout of a JSON text, or none when it is not valid JSON. */
export function jsonLayout(text: string): JsonLayout | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  const inline = new Set<string>();
  const order = new Map<string, string[]>();
  const walk = (value: unknown, linePath: string, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, join(linePath, String(index)), join(path, itemStep(item, index))));
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      order.set(path, keys);
      const [first] = keys;
      if (first !== undefined && parsed.lines.get(linePath) === parsed.lines.get(join(linePath, first))) inline.add(path);
      for (const key of keys) walk(value[key], join(linePath, key), join(path, key));
    }
  };
  walk(parsed.value, '', '');
  return { inline, order };
}

/**
 * The fields of an object in the file's order: the fields it had first, as they were; a new field
 * after the field it follows in the CMS's order (or first, when it follows none).
 */
export function orderedKeys(keys: readonly string[], previous: readonly string[] | undefined): string[] {
  if (!previous) return [...keys];
  const result = previous.filter((key) => keys.includes(key));
  keys.forEach((key, index) => {
    if (result.includes(key)) return;
    const before = keys
      .slice(0, index)
      .reverse()
      .find((k) => result.includes(k));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, key);
  });
  return result;
}

/** The path whose layout a list item follows: its own if the file had it, else a neighbour's (a new record looks like the others). */
function layoutItemPath(items: readonly unknown[], index: number, path: string, layout: JsonLayout | undefined): string {
  const own = join(path, itemStep(items[index], index));
  if (!layout || layout.order.has(own) || !isObject(items[index])) return own;
  const neighbours = [...items.keys()].sort((a, b) => Math.abs(a - index) - Math.abs(b - index) || a - b);
  for (const other of neighbours) {
    const candidate = join(path, itemStep(items[other], other));
    if (layout.order.has(candidate)) return candidate;
  }
  return own;
}

/**
 * JSON text of a value in the layout of the file it replaces: an object the file wrote on one line
 * is written on one line, other objects it had across lines; fields in the file's order. A new
 * object follows a neighbouring record when it is one, else it goes on one line (Prettier breaks
 * it if too long, as it would a hand edit); a new file's top level goes across lines. Arrays go on
 * one line: Prettier breaks the ones too long for a line.
 */
export function jsonText(value: unknown, layout?: JsonLayout, path = ''): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => jsonText(item, layout, layoutItemPath(value, index, path, layout))).join(', ')}]`;
  }
  if (isObject(value)) {
    const known = layout?.order.get(path);
    const keys = orderedKeys(Object.keys(value), known);
    if (keys.length === 0) return '{}';
    const fields = keys.map((key) => `${JSON.stringify(key)}: ${jsonText(value[key], layout, join(path, key))}`);
    const inline = known ? layout!.inline.has(path) : path !== '';
    return inline ? `{ ${fields.join(', ')} }` : `{\n${fields.join(',\n')}\n}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Leaves out a flag the editor left off (`"draft": false`, `"sample": false`): the CMS writes
 * every on/off field, but an optional flag that is off is absent from the files, so a flag that is
 * false and was not in the file before stays out.
 */
export function withoutUnsetFlags(value: unknown, original: unknown, flags: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    const before = Array.isArray(original) ? original : [];
    return value.map((item, index) => {
      const step = itemStep(item, index);
      const match = before.find((other, i) => itemStep(other, i) === step);
      return withoutUnsetFlags(item, match, flags);
    });
  }
  if (!isObject(value)) return value;
  const before = isObject(original) ? original : {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !(flags.has(key) && child === false && !(key in before)))
      .map(([key, child]) => [key, withoutUnsetFlags(child, before[key], flags)]),
  );
}

/** Every value of a JSON value with its path, for comparing two versions of a file. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, join(path, itemStep(item, index)), out));
  else if (isObject(value)) for (const [key, child] of Object.entries(value)) leaves(child, join(path, key), out);
  else out.set(path, JSON.stringify(value));
  return out;
}

/** How alike two versions of a file are: the share of values, by path, that both hold (0 to 1). */
export function likeness(a: unknown, b: unknown): number {
  const left = leaves(a);
  const right = leaves(b);
  let same = 0;
  for (const [path, text] of left) if (right.get(path) === text) same++;
  return same / Math.max(left.size, right.size, 1);
}

/** Below this likeness a saved value is taken for a new file, laid out afresh. */
export const SAME_FILE = 0.5;

/** The file a saved value most likely replaces: the most alike, when alike enough. */
export function closestOriginal<T extends { value: unknown }>(value: unknown, originals: Iterable<T>): T | undefined {
  let best: { original: T; score: number } | undefined;
  for (const original of originals) {
    const score = likeness(value, original.value);
    if (!best || score > best.score) best = { original, score };
  }
  return best && best.score >= SAME_FILE ? best.original : undefined;
}
