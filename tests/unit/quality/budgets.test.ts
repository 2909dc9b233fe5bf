/**
 * Byte budgets over every built page (issue 8): zero JavaScript without islands, the first screen in
 * one round trip, island JavaScript under its budget and never render-blocking, sized images, and no
 * request to a third party in the markup (maps load on request, from a click, never from the HTML).
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
} from '../../../scripts/bench/page-weight.ts';
import { BUDGET, DIST, html, pages, siteUrl } from './dist';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe.each(pages)('$path', (page) => {
  const source = html(page);
  const weight = pageWeight(DIST, page);

  it(weight.islands ? 'has islands: its JavaScript stays under budget and never blocks rendering' : 'ships zero JavaScript', () => {
    if (weight.islands) {
      expect(weight.js.gzip, `JS ${kb(weight.js.gzip)} gzip (${weight.jsFiles.join(', ')}) > ${kb(BUDGET.islandJs)}`).toBeLessThanOrEqual(
        BUDGET.islandJs,
      );
      expect(weight.renderBlockingScripts, 'render-blocking scripts').toEqual([]);
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

  it(`fits HTML and first-screen CSS in one round trip (${kb(BUDGET.firstRoundTrip)} compressed)`, () => {
    expect(
      weight.firstRoundTripGzip,
      `HTML ${kb(weight.html.gzip)} + linked CSS ${kb(weight.cssLinked.gzip)} gzip = ${kb(weight.firstRoundTripGzip)}`,
    ).toBeLessThanOrEqual(BUDGET.firstRoundTrip);
  });

  it('gives every image a width and a height, and references only files that exist', () => {
    expect(imagesWithoutSize(source)).toEqual([]);
    expect(weight.missingFiles, 'referenced files missing from dist/').toEqual([]);
  });

  it('requests nothing from a third party in its markup (frames excepted: the browser test loads those pages)', () => {
    const external = pageResources(source).filter((r) => r.kind !== 'frame' && isThirdParty(r.url, siteUrl));
    expect(external.map((r) => `${r.via} ${r.url}`)).toEqual([]);
  });
});
