/**
 * What the inventory shows for a given state: 6 skeleton cards only while there
 * is nothing to show yet; otherwise the list or the empty state, with the error text above either.
 */

export const SKELETON_COUNT = 6;

export type LoadStatus = 'loading' | 'loaded' | 'error';

export interface InventoryView {
  body: 'skeleton' | 'list' | 'empty';
  showError: boolean;
}

export function inventoryView(total: number, shown: number, status: LoadStatus): InventoryView {
  const showError = status === 'error';
  if (total === 0 && status === 'loading') return { body: 'skeleton', showError };
  return { body: shown > 0 ? 'list' : 'empty', showError };
}

/** Heading: 'Available Golf Carts (n)', n being the vehicles shown. */
export function inventoryHeading(shown: number): string {
  return `Available Golf Carts (${shown})`;
}

export function emptyCountText(total: number): string {
  return `Showing 0 of ${total} total vehicles`;
}
