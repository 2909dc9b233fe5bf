import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { contentRef } from '../schemas/catalogue-refs';
import { pageTitle, type ContentIndex } from '../schemas/content-checks';
import { withPlaceholders } from '../schemas/page-parts';
import { entryReferenceProblems, fieldIssues, tagProblems } from './references';

const content: ContentIndex = {
  root: '/nowhere',
  production: true,
  records: new Map([['counties', [{ id: 'kent-county', data: {} }]]]),
  unreadable: new Map(),
};
const county = contentRef('counties');
const unknown = (id: string) => `unknown county id "${id}": it must be an "id" in content/counties.json; use one of kent-county`;

describe('fieldIssues finds every reference field by walking the schema beside the data', () => {
  it.each<[string, z.ZodType, unknown, { path: (string | number)[]; message: string }[]]>([
    ['a field', z.object({ county }), { county: 'lancaster' }, [{ path: ['county'], message: unknown('lancaster') }]],
    ['a valid field', z.object({ county }), { county: 'kent-county' }, []],
    ['an optional field, left out', z.object({ county: county.optional() }), {}, []],
    ['list items', z.object({ c: z.array(county) }), { c: ['kent-county', 'x'] }, [{ path: ['c', 1], message: unknown('x') }]],
    [
      'a default and a pipe',
      z.object({ c: z.string().pipe(county).default('kent-county') }),
      { c: 'y' },
      [{ path: ['c'], message: unknown('y') }],
    ],
    [
      'a nested object of an extended schema',
      z.object({ a: z.object({}) }).extend({ b: z.object({ county }) }),
      { b: { county: 'z' } },
      [{ path: ['b', 'county'], message: unknown('z') }],
    ],
    ['a record', z.record(z.string(), county), { one: 'w' }, [{ path: ['one'], message: unknown('w') }]],
    ['a catchall', z.object({}).catchall(county), { extra: 'v' }, [{ path: ['extra'], message: unknown('v') }]],
    ['a refined object', z.object({ county }).superRefine(() => {}), { county: 'u' }, [{ path: ['county'], message: unknown('u') }]],
  ])('%s', (_name, schema, value, expected) => {
    expect(fieldIssues(schema, value, content, 'content/x.json')).toEqual(expected);
  });
});

describe('entryReferenceProblems', () => {
  it('names the file, the entry, the field and its line', () => {
    const entry = {
      id: 'lewes',
      file: 'content/municipalities.json',
      data: { county: 'sussex' },
      lineOf: (f: string) => (f === 'county' ? 12 : 1),
    };
    expect(entryReferenceProblems(z.object({ county }), entry, content)).toEqual([
      { file: 'content/municipalities.json', entry: 'lewes', field: 'county', line: 12, message: unknown('sussex') },
    ]);
  });
});

describe('tagProblems', () => {
  const schemas = {
    Phone: z.strictObject({}),
    Deposit: z.strictObject({ fleet: z.enum(['4-seater', '6-seater']) }),
    TownCount: z.strictObject({ county }),
  };
  const entry = (name: string, attributes: Record<string, string>) => ({
    id: 'rental-policy',
    file: 'content/policies/rental-policy.mdx',
    data: {},
    lineOf: () => 1,
    tags: [{ name, attributes, line: 30, column: 5 }],
  });
  it.each([
    ['a known tag', 'Phone', {}, []],
    [
      'an unknown tag, listing the tags there are',
      'Telephone',
      {},
      ['unknown tag <Telephone>: the tags a page can use are <Deposit>, <Phone>, <TownCount>'],
    ],
    [
      'a wrong attribute value',
      'Deposit',
      { fleet: '8-seater' },
      ['<Deposit fleet>: must be one of: "4-seater", "6-seater" (found the text "8-seater")'],
    ],
    ['an unknown attribute', 'Phone', { kind: 'x' }, ['<Phone>: has unknown field "kind": remove it or check the spelling']],
    ['an attribute naming content that does not exist', 'TownCount', { county: 'x' }, [`<TownCount county>: ${unknown('x')}`]],
  ])('%s', (_name, tag, attributes, messages) => {
    const problems = tagProblems(entry(tag, attributes), schemas, content);
    expect(problems.map((p) => p.message)).toEqual(messages);
    for (const problem of problems) expect(problem).toMatchObject({ file: 'content/policies/rental-policy.mdx', line: 30, column: 5 });
  });
});

