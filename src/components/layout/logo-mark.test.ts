import { describe, expect, it } from 'vitest';
import { logoMarkDataUrl, logoMarkSvg, type LogoMarkColors } from './logo-mark';

const colors: LogoMarkColors = { badge: '#123456', roof: 'rgb(1 2 3)', body: '#fff', wheel: 'black' };
const PREFIX = 'data:image/svg+xml,';
/** The elements inside the outer <svg>, with their attributes as written (quotes normalized). */
const drawingOf = (svg: string) => /^<svg[^>]*>([^]*)<\/svg>$/.exec(svg.replaceAll("'", '"'))?.[1];

describe('logoMarkDataUrl (the favicon)', () => {
  const url = logoMarkDataUrl(colors);

  it('is an SVG data URL holding the same drawing as the badge, in the given colours', () => {
    expect(url.startsWith(PREFIX)).toBe(true);
    const svg = decodeURIComponent(url.slice(PREFIX.length));
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"'.replaceAll('"', "'"));
    expect(drawingOf(svg)).toBe(drawingOf(logoMarkSvg(colors, 48)));
    for (const colour of Object.values(colors)) expect(svg).toContain(colour);
  });

  it('fits a double-quoted attribute and keeps every colour in the URL (no ", #, < or > left)', () => {
    expect(url.slice(PREFIX.length)).not.toMatch(/["#<>]/);
  });
});

describe('logoMarkSvg (the header and footer badge)', () => {
  it('is sized as asked, hidden from screen readers, with the extra attributes', () => {
    const svg = logoMarkSvg(colors, 36, 'class="x"');
    expect(svg).toMatch(/^<svg [^>]*width="36" height="36"[^>]*aria-hidden="true" class="x">/);
  });
});
