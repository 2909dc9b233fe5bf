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
    [
      'a trailing comma in a list',
      '[\n  {"id": "a"},\n  {"id": "b"},\n]',
      3,
      'remove the comma after the last item: JSON allows no comma before "]"',
    ],
    [
      'a trailing comma in an object',
      '{\n  "a": 1,\n  "b": 2,\n}',
      3,
      'remove the comma after the last field: JSON allows no comma before "}"',
    ],
    ['a missing comma between fields', '{\n  "a": 1\n  "b": 2\n}', 2, 'a comma is missing after this value: fields are separated by ","'],
    [
      'a missing comma between items',
      '[\n  {"id": "a"}\n  {"id": "b"}\n]',
      2,
      'a comma is missing after this item: list items are separated by ","',
    ],
    ['a missing comma between texts of a list', '[\n  "a"\n  "b"\n]', 2, 'a comma is missing after this item'],
    ['an unquoted field name', '{\n  brandName: "x"\n}', 2, 'a field name must be in double quotes, e.g. "name": (found "b")'],
    ['a field name in single quotes', "{\n  'a': 1\n}", 2, 'a field name must be in double quotes, not single quotes'],
    ['single quotes', '{\n  "a": \'x\'\n}', 2, 'text must be in double quotes ("..."), not single quotes'],
    ['a price with a dollar sign', '{\n  "price": $15000\n}', 2, 'a price is a plain number without "$" or commas, e.g. 15000'],
    [
      'a price with a thousands separator',
      '{\n  "price": 15,000\n}',
      2,
      'write numbers without thousands separators, e.g. 15000, not 15,000',
    ],
    ['a thousands separator in a list', '[\n  15,000\n]', 2, 'write numbers without thousands separators'],
    ['a leading zero', '{\n  "a": 007\n}', 2, 'not a valid number (no leading zeros, one decimal point)'],
    ['two decimal points', '{\n  "a": 1.2.3\n}', 2, 'not a valid number (no leading zeros, one decimal point)'],
    ['a lone minus', '{\n  "a": -\n}', 2, 'not a valid number: write digits, e.g. 15000 or 4.5'],
    ['a missing colon', '{\n  "a" 1\n}', 2, 'add a colon after the field name "a" (found "1")'],
    ['an unclosed text', '{\n  "a": "x\n}', 2, 'a text cannot run over two lines: close it with " on this line'],
    ['a text closed nowhere', '{\n  "a": "x', 2, 'this text has no closing double quote (")'],
    ['a tab in a text', '{\n  "a": "x\ty"\n}', 2, 'a text contains a control character (a tab?): remove it or write \\t'],
    ['a lone backslash', '{\n  "a": "C:\\temp\\q"\n}', 2, 'a backslash in text must be doubled'],
    ['a missing closing brace', '{\n  "a": 1', 2, 'expected "," or "}" after the value of "a" (found the end of the file)'],
    ['a missing closing bracket', '[\n  1', 2, 'the file ends inside a list: a closing ] is missing'],
    ['a file ending after a colon', '{\n  "a": ', 2, 'the file ends where a value should be'],
    ['a file ending after a comma', '{\n  "a": 1,', 2, 'the file ends inside an object: a closing } is missing'],
    ['a value missing', '{\n  "a": }', 2, 'a value is missing before "}"'],
    [
      'a word that is not a value',
      '{\n  "inStock": yes\n}',
      2,
      '"yes" is not a JSON value: put text in double quotes ("yes"); true, false and null are lower case',
    ],
    ['a capitalised true', '{\n  "inStock": True\n}', 2, '"True" is not a JSON value'],
    ['two commas', '{\n  "a": 1,,\n  "b": 2\n}', 2, 'two commas in a row: remove one'],
    ['a comment', '{\n  "a": 1 // one\n}', 2, 'JSON allows no comments: remove it'],
    ['a field named twice', '{\n  "a": 1,\n  "a": 2\n}', 3, 'the field "a" appears twice in this object (also on line 2): keep one'],
    [
      'a field named twice deep in a list',
      '[\n  {"b": {"a": 1,\n  "a": 2}}\n]',
      3,
      'the field "a" appears twice in this object (also on line 2)',
    ],
    ['text after the end', '{"a": 1}\n}', 2, 'unexpected "}" after the end of the content: remove it'],
    ['an empty file', '', 1, 'the file ends where a value should be'],
  ])('%s', (_name, text, line, message) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain(message);
    expect(result.error.line).toBe(line);
  });
});
