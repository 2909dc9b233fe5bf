/**
 * A JSON reader for content files that says where a mistake is and how to fix it. jsonc-parser (the
 * parser of VS Code's JSON support) reads the file once, with every value's offset; this module turns
 * its first error into an editor's message and keeps the line of every value, so a schema error can
 * point at its line too. Rules: standard JSON (no comments, no trailing comma); a field named twice in
 * one object is a mistake (JSON.parse would silently keep the last one).
 */
import { findNodeAtOffset, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { lineLocator, type Located } from './lines';

export interface JsonSyntaxError extends Located {
  /** What is wrong and how to fix it. */
  message: string;
}

export type JsonResult =
  | { ok: true; value: unknown; /** Line of each value by path ("3.population"; "" is the root). */ lines: Map<string, number> }
  | { ok: false; error: JsonSyntaxError };

const describeChar = (c: string | undefined) => (c === undefined ? 'the end of the file' : c === '\n' ? 'a line break' : `"${c}"`);
/** The offset of the last character before `offset` that is not white space. */
const previousEnd = (text: string, offset: number) => text.slice(0, offset).trimEnd().length - 1;

/** The object or list an error is in, from the tree jsonc-parser builds around mistakes. */
function containerAt(root: Node | undefined, offset: number): 'object' | 'array' | undefined {
  for (let node = root && findNodeAtOffset(root, offset, true); node; node = node.parent) {
    const outer = node.type === 'property' || node.offset === offset ? node.parent : node;
    if (outer?.type === 'object' || outer?.type === 'array') return outer.type;
    if (outer?.type === 'property') return 'object';
  }
  return root?.type === 'object' || root?.type === 'array' ? root.type : undefined;
}

/** The last field name before `offset`, e.g. `"price"` in `"price" 15000`. */
const keyBefore = (text: string, offset: number) => /"((?:[^"\\]|\\.)*)"[^"]*$/.exec(text.slice(0, offset))?.[1] ?? '';

/** A number written as an editor might: "15,000" or "007". */
function numberMistake(text: string, offset: number): { at: number; message: string } | undefined {
  const before = /[-+\d.,eE]*$/.exec(text.slice(0, offset))?.[0] ?? '';
  const after = /^[-+\d.,eE]*/.exec(text.slice(offset))?.[0] ?? '';
  const written = before + after;
  if (!/\d/.test(written) || !/^[-\d]/.test(written)) return undefined;
  const at = offset - before.length;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(written))
    return { at, message: 'write numbers without thousands separators, e.g. 15000, not 15,000' };
  if (written === '-') return { at, message: 'not a valid number: write digits, e.g. 15000 or 4.5' };
  return { at, message: 'not a valid number (no leading zeros, one decimal point)' };
}

