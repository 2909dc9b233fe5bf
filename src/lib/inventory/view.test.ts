import { describe, expect, it } from 'vitest';
import { SKELETON_COUNT, emptyCountText, inventoryHeading, inventoryView, type InventoryView, type LoadStatus } from './view';

describe('inventoryView', () => {
  it.each<[number, number, LoadStatus, InventoryView]>([
    [0, 0, 'loading', { body: 'skeleton', showError: false }],
    [31, 31, 'loading', { body: 'list', showError: false }],
    [31, 0, 'loading', { body: 'empty', showError: false }],
    [31, 5, 'loaded', { body: 'list', showError: false }],
    [31, 0, 'loaded', { body: 'empty', showError: false }],
    [31, 31, 'error', { body: 'list', showError: true }],
    [31, 0, 'error', { body: 'empty', showError: true }],
    [0, 0, 'error', { body: 'empty', showError: true }],
    [0, 0, 'loaded', { body: 'empty', showError: false }],
  ])('total %d, shown %d, %s', (total, shown, status, view) => {
    expect(inventoryView(total, shown, status)).toEqual(view);
  });

  it('6 skeletons', () => expect(SKELETON_COUNT).toBe(6));
});

describe('texts', () => {
  it.each([
    [0, 'Available Golf Carts (0)'],
    [31, 'Available Golf Carts (31)'],
  ])('heading %d', (n, text) => expect(inventoryHeading(n)).toBe(text));
  it.each([
    [31, 'Showing 0 of 31 total vehicles'],
    [0, 'Showing 0 of 0 total vehicles'],
  ])('empty count %d', (n, text) => expect(emptyCountText(n)).toBe(text));
});
