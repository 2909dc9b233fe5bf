import { describe, expect, it } from 'vitest';
import { mdxFileText, readMdxFile } from './mdx-file';

const policy = [
  '---',
  '# A comment the CMS keeps',
  'title: Rental Policy',
  'description: "Rates: what you pay, and when."',
  'effectiveDate: 2025-01-23',
  'keywords: [rental policy, deposit]',
  'order: 4',
  '---',
  '',
  'Rentals are by the day. Call <Phone />.',
  '',
  '## Deposits',
  '',
  '<Deposit fleet="4-seater" />',
  '',
].join('\n');

describe('readMdxFile', () => {
  it('reads the frontmatter as fields (a date as written) and the text as "body"', () => {
    expect(readMdxFile(policy)).toEqual({
      title: 'Rental Policy',
      description: 'Rates: what you pay, and when.',
      effectiveDate: '2025-01-23',
      keywords: ['rental policy', 'deposit'],
      order: 4,
      body: 'Rentals are by the day. Call <Phone />.\n\n## Deposits\n\n<Deposit fleet="4-seater" />',
    });
  });

  it('reads nothing from a file without a closed frontmatter', () => {
    expect(readMdxFile('---\ntitle: x\n\nText')).toBeUndefined();
  });
});

describe('mdxFileText: a save changes only what the editor changed', () => {
  const value = readMdxFile(policy)!;
  it.each<[string, Record<string, unknown>, string]>([
    ['unchanged', value, policy],
    ['a number', { ...value, order: 5 }, policy.replace('order: 4', 'order: 5')],
    ['a quoted text keeps its quotes', { ...value, description: 'Rates: what you pay, and why.' }, policy.replace('and when.', 'and why.')],
    [
      'a list stays in brackets',
      { ...value, keywords: ['rental policy', 'deposit', 'fees'] },
      policy.replace('deposit]', 'deposit, fees]'),
    ],
    ['a field removed', Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'order')), policy.replace('order: 4\n', '')],
    [
      'a new field goes after the one it follows',
      { ...value, hero: 'rental', order: 4 },
      policy.replace('order: 4\n', 'order: 4\nhero: rental\n'),
    ],
    [
      'the text',
      { ...value, body: `${String(value['body'])}\n\nLate returns cost $25 an hour.` },
      policy.replace('fleet="4-seater" />\n', 'fleet="4-seater" />\n\nLate returns cost $25 an hour.\n'),
    ],
  ])('%s', (_name, edited, expected) => expect(mdxFileText(edited, policy)).toBe(expected));

  it('writes a file without text as its frontmatter alone', () => {
    const pointer = '---\ntitle: Terms\nsameAs: terms-of-service\n---\n';
    expect(mdxFileText(readMdxFile(pointer)!, pointer)).toBe(pointer);
  });

  it('writes a new file with plain values and bracketed lists', () => {
    expect(mdxFileText({ title: 'New Policy', keywords: ['a', 'b'], order: 2, body: 'Text.' })).toBe(
      '---\ntitle: New Policy\nkeywords: [a, b]\norder: 2\n---\n\nText.\n',
    );
  });
});
