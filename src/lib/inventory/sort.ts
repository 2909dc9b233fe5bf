/** Catalogue order on the inventory: new carts before pre-owned, then by brand, then by price. */
export function compareVehicles(
  a: { isNew: boolean; brand: string; price: number; name: string },
  b: { isNew: boolean; brand: string; price: number; name: string },
): number {
  return Number(b.isNew) - Number(a.isNew) || a.brand.localeCompare(b.brand) || a.price - b.price || a.name.localeCompare(b.name);
}

export function sortVehicles<T extends Parameters<typeof compareVehicles>[0]>(list: readonly T[]): T[] {
  return [...list].sort(compareVehicles);
}

/**
 * The visitor's sort orders. Featured is the catalogue order above; the others sort by price (either way),
 * range (longest first) or seats (most first), and fall back to the catalogue order on a tie.
 */
export const SORT_VALUES = ['featured', 'price-asc', 'price-desc', 'range', 'seats'] as const;

export type SortKey = (typeof SORT_VALUES)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  range: 'Longest Range',
  seats: 'Most Seats',
};

type Sortable = Parameters<typeof compareVehicles>[0] & { specifications: { range: string; seatingCapacity: number } };

/** A range as miles, the largest number it states: "40 miles" -> 40, "35-45 miles" -> 45; none -> 0 (sorts last). */
export function rangeMiles(range: string): number {
  return Math.max(0, ...(range.match(/\d+(\.\d+)?/g) ?? []).map(Number));
}

const ORDERS: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  featured: () => 0,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  range: (a, b) => rangeMiles(b.specifications.range) - rangeMiles(a.specifications.range),
  seats: (a, b) => b.specifications.seatingCapacity - a.specifications.seatingCapacity,
};

export function sortVehiclesBy<T extends Sortable>(list: readonly T[], key: SortKey): T[] {
  return [...list].sort((a, b) => ORDERS[key](a, b) || compareVehicles(a, b));
}
