import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkMdxTags, readMdxBody } from './mdx-body';

const schemas = {
  Phone: z.strictObject({}),
  Deposit: z.strictObject({ fleet: z.enum(['4-seater', '6-seater']) }),
};

function tagsOf(body: string, firstLine = 10) {
  const read = readMdxBody(body, firstLine);
  if ('problem' in read) throw new Error(read.problem.message);
  return read.tags;
}

describe('readMdxBody', () => {
  it('lists capitalised tags with their attributes and file lines, not HTML tags', () => {
    expect(tagsOf('Call <Phone />.\n\n<Deposit fleet="4-seater" />\n\n<br />\n')).toEqual([
      { name: 'Phone', attributes: {}, line: 10, column: 6 },
      { name: 'Deposit', attributes: { fleet: '4-seater' }, line: 12, column: 1 },
    ]);
  });

  it('reports a syntax mistake with its line in the file', () => {
    const read = readMdxBody('Fine.\n\nPrices < 5 and {broken\n', 8);
    expect('problem' in read && read.problem.line).toBe(10);
    expect('problem' in read && read.problem.message).toContain('the text is not valid MDX');
  });
});

describe('checkMdxTags', () => {
  it.each([
    ['a known tag', 'Call <Phone />.', []],
    [
      'an unknown tag, listing the tags there are',
      'Call <Telephone />.',
      ['unknown tag <Telephone>: the tags a page can use are <Deposit>, <Phone>'],
    ],
    [
      'a wrong attribute value',
      '<Deposit fleet="8-seater" />',
      ['<Deposit fleet>: must be one of: "4-seater", "6-seater" (found the text "8-seater")'],
    ],
    ['an unknown attribute', '<Phone kind="x" />', ['<Phone>: has unknown field "kind": remove it or check the spelling']],
  ])('%s', (_name, body, messages) => {
    expect(checkMdxTags(tagsOf(body), schemas).map((p) => p.message)).toEqual(messages);
  });
});
