import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { cases } from '../../tests/support/cases';
import { editorErrorMap, formatProblem, formatProblems, problemsFromIssues } from './problems';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: editorErrorMap });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('editorErrorMap words zod issues for an editor, with the fix', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a missing field', z.object({ a: z.number() }), {}, 'is missing: add it (a number (digits only, no quotes, "$" or commas))'],
    ['a number as text', z.number(), '15,000', 'must be a number without quotes, "$" or commas (found the text "15,000")'],
    ['a boolean as text', z.boolean(), 'yes', 'must be true or false, without quotes (found the text "yes")'],
    ['text too short', z.string().min(40), 'Short.', 'must be at least 40 characters long (it has 6): write more'],
    ['a list too short', z.array(z.string()).min(1), [], 'must list at least 1 item (it lists 0)'],
    ['a list too long', z.array(z.string()).max(2), ['a', 'b', 'c'], 'must list at most 2 items (it lists 3)'],
    ['a number too big', z.number().max(5), 7, 'must be at most 5 (found 7)'],
    ['a value not in the list', z.enum(['a', 'b']), 'c', 'must be one of: "a", "b" (found the text "c")'],
    ['an e-mail', z.email(), 'sales at example', 'must be an e-mail address like name@example.com (found the text "sales at example")'],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'has unknown field "b": remove it or check the spelling'],
    [
      'an unknown kind',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('hourly') }), z.object({ kind: z.literal('quote') })]),
      { kind: 'daily' },
      '"kind" must be one of: "hourly", "quote"',
    ],
    ['a schema’s own message wins', z.string().regex(/^\d$/, 'must be one digit'), 'x', 'must be one digit'],
  ])('%s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });
});

describe('formatProblem', () => {
  cases('%j', formatProblem, [
    [{ file: 'content/a.json', message: 'm' }, 'Content error in content/a.json: m'],
    [{ file: 'content/a.json', line: 3, column: 7, message: 'm' }, 'Content error in content/a.json:3:7: m'],
    [
      { file: 'content/municipalities.json', entry: 'lewes', field: 'county', line: 12, message: 'm' },
      'Content error in content/municipalities.json:12 (entry "lewes"): field "county": m',
    ],
  ]);

  it('lists every problem by file and line under a count', () => {
    expect(
      formatProblems([
        { file: 'content/b.json', line: 2, message: 'y' },
        { file: 'content/a.json', line: 9, message: 'x' },
        { file: 'content/b.json', line: 1, message: 'z' },
      ]),
    ).toBe(
      [
        '3 content errors in 2 files:',
        'Content error in content/a.json:9: x',
        'Content error in content/b.json:1: z',
        'Content error in content/b.json:2: y',
      ].join('\n'),
    );
  });
});

describe('problemsFromIssues', () => {
  it('names the file, the entry, the field and its line', () => {
    const result = z.object({ plans: z.array(z.object({ price: z.number() })) }).safeParse({ plans: [{ price: 1 }, { price: '2' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const lines: Record<string, number> = { 'plans.1.price': 14 };
    expect(problemsFromIssues(result.error.issues, { file: 'content/rentals.json', entry: 'rentals', lineOf: (f) => lines[f] })).toEqual([
      { file: 'content/rentals.json', entry: 'rentals', field: 'plans.1.price', line: 14, message: expect.any(String) },
    ]);
  });
});
