import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeColors } from './theme-colors';

const sample = `@import 'tailwindcss';
@theme {
  --font-sans: system-ui, sans-serif;
  --color-brand-700: #185a33;
  --color-accent-400:#f8bd4b;
}
@layer base { body { color: var(--color-ink); } }`;

describe('themeColors', () => {
  it.each([
    ['brand-700', '#185a33'],
    ['accent-400', '#f8bd4b'],
  ])('reads --color-%s from the @theme block', (name, value) => {
    expect(themeColors(sample)[name]).toBe(value);
  });

  it('reads only colours, and only from @theme', () => {
    expect(Object.keys(themeColors(sample))).toEqual(['brand-700', 'accent-400']);
  });

  it('fails on a stylesheet without @theme', () => {
    expect(() => themeColors('body { color: red; }')).toThrow('no @theme block');
  });

  it('finds the brand colours in the real global.css', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(themeColors(css)['brand-700']).toMatch(/^#[0-9a-f]{6}$/);
    expect(themeColors(css)['accent-400']).toMatch(/^#[0-9a-f]{6}$/);
  });
});
