import { describe, expect, it } from 'vitest';
import { containedSizes } from './sizes';

const slots = [
  { media: '(min-width: 1280px)', width: '596px' },
  { media: '(min-width: 768px)', width: 'calc(50vw - 44px)' },
  { width: 'calc(100vw - 34px)' },
];

describe('containedSizes', () => {
  it.each([
    ['a 3:2 photo fills its 3:2 frame', 3 / 2, '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 34px)'],
    ['a panorama is as wide as the frame', 3, '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 34px)'],
    [
      'a portrait phone photo is drawn half as wide',
      3 / 4,
      '(min-width: 1280px) calc(596px * 0.5), (min-width: 768px) calc((50vw - 44px) * 0.5), calc((100vw - 34px) * 0.5)',
    ],
    [
      'a 4:3 landscape photo a little narrower',
      4 / 3,
      '(min-width: 1280px) calc(596px * 0.889), (min-width: 768px) calc((50vw - 44px) * 0.889), calc((100vw - 34px) * 0.889)',
    ],
  ])('%s', (_name, ratio, sizes) => expect(containedSizes(slots, ratio, 3 / 2)).toBe(sizes));
});
