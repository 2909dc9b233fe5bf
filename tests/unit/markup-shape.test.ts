import { describe, expect, it } from 'vitest';
import { markupShape, onePerShape } from '../support/markup-shape';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`;

describe('markupShape', () => {
  it.each([
    ['other words', page('<h1 class="a b">Dover</h1><p>Text</p>'), page('<h1 class="b a">Camden Wyoming</h1><p>Other text</p>'), true],
    ['another link target', page('<a href="/a" class="x">A</a>'), page('<a href="/b" class="x">B</a>'), true],
    ['one more element of a kind already there', page('<p>a</p>'), page('<p>a</p><p>b</p>'), true],
    ['another class', page('<span class="badge">New</span>'), page('<span class="badge sold">Sold</span>'), false],
    ['another role or ARIA attribute', page('<div>x</div>'), page('<div role="note" aria-live="polite">x</div>'), false],
    ['another heading order', page('<h1>a</h1><h2>b</h2><h3>c</h3>'), page('<h1>a</h1><h3>c</h3><h2>b</h2>'), false],
  ])('%s: same shape %s', (_name, a, b, same) => {
    expect(markupShape(a) === markupShape(b)).toBe(same);
  });

  it('onePerShape keeps the first page of each shape, in order', () => {
    const pages = { '/a': page('<p>1</p>'), '/b': page('<p class="x">2</p>'), '/c': page('<p>3</p>') };
    expect(onePerShape(Object.keys(pages), (p) => pages[p as keyof typeof pages])).toEqual(['/a', '/b']);
  });
});
