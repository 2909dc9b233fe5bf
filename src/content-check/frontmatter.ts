/**
 * The frontmatter of an MDX file: the YAML between a first line `---` and the next line `---`.
 * Values are read with YAML's core schema, so a date stays the text the editor wrote ("2025-01-23")
 * and the schema decides whether it is a valid date. Every value keeps its line for error messages.
 */
import { isMap, isSeq, parseDocument, type Node } from 'yaml';
import { lineLocator, type Located } from './lines';

export interface FrontmatterProblem extends Located {
  message: string;
}

export type Frontmatter =
  | {
      ok: true;
      data: Record<string, unknown>;
      /** The text after the closing `---`. */
      body: string;
      /** Line of the body's first line in the file. */
      bodyLine: number;
      /** Line of each value by path ("keywords.1"; "" is the frontmatter as a whole). */
      lines: Map<string, number>;
    }
  | { ok: false; problem: FrontmatterProblem };

const FENCE = /^---[ \t]*$/;
/** A line that belongs to the page text, not to YAML: a heading (a YAML comment has one "#"), a tag, a table row. */
const LOOKS_LIKE_TEXT = /^(#{2,6} |<[A-Za-z]|\| )/;

export function parseFrontmatter(source: string): Frontmatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fileLines = text.split('\n');
  if (!FENCE.test(fileLines[0] ?? '')) {
    return {
      ok: false,
      problem: {
        line: 1,
        column: 1,
        message: 'the file must start with a line "---", then the frontmatter fields (title: ...), then another "---"',
      },
    };
  }
  const close = fileLines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (close === -1) {
    const runsInto = fileLines.findIndex((line, index) => index > 0 && LOOKS_LIKE_TEXT.test(line));
    const where = runsInto === -1 ? 'after the last field' : `after the last field, before line ${runsInto + 1}`;
    return {
      ok: false,
      problem: { line: 1, column: 1, message: `the frontmatter opened by "---" on line 1 is never closed: add a line "---" ${where}` },
    };
  }
  const textInside = fileLines.slice(1, close).findIndex((line) => LOOKS_LIKE_TEXT.test(line));
  if (textInside !== -1) {
    return {
      ok: false,
      problem: {
        line: textInside + 2,
        column: 1,
        message: `the frontmatter runs into the page text at line ${textInside + 2}: add a line "---" after the last field, before the text`,
      },
    };
  }
  const yamlText = fileLines.slice(1, close).join('\n');
  const yamlOffset = fileLines[0]!.length + 1;
  const locate = lineLocator(text);
  const doc = parseDocument(yamlText, { schema: 'core', prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    return { ok: false, problem: { ...locate(yamlOffset + first.pos[0]), message: yamlHint(first.code, first.message) } };
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, problem: { line: 2, column: 1, message: 'the frontmatter must be fields written as "name: value", one per line' } };
  }
  const lines = new Map<string, number>([['', 1]]);
  const walk = (node: Node | null | undefined, path: string) => {
    if (!node) return;
    if (node.range) lines.set(path, locate(yamlOffset + node.range[0]).line);
    const join = (key: string) => (path === '' ? key : `${path}.${key}`);
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
        walk(pair.value as Node | null, join(key));
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item as Node | null, join(String(index))));
    }
  };
  walk(doc.contents, '');
  lines.set('', 1);
  return { ok: true, data: data as Record<string, unknown>, body: fileLines.slice(close + 1).join('\n'), bodyLine: close + 2, lines };
}

/** YAML's own error names what it expected; the hint says what an editor most likely did. */
function yamlHint(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY') return `${first}: a field may appear only once`;
  return `${first}. A value containing ": " or starting with a quote, "[" or "{" must be in quotes, e.g. title: "Returns: how they work"`;
}
