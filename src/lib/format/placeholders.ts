/**
 * Page copy in content may name values the page fills in from data: "Golf Carts in {town}, Delaware",
 * "from {lowestDaily} a day". Every placeholder must be known, so a typo in content fails the build
 * instead of reaching a page.
 */
export type PlaceholderValues = Record<string, string | number>;

/** A piece of filled copy: literal text, or the value of the placeholder it names. */
export interface CopyPart {
  text: string;
  placeholder?: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders in `text` that are not among `names`. */
export function unknownPlaceholders(text: string, names: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !names.includes(name));
}

/** The copy cut into literal text and filled placeholders, for a page that marks up a value. */
export function placeholderParts(text: string, values: PlaceholderValues): CopyPart[] {
  const unknown = unknownPlaceholders(text, Object.keys(values));
  if (unknown.length > 0) {
    throw new Error(`Unknown placeholder {${unknown[0]}} in "${text}" (known: ${Object.keys(values).join(', ')})`);
  }
  const parts: CopyPart[] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: String(values[m[1]!]), placeholder: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return placeholderParts(text, values)
    .map((p) => p.text)
    .join('');
}

/** Every string in a piece of content (objects and lists included) with its placeholders filled. */
export function fillEvery<T>(content: T, values: PlaceholderValues): T {
  if (typeof content === 'string') return fillPlaceholders(content, values) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => fillEvery(item, values)) as T;
  if (typeof content === 'object' && content !== null) {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, fillEvery(value, values)])) as T;
  }
  return content;
}

/** Copy with **emphasis** cut into plain and strong parts. */
export function emphasisParts(text: string): { text: string; strong: boolean }[] {
  return text
    .split('**')
    .map((part, i) => ({ text: part, strong: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