describe('placeholders outside the copy a page fills in', () => {
  const copy = z.object({ answer: z.string(), hero: withPlaceholders(z.object({ title: z.string() }), ['town']) });
  it.each<[string, unknown, string[]]>([
    ['plain text', { answer: 'Rates from 0% APR.', hero: { title: 'In {town}' } }, []],
    [
      'a placeholder nobody fills',
      { answer: 'Rates from {aprFrom}.', hero: { title: 'x' } },
      ['unknown placeholder {aprFrom}: this text fills in none, so visitors would read "{aprFrom}": write the value itself'],
    ],
    // The copy's own schema names a placeholder it does not fill (withPlaceholders): not told twice.
    ['inside copy a page fills in', { answer: 'x', hero: { title: 'In {city}' } }, []],
  ])('%s', (_name, value, messages) => {
    expect(fieldIssues(copy, value, content, 'content/faq.json').map((i) => i.message)).toEqual(messages);
  });
});

describe('pageTitle', () => {
  const withTowns: ContentIndex = {
    ...content,
    records: new Map([
      ['site', [{ id: 'site', data: { brandName: 'First State Golf Carts' } }]],
      ['municipalities', [{ id: 'slaughter-beach', data: { name: 'Slaughter Beach' } }]],
    ]),
  };
  const messages = (schema: z.ZodType, value: string) => fieldIssues(schema, value, withTowns, 'content/x.json').map((i) => i.message);
  it('passes a title of 60 characters and refuses one of 61', () => {
    expect(messages(pageTitle(z.string()), 'x'.repeat(60))).toEqual([]);
    expect(messages(pageTitle(z.string()), 'x'.repeat(61))).toEqual([
      `makes a page title of 61 characters ("${'x'.repeat(61)}"): search results cut it after about 60, so shorten it to 60 or fewer`,
    ]);
  });
  it('counts a placeholder as its longest value, and a template as the page writes it', () => {
    // "Golf Carts in Slaughter Beach, Delaware: sales, rentals and service" is 67 characters.
    const townCopy = withPlaceholders(z.object({ title: pageTitle(z.string()) }), ['town']);
    const title = (text: string) => fieldIssues(townCopy, { title: text }, withTowns, 'content/x.json').map((i) => i.message);
    expect(title('Golf Carts in {town}, Delaware')).toEqual([]);
    expect(title('Golf Carts in {town}, Delaware: sales, rentals and service')).toEqual([
      'makes a page title of 67 characters ("Golf Carts in Slaughter Beach, Delaware: sales, rentals and service"): search results cut it after about 60, so shorten it to 60 or fewer',
    ]);
    expect(
      messages(
        pageTitle(z.string(), (name) => `${name} for Sale in Delaware`),
        'Evolution D5 Maverick 4 Plus',
      ),
    ).toEqual([]);
    expect(
      messages(
        pageTitle(z.string(), (name) => `${name} for Sale in Delaware`),
        'Pre-owned 2023 Evolution D5 Maverick 4 Plus',
      ),
    ).toHaveLength(1);
  });
});

describe('a pipe', () => {
  it('checks what its first schema accepts, and only that', () => {
    const photo = z
      .string()
      .regex(/\.jpg$/)
      .pipe(county);
    expect(fieldIssues(photo, 'x.png', content, 'content/x.json')).toEqual([]);
    expect(fieldIssues(photo, 'x.jpg', content, 'content/x.json').map((i) => i.message)).toEqual([unknown('x.jpg')]);
  });
});
