import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { heading, link, withPlaceholders } from './page-parts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('withPlaceholders', () => {
  const copy = withPlaceholders(z.object({ title: z.string(), items: z.array(z.string()) }), ['town', 'county']);

  it.each([[{ title: 'Golf carts in {town}', items: ['{county}', 'plain'] }], [{ title: 'No placeholder', items: [] }]])(
    'accepts %j',
    (data) => {
      expect(copy.safeParse(data).success).toBe(true);
    },
  );

  it.each([
    [{ title: 'In {twon}', items: [] }, ['title: unknown placeholder {twon}: use {town}, {county}']],
    [
      { title: 'x', items: ['ok', '{a} and {b}'] },
      ['items.1: unknown placeholder {a}: use {town}, {county}', 'items.1: unknown placeholder {b}: use {town}, {county}'],
    ],
  ])('names the field of each unknown placeholder in %j', (data, expected) => {
    expect(issues(copy.safeParse(data))).toEqual(expected);
  });

  it('works on a single string, and says when a field takes none', () => {
    expect(issues(withPlaceholders(z.string(), []).safeParse('{town}'))).toEqual([': unknown placeholder {town}: this page fills in none']);
  });

  it('keeps the inner schema rules', () => {
    expect(withPlaceholders(heading, ['town']).safeParse({ title: 'In {town}', intro: 'short' }).success).toBe(false);
  });
});

describe('link', () => {
  it.each([
    [{ label: 'Browse', route: 'inventory' }, true],
    [{ label: 'Browse', route: 'inventroy' }, false],
    [{ label: '', route: 'home' }, false],
  ])('%j valid: %s', (data, ok) => {
    expect(link.safeParse(data).success).toBe(ok);
  });
});
