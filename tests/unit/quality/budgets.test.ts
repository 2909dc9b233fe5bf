/**
 * Byte budgets over every built page: zero JavaScript without islands, the first screen in one round
 * trip, island JavaScript under its budget and never render-blocking, a light LCP image, sized images,
 * and no request to a third party in the markup (maps load on request, from a click, never from the HTML).
 * The content editor's page (/admin, for the dealer's staff) is held to all of them but the JavaScript
 * budgets: it runs the editor's own script alone, which never blocks its rendering.
 */
import { describe, expect, it } from 'vitest';
import {
  imagesWithoutSize,
  inlineHandlers,
  isExecutable,
  isThirdParty,
  pageResources,
  pageWeight,
  tags,
} from '../../support/page-weight.ts';
import { EDITOR_SCRIPT } from '../../../src/cms/editor-build.mjs';
import { isEditorPage } from '../../support/built-site.ts';
import { BUDGET, DIST, everyPage, html, islandJsLimit, pages, siteUrl } from './dist';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const EDITOR_JS = "runs the content editor's script alone, as a module that never blocks rendering";
function expectEditorScriptAlone(source: string, weight: ReturnType<typeof pageWeight>) {
  const scripts = tags(source, 'script').filter(isExecutable);
  expect(scripts.map((s) => [s.attrs['type'], s.attrs['src']])).toEqual([['module', EDITOR_SCRIPT]]);
  expect(weight.renderBlockingScripts, 'render-blocking scripts').toEqual([]);
  expect(inlineHandlers(source), 'inline event handlers').toEqual([]);
}

describe.each(everyPage)('$path', (page) => {
  const source = html(page);
  const weight = pageWeight(DIST, page);
  const editor = isEditorPage(page.path);

  const jsRule = editor
    ? EDITOR_JS
    : weight.islands
      ? 'has islands: its JavaScript stays under budget and never blocks rendering'
      : 'ships zero JavaScript';

  it(jsRule, () => {
    if (editor) return expectEditorScriptAlone(source, weight);
    if (weight.islands) {
      expect(
        weight.js.brotli,
        `JS ${kb(weight.js.brotli)} brotli (${weight.jsFiles.join(', ')}) > ${kb(islandJsLimit(page.path))}`,
      ).toBeLessThanOrEqual(islandJsLimit(page.path));
      expect(weight.renderBlockingScripts, 'render-blocking scripts').toEqual([]);
      expect(
        weight.jsOnDemand.brotli,
        `on-demand JS ${kb(weight.jsOnDemand.brotli)} brotli (${weight.jsOnDemandFiles.join(', ')}) > ${kb(BUDGET.onDemandJs)}`,
      ).toBeLessThanOrEqual(BUDGET.onDemandJs);
    } else {
      const scripts = tags(source, 'script').filter(isExecutable);
      expect(
        scripts.map((s) => s.attrs['src'] ?? `inline: ${(s.body ?? '').slice(0, 80)}`),
        'script elements on a page without islands',
      ).toEqual([]);
      expect(weight.jsFiles, 'modules preloaded by a page without islands').toEqual([]);
    }
    expect(inlineHandlers(source), 'inline event handlers').toEqual([]);
  });

  it(`fits the HTML and CSS of its first screen in one round trip (${kb(BUDGET.firstRoundTrip)} gzip)`, () => {
    expect(weight.firstScreenGzip, `document through the hero + linked CSS: ${kb(weight.firstScreenGzip)} gzip`).toBeLessThanOrEqual(
      BUDGET.firstRoundTrip,
    );
  });

  it(`keeps the whole document under ${kb(BUDGET.wholePage)} gzip`, () => {
    expect(weight.firstRoundTripGzip, `HTML ${kb(weight.html.gzip)} + linked CSS ${kb(weight.cssLinked.gzip)} gzip`).toBeLessThanOrEqual(
      BUDGET.wholePage,
    );
  });

  if (weight.lcpImage) {
    it(`keeps its LCP image under ${kb(BUDGET.lcpImage)} as a 360 px wide phone loads it`, () => {
      expect(weight.lcpImage!.bytes, weight.lcpImage!.file).toBeLessThanOrEqual(BUDGET.lcpImage);
    });
  }

  it('gives every image a width and a height, and references only files that exist', () => {
    expect(imagesWithoutSize(source)).toEqual([]);
    // The editor's bundled code quotes import statements in its messages, which a reading of its imports
    // takes for files: its markup's files are checked here; its chunks load in its browser test (tests/e2e/cms.spec.ts).
    const referenced = editor ? new Set(pageResources(source).map((r) => r.url)) : undefined;
    const missing = weight.missingFiles.filter((url) => !referenced || referenced.has(url));
    expect(missing, 'referenced files missing from dist/').toEqual([]);
  });

  it('requests nothing from a third party in its markup (frames excepted: the browser test loads those pages)', () => {
    const external = pageResources(source).filter((r) => r.kind !== 'frame' && isThirdParty(r.url, siteUrl));
    expect(external.map((r) => `${r.via} ${r.url}`)).toEqual([]);
  });
});

describe('the island JavaScript budget', () => {
  it('holds the staff desk to its own budget and every public page to the public one', () => {
    expect(islandJsLimit('/desk')).toBe(BUDGET.deskJs);
    for (const page of pages.filter((p) => p.path !== '/desk')) expect(islandJsLimit(page.path), page.path).toBe(BUDGET.islandJs);
  });
});

describe('the inventory’s compare tray loads only when the visitor asks for it', () => {
  const inventory = pages.find((p) => p.path === '/inventory')!;
  const weight = pageWeight(DIST, inventory);
  const tray = (files: string[]) => files.filter((f) => /\/CompareTray\.[^/]+\.js$/.test(f));

  it('is an on-demand island whose code is not among what the page loads by itself', () => {
    expect(tray(weight.jsOnDemandFiles), 'the tray among the on-demand files').toHaveLength(1);
    expect(tray(weight.jsFiles), 'the tray among the files the page loads by itself').toEqual([]);
    expect(weight.jsOnDemand.brotli).toBeGreaterThan(0);
  });
});
