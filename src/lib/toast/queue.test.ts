import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { isDismissSwipe, SWIPE_DISMISS_PX, TOAST_DURATION_MS } from './queue';

describe('toast rules', () => {
  it('close after 5000 ms and dismiss on a swipe over 50 px', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(SWIPE_DISMISS_PX).toBe(50);
  });
});

describe('isDismissSwipe', () => {
  cases('%d px -> %s', isDismissSwipe, [
    [0, false],
    [50, false],
    [-50, false],
    [51, true],
    [-51, true],
    [200, true],
  ]);
});
