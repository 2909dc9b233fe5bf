import { describe, expect, it } from 'vitest';
import { addToast, dismissToast, isDismissSwipe, TOAST_DURATION_MS, type Toast } from './queue';

const first: Toast = { id: 1, title: 'One', description: undefined, variant: 'default', duration: TOAST_DURATION_MS };

describe('addToast', () => {
  it('defaults to 5000 ms and the default variant', () => {
    expect(addToast([], { title: 'Saved' }, 7)).toEqual([
      { id: 7, title: 'Saved', description: undefined, variant: 'default', duration: 5000 },
    ]);
  });

  it('keeps a given duration and variant', () => {
    const [toast] = addToast([], { title: 'Error', description: 'Down', variant: 'destructive', duration: 9000 }, 2);
    expect(toast).toMatchObject({ variant: 'destructive', duration: 9000, description: 'Down' });
  });

  it('shows one at a time: the newest replaces the current one', () => {
    const queue = addToast([first], { title: 'Two' }, 2);
    expect(queue.map((t) => t.id)).toEqual([2]);
  });
});

describe('dismissToast', () => {
  it.each([
    [1, []],
    [99, [1]],
  ])('dismissing %d leaves %j', (id, remaining) => {
    expect(dismissToast([first], id).map((t) => t.id)).toEqual(remaining);
  });
});

describe('isDismissSwipe', () => {
  it.each([
    [0, false],
    [50, false],
    [-50, false],
    [51, true],
    [-51, true],
    [200, true],
  ])('%d px -> %s', (dx, expected) => {
    expect(isDismissSwipe(dx)).toBe(expected);
  });
});
