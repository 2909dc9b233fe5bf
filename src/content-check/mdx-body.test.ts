import { describe, expect, it } from 'vitest';
import { readMdxBody } from './mdx-body';

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
