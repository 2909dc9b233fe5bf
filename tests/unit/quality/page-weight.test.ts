/** The built-page readers the quality tests and the benchmark share. */
import { describe, expect, it } from 'vitest';
import { pathForFile } from '../../support/built-site.ts';
import { indexSignals, visibleText } from '../../support/page-content.ts';
import {
  firstScreenEnd,
  imagesWithoutSize,
  inlineHandlers,
  isThirdParty,
  lcpImageUrl,
  moduleSpecifiers,
} from '../../support/page-weight.ts';

describe('pathForFile', () => {
  it.each([
    ['index.html', '/'],
    ['inventory.html', '/inventory'],
    ['policies/ethics-policy.html', '/policies/ethics-policy'],
    ['a/index.html', '/a'],
  ])('%s -> %s', (file, path) => expect(pathForFile(file)).toBe(path));
});

describe('moduleSpecifiers', () => {
  it.each([
    ['import{a as b}from"./react.js";', ['./react.js']],
    ['import"./side.js";const x=()=>import("./lazy.js")', ['./side.js', './lazy.js']],
    ['__vitePreload(()=>import("./a.js"),["_astro/dep.js"])', ['./a.js', '_astro/dep.js']],
    ['const s="no imports here"', []],
  ])('%s', (code, specs) => expect(moduleSpecifiers(code).sort()).toEqual(specs.sort()));
});

describe('isThirdParty', () => {
  it.each([
    ['/a.js', false],
    ['https://www.google.com/maps/embed', true],
    ['//cdn.example/x.js', true],
    ['http://127.0.0.1:8880/x', false],
    ['data:image/png;base64,xx', false],
  ])('%s -> %s', (url, expected) => expect(isThirdParty(url, 'http://127.0.0.1:8880')).toBe(expected));
});

describe('markup checks', () => {
  it.each([
    ['<img src="/a.svg" width="10" height="10">', []],
    ['<img src="/a.svg" width="10">', ['<img src="/a.svg" width="10" height="">']],
  ])('images %s', (html, expected) => expect(imagesWithoutSize(html)).toEqual(expected));

  it.each([
    ['<button onclick="x()">', ['<button onclick>']],
    ['<p>text onclick="x" in prose</p>', []],
    ['<script>el.onclick = 1</script>', []],
    ['<script>const s = "<img onerror=x>"</script>', []],
  ])('handlers %s', (html, expected) => expect(inlineHandlers(html)).toEqual(expected));

  it.each([
    ['<p>Caf&eacute; &middot; &copy; 2026 &rarr;</p>', 'Café · © 2026 →'],
    ['<head><title>T</title></head><p>a<b>b</b></p><script>x</script><template><p>hidden</p></template>', 'a b'],
    ['<p>1&#8209;888</p>', '1-888'],
  ])('visible text %s', (html, text) => expect(visibleText(html)).toBe(text));

  it.each([
    ['<meta name="robots" content="noindex, follow"><link rel="canonical" href="https://x.example/a">', true, 'https://x.example/a'],
    ['<link rel="canonical" href="https://x.example/">', false, 'https://x.example/'],
  ])('index signals %s', (html, noindex, canonical) => expect(indexSignals(html)).toMatchObject({ noindex, canonical }));
});

describe('firstScreenEnd', () => {
  const head = '<html><head><style>a{}</style></head><body><header><a href="/">x</a></header>';
  it.each([
    [`${head}<main><section><div><h1>T</h1><img src="a" width="1" height="1"></div></section><section>more</section></main>`, '</section>'],
    [`${head}<main><h1>T</h1><p>x</p></main>`, '</h1>'],
    // Script text is not markup: a "<div>" inside it opens nothing.
    [`${head}<main><script>const t = "<div>";</script><noscript><h1>T</h1></noscript><p>more</p></main>`, '</noscript>'],
  ])('ends after the hero: %s', (html, tail) => {
    const end = firstScreenEnd(html)!;
    expect(html.slice(0, end).endsWith(tail)).toBe(true);
    expect(html.slice(0, end)).not.toContain('more');
  });
  it('is undefined without main or h1', () => expect(firstScreenEnd('<p>x</p>')).toBeUndefined());
});

describe('lcpImageUrl', () => {
  it.each([
    ['<img src="/a.svg" fetchpriority="high">', '/a.svg'],
    ['<img src="/a.jpg" srcset="/a-320.jpg 320w, /a-640.jpg 640w, /a-1280.jpg 1280w" fetchPriority="high">', '/a-640.jpg'],
    ['<img src="/a.jpg" srcset="/a-200.jpg 200w, /a-300.jpg 300w" fetchpriority="high">', '/a-300.jpg'],
    ['<img src="/lazy.jpg" loading="lazy"><img src="/hero.jpg" fetchpriority="high">', '/hero.jpg'],
    ['<img src="/a.jpg">', undefined],
    [
      '<picture><source srcset="/a-320.avif 320w, /a-640.avif 640w" type="image/avif"><img src="/a.webp" fetchpriority="high"></picture>',
      '/a-640.avif',
    ],
  ])('%s -> %s', (html, url) => expect(lcpImageUrl(html)).toBe(url));
});