/** An editor's message for jsonc-parser's first error. */
function describe(text: string, error: ParseError, root: Node | undefined): { at: number; message: string } {
  const { offset, length } = error;
  const c = text[offset];
  const word = text.slice(offset, offset + length);
  const afterComma = text[previousEnd(text, offset)] === ',';
  const code = printParseErrorCode(error.error);
  switch (code) {
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (c === undefined) {
        return code === 'PropertyNameExpected'
          ? { at: offset, message: 'the file ends inside an object: a closing } is missing' }
          : { at: offset, message: 'the file ends where a value should be: a value or a closing } or ] is missing' };
      }
      if (c === ',') return { at: offset, message: 'two commas in a row: remove one' };
      if ((c === '}' || c === ']') && afterComma) {
        const what = c === '}' ? 'field' : 'item';
        return { at: previousEnd(text, offset), message: `remove the comma after the last ${what}: JSON allows no comma before "${c}"` };
      }
      if (c === '}' || c === ']') return { at: offset, message: `a value is missing before ${describeChar(c)}` };
      return (
        numberMistake(text, offset) ?? {
          at: offset,
          message: `a field name must be in double quotes, e.g. "name": (found ${describeChar(c)})`,
        }
      );
    case 'InvalidSymbol': {
      const inNumber = /[\d]$/.test(text.slice(0, offset)) ? numberMistake(text, offset) : undefined;
      if (inNumber) return inNumber;
      const isKey = containerAt(root, offset) === 'object' && /[{,]\s*$/.test(text.slice(0, offset));
      if (isKey) {
        return c === "'"
          ? { at: offset, message: 'a field name must be in double quotes, not single quotes' }
          : { at: offset, message: `a field name must be in double quotes, e.g. "name": (found ${describeChar(c)})` };
      }
      if (c === "'") return { at: offset, message: 'text must be in double quotes ("..."), not single quotes' };
      if (c === '$') return { at: offset, message: 'a price is a plain number without "$" or commas, e.g. 15000' };
      if (c === '-') return numberMistake(text, offset) ?? { at: offset, message: 'not a valid number: write digits, e.g. 15000 or 4.5' };
      return {
        at: offset,
        message: `${JSON.stringify(word)} is not a JSON value: put text in double quotes ("${word}"); true, false and null are lower case`,
      };
    }
    case 'CommaExpected': {
      const number = /\d$/.test(text.slice(0, offset)) && /^\d/.test(word) ? numberMistake(text, offset) : undefined;
      if (number) return number;
      return containerAt(root, offset) === 'array'
        ? { at: previousEnd(text, offset), message: 'a comma is missing after this item: list items are separated by ","' }
        : { at: previousEnd(text, offset), message: 'a comma is missing after this value: fields are separated by ","' };
    }
    case 'ColonExpected':
      return { at: offset, message: `add a colon after the field name "${keyBefore(text, offset)}" (found ${describeChar(c)})` };
    case 'CloseBraceExpected':
      return { at: offset, message: `expected "," or "}" after the value of "${keyBefore(text, offset)}" (found ${describeChar(c)})` };
    case 'CloseBracketExpected':
      return c === undefined
        ? { at: offset, message: 'the file ends inside a list: a closing ] is missing' }
        : { at: offset, message: `expected "," or "]" after a list item (found ${describeChar(c)})` };
    case 'EndOfFileExpected':
      return { at: offset, message: `unexpected ${describeChar(c)} after the end of the content: remove it` };
    case 'UnexpectedEndOfString': {
      const end = offset + length;
      return text[end] === '\n' || text[end] === '\r'
        ? { at: end, message: 'a text cannot run over two lines: close it with " on this line (write \\n for a line break)' }
        : { at: offset, message: 'this text has no closing double quote (")' };
    }
    case 'InvalidCharacter':
      return { at: offset, message: 'a text contains a control character (a tab?): remove it or write \\t' };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return {
        at: offset + Math.max(0, word.indexOf('\\')),
        message: 'a backslash in text must be doubled (\\\\) or start an escape such as \\n or \\"',
      };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { at: offset, message: 'JSON allows no comments: remove it' };
    default:
      return numberMistake(text, offset) ?? { at: offset, message: 'not a valid number: write digits, e.g. 15000 or 4.5' };
  }
}

/** The line of every value by path, or the first field named twice in one object. */
function linesOf(root: Node, lineAt: (offset: number) => number): Map<string, number> | { at: number; message: string } {
  const lines = new Map<string, number>();
  const stack: [Node, string][] = [[root, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    lines.set(path, lineAt(node.offset));
    const join = (key: string) => (path === '' ? key : `${path}.${key}`);
    if (node.type === 'array') node.children?.forEach((child, i) => stack.push([child, join(String(i))]));
    if (node.type !== 'object') continue;
    const seenAt = new Map<string, number>();
    for (const [key, value] of (node.children ?? []).map((p) => p.children ?? [])) {
      if (!key || !value) continue;
      const name = String(key.value);
      const twice = seenAt.get(name);
      if (twice !== undefined)
        return { at: key.offset, message: `the field "${name}" appears twice in this object (also on line ${twice}): keep one` };
      seenAt.set(name, lineAt(key.offset));
      stack.push([value, join(name)]);
    }
  }
  return lines;
}

export function parseJson(source: string): JsonResult {
  const text = source.replace(/^\uFEFF/, '');
  const locate = lineLocator(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const fail = ({ at, message }: { at: number; message: string }): JsonResult => ({
    ok: false,
    error: { ...locate(Math.max(0, at)), message },
  });
  const [first] = errors;
  if (first || !root) return fail(first ? describe(text, first, root) : { at: 0, message: 'the file is empty: it must hold JSON' });
  const lines = linesOf(root, (offset) => locate(offset).line);
  if (!(lines instanceof Map)) return fail(lines);
  return { ok: true, value: getNodeValue(root), lines };
}
