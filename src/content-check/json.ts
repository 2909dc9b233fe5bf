/**
 * A JSON reader for content files that says where a mistake is and how to fix it. It keeps the line
 * of every value, so a schema error can point at its line too. Rules: standard JSON; a field named
 * twice in one object is a mistake (JSON.parse would silently keep the last one).
 */
import { lineLocator, type Located } from './lines';

export interface JsonSyntaxError extends Located {
  /** What is wrong and how to fix it. */
  message: string;
}

export type JsonResult =
  | { ok: true; value: unknown; /** Line of each value by path ("3.population"; "" is the root). */ lines: Map<string, number> }
  | { ok: false; error: JsonSyntaxError };

class Stop extends Error {
  readonly offset: number;
  readonly detail: string;
  constructor(offset: number, detail: string) {
    super(detail);
    this.offset = offset;
    this.detail = detail;
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const describeChar = (c: string | undefined) => (c === undefined ? 'the end of the file' : c === '\n' ? 'a line break' : `"${c}"`);

export function parseJson(text: string): JsonResult {
  const locate = lineLocator(text);
  const lines = new Map<string, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  /** Offset just after the last non-space character before `from`. */
  const previousEnd = (from: number) => {
    let j = from - 1;
    while (j >= 0 && WHITESPACE.has(text[j]!)) j--;
    return j;
  };
  const lineAt = (offset: number) => locate(offset).line;

  function value(path: string): unknown {
    skip();
    lines.set(path, lineAt(i));
    const c = text[i];
    if (c === '{') return object(path);
    if (c === '[') return array(path);
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return result;
      }
    }
    if (c === undefined) throw new Stop(i, 'the file ends where a value should be: a value or a closing } or ] is missing');
    if (c === "'") throw new Stop(i, 'text must be in double quotes ("..."), not single quotes');
    if (c === '$') throw new Stop(i, 'a price is a plain number without "$" or commas, e.g. 15000');
    if (c === '}' || c === ']') throw new Stop(i, `a value is missing before ${describeChar(c)}`);
    const word = /^[^\s,:\]}]+/.exec(text.slice(i))?.[0] ?? c;
    throw new Stop(
      i,
      `${JSON.stringify(word)} is not a JSON value: put text in double quotes ("${word}"); true, false and null are lower case`,
    );
  }

  function object(path: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const seenAt = new Map<string, number>();
    i++; // {
    skip();
    if (text[i] === '}') {
      i++;
      return result;
    }
    for (;;) {
      skip();
      const c = text[i];
      if (c === '}') throw new Stop(previousEnd(i), 'remove the comma after the last field: JSON allows no comma before "}"');
      if (c === ',') throw new Stop(i, 'two commas in a row: remove one');
      if (c !== '"') {
        if (c === "'") throw new Stop(i, 'a field name must be in double quotes, not single quotes');
        if (c === undefined) throw new Stop(i, 'the file ends inside an object: a closing } is missing');
        throw new Stop(i, `a field name must be in double quotes, e.g. "name": (found ${describeChar(c)})`);
      }
      const keyAt = i;
      const key = string();
      skip();
      if (text[i] !== ':') throw new Stop(i, `add a colon after the field name "${key}" (found ${describeChar(text[i])})`);
      i++;
      const childPath = path === '' ? key : `${path}.${key}`;
      if (seenAt.has(key)) {
        throw new Stop(keyAt, `the field "${key}" appears twice in this object (also on line ${seenAt.get(key)}): keep one`);
      }
      seenAt.set(key, lineAt(keyAt));
      result[key] = value(childPath);
      skip();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return result;
      }
      if (text[i] === '"') throw new Stop(previousEnd(i), 'a comma is missing after this value: fields are separated by ","');
      throw new Stop(i, `expected "," or "}" after the value of "${key}" (found ${describeChar(text[i])})`);
    }
  }

  function array(path: string): unknown[] {
    const result: unknown[] = [];
    i++; // [
    skip();
    if (text[i] === ']') {
      i++;
      return result;
    }
    for (;;) {
      skip();
      if (text[i] === ']') throw new Stop(previousEnd(i), 'remove the comma after the last item: JSON allows no comma before "]"');
      if (text[i] === ',') throw new Stop(i, 'two commas in a row: remove one');
      result.push(value(path === '' ? String(result.length) : `${path}.${result.length}`));
      skip();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return result;
      }
      if (text[i] === undefined) throw new Stop(i, 'the file ends inside a list: a closing ] is missing');
      if (text[i] === '{' || text[i] === '"' || text[i] === '[') {
        throw new Stop(previousEnd(i), 'a comma is missing after this item: list items are separated by ","');
      }
      throw new Stop(i, `expected "," or "]" after a list item (found ${describeChar(text[i])})`);
    }
  }

  function string(): string {
    const start = i;
    i++; // opening quote
    let out = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Stop(start, 'this text has no closing double quote (")');
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\n' || c === '\r')
        throw new Stop(i, 'a text cannot run over two lines: close it with " on this line (write \\n for a line break)');
      if (c < ' ') throw new Stop(i, 'a text contains a control character (a tab?): remove it or write \\t');
      if (c === '\\') {
        const e = text[i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && e in simple) {
          out += simple[e];
          i += 2;
          continue;
        }
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
          continue;
        }
        throw new Stop(i, 'a backslash in text must be doubled (\\\\) or start an escape such as \\n or \\"');
      }
      out += c;
      i++;
    }
  }

  function number(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) throw new Stop(i, 'not a valid number: write digits, e.g. 15000 or 4.5');
    const after = text[i + match[0].length];
    if (after === ',' && /^\d{3}/.test(text.slice(i + match[0].length + 1))) {
      throw new Stop(i, 'write numbers without thousands separators, e.g. 15000, not 15,000');
    }
    if (after !== undefined && /[\d.]/.test(after)) throw new Stop(i, 'not a valid number (no leading zeros, one decimal point)');
    i += match[0].length;
    return Number(match[0]);
  }

  try {
    const result = value('');
    skip();
    if (i < text.length) throw new Stop(i, `unexpected ${describeChar(text[i])} after the end of the content: remove it`);
    return { ok: true, value: result, lines };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ok: false, error: { ...locate(Math.max(0, error.offset)), message: error.detail } };
  }
}
