import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

const file = (frontmatter: string, body = 'Text of the policy.\n\n## A heading\n') => `---\n${frontmatter}\n---\n${body}`;

describe('parseFrontmatter', () => {
  it('reads the fields, keeps dates as written and knows every line', () => {
    const result = parseFrontmatter(file('title: Rental Policy\neffectiveDate: 2025-01-23\nkeywords: [a, b]\norder: 4'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({ title: 'Rental Policy', effectiveDate: '2025-01-23', keywords: ['a', 'b'], order: 4 });
    expect(result.body).toBe('Text of the policy.\n\n## A heading\n');
    expect(result.bodyLine).toBe(7);
    expect(result.lines.get('title')).toBe(2);
    expect(result.lines.get('order')).toBe(5);
    expect(result.lines.get('keywords.1')).toBe(4);
  });

  it.each([
    ['no opening line', 'title: x\n---\nText', 1, 'must start with a line "---"'],
    [
      'no closing line',
      '---\ntitle: Rental Policy\norder: 4\n\n## Rates\nText',
      1,
      'is never closed: add a line "---" after the last field, before line 5',
    ],
    ['a value with ": " not in quotes', file('title: Returns: how they work\norder: 4'), 2, 'must be in quotes'],
    ['a field twice', file('title: A\ntitle: B'), 3, 'a field may appear only once'],
  ])('%s', (_name, text, line, message) => {
    const result = parseFrontmatter(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.line).toBe(line);
    expect(result.problem.message).toContain(message);
  });

  it('points at the text when the frontmatter runs into it (a closing line "---" further down)', () => {
    const result = parseFrontmatter('---\ntitle: A\n\n## Rates\n\nSome text: here.\n\n---\nMore');
    expect(!result.ok && result.problem.message).toContain('runs into the page text at line 4');
  });
});
