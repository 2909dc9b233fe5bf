import { describe, expect, it } from 'vitest';
import { CENTER, coverCrop, focusPosition, parseFocus } from './focus';

describe('focusPosition', () => {
  it.each([
    [undefined, '50% 50%'],
    [{ x: 30, y: 60 }, '30% 60%'],
    [{ x: 0, y: 100 }, '0% 100%'],
    [{ x: 33.333, y: 12.5 }, '33.33% 12.5%'],
  ])('%j -> %s', (focus, position) => expect(focusPosition(focus)).toBe(position));
});

describe('parseFocus', () => {
  it.each([
    ['30% 60%', { x: 30, y: 60 }],
    [' 12.5%  0% ', { x: 12.5, y: 0 }],
    ['top', { x: 50, y: 0 }],
    ['Right', { x: 100, y: 50 }],
    ['centre', CENTER],
    [undefined, CENTER],
    ['', CENTER],
    ['entropy', CENTER],
    ['30%', CENTER],
    ['150% 20%', { x: 100, y: 20 }],
  ])('%j -> %j', (position, focus) => expect(parseFocus(position)).toEqual(focus));

  it('reads back what focusPosition writes', () => {
    const focus = { x: 37, y: 81.5 };
    expect(parseFocus(focusPosition(focus))).toEqual(focus);
  });
});

describe('coverCrop', () => {
  const landscape = { width: 4000, height: 3000 };
  const portrait = { width: 3000, height: 4000 };
  const share = { width: 1200, height: 630 };
  it.each([
    ['a landscape photo into a wide frame, centred', landscape, share, CENTER, { left: 0, top: 450, width: 4000, height: 2100 }],
    ['its top kept', landscape, share, { x: 50, y: 0 }, { left: 0, top: 0, width: 4000, height: 2100 }],
    ['its bottom kept', landscape, share, { x: 50, y: 100 }, { left: 0, top: 900, width: 4000, height: 2100 }],
    ['a portrait photo, the subject low', portrait, share, { x: 50, y: 80 }, { left: 0, top: 1940, width: 3000, height: 1575 }],
    [
      'a landscape photo into a square, the subject left',
      landscape,
      { width: 1, height: 1 },
      { x: 0, y: 50 },
      { left: 0, top: 0, width: 3000, height: 3000 },
    ],
    ['the same proportions: the whole photo', landscape, { width: 1280, height: 960 }, { x: 10, y: 90 }, { left: 0, top: 0, ...landscape }],
    [
      'a panorama into a wide frame: its height, cut at the sides',
      { width: 6000, height: 1000 },
      share,
      { x: 25, y: 50 },
      { left: 1024, top: 0, width: 1905, height: 1000 },
    ],
  ])('%s', (_name, source, target, focus, rect) => expect(coverCrop(source, target, focus)).toEqual(rect));

  it('always lies inside the photo and keeps the frame’s proportions', () => {
    for (const source of [landscape, portrait, { width: 801, height: 533 }]) {
      for (const target of [share, { width: 16, height: 10 }, { width: 3, height: 4 }]) {
        for (const focus of [CENTER, { x: 0, y: 0 }, { x: 100, y: 100 }]) {
          const r = coverCrop(source, target, focus);
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.left + r.width).toBeLessThanOrEqual(source.width);
          expect(r.top + r.height).toBeLessThanOrEqual(source.height);
          expect(Math.abs(r.width / r.height - target.width / target.height)).toBeLessThan(0.01);
        }
      }
    }
  });
});
