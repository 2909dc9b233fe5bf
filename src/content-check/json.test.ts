import { describe, expect, it } from 'vitest';
import { parseJson } from './json';

describe('parseJson reads what JSON.parse reads', () => {
  it.each(['{"a": 1, "b": [true, false, null], "c": {"d": "x\\"y\\u00e9"}}', '[]', '  {"price": -12.5e2}  ', '\uFEFF{"bom": "ok"}'])(
    '%s',
    (text) => {
      const result = parseJson(text);
      expect(result.ok && result.value).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
    },
  );

  it('keeps the line of every value', () => {
    const result = parseJson('[\n  {\n    "id": "dover",\n    "population": 39403\n  }\n]');
    expect(result.ok && Object.fromEntries(result.lines)).toEqual({ '': 1, '0': 2, '0.id': 3, '0.population': 4 });
  });
});

describe('parseJson says where a mistake is and how to fix it', () => {
  it.each([
    ['a trailing comma in a list', '[\n  {"id": "a"},\n  {"id": "b"},\n]', 3, 'remove the comma after the last item'],
    ['a trailing comma in an object', '{\n  "a": 1,\n  "b": 2,\n}', 3, 'remove the comma after the last field'],
    ['a missing comma between fields', '{\n  "a": 1\n  "b": 2\n}', 2, 'a comma is missing after this value'],
    ['a missing comma between items', '[\n  {"id": "a"}\n  {"id": "b"}\n]', 2, 'a comma is missing after this item'],
    ['an unquoted field name', '{\n  brandName: "x"\n}', 2, 'a field name must be in double quotes'],
    ['single quotes', '{\n  "a": \'x\'\n}', 2, 'double quotes'],
    ['a price with a dollar sign', '{\n  "price": $15000\n}', 2, 'without "$"'],
    ['a price with a thousands separator', '{\n  "price": 15,000\n}', 2, 'without thousands separators'],
    ['a missing colon', '{\n  "a" 1\n}', 2, 'add a colon after the field name "a"'],
    ['an unclosed text', '{\n  "a": "x\n}', 2, 'cannot run over two lines'],
    ['a missing closing brace', '{\n  "a": 1', 2, 'expected "," or "}"'],
    ['a word that is not a value', '{\n  "inStock": yes\n}', 2, '"yes" is not a JSON value'],
    ['two commas', '{\n  "a": 1,,\n  "b": 2\n}', 2, 'two commas in a row'],
    ['a field named twice', '{\n  "a": 1,\n  "a": 2\n}', 3, 'the field "a" appears twice in this object (also on line 2)'],
    ['text after the end', '{"a": 1}\n}', 2, 'after the end of the content'],
  ])('%s', (_name, text, line, message) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.line).toBe(line);
    expect(result.error.message).toContain(message);
  });
});
