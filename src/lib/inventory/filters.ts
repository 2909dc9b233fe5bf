/**
 * Inventory filters: search (name or description, case-insensitive), brand
 * (case-insensitive equality), category (contains, case-insensitive) and price band, combined
 * with AND. Also the URL query <-> filter state mapping (`?q=&brand=&category=&price=`).
 */

/**
 * Each filter's values, `all` (no filter) first, and apart from them the words the form shows for them
 * (the browser parses URLs with the values alone, so it never loads the words).
 */
export const BRAND_VALUES = ['all', 'denago', 'evolution'] as const;
export const CATEGORY_TERMS = ['all', 'ranger', 'maverick', 'forester', 'turfman', 'rover'] as const;

/** Price bands at 15000 and 25000. */
export const PRICE_BAND_LOW = 15000;
export const PRICE_BAND_HIGH = 25000;

export const PRICE_VALUES = ['all', 'under-15000', '15000-25000', 'over-25000'] as const;

export type BrandFilter = (typeof BRAND_VALUES)[number];
export type CategoryFilter = (typeof CATEGORY_TERMS)[number];
export type PriceFilter = (typeof PRICE_VALUES)[number];

export const BRAND_LABELS: Record<BrandFilter, string> = { all: 'All Brands', denago: 'Denago', evolution: 'Evolution' };
export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All Categories',
  ranger: 'Ranger',
  maverick: 'Maverick',
  forester: 'Forester',
  turfman: 'Turfman',
  rover: 'Rover',
};
export const PRICE_LABELS: Record<PriceFilter, string> = {
  all: 'All Prices',
  'under-15000': 'Under $15,000',
  '15000-25000': '$15,000 - $25,000',
  'over-25000': 'Over $25,000',
};

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** A select's options: each value with its words, in the values' order. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export interface FilterState {
  q: string;
  brand: BrandFilter;
  category: CategoryFilter;
  price: PriceFilter;
}

export const DEFAULT_FILTERS: FilterState = { q: '', brand: 'all', category: 'all', price: 'all' };

export interface Filterable {
  name: string;
  description: string;
  brand: string;
  category: string;
  price: number;
}

export function matchesSearch(v: Pick<Filterable, 'name' | 'description'>, q: string): boolean {
  const term = q.trim().toLowerCase();
  if (!term) return true;
  return v.name.toLowerCase().includes(term) || v.description.toLowerCase().includes(term);
}

export function matchesBrand(v: Pick<Filterable, 'brand'>, brand: BrandFilter): boolean {
  return brand === 'all' || v.brand.toLowerCase() === brand;
}

export function matchesCategory(v: Pick<Filterable, 'category'>, category: CategoryFilter): boolean {
  return category === 'all' || v.category.toLowerCase().includes(category);
}

export function matchesPrice(v: Pick<Filterable, 'price'>, price: PriceFilter): boolean {
  switch (price) {
    case 'under-15000':
      return v.price < PRICE_BAND_LOW;
    case '15000-25000':
      return v.price >= PRICE_BAND_LOW && v.price <= PRICE_BAND_HIGH;
    case 'over-25000':
      return v.price > PRICE_BAND_HIGH;
    default:
      return true;
  }
}

export function matchesFilters(v: Filterable, f: FilterState): boolean {
  return matchesSearch(v, f.q) && matchesBrand(v, f.brand) && matchesCategory(v, f.category) && matchesPrice(v, f.price);
}

export function filterVehicles<T extends Filterable>(vehicles: readonly T[], f: FilterState): T[] {
  return vehicles.filter((v) => matchesFilters(v, f));
}

export function isDefaultFilters(f: FilterState): boolean {
  return f.q.trim() === '' && f.brand === 'all' && f.category === 'all' && f.price === 'all';
}

/** The value the raw query value names (case and spaces ignored); the first value otherwise. */
export function pickOption<T extends string>(values: readonly T[], raw: string | null): T {
  const value = (raw ?? '').trim().toLowerCase();
  return values.find((v) => v === value) ?? values[0]!;
}

/** Filter state from a query string (`?brand=Denago&q=city`); unknown values fall back to `all`. */
export function filtersFromQuery(search: string | URLSearchParams): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    brand: pickOption(BRAND_VALUES, params.get('brand')),
    category: pickOption(CATEGORY_TERMS, params.get('category')),
    price: pickOption(PRICE_VALUES, params.get('price')),
  };
}

/** The query string for a filter state, defaults left out: `""` or `"?q=city&brand=denago"`. */
export function filtersToQuery(f: FilterState): string {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q);
  if (f.brand !== 'all') params.set('brand', f.brand);
  if (f.category !== 'all') params.set('category', f.category);
  if (f.price !== 'all') params.set('price', f.price);
  const query = params.toString();
  return query ? `?${query}` : '';
}
